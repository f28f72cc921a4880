/**
 * DDEX's `MultiProfile_MustContainOneImage` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-must-contain-one-image` (../v14/rp14-must-contain-one-image.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: the ResourceList holds one Image (LongformVideo: at
 * least one). `as` names, per 1.3 profile, the 1.4 file whose test that profile's 1.3 file has.
 */
import { rp14MustContainOneImage } from '../v14/rp14-must-contain-one-image.js';
import { sameCheck } from './same-check.js';

export const rp13MustContainOneImage = sameCheck(rp14MustContainOneImage, {
  id: 'rp13-must-contain-one-image',
  pattern: 'MultiProfile_MustContainOneImage',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1752-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1133-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2162-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1060-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1680-1', clause: '3.1', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1896-1', clause: '3.1', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1434-1', clause: '3.1', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1827-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1213-1', clause: '3.1', role: 'Fatal Error' }],
  },
  as: { LongformVideo: 'AudioAlbum' },
  title: 'The ResourceList holds one Image',
  fix: 'Keep exactly one Image, the cover, in the ResourceList.',
});
