/**
 * DDEX `MultiProfile_MustContainUseType2` (Release Profile 2.1, 6.4.10(b) Fatal Error).
 * A ReleaseDeal's `Deal/DealTerms` with `CarrierType` must have a `UseType` `PurchaseAsPhysicalProduct`.
 *
 * Rule numbers: Audio 1042-1, DjMix 1474-1, LongFormMusicalWorkVideo 1406-1, MixedMedia 1164-1, Ringtone 1226-1,
 * SimpleAudioSingle 1346-1, SimpleVideoSingle 1285-1, Video 1102-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21MustContainUseType2: ProfileRule = {
  id: 'rp21-must-contain-use-type2',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainUseType2',
  ddex: {
    Audio: [{ rule: '1042-1', clause: '6.4.10(b)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1474-1', clause: '6.4.10(b)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1406-1', clause: '6.4.10(b)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1164-1', clause: '6.4.10(b)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1226-1', clause: '6.4.10(b)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1346-1', clause: '6.4.10(b)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1285-1', clause: '6.4.10(b)', role: 'Fatal Error' }],
    Video: [{ rule: '1102-1', clause: '6.4.10(b)', role: 'Fatal Error' }],
  },
  code: 'UnsupportedUsage',
  title: 'DealTerms with a CarrierType have the UseType PurchaseAsPhysicalProduct',
  fix: 'Add the UseType PurchaseAsPhysicalProduct to the DealTerms, or drop the physical-product terms '
    + '(CarrierType) from a digital deal.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'DealList').flatMap((list) => list.children.filter((child) => child.name === 'ReleaseDeal'))
      .flatMap((releaseDeal) => releaseDeal.children.filter((child) => child.name === 'Deal'))
      .flatMap((deal) => deal.children.filter((child) => child.name === 'DealTerms'))
      .filter((terms) => terms.children.some((child) => child.name === 'CarrierType'))
      .flatMap((terms) => (terms.children.some((child) => child.name === 'UseType' && child.text === 'PurchaseAsPhysicalProduct')
        ? []
        : [{
            at: terms,
            message: 'The DealTerms have CarrierType but no UseType PurchaseAsPhysicalProduct. Add that UseType, or drop the physical terms.',
          }]));
  },
};
