import { describe, it } from 'vitest';
import { originalReleaseDateAfterReleaseDate } from '../../../../mock-server/src/ern/preflight/rules/original-release-date-after-release-date.js';
import { album382, ern382Message, ern4Message, lineOf, release4, trackRelease382 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const RELEASE_4 = '/NewReleaseMessage/ReleaseList[1]/Release[1]';

function dated4(dates: string): string {
  return ern4Message({ release: release4({ dates }) });
}

function dated382(options: { territoryDates?: string; globalDates?: string }): string {
  return ern382Message({ releases: [album382(options), trackRelease382('R1', 'A1')].join('\n') });
}

const later4 = dated4('<ReleaseDate>2020-05-01</ReleaseDate>\n<OriginalReleaseDate>2021-01-01</OriginalReleaseDate>');
const laterYear4 = dated4('<ReleaseDate>2020-12-31</ReleaseDate>\n<OriginalReleaseDate>2021</OriginalReleaseDate>');
const laterInJapan4 = dated4([
  '<ReleaseDate>2020-05-01</ReleaseDate>',
  '<ReleaseDate ApplicableTerritoryCode="JP">2019-01-01</ReleaseDate>',
  '<OriginalReleaseDate>2019-06-01</OriginalReleaseDate>',
  '<OriginalReleaseDate ApplicableTerritoryCode="JP">2019-06-01</OriginalReleaseDate>',
].join('\n'));
const laterGlobal382 = dated382({ globalDates: '<GlobalReleaseDate>2010-05</GlobalReleaseDate>\n<GlobalOriginalReleaseDate>2010-06-01</GlobalOriginalReleaseDate>' });
const laterTerritory382 = dated382({ territoryDates: '<ReleaseDate>2010-05-01</ReleaseDate>\n<OriginalReleaseDate>2011</OriginalReleaseDate>' });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'no dates', xml: ern4Message(), want: [] },
  { given: 'ERN 4.3: an original date before the release date', xml: dated4('<ReleaseDate>2020-05-01</ReleaseDate>\n<OriginalReleaseDate>1994-01-01</OriginalReleaseDate>'), want: [] },
  { given: 'ERN 4.3: the same day', xml: dated4('<ReleaseDate>2020-05-01</ReleaseDate>\n<OriginalReleaseDate>2020-05-01</OriginalReleaseDate>'), want: [] },
  { given: 'a year against a day of that year (not certainly later)', xml: dated4('<ReleaseDate>2020-05-01</ReleaseDate>\n<OriginalReleaseDate>2020</OriginalReleaseDate>'), want: [] },
  { given: 'an original date only', xml: dated4('<OriginalReleaseDate>2021-01-01</OriginalReleaseDate>'), want: [] },
  {
    given: 'dates of different territories are not compared',
    xml: dated4('<ReleaseDate ApplicableTerritoryCode="JP">2019-01-01</ReleaseDate>\n<OriginalReleaseDate>2019-06-01</OriginalReleaseDate>'),
    want: [],
  },
  {
    given: 'ERN 3.8.2: global and territory dates in order',
    xml: dated382({ globalDates: '<GlobalReleaseDate>2010-05-01</GlobalReleaseDate>\n<GlobalOriginalReleaseDate>2001</GlobalOriginalReleaseDate>', territoryDates: '<ReleaseDate>2010-05-01</ReleaseDate>\n<OriginalReleaseDate>2001-02</OriginalReleaseDate>' }),
    want: [],
  },
  {
    // The global original date is later than the territory's release date, but they are of different scopes.
    given: 'ERN 3.8.2: a global original date is not compared with a territory\'s release date',
    xml: dated382({ globalDates: '<GlobalOriginalReleaseDate>2012</GlobalOriginalReleaseDate>', territoryDates: '<ReleaseDate>2010-05-01</ReleaseDate>' }),
    want: [],
  },
  {
    given: 'ERN 4.3: an OriginalReleaseDate after the ReleaseDate',
    xml: later4,
    want: [{
      path: `${RELEASE_4}/OriginalReleaseDate[1]`,
      line: lineOf(later4, '<OriginalReleaseDate>'),
      says: ['OriginalReleaseDate "2021-01-01" is after ReleaseDate "2020-05-01"', 'Swap or correct the dates'],
    }],
  },
  {
    given: 'ERN 4.3: a later original year',
    xml: laterYear4,
    want: [{ path: `${RELEASE_4}/OriginalReleaseDate[1]`, line: lineOf(laterYear4, '<OriginalReleaseDate>'), says: ['"2021" is after ReleaseDate "2020-12-31"'] }],
  },
  {
    given: 'ERN 4.3: later within one ApplicableTerritoryCode only',
    xml: laterInJapan4,
    want: [{
      path: `${RELEASE_4}/OriginalReleaseDate[2]`,
      line: lineOf(laterInJapan4, '<OriginalReleaseDate ApplicableTerritoryCode="JP">'),
      says: ['ReleaseDate "2019-01-01" (ApplicableTerritoryCode "JP")'],
    }],
  },
  {
    given: 'ERN 3.8.2: a GlobalOriginalReleaseDate after the GlobalReleaseDate',
    xml: laterGlobal382,
    want: [{
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/GlobalOriginalReleaseDate[1]',
      line: lineOf(laterGlobal382, '<GlobalOriginalReleaseDate>'),
      says: ['GlobalOriginalReleaseDate "2010-06-01" is after GlobalReleaseDate "2010-05"'],
    }],
  },
  {
    given: 'ERN 3.8.2: a territory\'s OriginalReleaseDate after its ReleaseDate',
    xml: laterTerritory382,
    want: [{
      path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/ReleaseDetailsByTerritory[1]/OriginalReleaseDate[1]',
      line: lineOf(laterTerritory382, '<OriginalReleaseDate>'),
      says: ['OriginalReleaseDate "2011" is after ReleaseDate "2010-05-01"'],
    }],
  },
];

describe('original-release-date-after-release-date', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(originalReleaseDateAfterReleaseDate, xml, want);
  });
});
