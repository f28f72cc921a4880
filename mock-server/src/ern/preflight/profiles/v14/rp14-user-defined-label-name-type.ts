/**
 * DDEX `MultiProfile_UserDefinedLabelNameType` (Release Profile 1.4, clause 4.3(6b), Error; each profile's rule
 * numbers in `ddex`): a LabelName with a UserDefinedValue attribute, wherever it stands (`//LabelName`), has
 * `LabelNameType="UserDefined"` (first assertion) and a Namespace attribute (second).
 */
import type { ProfileRule, ProfileRuleFinding } from '../types.js';
import { indexOf } from '../../tree-index.js';

export const rp14UserDefinedLabelNameType: ProfileRule = {
  id: 'rp14-user-defined-label-name-type',
  standard: '1.4',
  pattern: 'MultiProfile_UserDefinedLabelNameType',
  ddex: {
    AudioAlbum: [{ rule: '1714-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1714-2', clause: '4.3(6b)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1094-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1094-2', clause: '4.3(6b)', role: 'Error' }],
    AudioBook: [{ rule: '2123-1', clause: '4.3(6b)', role: 'Error' }, { rule: '2123-2', clause: '4.3(6b)', role: 'Error' }],
    AudioSingle: [{ rule: '1021-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1021-2', clause: '4.3(6b)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1569-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1569-2', clause: '4.3(6b)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1639-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1639-2', clause: '4.3(6b)', role: 'Error' }],
    FilmBundle: [{ rule: '1858-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1858-2', clause: '4.3(6b)', role: 'Error' }],
    LongformVideo: [{ rule: '1396-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1396-2', clause: '4.3(6b)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1497-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1497-2', clause: '4.3(6b)', role: 'Error' }],
    Ringtone: [{ rule: '1318-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1318-2', clause: '4.3(6b)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1989-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1989-2', clause: '4.3(6b)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2055-1', clause: '4.3(6b)', role: 'Error' }, { rule: '2055-2', clause: '4.3(6b)', role: 'Error' }],
    TVSeries: [{ rule: '1789-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1789-2', clause: '4.3(6b)', role: 'Error' }],
    VideoAlbum: [{ rule: '1168-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1168-2', clause: '4.3(6b)', role: 'Error' }],
    VideoSingle: [{ rule: '1244-1', clause: '4.3(6b)', role: 'Error' }, { rule: '1244-2', clause: '4.3(6b)', role: 'Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A LabelName with a UserDefinedValue has LabelNameType="UserDefined" and a Namespace',
  fix: 'Write a user-defined label name type as LabelNameType="UserDefined" UserDefinedValue="…" Namespace="<your DPID>".',
  check(input) {
    const findings: ProfileRuleFinding[] = [];
    for (const name of indexOf(input).named('LabelName')) {
      if (name.attributes.UserDefinedValue === undefined) continue;
      if (name.attributes.LabelNameType !== 'UserDefined') {
        findings.push({ message: 'The LabelName has a UserDefinedValue but its LabelNameType is not "UserDefined": set LabelNameType="UserDefined".', at: name });
      }
      if (name.attributes.Namespace === undefined) {
        findings.push({ message: 'The LabelName has a UserDefinedValue but no Namespace: add Namespace="<the DPID of who defined the value>".', at: name, assertion: 1 });
      }
    }
    return findings;
  },
};
