/**
 * DDEX `MultiProfile_MustContainOneResourceGroupContentItem` (Release Profile 2.1, 5.4.1(2) Fatal Error).
 * Each `Release/ResourceGroup` of the ReleaseList must hold exactly one `ResourceGroupContentItem`.
 *
 * Rule numbers: SimpleAudioSingle 1360-1, SimpleVideoSingle 1300-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { releasesNamed } from './ern4-places.js';

export const rp21MustContainOneResourceGroupContentItem: ProfileRule = {
  id: 'rp21-must-contain-one-resource-group-content-item',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainOneResourceGroupContentItem',
  ddex: {
    SimpleAudioSingle: [{ rule: '1360-1', clause: '5.4.1(2)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1300-1', clause: '5.4.1(2)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The main release\'s ResourceGroup holds exactly one ResourceGroupContentItem',
  fix: 'Put exactly one ResourceGroupContentItem (the single\'s recording or video) in the release\'s '
    + 'ResourceGroup.',
  laterVersions: 'same elements.',
  check(input) {
    return releasesNamed(input.tree, 'Release').flatMap((release) => release.children.filter((child) => child.name === 'ResourceGroup'))
      .flatMap((group) => {
        const count = group.children.filter((child) => child.name === 'ResourceGroupContentItem').length;
        return count === 1 ? [] : [{ at: group, message: `The Release's ResourceGroup holds ${count} ResourceGroupContentItems; this profile needs exactly one.` }];
      });
  },
};
