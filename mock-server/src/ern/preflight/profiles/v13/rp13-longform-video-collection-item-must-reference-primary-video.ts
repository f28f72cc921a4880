/**
 * DDEX's `LongformVideo_CollectionItemMustReferencePrimaryVideo` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-longform-video-collection-item-must-reference-primary-video`
 * (../v14/rp14-longform-video-collection-item-must-reference-primary-video.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: each video chapter is part of a primary video of the
 * release.
 */
import { rp14LongformVideoCollectionItemMustReferencePrimaryVideo } from '../v14/rp14-longform-video-collection-item-must-reference-primary-video.js';
import { sameCheck } from './same-check.js';

export const rp13LongformVideoCollectionItemMustReferencePrimaryVideo = sameCheck(
  rp14LongformVideoCollectionItemMustReferencePrimaryVideo,
  {
    id: 'rp13-longform-video-collection-item-must-reference-primary-video',
    pattern: 'LongformVideo_CollectionItemMustReferencePrimaryVideo',
    ddex: {
      LongformVideo: [{ rule: '1459-1', clause: '4.8(10e)', role: 'Fatal Error' }],
    },
  },
);
