/**
 * The sections of BENCHMARKS.md that a part of the bench rewrites alone (`--only <part>`): each starts at its
 * `## ` heading and ends where the next one starts.
 */

/** `report` with the section at `heading` replaced by `section` (else put before "How the figures are taken", or at the end). */
export function spliceSection(report: string, heading: string, section: string): string {
  const start = report.indexOf(heading);
  if (start !== -1) {
    const next = report.indexOf('\n## ', start + heading.length);
    return report.slice(0, start) + (next === -1 ? section : `${section.trimEnd()}\n\n${report.slice(next + 1)}`);
  }
  const how = report.indexOf('## How the figures are taken');
  return how === -1 ? `${report.trimEnd()}\n\n${section}` : `${report.slice(0, how)}${section}\n${report.slice(how)}`;
}
