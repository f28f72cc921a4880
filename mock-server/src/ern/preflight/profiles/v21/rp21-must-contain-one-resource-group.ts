/**
 * DDEX `MultiProfile_MustContainOneResourceGroup` (Release Profile 2.1, 5.4.1(1) Fatal Error; 5.4.2(2) Fatal Error).
 * Each `Release` of the ReleaseList must have exactly one `ResourceGroup`.
 *
 * Rule numbers: Ringtone 1239-1, SimpleAudioSingle 1359-1, SimpleVideoSingle 1299-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { releasesNamed } from './ern4-places.js';

export const rp21MustContainOneResourceGroup: ProfileRule = {
  id: 'rp21-must-contain-one-resource-group',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainOneResourceGroup',
  ddex: {
    Ringtone: [{ rule: '1239-1', clause: '5.4.2(2)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1359-1', clause: '5.4.1(1)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1299-1', clause: '5.4.1(1)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The main release has exactly one ResourceGroup',
  fix: 'Give the Release exactly one ResourceGroup holding its resources.',
  laterVersions: 'same elements.',
  check(input) {
    return releasesNamed(input.tree, 'Release').flatMap((release) => {
      const count = release.children.filter((child) => child.name === 'ResourceGroup').length;
      return count === 1 ? [] : [{ at: release, message: `The Release has ${count} ResourceGroups; this profile needs exactly one.` }];
    });
  },
};
