/**
 * `ingest-kit validate --junit <file>`: the report as JUnit XML for CI test views, in the style of the conformance
 * suite's (conformance/report/junit.ts): one testsuite per file, one testcase per rule that found something there
 * (a failure when one of its findings is an error, its warnings as system-out), or one passing testcase for a
 * file without findings. A schema not checked (no schema of the version in --xsd-dir) is a skipped testcase `xsd`;
 * every notice is also the testsuite's system-out.
 */
import { escapeXml } from '../../conformance/report/escape-xml.js';
import type { Finding, PreflightFileReport, PreflightReport } from '../../mock-server/src/ern/preflight/types.js';

export function junitReport(report: PreflightReport): string {
  const suites = report.files.map(suite);
  const tests = report.files.reduce((sum, file) => sum + casesOf(file).length + skippedOf(file).length, 0);
  const failures = report.files.reduce((sum, file) => sum + casesOf(file).filter((c) => c.failed).length, 0);
  const skipped = report.files.reduce((sum, file) => sum + skippedOf(file).length, 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="ingest-kit validate" tests="${tests}" failures="${failures}"${skipped === 0 ? '' : ` skipped="${skipped}"`}>`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

interface Case {
  name: string;
  findings: Finding[];
  failed: boolean;
}

/** The findings of a file grouped by rule, in first-seen order; a file without findings has one passing case. */
function casesOf(file: PreflightFileReport): Case[] {
  if (file.findings.length === 0) return [{ name: 'preflight', findings: [], failed: false }];
  const byRule = new Map<string, Finding[]>();
  for (const finding of file.findings) byRule.set(finding.rule, [...byRule.get(finding.rule) ?? [], finding]);
  return [...byRule].map(([rule, findings]) => ({
    name: `${rule} (${findings[0]!.code})`,
    findings,
    failed: findings.some((finding) => finding.severity === 'error'),
  }));
}

/** The checks a file's notices say were not made: the schema's. */
function skippedOf(file: PreflightFileReport): string[] {
  return (file.notices ?? []).filter((notice) => notice.kind === 'xsd-not-checked').map((notice) => notice.message);
}

function suite(file: PreflightFileReport): string {
  const cases = casesOf(file);
  const failures = cases.filter((c) => c.failed).length;
  const skipped = skippedOf(file);
  const classname = `preflight.${file.file}`;
  const lines = cases.map((c) => {
    const open = `    <testcase classname="${escapeXml(classname)}" name="${escapeXml(c.name)}"`;
    if (c.findings.length === 0) return `${open}/>`;
    const text = c.findings.map((f) => `${file.file}:${f.line ?? '-'}:${f.column ?? '-'} ${f.severity} ${f.code}: ${f.message}${f.path === null ? '' : ` (${f.path})`}`).join('\n');
    if (!c.failed) return `${open}>\n      <system-out>${escapeXml(text)}</system-out>\n    </testcase>`;
    const first = c.findings.find((f) => f.severity === 'error')!;
    const message = `${first.code}: ${first.message}`;
    return `${open}>\n      <failure message="${escapeXml(message)}" type="${escapeXml(first.code)}">${escapeXml(text)}</failure>\n    </testcase>`;
  });
  for (const message of skipped) {
    lines.push(`    <testcase classname="${escapeXml(classname)}" name="xsd">\n      <skipped message="${escapeXml(message)}"/>\n    </testcase>`);
  }
  const notices = (file.notices ?? []).map((notice) => notice.message).join('\n');
  return [
    `  <testsuite name="${escapeXml(file.file)}" tests="${cases.length + skipped.length}" failures="${failures}"${skipped.length === 0 ? '' : ` skipped="${skipped.length}"`}>`,
    ...lines,
    ...(notices === '' ? [] : [`    <system-out>${escapeXml(notices)}</system-out>`]),
    '  </testsuite>',
  ].join('\n');
}
