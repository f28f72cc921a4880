import { describe, it } from 'vitest';
import { dealTerritoryAndExcluded } from '../../../../mock-server/src/ern/preflight/rules/deal-territory-and-excluded.js';
import { ern382Message, ern4Message, lineOf, releaseDeal382, releaseDeal4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const PATH = '/NewReleaseMessage/DealList[1]/ReleaseDeal[1]/Deal[1]/DealTerms[1]';
const both4 = ern4Message({ deals: releaseDeal4(['R0', 'R1'], { territories: ['DE', 'AT'], excluded: ['CH'] }) });
const both382 = ern382Message({ deals: releaseDeal382(['R0', 'R1'], { territories: ['Worldwide'], excluded: ['US'] }) });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'territories only', xml: ern4Message({ deals: releaseDeal4(['R0', 'R1'], { territories: ['DE', 'AT'] }) }), want: [] },
  { given: 'excluded territories only', xml: ern4Message({ deals: releaseDeal4(['R0', 'R1'], { excluded: ['US'] }) }), want: [] },
  {
    given: 'ERN 4.3: DealTerms with both TerritoryCode and ExcludedTerritoryCode',
    xml: both4,
    want: [{
      path: `${PATH}/ExcludedTerritoryCode[1]`,
      line: lineOf(both4, '<ExcludedTerritoryCode>'),
      says: ['TerritoryCode ("DE", "AT")', 'ExcludedTerritoryCode ("CH")', 'Keep one kind'],
    }],
  },
  {
    given: 'ERN 3.8.2: DealTerms with both',
    xml: both382,
    want: [{ path: `${PATH}/ExcludedTerritoryCode[1]`, line: lineOf(both382, '<ExcludedTerritoryCode>'), says: ['("Worldwide")', '("US")'] }],
  },
];

describe('deal-territory-and-excluded', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(dealTerritoryAndExcluded, xml, want);
  });
});
