/**
 * DDEX's `MultiProfile_FlagsOnlyOnContentItems` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-flags-only-on-content-items` (../v14/rp14-flags-only-on-content-items.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. It checks: no IsHiddenResource nor IsBonusResource on a
 * resource (as DDEX reads it: one written under the root).
 */
import { rp14FlagsOnlyOnContentItems } from '../v14/rp14-flags-only-on-content-items.js';
import { sameCheck } from './same-check.js';

export const rp13FlagsOnlyOnContentItems = sameCheck(rp14FlagsOnlyOnContentItems, {
  id: 'rp13-flags-only-on-content-items',
  pattern: 'MultiProfile_FlagsOnlyOnContentItems',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1727-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1727-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1107-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1107-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2136-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '2136-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1034-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1034-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1582-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1582-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1652-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1652-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1871-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1871-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1409-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1409-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1510-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1510-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1331-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1331-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2002-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '2002-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2068-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '2068-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1802-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1802-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1181-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1181-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1257-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1257-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
    Wallpaper: [{ rule: '1940-1', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }, { rule: '1940-2', clause: '4.3(24)+4.10(7g)+4.10(7h)', role: 'Fatal Error' }],
  },
});
