import { describe, it } from 'vitest';
import { validityPeriodReversed } from '../../../../mock-server/src/ern/preflight/rules/validity-period-reversed.js';
import { ern382Message, ern4Message, lineOf, releaseDeal382, releaseDeal4 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const PATH = '/NewReleaseMessage/DealList[1]/ReleaseDeal[1]/Deal[1]/DealTerms[1]/ValidityPeriod[1]';

function deal4(validity: string): string {
  return ern4Message({ deals: releaseDeal4(['R0', 'R1'], { validity }) });
}

const reversedDates = deal4('<StartDate>2024-06-01</StartDate>\n<EndDate>2024-05-31</EndDate>');
const reversedDateTimes = deal4('<StartDateTime>2024-06-01T00:00:00Z</StartDateTime>\n<EndDateTime>2024-05-31T23:59:59Z</EndDateTime>');
const reversedYears = deal4('<StartDate>2024</StartDate>\n<EndDate>2023-12</EndDate>');
const reversed382 = ern382Message({ deals: releaseDeal382(['R0', 'R1'], { validity: '<StartDate>2020-01-01</StartDate>\n<EndDate>2019-01-01</EndDate>' }) });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'a period with a start only', xml: ern4Message(), want: [] },
  { given: 'a period that ends after it starts', xml: deal4('<StartDate>2024-06-01</StartDate>\n<EndDate>2025-06-01</EndDate>'), want: [] },
  { given: 'a period of one day (start and end the same)', xml: deal4('<StartDate>2024-06-01</StartDate>\n<EndDate>2024-06-01</EndDate>'), want: [] },
  { given: 'a year and a month of that year (not certainly reversed)', xml: deal4('<StartDate>2024</StartDate>\n<EndDate>2024-01</EndDate>'), want: [] },
  {
    given: 'ERN 4.3: an EndDate before the StartDate',
    xml: reversedDates,
    want: [{ path: `${PATH}/EndDate[1]`, line: lineOf(reversedDates, '<EndDate>'), says: ['EndDate "2024-05-31" lies before StartDate "2024-06-01"', 'Swap or correct'] }],
  },
  {
    given: 'ERN 4.3: an EndDateTime before the StartDateTime',
    xml: reversedDateTimes,
    want: [{ path: `${PATH}/EndDateTime[1]`, line: lineOf(reversedDateTimes, '<EndDateTime>'), says: ['EndDateTime "2024-05-31T23:59:59Z"'] }],
  },
  {
    given: 'partial dates: a month of the year before a start year',
    xml: reversedYears,
    want: [{ path: `${PATH}/EndDate[1]`, line: lineOf(reversedYears, '<EndDate>'), says: ['EndDate "2023-12" lies before StartDate "2024"'] }],
  },
  {
    given: 'ERN 3.8.2: an EndDate before the StartDate',
    xml: reversed382,
    want: [{ path: `${PATH}/EndDate[1]`, line: lineOf(reversed382, '<EndDate>'), says: ['EndDate "2019-01-01"'] }],
  },
];

describe('validity-period-reversed', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(validityPeriodReversed, xml, want);
  });
});
