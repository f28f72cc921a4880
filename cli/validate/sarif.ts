/**
 * `ingest-kit validate --sarif <file>`: the report as SARIF 2.1.0 (OASIS), the format GitHub code scanning reads
 * (`github/codeql-action/upload-sarif`), so each finding marks its line of the XML: one run, the tool's rules
 * (the preflight rules' ids, titles and fixes, and any other rule a finding names), one result per finding with
 * the file's path relative to the working directory and the finding's line and column; a release-profile finding
 * carries DDEX's reference in its message and in its properties (`ddex`), and its rule's help lists DDEX's rule
 * numbers, clauses and roles per profile. A file's notices (a schema or a release profile not checked, the files
 * check's count) are the invocation's toolExecutionNotifications (SARIF 3.20.21), a warning for what was not checked
 * and a note for the rest.
 */
import path from 'node:path';
import { ddexReferenceText } from '../../mock-server/src/ern/preflight/profile-runner.js';
import { PROFILE_RULES } from '../../mock-server/src/ern/preflight/profiles/index.js';
import type { ProfileRule } from '../../mock-server/src/ern/preflight/profiles/types.js';
import { PREFLIGHT_RULES } from '../../mock-server/src/ern/preflight/rules/index.js';
import { RUNNER_FINDINGS } from '../../mock-server/src/ern/preflight/runner-findings.js';
import type { Finding, PreflightReport } from '../../mock-server/src/ern/preflight/types.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  fullDescription?: { text: string };
  help?: { text: string };
  defaultConfiguration: { level: 'error' | 'warning' };
  properties: { 'ddex-erncfilestatus': string; 'ddex-pattern'?: string };
}

/**
 * A release-profile rule as SARIF describes it: its help names, per profile, DDEX's rule numbers, clauses and roles;
 * its default level is an error when one of its assertions is a Fatal Error.
 */
function profileRule(rule: ProfileRule): SarifRule {
  const assertions = Object.entries(rule.ddex).flatMap(([profile, list]) => list.map((a) => `${rule.standard}/${profile} rule ${a.rule}, clause ${a.clause}, ${a.role}`));
  const fatal = Object.values(rule.ddex).some((list) => list.some((a) => a.role === 'Fatal Error'));
  return {
    id: rule.id,
    shortDescription: { text: rule.title },
    help: { text: `${rule.fix} (DDEX Release Profile ${rule.standard}, pattern ${rule.pattern}: ${assertions.join('; ')})` },
    defaultConfiguration: { level: fatal ? 'error' : 'warning' },
    properties: { 'ddex-erncfilestatus': rule.code, 'ddex-pattern': rule.pattern },
  };
}

/** The rules a run describes: every registered one, then any other that a finding names, in first-seen order. */
function rulesOf(report: PreflightReport): SarifRule[] {
  const rules: SarifRule[] = [...PREFLIGHT_RULES, ...RUNNER_FINDINGS].map((rule) => ({
    id: rule.id,
    shortDescription: { text: rule.title },
    help: { text: rule.source === undefined ? rule.fix : `${rule.fix} (${rule.source})` },
    defaultConfiguration: { level: rule.severity },
    properties: { 'ddex-erncfilestatus': rule.code },
  }));
  const known = new Set(rules.map((rule) => rule.id));
  // The release-profile rules (hundreds) only when a finding names them; a rule no module describes (none today) by
  // its code, so that every result has its rule.
  for (const finding of report.files.flatMap((file) => file.findings)) {
    if (known.has(finding.rule)) continue;
    known.add(finding.rule);
    const profile = PROFILE_RULES.find((rule) => rule.id === finding.rule);
    if (profile !== undefined) {
      rules.push(profileRule(profile));
      continue;
    }
    rules.push({ id: finding.rule, shortDescription: { text: `DDEX ErncFileStatus ${finding.code}` }, defaultConfiguration: { level: finding.severity }, properties: { 'ddex-erncfilestatus': finding.code } });
  }
  return rules;
}

/** A file's URI as SARIF wants it: a URL as it is; a path relative to `cwd`, `/`-separated and percent-encoded. */
export function artifactUri(file: string, cwd: string): string {
  if (/^https?:\/\//i.test(file)) return file;
  const relative = path.relative(cwd, path.resolve(cwd, file)).split(path.sep).join('/');
  return relative.split('/').map(encodeURIComponent).join('/');
}

export function sarifReport(report: PreflightReport, options: { cwd: string; version: string }): object {
  const rules = rulesOf(report);
  const index = new Map(rules.map((rule, i) => [rule.id, i]));
  const results = report.files.flatMap((file) => {
    const uri = artifactUri(file.file, options.cwd);
    return file.findings.map((finding) => result(finding, uri, index.get(finding.rule) ?? 0));
  });
  const notifications = report.files.flatMap((file) => (file.notices ?? []).map((notice) => ({
    descriptor: { id: notice.kind },
    level: notice.kind === 'files-checked' ? 'note' : 'warning',
    message: { text: notice.message },
    locations: [{ physicalLocation: { artifactLocation: { uri: artifactUri(file.file, options.cwd) } } }],
  })));
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [{
      tool: {
        driver: {
          name: 'ingest-kit validate',
          semanticVersion: options.version,
          rules,
        },
      },
      invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
      results,
    }],
  };
}

function result(finding: Finding, uri: string, ruleIndex: number): object {
  const region = finding.line === null
    ? undefined
    : { startLine: finding.line, ...(finding.column === null ? {} : { startColumn: finding.column }) };
  return {
    ruleId: finding.rule,
    ruleIndex,
    level: finding.severity,
    message: { text: `${finding.code}: ${finding.message}${finding.ddex === undefined ? '' : ` (${ddexReferenceText(finding.ddex)})`}` },
    // A release-profile finding: DDEX's profile, pattern, rule number, clause and role (SARIF 3.8 property bag).
    ...(finding.ddex === undefined ? {} : { properties: { ddex: finding.ddex } }),
    locations: [{
      physicalLocation: { artifactLocation: { uri }, ...(region === undefined ? {} : { region }) },
      ...(finding.path === null ? {} : { logicalLocations: [{ fullyQualifiedName: finding.path, kind: 'element' }] }),
    }],
  };
}
