/**
 * `NoDealInNewReleaseMessage` (ERN 4.3 ErncFileStatus: "no Deal section in the NewReleaseMessage"): a release
 * without a deal cannot be made available anywhere, so a recipient has nothing to put on sale.
 */
import { childOf } from '../../release/tree.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule } from '../types.js';

export const noReleaseDeal: PreflightRule = {
  id: 'no-release-deal',
  code: 'NoDealInNewReleaseMessage',
  severity: 'error',
  title: 'The message has at least one ReleaseDeal with a Deal',
  source: 'DDEX ERN 4.3 allowed value set ErncFileStatus, NoDealInNewReleaseMessage',
  fix: 'Every release a recipient is to make available needs its terms: add a DealList with a ReleaseDeal that names the '
    + 'release (DealReleaseReference) and holds at least one Deal with its DealTerms (territories, use types, '
    + 'commercial model, validity period). A message sent only to describe a release still needs its deals.',
  check(input) {
    const { tree } = input;
    const dealList = childOf(tree.root, 'DealList');
    const deals = indexOf(input).within(dealList, 'Deal').filter((element) => element.parent?.name === 'ReleaseDeal');
    if (deals.length > 0) return [];
    const where = dealList === undefined ? 'no DealList' : 'a DealList without any ReleaseDeal/Deal';
    return [{
      message: `The message has ${where}: no release in it can be made available. Add a DealList with a ReleaseDeal `
        + 'naming the main release in DealReleaseReference and a Deal with its DealTerms.',
      at: dealList ?? tree.root,
    }];
  },
};
