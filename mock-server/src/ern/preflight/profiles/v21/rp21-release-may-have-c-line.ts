/**
 * DDEX `MultiProfile_ReleaseMayHaveCLine` (Release Profile 2.1, 5.3.1.3(6) Conditional Fatal Error).
 * Each `Release` of the ReleaseList must have a `CLine`.
 *
 * Rule numbers: Audio 1026-1, DjMix 1458-1, LongFormMusicalWorkVideo 1390-1, MixedMedia 1148-1, Ringtone 1210-1,
 * SimpleAudioSingle 1330-1, SimpleVideoSingle 1269-1, Video 1086-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { releasesNamed } from './ern4-places.js';

export const rp21ReleaseMayHaveCLine: ProfileRule = {
  id: 'rp21-release-may-have-c-line',
  standard: '2.1',
  pattern: 'MultiProfile_ReleaseMayHaveCLine',
  ddex: {
    Audio: [{ rule: '1026-1', clause: '5.3.1.3(6)', role: 'Conditional Fatal Error' }],
    DjMix: [{ rule: '1458-1', clause: '5.3.1.3(6)', role: 'Conditional Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1390-1', clause: '5.3.1.3(6)', role: 'Conditional Fatal Error' }],
    MixedMedia: [{ rule: '1148-1', clause: '5.3.1.3(6)', role: 'Conditional Fatal Error' }],
    Ringtone: [{ rule: '1210-1', clause: '5.3.1.3(6)', role: 'Conditional Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1330-1', clause: '5.3.1.3(6)', role: 'Conditional Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1269-1', clause: '5.3.1.3(6)', role: 'Conditional Fatal Error' }],
    Video: [{ rule: '1086-1', clause: '5.3.1.3(6)', role: 'Conditional Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'The main release has a CLine',
  fix: 'Add the release\'s CLine (the © year and owner of the artwork and text).',
  laterVersions: 'same elements.',
  check(input) {
    return releasesNamed(input.tree, 'Release').flatMap((release) => (release.children.some((child) => child.name === 'CLine')
      ? []
      : [{
          at: release,
          message: 'The Release has no CLine. Add its CLine (Year and CLineText).',
        }]));
  },
};
