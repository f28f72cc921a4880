/**
 * DDEX `MultiProfile_MustContainUseType4` (Release Profile 2.1, 6.4.10(d) Fatal Error).
 * A ReleaseDeal's `Deal/DealTerms` with `NumberOfProductsPerCarton` must have a `UseType`
 * `PurchaseAsPhysicalProduct`.
 *
 * Rule numbers: Audio 1044-1, DjMix 1476-1, LongFormMusicalWorkVideo 1408-1, MixedMedia 1166-1, Ringtone 1228-1,
 * SimpleAudioSingle 1348-1, SimpleVideoSingle 1287-1, Video 1104-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21MustContainUseType4: ProfileRule = {
  id: 'rp21-must-contain-use-type4',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainUseType4',
  ddex: {
    Audio: [{ rule: '1044-1', clause: '6.4.10(d)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1476-1', clause: '6.4.10(d)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1408-1', clause: '6.4.10(d)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1166-1', clause: '6.4.10(d)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1228-1', clause: '6.4.10(d)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1348-1', clause: '6.4.10(d)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1287-1', clause: '6.4.10(d)', role: 'Fatal Error' }],
    Video: [{ rule: '1104-1', clause: '6.4.10(d)', role: 'Fatal Error' }],
  },
  code: 'UnsupportedUsage',
  title: 'DealTerms with a NumberOfProductsPerCarton have the UseType PurchaseAsPhysicalProduct',
  fix: 'Add the UseType PurchaseAsPhysicalProduct to the DealTerms, or drop the physical-product terms '
    + '(NumberOfProductsPerCarton) from a digital deal.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'DealList').flatMap((list) => list.children.filter((child) => child.name === 'ReleaseDeal'))
      .flatMap((releaseDeal) => releaseDeal.children.filter((child) => child.name === 'Deal'))
      .flatMap((deal) => deal.children.filter((child) => child.name === 'DealTerms'))
      .filter((terms) => terms.children.some((child) => child.name === 'NumberOfProductsPerCarton'))
      .flatMap((terms) => (terms.children.some((child) => child.name === 'UseType' && child.text === 'PurchaseAsPhysicalProduct')
        ? []
        : [{
            at: terms,
            message: 'The DealTerms have NumberOfProductsPerCarton but no UseType PurchaseAsPhysicalProduct. Add that UseType, or drop the physical terms.',
          }]));
  },
};
