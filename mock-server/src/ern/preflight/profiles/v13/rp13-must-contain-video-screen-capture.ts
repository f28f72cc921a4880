/**
 * DDEX's `MultiProfile_MustContainVideoScreenCapture` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-video-screen-capture` (../v14/rp14-must-contain-video-screen-capture.ts), same context and test,
 * with each 1.3 profile's rule number, clause and role in `ddex`. It checks: the ResourceList holds an Image of type
 * VideoScreenCapture.
 */
import { rp14MustContainVideoScreenCapture } from '../v14/rp14-must-contain-video-screen-capture.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainVideoScreenCapture = sameCheck(rp14MustContainVideoScreenCapture, {
  id: 'rp13-must-contain-video-screen-capture',
  pattern: 'MultiProfile_MustContainVideoScreenCapture',
  ddex: {
    VideoAlbum: [{ rule: '1206-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1282-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
