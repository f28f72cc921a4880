/** The receiver check on the console: one line per check, details under a failure, then the verdict. */
import { answerText } from '../judge.js';
import { escapeControls } from '../../../mock-server/src/escape-controls.js';
import type { ReceiverCheckResult, ReceiverReport } from '../types.js';
import { failureLines } from '../../report/failure-lines.js';

export function receiverResultLine(r: ReceiverCheckResult): string {
  const head = `${{ passed: 'PASS', failed: 'FAIL', advisory: 'NOTE' }[r.status]}  ${r.id.padEnd(36)} spec ${r.specSection.padEnd(4)} ${r.title}`;
  // The notes quote the receiver's answers: shown escaped (issue #29).
  const notes = (r.notes ?? []).map((n) => `      note:       ${escapeControls(n)}`);
  if (!r.failure) {
    const answers = r.exchanges.map((e) => (e.answered.status === null ? '-' : String(e.answered.status))).join(', ');
    return [`${head} (answered ${answers})`, ...notes].join('\n');
  }
  return [
    head,
    ...failureLines(r.failure),
    ...notes,
  ].join('\n');
}

export function receiverVerdictLine(report: ReceiverReport): string {
  // No answer at all: no check was judged, so none is counted as failed (issue #30).
  if (report.verdict === 'not-judged') {
    return `\nCould not judge: ${escapeControls(report.unreachable ?? 'no delivery got an answer')}\n`
      + `no check judged (${(report.durationMs / 1000).toFixed(1)} s): could not judge\n`;
  }
  const verdict = report.failed === 0 ? 'the receiver keeps every rule' : 'the receiver breaks a rule';
  const advisory = report.advisory > 0 ? `, ${report.advisory} advisory` : '';
  return `\n${report.passed} passed, ${report.failed} failed${advisory} (${(report.durationMs / 1000).toFixed(1)} s): ${verdict}\n`;
}

/** Every exchange of a result, for the JSON and markdown reports: what was sent, what was answered. */
export function exchangeLines(r: ReceiverCheckResult): string[] {
  return r.exchanges.map((e) => `sent ${e.sent.description}; received ${answerText(e.answered)}`);
}
