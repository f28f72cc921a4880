/** The lines of a failed rule on the console, the same for the suite and the receiver check. */
import type { ReportedFailure } from '../types.js';

export function failureLines(failure: ReportedFailure): string[] {
  return [
    `      ${failure.message}`,
    `      received:   ${failure.received}`,
    `      documented: ${failure.documented}`,
    `      fix:        ${failure.fix}`,
  ];
}
