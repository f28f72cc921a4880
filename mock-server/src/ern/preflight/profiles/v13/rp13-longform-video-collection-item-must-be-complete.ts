/**
 * DDEX's `LongformVideo_CollectionItemMustBeComplete` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-collection-item-must-be-complete`
 * (../v14/rp14-longform-video-collection-item-must-be-complete.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`. It checks: each video chapter says it is complete (IsComplete true).
 */
import { rp14LongformVideoCollectionItemMustBeComplete } from '../v14/rp14-longform-video-collection-item-must-be-complete.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCollectionItemMustBeComplete = sameCheck(rp14LongformVideoCollectionItemMustBeComplete, {
  id: 'rp13-longform-video-collection-item-must-be-complete',
  pattern: 'LongformVideo_CollectionItemMustBeComplete',
  ddex: {
    LongformVideo: [{ rule: '1458-1', clause: '4.8(10d)', role: 'Error' }],
  },
});
