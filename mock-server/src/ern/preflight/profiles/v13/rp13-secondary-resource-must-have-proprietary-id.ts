/**
 * DDEX's `MultiProfile_SecondaryResourceMustHaveProprietaryId` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-secondary-resource-must-have-proprietary-id` (../v14/rp14-secondary-resource-must-have-proprietary-id.ts),
 * same context and test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a secondary
 * resource of a ResourceGroup (a cover) has a ProprietaryId.
 */
import { rp14SecondaryResourceMustHaveProprietaryId } from '../v14/rp14-secondary-resource-must-have-proprietary-id.js';
import { sameCheck } from './same-check.js';

export const rp13SecondaryResourceMustHaveProprietaryId = sameCheck(rp14SecondaryResourceMustHaveProprietaryId, {
  id: 'rp13-secondary-resource-must-have-proprietary-id',
  pattern: 'MultiProfile_SecondaryResourceMustHaveProprietaryId',
  ddex: {
    AudioAlbumMusicAndSpeech: [{ rule: '1765-1', clause: '4.4(6)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1144-1', clause: '4.4(6)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2172-1', clause: '4.19(6)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1071-1', clause: '4.10(6)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1616-1', clause: '4.7(6)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1685-1', clause: '4.5(6)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1901-1', clause: '4.16(6)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1444-1', clause: '4.8(6)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1546-1', clause: '4.6(6)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2032-1', clause: '4.14(6)', role: 'Fatal Error' }],
    SingleResourceRelease: [{ rule: '1473-1', clause: '4.12(6)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1832-1', clause: '4.16(6)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1221-1', clause: '4.13(6)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1294-1', clause: '4.14(6)', role: 'Fatal Error' }],
  },
});
