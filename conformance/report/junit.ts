/** JUnit XML, one testcase per check (classname = area, name = check id), for CI test reports. */
import type { ConformanceReport } from '../types.js';

function escape(text: string): string {
  return text
    // XML 1.0 has no place for most control characters.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function junitXml(report: ConformanceReport): string {
  const cases = report.results.map((r) => {
    const open = `    <testcase classname="conformance.${escape(r.id.split('.')[0] ?? '')}" name="${escape(`${r.id} (spec ${r.specSection}): ${r.title}`)}" time="${(r.durationMs / 1000).toFixed(3)}"`;
    if (r.status === 'skipped') return `${open}>\n      <skipped message="${escape(r.skipped ?? '')}"/>\n    </testcase>`;
    const notes = r.notes?.length ? `\n      <system-out>${escape(r.notes.map((n) => `Note: ${n}`).join('\n'))}</system-out>` : '';
    if (r.status === 'failed' && r.failure) {
      const repeat = r.failure.curl ? `\nRepeat: ${r.failure.curl}` : '';
      const body = `Received: ${r.failure.received}\nDocumented: ${r.failure.documented}\nFix: ${r.failure.fix}${repeat}`;
      return `${open}>\n      <failure message="${escape(`[${r.id}] spec ${r.specSection}: ${r.failure.message}`)}">${escape(body)}</failure>${notes}\n    </testcase>`;
    }
    return notes ? `${open}>${notes}\n    </testcase>` : `${open}/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="partner-ingest conformance" tests="${report.results.length}" failures="${report.failed}" skipped="${report.skipped}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    `  <testsuite name="conformance ${escape(report.baseUrl)}" tests="${report.results.length}" failures="${report.failed}" skipped="${report.skipped}" timestamp="${report.startedAt}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
