/**
 * DDEX `MultiProfile_ISAN` (Release Profile 2.1, 5.3.1.1(4h) Fatal Error).
 * Every ISAN element anywhere in the message (`//ISAN`) must match 12 upper-case hexadecimal characters.
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1008-1, DjMix 1440-1, LongFormMusicalWorkVideo 1372-1, MixedMedia 1130-1, Ringtone 1192-1,
 * SimpleAudioSingle 1312-1, SimpleVideoSingle 1251-1, Video 1068-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21Isan: ProfileRule = {
  id: 'rp21-isan',
  standard: '2.1',
  pattern: 'MultiProfile_ISAN',
  ddex: {
    Audio: [{ rule: '1008-1', clause: '5.3.1.1(4h)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1440-1', clause: '5.3.1.1(4h)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1372-1', clause: '5.3.1.1(4h)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1130-1', clause: '5.3.1.1(4h)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1192-1', clause: '5.3.1.1(4h)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1312-1', clause: '5.3.1.1(4h)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1251-1', clause: '5.3.1.1(4h)', role: 'Fatal Error' }],
    Video: [{ rule: '1068-1', clause: '5.3.1.1(4h)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every ISAN matches 12 upper-case hexadecimal characters',
  fix: 'Write the ISAN as its registry issues it: 12 upper-case hexadecimal characters, without spaces, '
    + 'hyphens or other characters.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('ISAN').flatMap((element) => (/^[A-F0-9]{12}$/.test(element.text)
      ? []
      : [{
          at: element,
          message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a ISAN of the form 12 upper-case hexadecimal characters. Correct the value.`,
        }]));
  },
};
