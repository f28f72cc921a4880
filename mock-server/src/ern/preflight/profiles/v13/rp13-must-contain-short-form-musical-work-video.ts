/**
 * DDEX's `MultiProfile_MustContainShortFormMusicalWorkVideo` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-short-form-musical-work-video` (../v14/rp14-must-contain-short-form-musical-work-video.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the ResourceList holds
 * a Video of type ShortFormMusicalWorkVideo.
 */
import { rp14MustContainShortFormMusicalWorkVideo } from '../v14/rp14-must-contain-short-form-musical-work-video.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainShortFormMusicalWorkVideo = sameCheck(rp14MustContainShortFormMusicalWorkVideo, {
  id: 'rp13-must-contain-short-form-musical-work-video',
  pattern: 'MultiProfile_MustContainShortFormMusicalWorkVideo',
  ddex: {
    SimpleVideoSingle: [{ rule: '2025-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1209-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1283-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
