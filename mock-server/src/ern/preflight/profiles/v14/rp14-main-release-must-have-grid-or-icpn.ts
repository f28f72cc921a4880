/**
 * DDEX `MultiProfile_MainReleaseMustHaveGridOrICPN` (Release Profile 1.4, Fatal Error; each profile's rule number and
 * clause in `ddex`): in each `ReleaseList`, a Release with `IsMainRelease="true"` has a non-empty `ReleaseId/GRid`
 * or `ReleaseId/ICPN`. No main release at all fails it too.
 */
import type { ProfileRule } from '../types.js';
import { hasText, isMain, kids, rootList } from './ern3-places.js';

export const rp14MainReleaseMustHaveGridOrIcpn: ProfileRule = {
  id: 'rp14-main-release-must-have-grid-or-icpn',
  standard: '1.4',
  pattern: 'MultiProfile_MainReleaseMustHaveGridOrICPN',
  ddex: {
    AudioAlbum: [{ rule: '1763-1', clause: '4.4(4)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1142-1', clause: '4.4(4)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2170-1', clause: '4.19(4)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1069-1', clause: '4.10(4)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1614-1', clause: '4.7(4)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1683-1', clause: '4.5(4)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1899-1', clause: '4.16(4)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1442-1', clause: '4.8(4)', role: 'Fatal Error' }],
    MidiRingtone: [{ rule: '1369-1', clause: '4.9(4)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1544-1', clause: '4.6(4)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1360-1', clause: '4.9(4)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2030-1', clause: '4.14(4)', role: 'Fatal Error' }],
    SingleResourceRelease: [{ rule: '1471-1', clause: '4.12(4)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2099-1', clause: '4.18(4)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1830-1', clause: '4.16(4)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1219-1', clause: '4.13(4)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1291-1', clause: '4.14(4)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'The main release is identified by a GRid or an ICPN',
  fix: 'Give the main Release a ReleaseId with its GRid or its ICPN (the UPC/EAN of the product).',
  check({ tree }) {
    return rootList(tree, 'ReleaseList')
      .filter((list) => !kids(list, 'Release').some((release) => isMain(release)
        && kids(release, 'ReleaseId').some((id) => id.children.some((child) => (child.name === 'GRid' || child.name === 'ICPN') && hasText(child)))))
      .map((list) => ({
        message: 'The main Release (IsMainRelease="true") has no ReleaseId/GRid nor ReleaseId/ICPN: add its ICPN (UPC/EAN) or GRid.',
        at: kids(list, 'Release').find(isMain) ?? list,
      }));
  },
};
