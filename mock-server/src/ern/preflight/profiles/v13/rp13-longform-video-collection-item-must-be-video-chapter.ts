/**
 * DDEX's `LongformVideo_CollectionItemMustBeVideoChapter` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-collection-item-must-be-video-chapter`
 * (../v14/rp14-longform-video-collection-item-must-be-video-chapter.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: each collection of a longform video is a video
 * chapter.
 */
import { rp14LongformVideoCollectionItemMustBeVideoChapter } from '../v14/rp14-longform-video-collection-item-must-be-video-chapter.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCollectionItemMustBeVideoChapter = sameCheck(rp14LongformVideoCollectionItemMustBeVideoChapter, {
  id: 'rp13-longform-video-collection-item-must-be-video-chapter',
  pattern: 'LongformVideo_CollectionItemMustBeVideoChapter',
  ddex: {
    LongformVideo: [{ rule: '1455-1', clause: '4.8(10a)', role: 'Fatal Error' }],
  },
});
