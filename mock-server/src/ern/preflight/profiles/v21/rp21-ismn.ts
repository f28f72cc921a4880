/**
 * DDEX `MultiProfile_ISMN` (Release Profile 2.1, 5.3.1.1(4i) Fatal Error).
 * Every ISMN element anywhere in the message (`//ISMN`) must match 979, 9 digits and a digit or X.
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1009-1, DjMix 1441-1, LongFormMusicalWorkVideo 1373-1, MixedMedia 1131-1, Ringtone 1193-1,
 * SimpleAudioSingle 1313-1, SimpleVideoSingle 1252-1, Video 1069-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21Ismn: ProfileRule = {
  id: 'rp21-ismn',
  standard: '2.1',
  pattern: 'MultiProfile_ISMN',
  ddex: {
    Audio: [{ rule: '1009-1', clause: '5.3.1.1(4i)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1441-1', clause: '5.3.1.1(4i)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1373-1', clause: '5.3.1.1(4i)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1131-1', clause: '5.3.1.1(4i)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1193-1', clause: '5.3.1.1(4i)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1313-1', clause: '5.3.1.1(4i)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1252-1', clause: '5.3.1.1(4i)', role: 'Fatal Error' }],
    Video: [{ rule: '1069-1', clause: '5.3.1.1(4i)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every ISMN matches 979, 9 digits and a digit or X',
  fix: 'Write the ISMN as its registry issues it: 979, 9 digits and a digit or X, without spaces, hyphens or '
    + 'other characters.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('ISMN').flatMap((element) => (/^979[0-9]{9}[X0-9]$/.test(element.text)
      ? []
      : [{
          at: element,
          message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a ISMN of the form 979, 9 digits and a digit or X. Correct the value.`,
        }]));
  },
};
