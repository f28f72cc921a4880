/**
 * DDEX `MultiProfile_SecondaryResourceMustHaveProprietaryId` (Release Profile 1.4, Fatal Error; each profile's rule
 * number and clause in `ddex`): the resource named by a secondary reference of a content item (a cover) has a
 * ProprietaryId (`ImageId/ProprietaryId`, non-empty). See resource-identified.ts.
 */
import { resourceIdentifiedRule } from './resource-identified.js';

export const rp14SecondaryResourceMustHaveProprietaryId = resourceIdentifiedRule({
  id: 'rp14-secondary-resource-must-have-proprietary-id',
  pattern: 'MultiProfile_SecondaryResourceMustHaveProprietaryId',
  ddex: {
    AudioAlbum: [{ rule: '1765-1', clause: '4.4(6)', role: 'Fatal Error' }],
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
  type: 'SecondaryResource',
  identifiers: ['ProprietaryId'],
  title: 'A secondary resource of a ResourceGroup (a cover) has a ProprietaryId',
  fix: 'Give the secondary resource your own identifier: <ImageId><ProprietaryId Namespace="PADPIDA…">…</ProprietaryId></ImageId>.',
  says: (reference) => `The secondary resource "${reference}" of the ResourceGroup has no ProprietaryId: add one to its Id (<ImageId><ProprietaryId Namespace="…">…</ProprietaryId></ImageId>).`,
});
