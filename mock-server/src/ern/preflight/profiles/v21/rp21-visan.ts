/**
 * DDEX `MultiProfile_VISAN` (Release Profile 2.1, 5.3.1.1(4g) Fatal Error).
 * Every VISAN element anywhere in the message (`//VISAN`) must match 24 upper-case hexadecimal characters.
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1007-1, DjMix 1439-1, LongFormMusicalWorkVideo 1371-1, MixedMedia 1129-1, Ringtone 1191-1,
 * SimpleAudioSingle 1311-1, SimpleVideoSingle 1250-1, Video 1067-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21Visan: ProfileRule = {
  id: 'rp21-visan',
  standard: '2.1',
  pattern: 'MultiProfile_VISAN',
  ddex: {
    Audio: [{ rule: '1007-1', clause: '5.3.1.1(4g)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1439-1', clause: '5.3.1.1(4g)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1371-1', clause: '5.3.1.1(4g)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1129-1', clause: '5.3.1.1(4g)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1191-1', clause: '5.3.1.1(4g)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1311-1', clause: '5.3.1.1(4g)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1250-1', clause: '5.3.1.1(4g)', role: 'Fatal Error' }],
    Video: [{ rule: '1067-1', clause: '5.3.1.1(4g)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every VISAN matches 24 upper-case hexadecimal characters',
  fix: 'Write the VISAN as its registry issues it: 24 upper-case hexadecimal characters, without spaces, '
    + 'hyphens or other characters.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('VISAN').flatMap((element) => (/^[A-F0-9]{24}$/.test(element.text)
      ? []
      : [{
          at: element,
          message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a VISAN of the form 24 upper-case hexadecimal characters. Correct the value.`,
        }]));
  },
};
