/**
 * DDEX's `MultiProfile_CatalogTransfer` in Release Profile 1.3: the assertion of 1.4's `rp14-catalog-transfer`
 * (../v14/rp14-catalog-transfer.ts), same context and test, with each 1.3 profile's rule number, clause and role in
 * `ddex`. It checks: a CatalogTransfer only when a catalogue changes hands.
 */
import { rp14CatalogTransfer } from '../v14/rp14-catalog-transfer.js';
import { sameCheck } from './same-check.js';

export const rp13CatalogTransfer = sameCheck(rp14CatalogTransfer, {
  id: 'rp13-catalog-transfer',
  pattern: 'MultiProfile_CatalogTransfer',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1726-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1106-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    AudioBook: [{ rule: '2135-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    AudioSingle: [{ rule: '1033-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1581-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1651-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    FilmBundle: [{ rule: '1870-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    LongformVideo: [{ rule: '1408-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    MixedMediaBundle: [{ rule: '1509-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    Ringtone: [{ rule: '1330-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2001-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2067-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    TVSeries: [{ rule: '1801-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    VideoAlbum: [{ rule: '1180-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    VideoSingle: [{ rule: '1256-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
    Wallpaper: [{ rule: '1939-1', clause: '4.3(23)', role: 'Conditional Fatal Error' }],
  },
});
