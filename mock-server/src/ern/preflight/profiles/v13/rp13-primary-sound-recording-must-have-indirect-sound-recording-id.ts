/**
 * DDEX's `MultiProfile_PrimarySoundRecordingMustHaveIndirectSoundRecordingId` in Release Profile 1.3: the assertion
 * of 1.4's `rp14-primary-sound-recording-must-have-indirect-sound-recording-id`
 * (../v14/rp14-primary-sound-recording-must-have-indirect-sound-recording-id.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. It checks: a primary SoundRecording of a ResourceGroup has an
 * IndirectSoundRecordingId.
 */
import { rp14PrimarySoundRecordingMustHaveIndirectSoundRecordingId } from '../v14/rp14-primary-sound-recording-must-have-indirect-sound-recording-id.js';
import { sameCheck } from './same-check.js';

export const rp13PrimarySoundRecordingMustHaveIndirectSoundRecordingId = sameCheck(
  rp14PrimarySoundRecordingMustHaveIndirectSoundRecordingId,
  {
    id: 'rp13-primary-sound-recording-must-have-indirect-sound-recording-id',
    pattern: 'MultiProfile_PrimarySoundRecordingMustHaveIndirectSoundRecordingId',
    ddex: {
      AudioAlbumMusicAndSpeech: [{ rule: '1704-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      AudioAlbumMusicOnly: [{ rule: '1084-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      AudioBook: [{ rule: '2113-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      AudioSingle: [{ rule: '1011-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      DigitalBoxedSet: [{ rule: '1559-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      DigitalClassicalAudioAlbum: [{ rule: '1629-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      FilmBundle: [{ rule: '1848-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      LongformVideo: [{ rule: '1386-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      MixedMediaBundle: [{ rule: '1487-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      Ringtone: [{ rule: '1308-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      SimpleVideoSingle: [{ rule: '1979-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      SingleResourceReleaseWithCoverArt: [{ rule: '2045-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      TVSeries: [{ rule: '1779-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      VideoAlbum: [{ rule: '1158-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      VideoSingle: [{ rule: '1234-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
      Wallpaper: [{ rule: '1917-1', clause: '3.3.1(6)', role: 'Conditional Fatal Error' }],
    },
  },
);
