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
    // Without --receiver-port the port, and so the URL to register, changes with every run.
    const keep = event.portGiven ? '' : ' (a new port each run: --receiver-port <n> keeps one URL to register once)';
    return `Register this webhook URL for the partner of --api-key (spec 4.4: through the operator): ${event.receiverUrl}${keep}\n`
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
  // Explained in full by an earlier check's failure: one line.
  if (r.failure.seeAlso !== undefined) return [head, `      ${escapeControls(r.failure.message)}`, ...notes].join('\n');
  return [
    head,
    ...failureLines(r.failure),
    ...(r.failure.curl ? [`      repeat:     ${escapeControls(r.failure.curl)}`] : []),
    ...notes,
  ].join('\n');
}

const verdictWords = { 'conforms': 'conforms', 'does-not-conform': 'does not conform', 'not-judged': 'could not judge' } as const;

/**
 * The end of a run, whatever its outcome: the counts and the verdict; for a run that could not judge, why and the
 * fix on one line; then the ingests created under the release-id prefix (issue #30).
 */
export function verdictLine(report: ConformanceReport): string {
  const n = report.created.length;
  const created = `${n} ingest${n === 1 ? '' : 's'} created, release ids ${report.releasePrefix}-*${n === 0 ? '' : ' (listed in the reports)'}`;
  const counts = `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped (${(report.durationMs / 1000).toFixed(1)} s)`;
  const why = report.notJudged === undefined
    ? ''
    : `Could not judge: ${escapeControls(report.notJudged.message)}. Fix: ${escapeControls(report.notJudged.fix)}\n`;
  return `\n${why}${counts}: ${verdictWords[report.verdict]}\n${created}\n`;
}
