/**
 * `NoDealInNewReleaseMessage` (ERN 4.3 ErncFileStatus: "no Deal section in the NewReleaseMessage"): a release
 * without a deal cannot be made available anywhere, so a recipient has nothing to put on sale.
 *
 * A warning by default, an error when the recipient requires deals (`RuleInput.requireDeals`: `ern.requireDeals`,
 * per partner too; `validate --require-deals`). The schemas make the DealList optional, and ERN 4 Part 1 §6.19.4
 * lets a NewReleaseMessage without deals signal a takedown: the release's earlier deals end. A message meant to
 * describe a release for sale without its deals is the mistake this rule finds.
 */
import { childOf } from '../../release/tree.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule } from '../types.js';

export const noReleaseDeal: PreflightRule = {
  id: 'no-release-deal',
  code: 'NoDealInNewReleaseMessage',
  severity: 'warning',
  title: 'The message has at least one ReleaseDeal with a Deal (an error when the recipient requires deals)',
  source: 'DDEX ERN 4.3 allowed value set ErncFileStatus, NoDealInNewReleaseMessage; ERN 4 Part 1 §6.19.4 (no deals: a takedown)',
  fix: 'A release a recipient is to make available needs its terms: add a DealList with a ReleaseDeal that names the '
    + 'release (DealReleaseReference) and holds at least one Deal with its DealTerms (territories, use types, '
    + 'commercial model, validity period). ERN 4 Part 1 §6.19.4 reads a NewReleaseMessage without deals as a takedown '
    + 'of the release: send one only to take it down. A warning by default; an error where the recipient requires '
    + 'deals (ern.requireDeals, validate --require-deals).',
  check(input) {
    const { tree } = input;
    const dealList = childOf(tree.root, 'DealList');
    const deals = indexOf(input).within(dealList, 'Deal').filter((element) => element.parent?.name === 'ReleaseDeal');
    if (deals.length > 0) return [];
    const where = dealList === undefined ? 'no DealList' : 'a DealList without any ReleaseDeal/Deal';
    const required = input.requireDeals === true;
    return [{
      message: `The message has ${where}: no release in it can be made available, and ERN 4 Part 1 §6.19.4 reads a `
        + 'NewReleaseMessage without deals as a takedown. Unless it is one, add a DealList with a ReleaseDeal naming the '
        + `main release in DealReleaseReference and a Deal with its DealTerms${required ? ' (this recipient requires deals)' : ''}.`,
      at: dealList ?? tree.root,
      severity: required ? 'error' : 'warning',
    }];
  },
};
