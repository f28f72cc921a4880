/**
 * DDEX's `LongformVideo_CollectionItemMustHaveProprietaryId` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-collection-item-must-have-proprietary-id`
 * (../v14/rp14-longform-video-collection-item-must-have-proprietary-id.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: each video chapter has a proprietary id.
 */
import { rp14LongformVideoCollectionItemMustHaveProprietaryId } from '../v14/rp14-longform-video-collection-item-must-have-proprietary-id.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCollectionItemMustHaveProprietaryId = sameCheck(rp14LongformVideoCollectionItemMustHaveProprietaryId, {
  id: 'rp13-longform-video-collection-item-must-have-proprietary-id',
  pattern: 'LongformVideo_CollectionItemMustHaveProprietaryId',
  ddex: {
    LongformVideo: [{ rule: '1456-1', clause: '4.8(10b)', role: 'Fatal Error' }],
  },
});
