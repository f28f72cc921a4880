/**
 * DDEX `MultiProfile_MustContainUseType1` (Release Profile 2.1, 6.4.10(a) Fatal Error).
 * A ReleaseDeal's `Deal/DealTerms` with `PriceInformation/BulkOrderWholesalePricePerUnit` must have a `UseType`
 * `PurchaseAsPhysicalProduct`.
 *
 * Rule numbers: Audio 1041-1, DjMix 1473-1, LongFormMusicalWorkVideo 1405-1, MixedMedia 1163-1, Ringtone 1225-1,
 * SimpleAudioSingle 1345-1, SimpleVideoSingle 1284-1, Video 1101-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21MustContainUseType1: ProfileRule = {
  id: 'rp21-must-contain-use-type1',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainUseType1',
  ddex: {
    Audio: [{ rule: '1041-1', clause: '6.4.10(a)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1473-1', clause: '6.4.10(a)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1405-1', clause: '6.4.10(a)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1163-1', clause: '6.4.10(a)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1225-1', clause: '6.4.10(a)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1345-1', clause: '6.4.10(a)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1284-1', clause: '6.4.10(a)', role: 'Fatal Error' }],
    Video: [{ rule: '1101-1', clause: '6.4.10(a)', role: 'Fatal Error' }],
  },
  code: 'UnsupportedUsage',
  title: 'DealTerms with a bulk-order wholesale price have the UseType PurchaseAsPhysicalProduct',
  fix: 'Add the UseType PurchaseAsPhysicalProduct to the DealTerms, or drop the physical-product terms '
    + '(PriceInformation/BulkOrderWholesalePricePerUnit) from a digital deal.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'DealList').flatMap((list) => list.children.filter((child) => child.name === 'ReleaseDeal'))
      .flatMap((releaseDeal) => releaseDeal.children.filter((child) => child.name === 'Deal'))
      .flatMap((deal) => deal.children.filter((child) => child.name === 'DealTerms'))
      .filter((terms) => terms.children.some((child) => child.name === 'PriceInformation' && child.children.some((price) => price.name === 'BulkOrderWholesalePricePerUnit')))
      .flatMap((terms) => (terms.children.some((child) => child.name === 'UseType' && child.text === 'PurchaseAsPhysicalProduct')
        ? []
        : [{
            at: terms,
            message: 'The DealTerms have PriceInformation/BulkOrderWholesalePricePerUnit but no UseType PurchaseAsPhysicalProduct. Add that UseType, or drop the physical terms.',
          }]));
  },
};
