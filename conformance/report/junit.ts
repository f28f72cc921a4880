/**
 * JUnit XML, one testcase per check (classname = area, name = check id), for CI test reports. The testsuite's
 * properties list the ingests the run created: `created.<n>` = `<ingestId> <releaseId> <status>` (`-` for none).
 * A run that could not judge (issue #30) is one more testcase with an `<error>` (and `errors="1"`), never a failure.
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
    property('verdict', report.verdict),
    property('created.count', String(report.created.length)),
    ...report.created.map((c, i) => property(`created.${i + 1}`, [c.ingestId, c.releaseId, c.status].map((v) => v ?? '-').join(' '))),
    '    </properties>',
  ];
}

/** The testcase of a run that could not judge: an error naming the cause, with the fix. */
function notJudgedCase(report: ConformanceReport): string[] {
  const reason = report.notJudged;
  if (reason === undefined) return [];
  return [
    `    <testcase classname="conformance.run" name="${escapeXml(`the suite could judge ${report.baseUrl}`)}" time="0.000">`,
    `      <error type="${escapeXml(reason.cause)}" message="${escapeXml(`could not judge: ${reason.message}`)}">${escapeXml(`Fix: ${reason.fix}`)}</error>`,
    '    </testcase>',
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
  const errored = notJudgedCase(report);
  const counts = `tests="${report.results.length + (errored.length > 0 ? 1 : 0)}" failures="${report.failed}" skipped="${report.skipped}" errors="${errored.length > 0 ? 1 : 0}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="partner-ingest conformance" ${counts} time="${(report.durationMs / 1000).toFixed(3)}">`,
    `  <testsuite name="conformance ${escapeXml(report.baseUrl)}" ${counts} timestamp="${report.startedAt}">`,
    ...properties(report),
    ...errored,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
