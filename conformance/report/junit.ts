/**
 * JUnit XML, one testcase per check (classname = area, name = check id), for CI test reports. The testsuite's
 * properties list the ingests the run created: `created.<n>` = `<ingestId> <releaseId> <status>` (`-` for none).
 */
import type { ConformanceReport } from '../types.js';
import { escapeXml } from './escape-xml.js';

function property(name: string, value: string): string {
  return `      <property name="${escapeXml(name)}" value="${escapeXml(value)}"/>`;
}

/** The testsuite's properties: the release-id prefix, the number of ingests created, and each of them. */
function properties(report: ConformanceReport): string[] {
  return [
    '    <properties>',
    property('release-prefix', report.releasePrefix),
    property('created.count', String(report.created.length)),
    ...report.created.map((c, i) => property(`created.${i + 1}`, [c.ingestId, c.releaseId, c.status].map((v) => v ?? '-').join(' '))),
    '    </properties>',
  ];
}

export function junitXml(report: ConformanceReport): string {
  const cases = report.results.map((r) => {
    const open = `    <testcase classname="conformance.${escapeXml(r.id.split('.')[0] ?? '')}" name="${escapeXml(`${r.id} (spec ${r.specSection}): ${r.title}`)}" time="${(r.durationMs / 1000).toFixed(3)}"`;
    if (r.status === 'skipped') return `${open}>\n      <skipped message="${escapeXml(r.skipped ?? '')}"/>\n    </testcase>`;
    const notes = r.notes?.length ? `\n      <system-out>${escapeXml(r.notes.map((n) => `Note: ${n}`).join('\n'))}</system-out>` : '';
    if (r.status === 'failed' && r.failure) {
      const repeat = r.failure.curl ? `\nRepeat: ${r.failure.curl}` : '';
      const body = `Received: ${r.failure.received}\nDocumented: ${r.failure.documented}\nFix: ${r.failure.fix}${repeat}`;
      return `${open}>\n      <failure message="${escapeXml(`[${r.id}] spec ${r.specSection}: ${r.failure.message}`)}">${escapeXml(body)}</failure>${notes}\n    </testcase>`;
    }
    return notes ? `${open}>${notes}\n    </testcase>` : `${open}/>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="partner-ingest conformance" tests="${report.results.length}" failures="${report.failed}" skipped="${report.skipped}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    `  <testsuite name="conformance ${escapeXml(report.baseUrl)}" tests="${report.results.length}" failures="${report.failed}" skipped="${report.skipped}" timestamp="${report.startedAt}">`,
    ...properties(report),
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
