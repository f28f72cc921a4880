/**
 * DDEX's `MultiProfile_MustContainMultipleReleases` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-multiple-releases` (../v14/rp14-must-contain-multiple-releases.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`. It checks: the ReleaseList holds the main release and
 * one track release per primary resource.
 */
import { rp14MustContainMultipleReleases } from '../v14/rp14-must-contain-multiple-releases.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainMultipleReleases = sameCheck(rp14MustContainMultipleReleases, {
  id: 'rp13-must-contain-multiple-releases',
  pattern: 'MultiProfile_MustContainMultipleReleases',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1758-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1131-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2160-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1058-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1538-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1212-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1285-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
