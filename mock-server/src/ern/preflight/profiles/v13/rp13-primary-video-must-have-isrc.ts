/**
 * DDEX's `MultiProfile_PrimaryVideoMustHaveISRC` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-primary-video-must-have-isrc` (../v14/rp14-primary-video-must-have-isrc.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. It checks: a primary Video of a ResourceGroup has an ISRC.
 */
import { rp14PrimaryVideoMustHaveIsrc } from '../v14/rp14-primary-video-must-have-isrc.js';
import { sameCheck } from './same-check.js';

export const rp13PrimaryVideoMustHaveIsrc = sameCheck(rp14PrimaryVideoMustHaveIsrc, {
  id: 'rp13-primary-video-must-have-isrc',
  pattern: 'MultiProfile_PrimaryVideoMustHaveISRC',
  ddex: {
    LongformVideo: [{ rule: '1436-1', clause: '3.1', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1534-1', clause: '3.1', role: 'Error' }],
    Ringtone: [{ rule: '1355-1', clause: '3.1', role: 'Error' }],
    SingleResourceRelease: [{ rule: '1464-1', clause: '3.1', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2091-1', clause: '3.1', role: 'Error' }],
    VideoAlbum: [{ rule: '1211-1', clause: '3.1', role: 'Error' }],
  },
});
