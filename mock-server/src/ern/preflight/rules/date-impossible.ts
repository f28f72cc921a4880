/**
 * `NewReleaseMessageInvalid`: a date no calendar has (`2026-02-30`, `2026-13-01`) or a time no clock shows
 * (`T25:00`), in every element that the ERN 3.8.x and 4.x schemas type as a date or a date-time (vocabulary.ts
 * DATE_ELEMENTS and DATE_TIME_ELEMENTS, read from the schemas): release and deal dates, display and preview starts,
 * a resource's creation and first publication, a RelatedRelease's dates, the message's creation time. The finding
 * names the part that is wrong: the month of `4752-22`, the day of `2026-02-30`. DDEX's schemas type most of these
 * dates as a pattern of digits (`ddex_IsoDate`), which lets such a value through, and a recipient reading it as a
 * date refuses the message or reads another day. A value in another form (`21/11/2026`) is the schema's finding
 * (`xsd`), not this rule's; a rule that compares two dates (validity-period-reversed,
 * original-release-date-after-release-date) passes over an impossible one.
 */
import { DATE_ELEMENTS, DATE_TIME_ELEMENTS } from '../../release/vocabulary.js';
import { dateProblem, dateTimeProblem } from '../date-range.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

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
    for (const element of index.within(input.tree.root, ...DATE_ELEMENTS)) {
      const problem = dateProblem(element.text);
      if (problem !== null) {
        findings.push({
          message: `${element.name} "${element.text}" is not a date: ${problem}. Correct it (two fields are often swapped), or `
            + 'give only the part that is known (the year and month, or the year).',
          at: element,
        });
      }
    }
    for (const element of index.within(input.tree.root, ...DATE_TIME_ELEMENTS)) {
      const problem = dateTimeProblem(element.text);
      if (problem !== null) findings.push({ message: `${element.name} "${element.text}" is not a date-time: ${problem}. Correct it.`, at: element });
    }
    return findings;
  },
};
