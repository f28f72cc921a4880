/**
 * DDEX `MultiProfile_GRid` (Release Profile 2.1, 5.3.1.1(4c) Fatal Error).
 * Every GRid element anywhere in the message (`//GRid`) must match 18 letters or digits.
 *
 * The kit reads an element's text trimmed (release/tree.ts): a value padded with white space, which DDEX's regular
 * expression refuses, passes here.
 *
 * Rule numbers: Audio 1003-1, DjMix 1435-1, LongFormMusicalWorkVideo 1367-1, MixedMedia 1125-1, Ringtone 1187-1,
 * SimpleAudioSingle 1307-1, SimpleVideoSingle 1246-1, Video 1063-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21Grid: ProfileRule = {
  id: 'rp21-grid',
  standard: '2.1',
  pattern: 'MultiProfile_GRid',
  ddex: {
    Audio: [{ rule: '1003-1', clause: '5.3.1.1(4c)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1435-1', clause: '5.3.1.1(4c)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1367-1', clause: '5.3.1.1(4c)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1125-1', clause: '5.3.1.1(4c)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1187-1', clause: '5.3.1.1(4c)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1307-1', clause: '5.3.1.1(4c)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1246-1', clause: '5.3.1.1(4c)', role: 'Fatal Error' }],
    Video: [{ rule: '1063-1', clause: '5.3.1.1(4c)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'Every GRid matches 18 letters or digits',
  fix: 'Write the GRid as its registry issues it: 18 letters or digits, without spaces, hyphens or other '
    + 'characters.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('GRid').flatMap((element) => (/^[a-zA-Z0-9]{18}$/.test(element.text)
      ? []
      : [{
          at: element,
          message: `${element.parent?.name ?? ''}/${element.name} "${element.text}" is not a GRid of the form 18 letters or digits. Correct the value.`,
        }]));
  },
};
