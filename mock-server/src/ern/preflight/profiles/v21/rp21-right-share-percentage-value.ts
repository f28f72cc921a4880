/**
 * DDEX `MultiProfile_RightSharePercentageValue` (Release Profile 2.1, 5.3.1.1(6) Fatal Error).
 * For every `RightSharePercentage` (`//RightSharePercentage`), DDEX tests the message's RightSharePercentages as a
 * whole (an XPath general comparison): it passes when one of them is above 0 and one below 100. So every
 * RightSharePercentage fails when none is above 0, or none below 100.
 *
 * Rule numbers: Audio 1013-1, DjMix 1445-1, LongFormMusicalWorkVideo 1377-1, MixedMedia 1135-1, Ringtone 1197-1,
 * SimpleAudioSingle 1317-1, SimpleVideoSingle 1256-1, Video 1073-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21RightSharePercentageValue: ProfileRule = {
  id: 'rp21-right-share-percentage-value',
  standard: '2.1',
  pattern: 'MultiProfile_RightSharePercentageValue',
  ddex: {
    Audio: [{ rule: '1013-1', clause: '5.3.1.1(6)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1445-1', clause: '5.3.1.1(6)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1377-1', clause: '5.3.1.1(6)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1135-1', clause: '5.3.1.1(6)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1197-1', clause: '5.3.1.1(6)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1317-1', clause: '5.3.1.1(6)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1256-1', clause: '5.3.1.1(6)', role: 'Fatal Error' }],
    Video: [{ rule: '1073-1', clause: '5.3.1.1(6)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'RightSharePercentage values lie between 0 and 100',
  fix: 'Give each RightSharePercentage as a number above 0 and below 100 (100 % is the default and need not '
    + 'be sent).',
  laterVersions: 'same elements.',
  check(input) {
    const all = indexOf(input).named('RightSharePercentage');
    const values = all.map((element) => Number(element.text === '' ? NaN : element.text));
    if (values.some((value) => value > 0) && values.some((value) => value < 100)) return [];
    return all.map((element) => ({
      at: element,
      message: `RightSharePercentage "${element.text}": this profile wants a share above 0 and below 100. Correct the value.`,
    }));
  },
};
