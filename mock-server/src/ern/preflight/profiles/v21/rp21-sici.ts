/**
 * DDEX `MultiProfile_SICI` (Release Profile 2.1, 5.3.1.1(4d) Fatal Error).
 * Every SICI element anywhere in the message (`//SICI`) must match 4 digits, a hyphen, 3 digits, a digit or X, then
 * more.
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1004-1, DjMix 1436-1, LongFormMusicalWorkVideo 1368-1, MixedMedia 1126-1, Ringtone 1188-1,
 * SimpleAudioSingle 1308-1, SimpleVideoSingle 1247-1, Video 1064-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21Sici: ProfileRule = {
  id: 'rp21-sici',
  standard: '2.1',
  pattern: 'MultiProfile_SICI',
  ddex: {
    Audio: [{ rule: '1004-1', clause: '5.3.1.1(4d)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1436-1', clause: '5.3.1.1(4d)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1368-1', clause: '5.3.1.1(4d)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1126-1', clause: '5.3.1.1(4d)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1188-1', clause: '5.3.1.1(4d)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1308-1', clause: '5.3.1.1(4d)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1247-1', clause: '5.3.1.1(4d)', role: 'Fatal Error' }],
    Video: [{ rule: '1064-1', clause: '5.3.1.1(4d)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every SICI matches 4 digits, a hyphen, 3 digits, a digit or X, then more',
  fix: 'Write the SICI as its registry issues it: 4 digits, a hyphen, 3 digits, a digit or X, then more, '
    + 'without spaces, hyphens or other characters.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('SICI').flatMap((element) => (/^[0-9]{4}-[0-9]{3}[X0-9]./.test(element.text)
      ? []
      : [{
          at: element,
          message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a SICI of the form 4 digits, a hyphen, 3 digits, a digit or X, then more. Correct the value.`,
        }]));
  },
};
