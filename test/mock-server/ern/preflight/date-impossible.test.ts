import { describe, it } from 'vitest';
import { dateImpossible } from '../../../../mock-server/src/ern/preflight/rules/date-impossible.js';
import { album382, ern382Message, ern4Message, lineOf, release4, releaseDeal4, trackRelease382 } from './minimal-messages.js';
import { expectFindings, type WantFinding } from './run-rule.js';

const RELEASE_4 = '/NewReleaseMessage/ReleaseList[1]/Release[1]';
const CREATED = '/NewReleaseMessage/MessageHeader[1]/MessageCreatedDateTime[1]';
const PERIOD_4 = '/NewReleaseMessage/DealList[1]/ReleaseDeal[1]/Deal[1]/DealTerms[1]/ValidityPeriod[1]';

const dated4 = (dates: string) => ern4Message({ release: release4({ dates }) });
const deal4 = (validity: string) => ern4Message({ deals: releaseDeal4(['R0', 'R1'], { validity }) });
const created4 = (dateTime: string) => ern4Message().replace('2024-05-01T10:00:00Z', dateTime);

const monthThirteen = dated4('<ReleaseDate>2026-13-11</ReleaseDate>');
const februaryThirtieth = deal4('<StartDate>2026-02-30</StartDate>');
const noon25 = deal4('<StartDateTime>2026-06-01T25:00:00Z</StartDateTime>');
const dateTimeDay = created4('2026-04-31T10:00:00Z');
const leapless = dated4('<ReleaseDate>2026-02-29</ReleaseDate>');
const farZone = created4('2026-06-01T10:00:00+15:00');
const month22 = dated4('<ReleaseDate>4752-22</ReleaseDate>');
const related4 = dated4('<RelatedRelease><ReleaseRelationshipType>IsReleaseFromRelease</ReleaseRelationshipType>\n<ReleaseDate>2019-02-29</ReleaseDate></RelatedRelease>');
const created4Recording = ern4Message().replace('<Duration>', '<CreationDate>2019-04-31</CreationDate>\n<Duration>');
const clipPreview = ern4Message({ version: '411', deals: releaseDeal4(['R0', 'R1']).replace('<CommercialModelType>', '<ClipPreviewStartDate>2026-00-10</ClipPreviewStartDate>\n<CommercialModelType>') });
const firstPublication = ern4Message().replace('<Duration>', '<FirstPublicationDate>2020-06-31</FirstPublicationDate>\n<Duration>');
const global382 = ern382Message({ releases: [album382({ globalDates: '<GlobalReleaseDate>2010-00</GlobalReleaseDate>' }), trackRelease382('R1', 'A1')].join('\n') });

