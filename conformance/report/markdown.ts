/** A markdown summary for a CI job summary (e.g. $GITHUB_STEP_SUMMARY). */
import { escapeControls } from '../../mock-server/src/escape-controls.js';
import { IN_FLIGHT } from '../created.js';
import type { ConformanceReport } from '../types.js';
import { markdownCell as cell } from './markdown-cell.js';

const icon = { passed: '✅', failed: '❌', skipped: '⏭️' } as const;

/** The ingests the run created, for cleaning up (spec 4.1: each is an album in production). */
function createdSection(report: ConformanceReport): string[] {
  const head = `### Ingests created: ${report.created.length}`;
  const ids = `Release ids start with \`${report.releasePrefix}-\`.`;
  if (report.created.length === 0) return [head, '', `None. ${ids}`, ''];
  return [
    head,
    '',
    `Each is an album in production (spec 4.1). ${ids} Status: the last the suite saw.`,
    '',
    '| ingestId | releaseId | status |',
    '|---|---|---|',
    ...report.created.map((c) => `| ${cell(c.ingestId ?? (c.status === IN_FLIGHT ? '(not answered)' : '(none in the 201)'))} | ${cell(c.releaseId ?? '(none sent)')} | ${cell(c.status ?? 'unknown')} |`),
    '',
  ];
}

export function markdownSummary(report: ConformanceReport): string {
  const verdict = {
    'conforms': '✅ conforms',
    'does-not-conform': `❌ ${report.failed} check(s) failed`,
    'not-judged': '⚠️ could not judge',
  }[report.verdict];
  const why = report.notJudged === undefined
    ? []
    : [`**Could not judge: ${escapeControls(report.notJudged.message)}.** Fix: ${escapeControls(report.notJudged.fix)}`, ''];
  const lines = [
    `## Partner Ingest Service conformance: ${verdict}`,
    '',
    ...why,
    `\`${report.baseUrl}\` · profiles ${report.profiles.join(', ')} · ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped · ${(report.durationMs / 1000).toFixed(1)} s`,
    '',
    '| | check | spec | result |',
    '|---|---|---|---|',
    ...report.results.map((r) => `| ${icon[r.status]} | \`${r.id}\` ${cell(r.title)} | ${r.specSection} | ${cell(r.failure ? `${r.failure.message}. Fix: ${r.failure.fix}` : (r.skipped ?? r.status))} |`),
    '',
  ];
  lines.push(...createdSection(report));
  for (const r of report.results.filter((x) => x.failure)) {
    lines.push(`### ❌ \`${r.id}\` (spec ${r.specSection})`, '', `**${escapeControls(r.failure?.message ?? '')}**`, '', `- Received: \`${cell(r.failure?.received ?? '')}\``, `- Documented: ${escapeControls(r.failure?.documented ?? '')}`, `- Fix: ${escapeControls(r.failure?.fix ?? '')}`, ...(r.failure?.curl ? [`- Repeat: \`${cell(r.failure.curl)}\``] : []), '');
  }
  return lines.join('\n');
}
