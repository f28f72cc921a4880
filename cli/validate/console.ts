/**
 * The console form of `ingest-kit validate`: per file, the release it describes (title, artist, tracks, cover,
 * deals), then one line per finding, `line:column  severity  rule  code  message` (a release-profile finding with
 * DDEX's rule number, clause and role on the line below), then its notices (what was not
 * checked, what the files check counted); coloured only when asked (a TTY without NO_COLOR, decided by the command).
 * What the message says (its title, artist, territories, the locations and values that findings quote) may come from a
 * release someone else sent: it is shown with its control characters escaped (issue #29), never raw.
 */
import { ddexReferenceText } from '../../mock-server/src/ern/preflight/profile-runner.js';
import type { PreflightFileReport, PreflightReport, Severity } from '../../mock-server/src/ern/preflight/types.js';
import type { ReleaseSummary } from '../../mock-server/src/ern/release/summary.js';
import { escapeControls as shown } from '../../mock-server/src/escape-controls.js';

const STYLES = { bold: [1, 22], dim: [2, 22], red: [31, 39], yellow: [33, 39], green: [32, 39] } as const;
type Style = keyof typeof STYLES;

export function consoleReport(report: PreflightReport, color: boolean): string {
  const paint = (style: Style, text: string) => (color ? `\u001b[${STYLES[style][0]}m${text}\u001b[${STYLES[style][1]}m` : text);
  const sections = report.files.map((file) => fileSection(file, paint));
  const errors = count(report, 'error');
  const warnings = count(report, 'warning');
  const failing = report.files.filter((file) => !file.valid).length;
  const total = `${report.files.length} ${report.files.length === 1 ? 'file' : 'files'}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
  const verdict = failing === 0 ? paint('green', 'no error found') : paint('red', `${failing} with errors`);
  const unchecked = report.files.filter((file) => file.notices?.some((notice) => notice.kind === 'xsd-not-checked')).length;
  const schema = unchecked === 0 ? '' : `; ${paint('yellow', `${unchecked} not checked against a schema`)}`;
  return `${sections.join('\n')}\n${total}; ${verdict}${schema}\n`;
}

function fileSection(file: PreflightFileReport, paint: (style: Style, text: string) => string): string {
  const version = file.ernVersion === null ? 'not a NewReleaseMessage the kit reads' : `ERN ${file.ernVersion}`;
  const lines = [`${paint('bold', shown(file.file))}  ${paint('dim', `(${version})`)}`];
  if (file.release !== null) lines.push(...releaseLines(file.release).map((line) => `  ${line}`));
  const width = Math.max(0, ...file.findings.map((f) => position(f.line, f.column).length));
  const ruleWidth = Math.max(0, ...file.findings.map((f) => f.rule.length));
  const codeWidth = Math.max(0, ...file.findings.map((f) => f.code.length));
  for (const finding of file.findings) {
    const severity = finding.severity === 'error' ? paint('red', 'error  ') : paint('yellow', 'warning');
    lines.push(`  ${position(finding.line, finding.column).padEnd(width)}  ${severity}  ${finding.rule.padEnd(ruleWidth)}  ${finding.code.padEnd(codeWidth)}  ${shown(finding.message)}`);
    // A release-profile finding: DDEX's own reference on the next line, under the message.
    if (finding.ddex !== undefined) lines.push(`  ${' '.repeat(width + 9 + ruleWidth + 2 + codeWidth + 2)}${paint('dim', shown(ddexReferenceText(finding.ddex)))}`);
  }
  if (file.findings.length === 0) lines.push(`  ${paint('green', 'no findings')}`);
  for (const notice of file.notices ?? []) {
    // What was not checked (a schema, a release profile) stands out; the files check's count does not.
    lines.push(`  ${notice.kind === 'files-checked' ? paint('dim', 'notice') : paint('yellow', 'notice')}  ${shown(notice.message)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The release in three lines: who and what, the tracks and cover, the deals. */
function releaseLines(release: ReleaseSummary): string[] {
  const title = shown(release.title ?? '(no title)');
  const artist = shown(release.displayArtist ?? '(no display artist)');
  const territories = [...new Set(release.deals.flatMap((deal) => deal.territories))].map(shown);
  const deals = release.deals.length === 0
    ? 'no deal'
    : `${plural(release.deals.length, 'deal')}${territories.length === 0 ? '' : ` in ${shortList(territories)}`}`;
  return [
    `${title} by ${artist}`,
    `${plural(release.tracks.length, 'track')}, cover ${release.cover === null ? 'no' : 'yes'}, ${deals}`,
  ];
}

function position(line: number | null, column: number | null): string {
  if (line === null) return '-';
  return column === null ? `${line}` : `${line}:${column}`;
}

function count(report: PreflightReport, severity: Severity): number {
  return report.files.reduce((sum, file) => sum + file.findings.filter((f) => f.severity === severity).length, 0);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function shortList(items: readonly string[], max = 8): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
