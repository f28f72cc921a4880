/**
 * DDEX `MultiProfile_BonusResourcesMustNotBeSequenced` (Release Profile 2.1, 5.3.1.2(5.7b) Error).
 * Reported for a `ResourceGroupContentItem` (anywhere) with `IsBonusResource` true that has a `SequenceNumber`.
 *
 * Rule numbers: Audio 1056-1, DjMix 1484-1, LongFormMusicalWorkVideo 1417-1, MixedMedia 1179-1, Video 1117-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp21BonusResourcesMustNotBeSequenced: ProfileRule = {
  id: 'rp21-bonus-resources-must-not-be-sequenced',
  standard: '2.1',
  pattern: 'MultiProfile_BonusResourcesMustNotBeSequenced',
  ddex: {
    Audio: [{ rule: '1056-1', clause: '5.3.1.2(5.7b)', role: 'Error' }],
    DjMix: [{ rule: '1484-1', clause: '5.3.1.2(5.7b)', role: 'Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1417-1', clause: '5.3.1.2(5.7b)', role: 'Error' }],
    MixedMedia: [{ rule: '1179-1', clause: '5.3.1.2(5.7b)', role: 'Error' }],
    Video: [{ rule: '1117-1', clause: '5.3.1.2(5.7b)', role: 'Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A bonus ResourceGroupContentItem has no SequenceNumber',
  fix: 'Remove the SequenceNumber from the bonus ResourceGroupContentItem.',
  laterVersions: 'same elements.',
  check(input) {
    return indexOf(input).named('ResourceGroupContentItem')
      .filter((item) => item.children.some((child) => child.name === 'IsBonusResource' && child.text === 'true'))
      .flatMap((item) => (item.children.some((child) => child.name === 'SequenceNumber')
        ? [{
            at: item,
            message: 'This bonus ResourceGroupContentItem (IsBonusResource true) has a SequenceNumber. Remove it.',
          }]
        : []));
  },
};
