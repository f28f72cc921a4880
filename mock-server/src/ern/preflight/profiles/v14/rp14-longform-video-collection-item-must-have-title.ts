/**
 * DDEX's `LongformVideo_CollectionItemMustHaveTitle` (Release Profile 1.4, clause 4.8(10c), Fatal Error; rule
 * LongformVideo 1457-1): each Collection, wherever it stands, has a Title.
 */
import { everyElementRule, hasChild, placeOf } from './every-element-shape.js';

export const rp14LongformVideoCollectionItemMustHaveTitle = everyElementRule({
  id: 'rp14-longform-video-collection-item-must-have-title',
  pattern: 'LongformVideo_CollectionItemMustHaveTitle',
  ddex: {
    LongformVideo: [{ rule: '1457-1', clause: '4.8(10c)', role: 'Fatal Error' }],
  },
  context: 'Collection',
  holds: (element) => hasChild(element, 'Title'),
  code: 'MetadataMissing',
  title: 'Each video chapter has a title',
  fix: 'Add a Title to each Collection.',
  message: (element) => `The ${placeOf(element)} has no Title. Add the chapter's Title.`,
});
