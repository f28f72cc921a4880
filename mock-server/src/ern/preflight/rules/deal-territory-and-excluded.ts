/**
 * `ConflictingAvailabilityPeriods`: a deal's terms name the territories where it applies (`TerritoryCode`) or
 * those where it does not (`ExcludedTerritoryCode`), never both: the schemas make them a choice, and with both
 * given nobody can tell whether a territory listed in neither is in the deal or not.
 */
import { childOf, childrenOf } from '../../release/tree.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

export const dealTerritoryAndExcluded: PreflightRule = {
  id: 'deal-territory-and-excluded',
  code: 'ConflictingAvailabilityPeriods',
  severity: 'error',
  title: 'No DealTerms has both TerritoryCode and ExcludedTerritoryCode',
  source: 'DDEX ERN 4.3 and 3.8.2 DealTerms, TerritoryCode: "Either this Element or ExcludedTerritory must be present, but not both"',
  fix: 'Give a deal either the territories where it applies (TerritoryCode, which may be Worldwide) or those where it '
    + 'does not apply (ExcludedTerritoryCode), never both: with both, a territory listed in neither is both in and out. '
    + 'Keep the kind that says what is meant and drop the other.',
  check(input) {
    const { tree } = input;
    const dealList = childOf(tree.root, 'DealList');
    if (dealList === undefined) return [];
    const findings: RuleFinding[] = [];
    for (const terms of indexOf(input).within(dealList, 'DealTerms')) {
      const included = childrenOf(terms, 'TerritoryCode');
      const excluded = childrenOf(terms, 'ExcludedTerritoryCode');
      if (included.length === 0 || excluded.length === 0) continue;
      findings.push({
        message: `This DealTerms has both TerritoryCode (${quoted(included.map((code) => code.text))}) and `
          + `ExcludedTerritoryCode (${quoted(excluded.map((code) => code.text))}); a deal names the territories it covers `
          + 'or those it leaves out, not both. Keep one kind.',
        at: excluded[0]!,
      });
    }
    return findings;
  },
};

function quoted(codes: string[]): string {
  return codes.map((code) => `"${code}"`).join(', ');
}
