/**
 * DDEX's `MultiProfile_ISNI` in Release Profile 1.3: the assertion of 1.4's `rp14-isni` (../v14/rp14-isni.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a PartyId flagged
 * IsISNI="true" is an ISNI: 15 digits and a check character.
 */
import { rp14Isni } from '../v14/rp14-isni.js';
import { sameCheck } from './same-check.js';

export const rp13Isni = sameCheck(rp14Isni, {
  id: 'rp13-isni',
  pattern: 'MultiProfile_ISNI',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1730-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1110-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2139-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1037-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1585-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1655-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1874-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1412-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1513-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1334-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2005-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2071-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1805-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1184-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1260-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1943-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
});
