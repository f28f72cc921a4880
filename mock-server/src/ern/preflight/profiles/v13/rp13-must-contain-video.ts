/**
 * DDEX's `MultiProfile_MustContainVideo` in Release Profile 1.3: the assertion of 1.4's `rp14-must-contain-video`
 * (../v14/rp14-must-contain-video.ts), same context and test, with each 1.3 profile's rule number, clause and role in
 * `ddex`. It checks: the ResourceList holds a Video.
 */
import { rp14MustContainVideo } from '../v14/rp14-must-contain-video.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainVideo = sameCheck(rp14MustContainVideo, {
  id: 'rp13-must-contain-video',
  pattern: 'MultiProfile_MustContainVideo',
  ddex: {
    FilmBundle: [{ rule: '1895-1', clause: '3.1', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1432-1', clause: '3.1', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2027-1', clause: '3.1', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1826-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1205-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1286-1', clause: '3.1', role: 'Fatal Error' }],
  },
});
