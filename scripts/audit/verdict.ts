/**
 * What `npm audit --omit=dev --json` said, as a verdict (issue #17: "nothing high or critical" in what a partner
 * installs). The registry's audit endpoint is a POST that some mirrors and proxies refuse (405 here): then the
 * audit did not run, which is said plainly and is not a pass.
 */

export type AuditVerdict =
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'vulnerable'; counts: Record<string, number>; packages: string[] }
  | { kind: 'not-run'; reason: string };

/** Severities that fail the audit. */
const failing = ['high', 'critical'] as const;

interface AuditJson {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity?: string }>;
  message?: string;
  statusCode?: number;
  error?: unknown;
}

/** Reads the JSON npm audit printed (stdout); anything else is an audit that did not run. */
export function auditVerdict(stdout: string): AuditVerdict {
  let json: AuditJson;
  try {
    json = JSON.parse(stdout) as AuditJson;
  } catch {
    return { kind: 'not-run', reason: 'npm audit printed no JSON report' };
  }
  const counts = json.metadata?.vulnerabilities;
  if (counts === undefined) {
    const status = json.statusCode === undefined ? '' : ` (HTTP ${json.statusCode})`;
    return { kind: 'not-run', reason: `the registry's audit endpoint did not answer${status}: ${json.message ?? 'no message'}` };
  }
  const packages = Object.entries(json.vulnerabilities ?? {})
    .filter(([, v]) => failing.some((s) => s === v.severity))
    .map(([name, v]) => `${name} (${v.severity ?? '?'})`);
  const bad = failing.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return bad > 0 ? { kind: 'vulnerable', counts, packages } : { kind: 'clean', counts };
}
