/**
 * DDEX's `LongformVideo_CollectionItemMustBeVideoChapter` (Release Profile 1.4, clause 4.8(10a), Fatal Error; rule
 * LongformVideo 1455-1): each Collection, wherever it stands, has CollectionType `VideoChapter`.
 */
import { everyElementRule, placeOf } from './every-element-shape.js';
import { hasChildWithText } from './one-profile-shapes.js';

export const rp14LongformVideoCollectionItemMustBeVideoChapter = everyElementRule({
  id: 'rp14-longform-video-collection-item-must-be-video-chapter',
  pattern: 'LongformVideo_CollectionItemMustBeVideoChapter',
  ddex: {
    LongformVideo: [{ rule: '1455-1', clause: '4.8(10a)', role: 'Fatal Error' }],
  },
  context: 'Collection',
  holds: (element) => hasChildWithText(element, 'CollectionType', ['VideoChapter']),
  code: 'NewReleaseMessageInvalid',
  title: 'Each collection of a longform video is a video chapter',
  fix: 'Give each Collection the CollectionType VideoChapter: a longform video\'s collections are its chapters.',
  message: (element) => `The ${placeOf(element)} has no CollectionType VideoChapter; a longform video's collections are its `
    + `chapters. Set its CollectionType to VideoChapter.`,
});
