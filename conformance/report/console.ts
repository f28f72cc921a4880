/** Live progress and the final verdict on the console. */
import type { ProgressEvent } from '../run.js';
import { escapeControls } from '../../mock-server/src/escape-controls.js';
import { IN_FLIGHT } from '../created.js';
import type { CheckResult, ConformanceReport, CreatedIngest } from '../types.js';
import { failureLines } from './failure-lines.js';
import { createsLine } from './plan.js';

const mark = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' } as const;

export function progressLine(event: ProgressEvent): string | null {
  if (event.type === 'plan') return createsLine(event.plan);
  if (event.type === 'ready') {
    // Without --receiver-port the port, and so the URL to register, changes with every run.
    const keep = event.portGiven ? '' : ' (a new port each run: --receiver-port <n> keeps one URL to register once)';
    // Only a run that judges webhooks needs the URL registered (issue #30, from a review: quick asked for it too).
    const register = event.webhooks
      ? `Register this webhook URL for the partner of --api-key (spec 4.4: through the operator): ${event.receiverUrl}${keep}\n`
      : '';
    return `${register}Fixture files are served from ${event.fixturesUrl}\nRunning ${event.checks} checks…\n`;
  }
  if (event.type === 'lookup-path') return `Lookup path: ${escapeControls(event.path)} (${escapeControls(event.how)})\n`;
  if (event.type === 'webhooks') {
    return `Webhook checks next: deliveries must reach ${event.receiverUrl} (register it for the partner of --api-key)`
      + `${event.waiting ? '; waiting until a first webhook arrives (--wait-for-registration)' : ''}\n`;
  }
  if (event.type === 'waiting-for-registration') {
    return `  no webhook yet after ${Math.round(event.elapsedMs / 1000)} s: register ${event.receiverUrl}; a new probe ingest was submitted\n`;
  }
  if (event.type === 'in-flight') {
    const n = event.creates;
    return `waiting up to ${Math.round(event.waitMs / 1000)} s for the answer of ${n} create${n === 1 ? '' : 's'} in flight…\n`;
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

/** The ingests created, one a line, for a run without report files to list them in. */
function createdLines(created: readonly CreatedIngest[]): string {
  return created.map((c) => `  ${escapeControls(c.ingestId ?? '-')}  ${escapeControls(c.releaseId ?? '-')}  ${escapeControls(c.status ?? '-')}\n`).join('');
}

/** The creates sent and not answered when an interrupted run ended: the service may hold them (spec 4.1). */
function inFlightLine(inFlight: readonly CreatedIngest[]): string {
  if (inFlight.length === 0) return '';
  const ids = inFlight.map((c) => escapeControls(c.releaseId ?? '(none sent)')).join(', ');
  return inFlight.length === 1
    ? `1 create was in flight; its release id is ${ids} (look it up at the service: it may have been created)\n`
    : `${inFlight.length} creates were in flight; their release ids are ${ids} (look them up at the service: they may have been created)\n`;
}

/**
 * The end of a run, whatever its outcome: the counts and the verdict; for a run that could not judge, why and the
 * fix on one line; then the ingests created under the release-id prefix (issue #30), listed here when no report file
 * (`reportFiles` false) lists them, and the creates still in flight when an interrupted run ended.
 */
export function verdictLine(report: ConformanceReport, options: { reportFiles?: boolean } = {}): string {
  const done = report.created.filter((c) => c.status !== IN_FLIGHT);
  const n = done.length;
  const where = options.reportFiles === false ? ':' : ' (listed in the reports)';
  const created = `${n} ingest${n === 1 ? '' : 's'} created, release ids ${report.releasePrefix}-*${n === 0 ? '' : where}\n`
    + (n > 0 && options.reportFiles === false ? createdLines(done) : '');
  const counts = `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped (${(report.durationMs / 1000).toFixed(1)} s)`;
  const why = report.notJudged === undefined
    ? ''
    : `Could not judge: ${escapeControls(report.notJudged.message)}. Fix: ${escapeControls(report.notJudged.fix)}\n`;
  return `\n${why}${counts}: ${verdictWords[report.verdict]}\n${created}${inFlightLine(report.created.filter((c) => c.status === IN_FLIGHT))}`;
}
