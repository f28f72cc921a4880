/**
 * `NewReleaseMessageInvalid`: a date no calendar has (`2026-02-30`, `2026-13-01`) or a time no clock shows
 * (`T25:00`), in the dates the release reading keeps: release dates, deal periods, display and preview starts and
 * the message's creation time. DDEX's schemas type most of these dates as a pattern of digits (`ddex_IsoDate`), which
 * lets such a value through, and a recipient reading it as a date refuses the message or reads another day. A value
 * in another form (`21/11/2026`) is the schema's finding (`xsd`), not this rule's; a rule that compares two dates
 * (validity-period-reversed, original-release-date-after-release-date) passes over an impossible one.
 */
import type { ErnElement } from '../../release/tree.js';
import { dateRange } from '../date-range.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`: ddex_IsoDate's form, whether or not the day exists. */
const DATE_FORM = /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/;
/** xs:dateTime's form: the date, then hours, minutes, maybe seconds and a zone. */
const DATE_TIME_FORM = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))?$/;

/** The kept elements that hold a date, and those that hold a date-time (vocabulary.ts). */
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
    + 'swapped (2026-11-13 written 2026-13-11), or leave out the part that is not known: 2026-11 and 2026 are dates too.',
  check(input) {
    const index = indexOf(input);
    const findings: RuleFinding[] = [];
    for (const element of index.within(input.tree.root, ...DATES)) {
      if (DATE_FORM.test(element.text) && dateRange(element.text) === null) findings.push(impossible(element, 'no calendar has that day'));
    }
    for (const element of index.within(input.tree.root, ...DATE_TIMES)) {
      const problem = dateTimeProblem(element.text);
      if (problem !== null) findings.push(impossible(element, problem));
    }
    return findings;
  },
};

function impossible(element: ErnElement, why: string): RuleFinding {
  return { message: `${element.name} "${element.text}" is not a date: ${why}. Correct it, or give only the year and month that are known.`, at: element };
}

/** Why a value in xs:dateTime's form names no instant; null when it does, or is in another form (the schema's). */
function dateTimeProblem(text: string): string | null {
  const match = DATE_TIME_FORM.exec(text);
  if (match === null) return null;
  const [, date, hours, minutes, seconds, zoneHours, zoneMinutes] = match;
  if (dateRange(date ?? '') === null) return 'no calendar has that day';
  // xs:dateTime: 24:00:00 is the end of the day, and no other time at hour 24.
  const endOfDay = hours === '24' && minutes === '00' && (seconds ?? '00') === '00';
  if ((Number(hours) > 23 && !endOfDay) || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return 'no clock shows that time';
  if (zoneHours !== undefined && (Number(zoneHours) > 14 || Number(zoneMinutes) > 59)) return 'no time zone is that far from UTC';
  return null;
}
