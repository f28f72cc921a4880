/**
 * DDEX `MultiProfile_MustNotContainPriceType` (Release Profile 2.1, 6.4.9 Fatal Error).
 * Reported for a ReleaseDeal's `Deal/DealTerms/PriceInformation` with a `PriceType` attribute that has a
 * `BulkOrderWholesalePricePerUnit` or `WholesalePricePerUnit`.
 *
 * Rule numbers: Audio 1040-1, DjMix 1472-1, LongFormMusicalWorkVideo 1404-1, MixedMedia 1162-1, Ringtone 1224-1,
 * SimpleAudioSingle 1344-1, SimpleVideoSingle 1283-1, Video 1100-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern4-places.js';

export const rp21MustNotContainPriceType: ProfileRule = {
  id: 'rp21-must-not-contain-price-type',
  standard: '2.1',
  pattern: 'MultiProfile_MustNotContainPriceType',
  ddex: {
    Audio: [{ rule: '1040-1', clause: '6.4.9', role: 'Fatal Error' }],
    DjMix: [{ rule: '1472-1', clause: '6.4.9', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1404-1', clause: '6.4.9', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1162-1', clause: '6.4.9', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1224-1', clause: '6.4.9', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1344-1', clause: '6.4.9', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1283-1', clause: '6.4.9', role: 'Fatal Error' }],
    Video: [{ rule: '1100-1', clause: '6.4.9', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A PriceInformation with a PriceType carries no wholesale price per unit',
  fix: 'Drop the PriceType from the PriceInformation, or send the price as a PriceType without '
    + 'WholesalePricePerUnit or BulkOrderWholesalePricePerUnit.',
  laterVersions: 'same elements.',
  check(input) {
    return rootList(input.tree, 'DealList').flatMap((list) => list.children.filter((child) => child.name === 'ReleaseDeal'))
      .flatMap((releaseDeal) => releaseDeal.children.filter((child) => child.name === 'Deal'))
      .flatMap((deal) => deal.children.filter((child) => child.name === 'DealTerms'))
      .flatMap((terms) => terms.children.filter((child) => child.name === 'PriceInformation' && child.attributes.PriceType !== undefined))
      .flatMap((price) => (price.children.some((child) => child.name === 'BulkOrderWholesalePricePerUnit' || child.name === 'WholesalePricePerUnit')
        ? [{
            at: price,
            message: `PriceInformation with PriceType "${price.attributes.PriceType ?? ''}" also has a wholesale price per unit. Send one or the other.`,
          }]
        : []));
  },
};
