/**
 * `NewReleaseMessageInvalid`: a `TerritoryCode` or `ExcludedTerritoryCode` of a deal (its `DealTerms`, the 4.3
 * `ReleaseVisibility` / `TrackReleaseVisibility`) or of a `…DetailsByTerritory` composite that the schema of the
 * message's version does not accept: a deal for "UK" is a deal for nowhere. What is accepted is territory-codes.ts.
 */
import { childOf, type ErnElement } from '../../release/tree.js';
import { ernMajorOf } from '../../version.js';
import { isKnownTerritoryCode, territoryCodeMeant } from '../territory-codes.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

const DEAL_PARENTS = new Set(['DealTerms', 'ReleaseVisibility', 'TrackReleaseVisibility']);

export const territoryCodeUnknown: PreflightRule = {
  id: 'territory-code-unknown',
  code: 'NewReleaseMessageInvalid',
  severity: 'error',
  title: 'Territory codes of deals and …DetailsByTerritory are ISO 3166-1 alpha-2, Worldwide, or DDEX\'s own',
  source: 'DDEX allowed value set CurrentTerritoryCode (ISO 3166-1 alpha-2, Worldwide, DDEX and TIS codes), '
    + 'the type of TerritoryCode and ExcludedTerritoryCode in every ERN version',
  fix: 'Write territories as ISO 3166-1 alpha-2 codes in capitals (GB for the United Kingdom, not UK; DE, not GER), '
    + 'or Worldwide (so spelt). DDEX also accepts XK (Kosovo; not in ERN 4.1) and the CISAC TIS numeric codes, but '
    + 'recipients read ISO codes most reliably.',
  check(input) {
    const { tree } = input;
    const findings: RuleFinding[] = [];
    // 4.x has territories only in its deals; 3.8.x also in the …DetailsByTerritory of resources and releases.
    const scope = ernMajorOf(tree.ernVersion) === 4 ? childOf(tree.root, 'DealList') : tree.root;
    if (scope === undefined) return [];
    const candidates = indexOf(input).within(scope, 'TerritoryCode', 'ExcludedTerritoryCode').filter((element) => inScope(element.parent));
    for (const code of candidates) {
      if (isKnownTerritoryCode(code.text, tree.ernVersion)) continue;
      const meant = territoryCodeMeant(code.text, tree.ernVersion);
      findings.push({
        message: `${code.name} "${code.text}" in ${code.parent!.name} is not a territory code of ERN ${tree.ernVersion} `
          + '(ISO 3166-1 alpha-2, Worldwide, or a DDEX or TIS code). '
          + (meant === undefined ? 'Write the country\'s ISO 3166-1 alpha-2 code.' : `Did you mean "${meant}"?`),
        at: code,
      });
    }
    return findings;
  },
};

function inScope(parent: ErnElement | null): boolean {
  return parent !== null && (DEAL_PARENTS.has(parent.name) || parent.name.endsWith('DetailsByTerritory'));
}
