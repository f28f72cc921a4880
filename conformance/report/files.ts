/**
 * The report files of a run (issue #30): each path is checked before the first request (and by `--dry-run`), so a
 * run never ends with its reports unwritten; they are written when the preflight passed, again after each create
 * (the list of what the run created is never lost), and at the end, interrupted or not. A regular file is replaced
 * atomically (written beside it, then renamed over it), so a reader never sees half a report; a symlink is followed.
 */
import { closeSync, existsSync, lstatSync, openSync, readlinkSync, renameSync, rmSync, statSync, type Stats, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ConformanceReport } from '../types.js';
import { junitXml } from './junit.js';
import { markdownSummary } from './markdown.js';

/** Each report, by its flag, and how it is written. */
const renderers = {
  junit: junitXml,
  json: (report: ConformanceReport) => `${JSON.stringify(report, null, 2)}\n`,
  summary: markdownSummary,
} as const;
export type ReportFlag = keyof typeof renderers;
export const reportFlags = Object.keys(renderers) as ReportFlag[];
export type ReportPaths = Partial<Record<ReportFlag, string>>;

/** What an errno of a write in `folder` means, in words. */
function cannotWrite(code: string | undefined, folder: string): string {
  // ENOENT in a folder that exists: one no file can be made in (/proc), not a missing folder (issue #30, from a review).
  if (code === 'ENOENT') return existsSync(folder) ? `no file can be made in ${folder}` : `the folder ${folder} does not exist`;
  if (code === 'ENOTDIR') return `${folder} is not a folder`;
  if (code === 'EACCES' || code === 'EPERM') return `no permission to write in ${folder}`;
  if (code === 'EROFS') return `${folder} is on a read-only file system`;
  return `${code ?? 'error'} writing in ${folder}`;
}

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

let sequence = 0;
const temporaryBeside = (file: string) => `${file}.${process.pid}.${++sequence}.tmp`;

/**
 * The file a report path names once its links are followed (a dangling link's target too), so that the report is
 * written through a symlink instead of the rename replacing the link with a regular file (issue #30, from a review).
 */
function linkTarget(file: string): string {
  let at = path.resolve(file);
  for (let hops = 0; hops < 40; hops++) {
    let link: boolean;
    try {
      link = lstatSync(at).isSymbolicLink();
    } catch {
      return at;
    }
    if (!link) return at;
    at = path.resolve(path.dirname(at), readlinkSync(at));
  }
  return at;
}

/**
 * Throws an Error naming the flag when a report path is empty (a variable such as $GITHUB_STEP_SUMMARY that is
 * unset) or cannot be written; leaves nothing behind. What a write needs is tried: a new file beside the report.
 * `paths` by flag name without its dashes: the suite's (ReportPaths), or another command's (`listen --report`,
 * `proxy --har`), so that every command that writes reports judges their paths by this one rule.
 */
export function checkReportPaths(paths: Readonly<Record<string, string | undefined>>): void {
  for (const [flag, file] of Object.entries(paths)) {
    if (file === undefined) continue;
    if (file.trim() === '') {
      throw new Error(`--${flag}: the path is empty; is the variable it was given as unset (e.g. $GITHUB_STEP_SUMMARY outside `
        + `GitHub Actions)? Give a file, or leave --${flag} out.`);
    }
    const stat = statOrNull(file);
    if (stat?.isDirectory()) throw new Error(`--${flag} ${file}: is a folder; give the path of a file.`);
    if (stat !== null && !stat.isFile()) continue; // /dev/stdout, a pipe: written in place
    const target = linkTarget(file);
    const folder = path.dirname(target);
    const probe = temporaryBeside(target);
    try {
      closeSync(openSync(probe, 'wx'));
      unlinkSync(probe);
    } catch (error) {
      throw new Error(`--${flag} ${file}: cannot write the report there: ${cannotWrite((error as NodeJS.ErrnoException).code, folder)}.`, { cause: error });
    }
  }
}

/**
 * Replaces `file` with `text`: atomically for a regular file (or none yet), the file a symlink points to written
 * (the link stays), in place for anything else.
 * @throws Error whose message names the report's folder, never the temporary file's name.
 */
function writeReport(file: string, text: string): void {
  const stat = statOrNull(file);
  if (stat !== null && !stat.isFile()) {
    writeFileSync(file, text);
    return;
  }
  const target = linkTarget(file);
  const temporary = temporaryBeside(target);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new Error(`cannot write the report there: ${cannotWrite((error as NodeJS.ErrnoException).code, path.dirname(target))}`, { cause: error });
  }
}

/** Writes every report asked for; returns a line for each that could not be written (the others are written). */
export function writeReports(paths: ReportPaths, report: ConformanceReport): string[] {
  const problems: string[] = [];
  for (const flag of reportFlags) {
    const file = paths[flag];
    if (file === undefined) continue;
    try {
      writeReport(file, renderers[flag](report));
    } catch (error) {
      problems.push(`--${flag} ${file}: ${(error as Error).message}`);
    }
  }
  return problems;
}
