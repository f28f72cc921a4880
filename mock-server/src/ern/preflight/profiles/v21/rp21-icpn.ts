/**
 * DDEX `MultiProfile_ICPN` (Release Profile 2.1, 5.3.1.1(4a) Fatal Error).
 * Every ICPN element anywhere in the message (`//ICPN`) must match 8 or 12 to 14 digits.
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1001-1, DjMix 1433-1, LongFormMusicalWorkVideo 1365-1, MixedMedia 1123-1, Ringtone 1185-1,
 * SimpleAudioSingle 1305-1, SimpleVideoSingle 1244-1, Video 1061-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21Icpn: ProfileRule = {
  id: 'rp21-icpn',
  standard: '2.1',
  pattern: 'MultiProfile_ICPN',
  ddex: {
    Audio: [{ rule: '1001-1', clause: '5.3.1.1(4a)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1433-1', clause: '5.3.1.1(4a)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1365-1', clause: '5.3.1.1(4a)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1123-1', clause: '5.3.1.1(4a)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1185-1', clause: '5.3.1.1(4a)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1305-1', clause: '5.3.1.1(4a)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1244-1', clause: '5.3.1.1(4a)', role: 'Fatal Error' }],
    Video: [{ rule: '1061-1', clause: '5.3.1.1(4a)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every ICPN (UPC/EAN) matches 8 or 12 to 14 digits',
  fix: 'Write the ICPN (UPC/EAN) as its registry issues it: 8 or 12 to 14 digits, without spaces, hyphens or '
    + 'other characters.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('ICPN').flatMap((element) => (/^[0-9]{8}$|^[0-9]{12,14}$/.test(element.text)
      ? []
      : [{
          at: element,
          message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a ICPN (UPC/EAN) of the form 8 or 12 to 14 digits. Correct the value.`,
        }]));
  },
};
