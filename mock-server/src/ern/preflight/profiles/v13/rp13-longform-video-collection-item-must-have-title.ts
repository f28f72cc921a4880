/**
 * DDEX's `LongformVideo_CollectionItemMustHaveTitle` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-collection-item-must-have-title`
 * (../v14/rp14-longform-video-collection-item-must-have-title.ts), same context and test, with each 1.3 profile's
 * rule number, clause and role in `ddex`. It checks: each video chapter has a title.
 */
import { rp14LongformVideoCollectionItemMustHaveTitle } from '../v14/rp14-longform-video-collection-item-must-have-title.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCollectionItemMustHaveTitle = sameCheck(rp14LongformVideoCollectionItemMustHaveTitle, {
  id: 'rp13-longform-video-collection-item-must-have-title',
  pattern: 'LongformVideo_CollectionItemMustHaveTitle',
  ddex: {
    LongformVideo: [{ rule: '1457-1', clause: '4.8(10c)', role: 'Fatal Error' }],
  },
});