const cases: { given: string; xml: string; want: WantFinding[] }[] = [
  { given: 'the minimal message\'s dates', xml: ern4Message(), want: [] },
  { given: 'a leap day in a leap year', xml: dated4('<ReleaseDate>2024-02-29</ReleaseDate>'), want: [] },
  { given: 'a leap day of the year 0000 (ISO 8601 counts it leap; Date.UTC would read it as 1900)', xml: dated4('<ReleaseDate>0000-02-29</ReleaseDate>'), want: [] },
  { given: 'a year, and a year and month (DDEX dates may leave the day out)', xml: dated4('<ReleaseDate>2026</ReleaseDate>\n<OriginalReleaseDate>2026-11</OriginalReleaseDate>'), want: [] },
  { given: 'the end of a day as xs:dateTime writes it (24:00:00)', xml: deal4('<StartDateTime>2026-06-01T24:00:00Z</StartDateTime>'), want: [] },
  { given: 'a time with a zone and fractions of a second', xml: created4('2026-06-01T23:59:59.5+14:00'), want: [] },
  { given: 'a date in another form (the schema\'s finding, not this rule\'s)', xml: dated4('<ReleaseDate>21/11/2026</ReleaseDate>'), want: [] },
  {
    given: 'ERN 4.3: month 13 in a ReleaseDate',
    xml: monthThirteen,
    want: [{ path: `${RELEASE_4}/ReleaseDate[1]`, line: lineOf(monthThirteen, '<ReleaseDate>'), says: ['ReleaseDate "2026-13-11" is not a date: there is no month 13'] }],
  },
  {
    given: 'February 30th in a deal\'s StartDate',
    xml: februaryThirtieth,
    want: [{ path: `${PERIOD_4}/StartDate[1]`, line: lineOf(februaryThirtieth, '<StartDate>'), says: ['StartDate "2026-02-30"'] }],
  },
  { given: 'February 29th of a year that has none', xml: leapless, want: [{ path: `${RELEASE_4}/ReleaseDate[1]`, line: lineOf(leapless, '<ReleaseDate>'), says: ['"2026-02-29"', '2026-02 has no day 29: that month has 28 days'] }] },
  {
    given: 'month 22 (the month is named, not the day)',
    xml: month22,
    want: [{ path: `${RELEASE_4}/ReleaseDate[1]`, line: lineOf(month22, '<ReleaseDate>'), says: ['"4752-22" is not a date: there is no month 22: months run from 01 to 12'] }],
  },
  // Dates the rule once passed over: every element the schemas type as a date is read.
  {
    given: 'a RelatedRelease\'s ReleaseDate',
    xml: related4,
    want: [{ path: `${RELEASE_4}/RelatedRelease[1]/ReleaseDate[1]`, line: lineOf(related4, '<ReleaseDate>'), says: ['"2019-02-29"'] }],
  },
  {
    given: 'a sound recording\'s CreationDate',
    xml: created4Recording,
    want: [{ path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[1]/CreationDate[1]', line: lineOf(created4Recording, '<CreationDate>'), says: ['CreationDate "2019-04-31"', 'no day 31'] }],
  },
  {
    given: 'an ERN 4.1.1 deal\'s ClipPreviewStartDate',
    xml: clipPreview,
    want: [{ path: '/NewReleaseMessage/DealList[1]/ReleaseDeal[1]/Deal[1]/DealTerms[1]/ClipPreviewStartDate[1]', line: lineOf(clipPreview, '<ClipPreviewStartDate>'), says: ['there is no month 00'] }],
  },
  {
    given: 'a FirstPublicationDate',
    xml: firstPublication,
    want: [{ path: '/NewReleaseMessage/ResourceList[1]/SoundRecording[1]/FirstPublicationDate[1]', line: lineOf(firstPublication, '<FirstPublicationDate>'), says: ['"2020-06-31"'] }],
  },
  { given: 'a FirstPublicationDate that holds a FulfillmentDate (a container, no date of its own)', xml: ern4Message().replace('<Duration>', '<FirstPublicationDate><FulfillmentDate>2020-06-30</FulfillmentDate></FirstPublicationDate>\n<Duration>'), want: [] },
  {
    given: 'hour 25 in a StartDateTime',
    xml: noon25,
    want: [{ path: `${PERIOD_4}/StartDateTime[1]`, line: lineOf(noon25, '<StartDateTime>'), says: ['StartDateTime "2026-06-01T25:00:00Z" is not a date-time: no clock shows that time. Correct it.'] }],
  },
  {
    given: 'April 31st in the message\'s creation time',
    xml: dateTimeDay,
    want: [{ path: CREATED, line: lineOf(dateTimeDay, '<MessageCreatedDateTime>'), says: ['2026-04 has no day 31'] }],
  },
  { given: 'a zone 15 hours from UTC', xml: farZone, want: [{ path: CREATED, line: lineOf(farZone, '<MessageCreatedDateTime>'), says: ['no time zone'] }] },
  {
    given: 'ERN 3.8.2: month 00 in a GlobalReleaseDate',
    xml: global382,
    want: [{ path: '/NewReleaseMessage/ReleaseList[1]/Release[1]/GlobalReleaseDate[1]', line: lineOf(global382, '<GlobalReleaseDate>'), says: ['"2010-00"'] }],
  },
];

describe('date-impossible', () => {
  it.each(cases)('$given', ({ xml, want }) => {
    expectFindings(dateImpossible, xml, want);
  });
});
