/**
 * DDEX `MultiProfile_ISWC` (Release Profile 2.1, 5.3.1.1(4j) Fatal Error).
 * Every ISWC element anywhere in the message (`//ISWC`) must match a letter and 10 digits.
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1010-1, DjMix 1442-1, LongFormMusicalWorkVideo 1374-1, MixedMedia 1132-1, Ringtone 1194-1,
 * SimpleAudioSingle 1314-1, SimpleVideoSingle 1253-1, Video 1070-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21Iswc: ProfileRule = {
  id: 'rp21-iswc',
  standard: '2.1',
  pattern: 'MultiProfile_ISWC',
  ddex: {
    Audio: [{ rule: '1010-1', clause: '5.3.1.1(4j)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1442-1', clause: '5.3.1.1(4j)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1374-1', clause: '5.3.1.1(4j)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1132-1', clause: '5.3.1.1(4j)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1194-1', clause: '5.3.1.1(4j)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1314-1', clause: '5.3.1.1(4j)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1253-1', clause: '5.3.1.1(4j)', role: 'Fatal Error' }],
    Video: [{ rule: '1070-1', clause: '5.3.1.1(4j)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every ISWC matches a letter and 10 digits',
  fix: 'Write the ISWC as its registry issues it: a letter and 10 digits, without spaces, hyphens or other '
    + 'characters.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('ISWC').flatMap((element) => (/^[a-zA-Z][0-9]{10}$/.test(element.text)
      ? []
      : [{
          at: element,
          message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a ISWC of the form a letter and 10 digits. Correct the value.`,
        }]));
  },
};
