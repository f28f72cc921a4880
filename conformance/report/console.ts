/** Live progress and the final verdict on the console. */
import type { ProgressEvent } from '../run.js';
import { escapeControls } from '../../mock-server/src/escape-controls.js';
import type { CheckResult, ConformanceReport } from '../types.js';
import { failureLines } from './failure-lines.js';
import { createsLine } from './plan.js';

const mark = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' } as const;

export function progressLine(event: ProgressEvent): string | null {
  if (event.type === 'plan') return createsLine(event.plan);
  if (event.type === 'ready') {
    return `Register this webhook URL for the partner of --api-key (spec 4.4: through the operator): ${event.receiverUrl}\n`
      + `Fixture files are served from ${event.fixturesUrl}\nRunning ${event.checks} checks…\n`;
  }
  if (event.type === 'lookup-path') return `Lookup path: ${escapeControls(event.path)} (${escapeControls(event.how)})\n`;
  if (event.type === 'webhooks') {
    return `Webhook checks next: deliveries must reach ${event.receiverUrl} (register it for the partner of --api-key)`
      + `${event.waiting ? '; waiting until a first webhook arrives (--wait-for-registration)' : ''}\n`;
  }
  if (event.type === 'waiting-for-registration') {
    return `  no webhook yet after ${Math.round(event.elapsedMs / 1000)} s: register ${event.receiverUrl}; a new probe ingest was submitted\n`;
  }
  if (event.type === 'result') return `${resultLine(event.result)}\n`;
  return null;
}

/** A check's result; what the implementation said in it (a skip's reason, notes, the repeat) shown escaped (issue #29). */
export function resultLine(r: CheckResult): string {
  const head = `${mark[r.status]}  ${r.id.padEnd(32)} spec ${r.specSection.padEnd(4)} ${r.title}`;
  if (r.status === 'skipped') return `${head} (${escapeControls(r.skipped ?? '')})`;
  const notes = (r.notes ?? []).map((n) => `      note:       ${escapeControls(n)}`);
  if (!r.failure) return [`${head} (${r.durationMs} ms)`, ...notes].join('\n');
  return [
    head,
    ...failureLines(r.failure),
    ...(r.failure.curl ? [`      repeat:     ${escapeControls(r.failure.curl)}`] : []),
    ...notes,
  ].join('\n');
}

export function verdictLine(report: ConformanceReport): string {
  const created = `${report.created.length} ingest${report.created.length === 1 ? '' : 's'} created, release ids ${report.releasePrefix}-* (listed in the reports)`;
  return `\n${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped (${(report.durationMs / 1000).toFixed(1)} s): ${report.failed === 0 ? 'conforms' : 'does not conform'}\n${created}\n`;
}
