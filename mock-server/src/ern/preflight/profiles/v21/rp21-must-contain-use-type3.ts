/**
 * DDEX `MultiProfile_MustContainUseType3` (Release Profile 2.1, 6.4.10(c) Fatal Error).
 * A ReleaseDeal's `Deal/DealTerms` with `PhysicalReturns` must have a `UseType` `PurchaseAsPhysicalProduct`.
 *
 * Rule numbers: Audio 1043-1, DjMix 1475-1, LongFormMusicalWorkVideo 1407-1, MixedMedia 1165-1, Ringtone 1227-1,
 * SimpleAudioSingle 1347-1, SimpleVideoSingle 1286-1, Video 1103-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21MustContainUseType3: ProfileRule = {
  id: 'rp21-must-contain-use-type3',
  standard: '2.1',
  pattern: 'MultiProfile_MustContainUseType3',
  ddex: {
    Audio: [{ rule: '1043-1', clause: '6.4.10(c)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1475-1', clause: '6.4.10(c)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1407-1', clause: '6.4.10(c)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1165-1', clause: '6.4.10(c)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1227-1', clause: '6.4.10(c)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1347-1', clause: '6.4.10(c)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1286-1', clause: '6.4.10(c)', role: 'Fatal Error' }],
    Video: [{ rule: '1103-1', clause: '6.4.10(c)', role: 'Fatal Error' }],
  },
  code: 'UnsupportedUsage',
  title: 'DealTerms with PhysicalReturns have the UseType PurchaseAsPhysicalProduct',
  fix: 'Add the UseType PurchaseAsPhysicalProduct to the DealTerms, or drop the physical-product terms '
    + '(PhysicalReturns) from a digital deal.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'DealList').flatMap((list) => list.children.filter((child) => child.name === 'ReleaseDeal'))
      .flatMap((releaseDeal) => releaseDeal.children.filter((child) => child.name === 'Deal'))
      .flatMap((deal) => deal.children.filter((child) => child.name === 'DealTerms'))
      .filter((terms) => terms.children.some((child) => child.name === 'PhysicalReturns'))
      .flatMap((terms) => (terms.children.some((child) => child.name === 'UseType' && child.text === 'PurchaseAsPhysicalProduct')
        ? []
        : [{
            at: terms,
            message: 'The DealTerms have PhysicalReturns but no UseType PurchaseAsPhysicalProduct. Add that UseType, or drop the physical terms.',
          }]));
  },
};
