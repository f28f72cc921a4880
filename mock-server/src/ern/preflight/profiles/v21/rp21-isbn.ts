/**
 * DDEX `MultiProfile_ISBN` (Release Profile 2.1, 5.3.1.1(4f) Fatal Error).
 * Every ISBN element anywhere in the message (`//ISBN`) must match 978 or 979, 9 digits and a digit or X.
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1006-1, DjMix 1438-1, LongFormMusicalWorkVideo 1370-1, MixedMedia 1128-1, Ringtone 1190-1,
 * SimpleAudioSingle 1310-1, SimpleVideoSingle 1249-1, Video 1066-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21Isbn: ProfileRule = {
  id: 'rp21-isbn',
  standard: '2.1',
  pattern: 'MultiProfile_ISBN',
  ddex: {
    Audio: [{ rule: '1006-1', clause: '5.3.1.1(4f)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1438-1', clause: '5.3.1.1(4f)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1370-1', clause: '5.3.1.1(4f)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1128-1', clause: '5.3.1.1(4f)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1190-1', clause: '5.3.1.1(4f)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1310-1', clause: '5.3.1.1(4f)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1249-1', clause: '5.3.1.1(4f)', role: 'Fatal Error' }],
    Video: [{ rule: '1066-1', clause: '5.3.1.1(4f)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every ISBN matches 978 or 979, 9 digits and a digit or X',
  fix: 'Write the ISBN as its registry issues it: 978 or 979, 9 digits and a digit or X, without spaces, '
    + 'hyphens or other characters.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('ISBN').flatMap((element) => (/^97[89][0-9]{9}[X0-9]$/.test(element.text)
      ? []
      : [{
          at: element,
          message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a ISBN of the form 978 or 979, 9 digits and a digit or X. Correct the value.`,
        }]));
  },
};
