/**
 * DDEX `MultiProfile_ResourceGroupTypeSide` (Release Profile 2.1, 5.3.1.3(8) Conditional Error).
 * When any `ResourceGroupType` of the message is `Side`, each `Release` of the ReleaseList should have a deal with
 * the UseType PurchaseAsPhysicalProduct. DDEX's test reads the deal with a path relative to the Release
 * (`*:NewReleaseMessage/DealList/…` below the Release), which finds nothing: in DDEX's run every such Release fails,
 * deal or not. The kit does the same, to agree with DDEX's run, and its message says what the clause asks.
 *
 * Rule numbers: Audio 1028-1, DjMix 1460-1, LongFormMusicalWorkVideo 1392-1, MixedMedia 1150-1, Ringtone 1212-1,
 * SimpleAudioSingle 1332-1, SimpleVideoSingle 1271-1, Video 1088-1.
 * ERN 4.2/4.3: same elements.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { releasesNamed } from './ern4-places.js';

export const rp21ResourceGroupTypeSide: ProfileRule = {
  id: 'rp21-resource-group-type-side',
  standard: '2.1',
  pattern: 'MultiProfile_ResourceGroupTypeSide',
  ddex: {
    Audio: [{ rule: '1028-1', clause: '5.3.1.3(8)', role: 'Conditional Error' }],
    DjMix: [{ rule: '1460-1', clause: '5.3.1.3(8)', role: 'Conditional Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1392-1', clause: '5.3.1.3(8)', role: 'Conditional Error' }],
    MixedMedia: [{ rule: '1150-1', clause: '5.3.1.3(8)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1212-1', clause: '5.3.1.3(8)', role: 'Conditional Error' }],
    SimpleAudioSingle: [{ rule: '1332-1', clause: '5.3.1.3(8)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1271-1', clause: '5.3.1.3(8)', role: 'Conditional Error' }],
    Video: [{ rule: '1088-1', clause: '5.3.1.3(8)', role: 'Conditional Error' }],
  },
  code: 'UnsupportedUsage',
  title: 'A release with sides (a vinyl) is sold as a physical product',
  fix: 'Give the release a ReleaseDeal whose DealTerms have the UseType PurchaseAsPhysicalProduct, or use '
    + 'ResourceGroupType Component for a digital release.',
  laterVersions: 'same elements.',
  check(input) {
    if (!indexOf(input).named('ResourceGroup').some((group) => group.attributes.ResourceGroupType === 'Side')) return [];
    return releasesNamed(input.tree, 'Release').map((release) => ({
      at: release,
      message: 'The release has ResourceGroups of type Side (a physical carrier): it needs a ReleaseDeal with the UseType '
        + 'PurchaseAsPhysicalProduct (DDEX\'s own test for this clause never finds the deal, so it is reported in any case).',
    }));
  },
};
