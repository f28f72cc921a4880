/**
 * `ingest-kit validate --junit <file>`: the report as JUnit XML for CI test views, in the style of the conformance
 * suite's (conformance/report/junit.ts): one testsuite per file, one testcase per rule that found something there
 * (a failure when one of its findings is an error, its warnings as system-out), or one passing testcase for a
 * file without findings. A schema not checked (no schema of the version in --xsd-dir) is a skipped testcase `xsd`, a
 * release profile not checked (no rules for it) one named `profile`; every notice is also the testsuite's system-out.
 * A release-profile finding's text names DDEX's rule number, clause and role.
 */
import { escapeXml } from '../../conformance/report/escape-xml.js';
import { ddexReferenceText } from '../../mock-server/src/ern/preflight/profile-runner.js';
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

/** The checks a file's notices say were not made, each a skipped testcase: the schema's (`xsd`) and the release profile's (`profile`). */
const SKIPPED_CASES = { 'xsd-not-checked': 'xsd', 'profile-not-checked': 'profile' } as const;

function skippedOf(file: PreflightFileReport): { name: string; message: string }[] {
  return (file.notices ?? []).flatMap((notice) => (notice.kind === 'files-checked' ? [] : [{ name: SKIPPED_CASES[notice.kind], message: notice.message }]));
}

/** A finding as its testcase's text: where, what, and for a release-profile finding DDEX's rule, clause and role. */
function findingText(file: PreflightFileReport, f: Finding): string {
  const ddex = f.ddex === undefined ? '' : ` [${ddexReferenceText(f.ddex)}]`;
  return `${file.file}:${f.line ?? '-'}:${f.column ?? '-'} ${f.severity} ${f.code}: ${f.message}${ddex}${f.path === null ? '' : ` (${f.path})`}`;
}

function suite(file: PreflightFileReport): string {
  const cases = casesOf(file);
  const failures = cases.filter((c) => c.failed).length;
  const skipped = skippedOf(file);
  const classname = `preflight.${file.file}`;
  const lines = cases.map((c) => {
    const open = `    <testcase classname="${escapeXml(classname)}" name="${escapeXml(c.name)}"`;
    if (c.findings.length === 0) return `${open}/>`;
    const text = c.findings.map((f) => findingText(file, f)).join('\n');
    if (!c.failed) return `${open}>\n      <system-out>${escapeXml(text)}</system-out>\n    </testcase>`;
    const first = c.findings.find((f) => f.severity === 'error')!;
    const message = `${first.code}: ${first.message}`;
    return `${open}>\n      <failure message="${escapeXml(message)}" type="${escapeXml(first.code)}">${escapeXml(text)}</failure>\n    </testcase>`;
  });
  for (const { name, message } of skipped) {
    lines.push(`    <testcase classname="${escapeXml(classname)}" name="${name}">\n      <skipped message="${escapeXml(message)}"/>\n    </testcase>`);
  }
  const notices = (file.notices ?? []).map((notice) => notice.message).join('\n');
  return [
    `  <testsuite name="${escapeXml(file.file)}" tests="${cases.length + skipped.length}" failures="${failures}"${skipped.length === 0 ? '' : ` skipped="${skipped.length}"`}>`,
    ...lines,
    ...(notices === '' ? [] : [`    <system-out>${escapeXml(notices)}</system-out>`]),
    '  </testsuite>',
  ].join('\n');
}
