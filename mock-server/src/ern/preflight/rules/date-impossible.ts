/**
 * `NewReleaseMessageInvalid`: a date no calendar has (`2026-02-30`, `2026-13-01`) or a time no clock shows
 * (`T25:00`), in the dates the release reading keeps: release dates, deal periods, display and preview starts and
 * the message's creation time. DDEX's schemas type most of these dates as a pattern of digits (`ddex_IsoDate`), which
 * lets such a value through, and a recipient reading it as a date refuses the message or reads another day. A value
 * in another form (`21/11/2026`) is the schema's finding (`xsd`), not this rule's; a rule that compares two dates
 * (validity-period-reversed, original-release-date-after-release-date) passes over an impossible one.
 */
import { dateRange, dateTimeProblem, hasDateForm } from '../date-range.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

/** The kept elements that hold a date (ddex_IsoDate), and those that hold a date-time (xs:dateTime): vocabulary.ts. */
const DATES = ['ReleaseDate', 'OriginalReleaseDate', 'GlobalReleaseDate', 'GlobalOriginalReleaseDate', 'StartDate', 'EndDate',
  'ReleaseDisplayStartDate', 'TrackListingPreviewStartDate'];
const DATE_TIMES = ['StartDateTime', 'EndDateTime', 'MessageCreatedDateTime'];

export const dateImpossible: PreflightRule = {
  id: 'date-impossible',
  code: 'NewReleaseMessageInvalid',
  severity: 'error',
  title: 'Every date is a day of the calendar, every time a time of the day',
  source: 'DDEX ERN 4.3 and 3.8.2 ddex_IsoDate: "A Date represented as a calendar Year, Month or Day (in ISO 8601 format: '
    + 'YYYY, YYYY-MM or YYYY-MM-DD)", whose pattern lets any digits through; xs:dateTime for the date-times',
  fix: 'A month runs from 01 to 12 and a day to the last of its month (28 or 29 in February, 30 in April, June, '
    + 'September and November); hours run from 00 to 23, minutes and seconds to 59. Correct the date, often two fields '
    + 'swapped (2026-11-13 written 2026-13-11); of a date (not a date-time) leave out the part that is not known: 2026-11 '
    + 'and 2026 are dates too.',
  check(input) {
    const index = indexOf(input);
    const findings: RuleFinding[] = [];
    for (const element of index.within(input.tree.root, ...DATES)) {
      if (hasDateForm(element.text) && dateRange(element.text) === null) {
        findings.push({
          message: `${element.name} "${element.text}" is not a date: no calendar has that day. Correct it, or give only the `
            + 'year and month that are known.',
          at: element,
        });
      }
    }
    for (const element of index.within(input.tree.root, ...DATE_TIMES)) {
      const problem = dateTimeProblem(element.text);
      if (problem !== null) findings.push({ message: `${element.name} "${element.text}" is not a date-time: ${problem}. Correct it.`, at: element });
    }
    return findings;
  },
};
