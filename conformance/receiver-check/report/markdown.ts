/** A markdown summary of the receiver check, for a CI job summary (e.g. $GITHUB_STEP_SUMMARY). */
import { escapeControls } from '../../../mock-server/src/escape-controls.js';
import { markdownCell as cell } from '../../report/markdown-cell.js';
import type { ReceiverReport } from '../types.js';
import { exchangeLines } from './console.js';

export function receiverMarkdownSummary(report: ReceiverReport): string {
  if (report.verdict === 'not-judged') {
    // No answer at all: nothing judged, no table of failures (issue #30).
    return [
      '## Webhook receiver check: ⚠️ could not judge',
      '',
      `**Could not judge: ${escapeControls(report.unreachable ?? 'no delivery got an answer')}**`,
      '',
      `\`${report.url}\` · timeout ${report.timeoutMs / 1000} s · ${(report.durationMs / 1000).toFixed(1)} s`,
      '',
    ].join('\n');
  }
  const verdict = report.failed === 0 ? '✅ every check passed' : `❌ ${report.failed} check(s) failed`;
  const lines = [
    `## Webhook receiver check: ${verdict}`,
    '',
    `\`${report.url}\` · ${report.passed} passed, ${report.failed} failed, ${report.advisory} advisory · timeout ${report.timeoutMs / 1000} s · ${(report.durationMs / 1000).toFixed(1)} s`,
    '',
    '| | check | spec | result |',
    '|---|---|---|---|',
    ...report.results.map((r) => `| ${{ passed: '✅', failed: '❌', advisory: 'ℹ️' }[r.status]} | \`${r.id}\` ${cell(r.title)} | ${r.specSection} | ${cell(r.failure ? `${r.failure.message}. Fix: ${r.failure.fix}` : [`answered ${r.exchanges.map((e) => e.answered.status ?? '-').join(', ')}`, ...(r.notes ?? [])].join('; '))} |`),
    '',
  ];
  for (const r of report.results.filter((x) => x.failure)) {
    lines.push(
      `### ❌ \`${r.id}\` (spec ${r.specSection})`, '', `**${escapeControls(r.failure?.message ?? '')}**`, '',
      ...exchangeLines(r).map((l) => `- ${cell(l)}`),
      `- Received: \`${cell(r.failure?.received ?? '')}\``, `- Documented: ${escapeControls(r.failure?.documented ?? '')}`, `- Fix: ${escapeControls(r.failure?.fix ?? '')}`, '',
    );
  }
  return lines.join('\n');
}
