/** JUnit XML, one testcase per receiver check (name = check id), for CI test reports. */
import type { ReceiverReport } from '../types.js';
import { exchangeLines } from './console.js';

function escape(text: string): string {
  return text
    // XML 1.0 has no place for most control characters.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function receiverJunitXml(report: ReceiverReport): string {
  const cases = report.results.map((r) => {
    const open = `    <testcase classname="receiver" name="${escape(`${r.id} (spec ${r.specSection}): ${r.title}`)}" time="${(r.durationMs / 1000).toFixed(3)}"`;
    const out = [...exchangeLines(r), ...(r.notes ?? []).map((n) => `Note: ${n}`)].join('\n');
    const systemOut = `\n      <system-out>${escape(out)}</system-out>`;
    if (r.failure) {
      const body = `Received: ${r.failure.received}\nDocumented: ${r.failure.documented}\nFix: ${r.failure.fix}`;
      return `${open}>\n      <failure message="${escape(`[${r.id}] spec ${r.specSection}: ${r.failure.message}`)}">${escape(body)}</failure>${systemOut}\n    </testcase>`;
    }
    return `${open}>${systemOut}\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="partner-ingest receiver check" tests="${report.results.length}" failures="${report.failed}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    `  <testsuite name="receiver ${escape(report.url)}" tests="${report.results.length}" failures="${report.failed}" timestamp="${report.startedAt}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
