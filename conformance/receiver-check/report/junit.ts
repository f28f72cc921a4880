/** JUnit XML, one testcase per receiver check (name = check id), for CI test reports. */
import type { ReceiverReport } from '../types.js';
import { exchangeLines } from './console.js';
import { escapeXml } from '../../report/escape-xml.js';

/** A run in which no delivery got an answer: one testcase in error, no check failed (issue #30), as the suite's. */
function notJudgedXml(report: ReceiverReport): string {
  const counts = 'tests="1" failures="0" skipped="0" errors="1"';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="partner-ingest receiver check" ${counts} time="${(report.durationMs / 1000).toFixed(3)}">`,
    `  <testsuite name="receiver ${escapeXml(report.url)}" ${counts} timestamp="${report.startedAt}">`,
    `    <testcase classname="receiver.run" name="${escapeXml(`the check could judge ${report.url}`)}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    `      <error type="unreachable" message="${escapeXml(`could not judge: ${report.unreachable ?? 'no delivery got an answer'}`)}"/>`,
    '    </testcase>',
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export function receiverJunitXml(report: ReceiverReport): string {
  if (report.verdict === 'not-judged') return notJudgedXml(report);
  const cases = report.results.map((r) => {
    const open = `    <testcase classname="receiver" name="${escapeXml(`${r.id} (spec ${r.specSection}): ${r.title}`)}" time="${(r.durationMs / 1000).toFixed(3)}"`;
    const out = [...exchangeLines(r), ...(r.notes ?? []).map((n) => `Note: ${n}`)].join('\n');
    const systemOut = `\n      <system-out>${escapeXml(out)}</system-out>`;
    if (r.failure) {
      const body = `Received: ${r.failure.received}\nDocumented: ${r.failure.documented}\nFix: ${r.failure.fix}`;
      return `${open}>\n      <failure message="${escapeXml(`[${r.id}] spec ${r.specSection}: ${r.failure.message}`)}">${escapeXml(body)}</failure>${systemOut}\n    </testcase>`;
    }
    // An advisory check is neither passed nor failed: a skipped testcase, its observations in the message.
    if (r.status === 'advisory') return `${open}>\n      <skipped message="${escapeXml(`advisory: ${(r.notes ?? []).join(' ')}`)}"/>${systemOut}\n    </testcase>`;
    return `${open}>${systemOut}\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="partner-ingest receiver check" tests="${report.results.length}" failures="${report.failed}" skipped="${report.advisory}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    `  <testsuite name="receiver ${escapeXml(report.url)}" tests="${report.results.length}" failures="${report.failed}" skipped="${report.advisory}" timestamp="${report.startedAt}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
