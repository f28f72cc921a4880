/**
 * DDEX `MultiProfile_ISNI` (Release Profile 2.1, 5.3.1.1(4b) Fatal Error).
 * Every `PartyId` with `IsISNI="true"` anywhere in the message must be 15 digits and a digit or X.
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1002-1, DjMix 1434-1, LongFormMusicalWorkVideo 1366-1, MixedMedia 1124-1, Ringtone 1186-1,
 * SimpleAudioSingle 1306-1, SimpleVideoSingle 1245-1, Video 1062-1.
 * ERN 4.2/4.3: same elements; no ERN 4.x schema gives PartyId an IsISNI attribute (4.x has an ISNI element), so the
 * rule finds only what an invalid message carries.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21Isni: ProfileRule = {
  id: 'rp21-isni',
  standard: '2.1',
  pattern: 'MultiProfile_ISNI',
  ddex: {
    Audio: [{ rule: '1002-1', clause: '5.3.1.1(4b)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1434-1', clause: '5.3.1.1(4b)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1366-1', clause: '5.3.1.1(4b)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1124-1', clause: '5.3.1.1(4b)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1186-1', clause: '5.3.1.1(4b)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1306-1', clause: '5.3.1.1(4b)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1245-1', clause: '5.3.1.1(4b)', role: 'Fatal Error' }],
    Video: [{ rule: '1062-1', clause: '5.3.1.1(4b)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every ISNI matches 15 digits and a digit or X',
  fix: 'Write the ISNI as its registry issues it: 15 digits and a digit or X, without spaces, hyphens or '
    + 'other characters.',
  laterVersions: 'same elements; no ERN 4.x schema gives PartyId an IsISNI attribute (4.x has an ISNI element), so the '
    + 'rule finds only what an invalid message carries.',
  check(input) {
    return indexOf(input).named('PartyId').filter((element) => element.attributes.IsISNI === 'true').flatMap((element) => (/^[0-9]{15}[X0-9]$/.test(element.text)
      ? []
      : [{
          at: element,
          message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a ISNI of the form 15 digits and a digit or X. Correct the value.`,
        }]));
  },
};
