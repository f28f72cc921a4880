/**
 * `ConflictingAvailabilityPeriods`: a deal's `ValidityPeriod` that ends before it starts makes the deal available
 * never, whatever the recipient does with it. Dates (`YYYY[-MM[-DD]]`) and date-times are compared by the whole
 * span each may stand for (date-range.ts), so `2010` to `2010-05` is not reversed and `2011` to `2010-12` is.
 */
import { childOf, type ErnElement } from '../../release/tree.js';
import { certainlyBefore, dateRange, dateTimeRange, type DateRange } from '../date-range.js';
import { indexOf } from '../tree-index.js';
import type { PreflightRule, RuleFinding } from '../types.js';

export const validityPeriodReversed: PreflightRule = {
  id: 'validity-period-reversed',
  code: 'ConflictingAvailabilityPeriods',
  severity: 'error',
  title: 'No deal\'s ValidityPeriod ends before it starts',
  fix: 'A ValidityPeriod whose EndDate (or EndDateTime) lies before its StartDate (or StartDateTime) makes the deal '
    + 'available on no day at all. Swap the dates if they were written the wrong way round, or correct the one that is '
    + 'wrong; leave the end out for a deal that runs until further notice.',
  check(input) {
    const { tree } = input;
    // The tree keeps ValidityPeriod only in deals (DealTerms); other periods (rights shares, links) are not kept.
    const dealList = childOf(tree.root, 'DealList');
    if (dealList === undefined) return [];
    const findings: RuleFinding[] = [];
    for (const period of indexOf(input).within(dealList, 'ValidityPeriod')) {
      const start = boundOf(period, 'StartDate', 'StartDateTime');
      const end = boundOf(period, 'EndDate', 'EndDateTime');
      if (start === null || end === null || !certainlyBefore(end.range, start.range)) continue;
      findings.push({
        message: `This ValidityPeriod ends before it starts: ${end.element.name} "${end.element.text}" lies before `
          + `${start.element.name} "${start.element.text}", so the deal is available on no day. Swap or correct the dates.`,
        at: end.element,
      });
    }
    return findings;
  },
};

interface Bound {
  element: ErnElement;
  range: DateRange;
}

function boundOf(period: ErnElement, dateName: string, dateTimeName: string): Bound | null {
  const date = childOf(period, dateName);
  if (date !== undefined) {
    const range = dateRange(date.text);
    return range === null ? null : { element: date, range };
  }
  const dateTime = childOf(period, dateTimeName);
  if (dateTime === undefined) return null;
  const range = dateTimeRange(dateTime.text);
  return range === null ? null : { element: dateTime, range };
}
