/**
 * DDEX `MultiProfile_MustNotContainBonusResource` (Release Profile 2.1, 5.1.2(e) Fatal Error).
 * Reported for every `ResourceGroupContentItem` (anywhere) with `IsBonusResource` true.
 *
 * Rule numbers: Ringtone 1235-1, SimpleAudioSingle 1355-1, SimpleVideoSingle 1294-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21MustNotContainBonusResource: ProfileRule = {
  id: 'rp21-must-not-contain-bonus-resource',
  standard: '2.1',
  pattern: 'MultiProfile_MustNotContainBonusResource',
  ddex: {
    Ringtone: [{ rule: '1235-1', clause: '5.1.2(e)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1355-1', clause: '5.1.2(e)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1294-1', clause: '5.1.2(e)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'No ResourceGroupContentItem is a bonus resource',
  fix: 'Remove IsBonusResource (or the bonus resource): this profile has no bonus resources.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('ResourceGroupContentItem')
      .filter((item) => item.children.some((child) => child.name === 'IsBonusResource' && child.text === 'true'))
      .map((item) => ({ at: item, message: 'This ResourceGroupContentItem is a bonus resource (IsBonusResource true), which this profile does not allow.' }));
  },
};
