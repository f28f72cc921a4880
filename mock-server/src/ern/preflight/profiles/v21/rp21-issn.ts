/**
 * DDEX `MultiProfile_ISSN` (Release Profile 2.1, 5.3.1.1(4e) Fatal Error).
 * Every ISSN element anywhere in the message (`//ISSN`) must match 4 digits, a hyphen, 3 digits and a digit or X.
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1005-1, DjMix 1437-1, LongFormMusicalWorkVideo 1369-1, MixedMedia 1127-1, Ringtone 1189-1,
 * SimpleAudioSingle 1309-1, SimpleVideoSingle 1248-1, Video 1065-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21Issn: ProfileRule = {
  id: 'rp21-issn',
  standard: '2.1',
  pattern: 'MultiProfile_ISSN',
  ddex: {
    Audio: [{ rule: '1005-1', clause: '5.3.1.1(4e)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1437-1', clause: '5.3.1.1(4e)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1369-1', clause: '5.3.1.1(4e)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1127-1', clause: '5.3.1.1(4e)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1189-1', clause: '5.3.1.1(4e)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1309-1', clause: '5.3.1.1(4e)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1248-1', clause: '5.3.1.1(4e)', role: 'Fatal Error' }],
    Video: [{ rule: '1065-1', clause: '5.3.1.1(4e)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every ISSN matches 4 digits, a hyphen, 3 digits and a digit or X',
  fix: 'Write the ISSN as its registry issues it: 4 digits, a hyphen, 3 digits and a digit or X, without '
    + 'spaces, hyphens or other characters.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('ISSN').flatMap((element) => (/^[0-9]{4}-[0-9]{3}[X0-9]$/.test(element.text)
      ? []
      : [{
          at: element,
          message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a ISSN of the form 4 digits, a hyphen, 3 digits and a digit or X. Correct the value.`,
        }]));
  },
};
