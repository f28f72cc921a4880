/**
 * The lines of a failed rule on the console, the same for the suite and the receiver check. What the implementation
 * or the receiver answered is in them: each part is shown escaped, on its line (issue #29).
 */
import { escapeControls } from '../../mock-server/src/escape-controls.js';
import type { ReportedFailure } from '../types.js';

export function failureLines(failure: ReportedFailure): string[] {
  return [
    `      ${escapeControls(failure.message)}`,
    `      received:   ${escapeControls(failure.received)}`,
    `      documented: ${escapeControls(failure.documented)}`,
    `      fix:        ${escapeControls(failure.fix)}`,
  ];
}
