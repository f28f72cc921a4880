/**
 * DDEX `MultiProfile_MainReleaseMustHaveGridOrICPN` (Release Profile 2.1, 5.3.1.3(1) Fatal Error).
 * Each `Release` of the ReleaseList must have a non-blank `ReleaseId/GRid` or `ReleaseId/ICPN`, or a
 * `ReleaseId/ProprietaryId`.
 *
 * Rule numbers: Audio 1025-1, DjMix 1457-1, LongFormMusicalWorkVideo 1389-1, MixedMedia 1147-1, Ringtone 1209-1,
 * SimpleAudioSingle 1329-1, SimpleVideoSingle 1268-1, Video 1085-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { releasesNamed } from './ern4-places.js';

export const rp21MainReleaseMustHaveGridOrIcpn: ProfileRule = {
  id: 'rp21-main-release-must-have-grid-or-icpn',
  standard: '2.1',
  pattern: 'MultiProfile_MainReleaseMustHaveGridOrICPN',
  ddex: {
    Audio: [{ rule: '1025-1', clause: '5.3.1.3(1)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1457-1', clause: '5.3.1.3(1)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1389-1', clause: '5.3.1.3(1)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1147-1', clause: '5.3.1.3(1)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1209-1', clause: '5.3.1.3(1)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1329-1', clause: '5.3.1.3(1)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1268-1', clause: '5.3.1.3(1)', role: 'Fatal Error' }],
    Video: [{ rule: '1085-1', clause: '5.3.1.3(1)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'The main release is identified by a GRid, an ICPN or a ProprietaryId',
  fix: 'Add the release\'s ICPN (UPC/EAN), GRid or ProprietaryId to its ReleaseId.',
  laterVersions: 'same elements.',
  check(input) {
    return releasesNamed(input.tree, 'Release').flatMap((release) => {
      const ids = release.children.filter((child) => child.name === 'ReleaseId').flatMap((id) => id.children);
      const found = ids.some((id) => ((id.name === 'GRid' || id.name === 'ICPN') && id.text !== '') || id.name === 'ProprietaryId');
      return found
        ? []
        : [{
            at: release,
            message: 'The Release has no ReleaseId/ICPN, ReleaseId/GRid or ReleaseId/ProprietaryId. Add its ICPN (UPC/EAN), GRid or ProprietaryId.',
          }];
    });
  },
};
