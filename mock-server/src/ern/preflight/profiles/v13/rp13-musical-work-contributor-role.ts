/**
 * DDEX's `MultiProfile_MusicalWorkContributorRole` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-musical-work-contributor-role` (../v14/rp14-musical-work-contributor-role.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`. It checks: a MusicalWork names a creative contributor
 * (Composer, Lyricist, …).
 */
import { rp14MusicalWorkContributorRole } from '../v14/rp14-musical-work-contributor-role.js';
import { sameCheck } from './same-check.js';

export const rp13MusicalWorkContributorRole = sameCheck(rp14MusicalWorkContributorRole, {
  id: 'rp13-musical-work-contributor-role',
  pattern: 'MultiProfile_MusicalWorkContributorRole',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1719-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    AudioAlbumMusicOnly: [{ rule: '1099-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    AudioBook: [{ rule: '2128-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    AudioSingle: [{ rule: '1026-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    DigitalBoxedSet: [{ rule: '1574-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1644-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    FilmBundle: [{ rule: '1863-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    LongformVideo: [{ rule: '1401-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    MixedMediaBundle: [{ rule: '1502-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1323-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1994-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2060-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    TVSeries: [{ rule: '1794-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    VideoAlbum: [{ rule: '1173-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    VideoSingle: [{ rule: '1249-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    Wallpaper: [{ rule: '1932-1', clause: '4.3(12a)', role: 'Conditional Error' }],
  },
});
