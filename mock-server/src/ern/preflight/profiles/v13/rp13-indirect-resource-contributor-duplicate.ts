/**
 * DDEX's `MultiProfile_IndirectResourceContributorDuplicate` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-indirect-resource-contributor-duplicate` (../v14/rp14-indirect-resource-contributor-duplicate.ts), same
 * context and test, with each 1.3 profile's rule number, clause and role in `ddex`.
 */
import { rp14IndirectResourceContributorDuplicate } from '../v14/rp14-indirect-resource-contributor-duplicate.js';
import { sameCheck } from './same-check.js';

export const rp13IndirectResourceContributorDuplicate = sameCheck(rp14IndirectResourceContributorDuplicate, {
  id: 'rp13-indirect-resource-contributor-duplicate',
  pattern: 'MultiProfile_IndirectResourceContributorDuplicate',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1723-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1103-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    AudioBook: [{ rule: '2132-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    AudioSingle: [{ rule: '1030-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1578-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1648-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    FilmBundle: [{ rule: '1867-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    LongformVideo: [{ rule: '1405-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    MixedMediaBundle: [{ rule: '1506-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    Ringtone: [{ rule: '1327-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1998-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2064-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    TVSeries: [{ rule: '1798-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    VideoAlbum: [{ rule: '1177-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    VideoSingle: [{ rule: '1253-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    Wallpaper: [{ rule: '1936-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
  },
});
