/**
 * The report files (conformance/report/files.ts): a path that cannot be written is said as such, naming the report and
 * its folder, never a temporary name; a report path that is a symlink is written through, the link kept.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reportOf } from '../../conformance/outcome.js';
import { checkReportPaths, writeReports } from '../../conformance/report/files.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-report-files-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const report = reportOf({
  baseUrl: 'http://127.0.0.1:1', startedAt: 0, profiles: ['quick'], results: [], receiverUrl: 'http://r', fixturesUrl: 'http://f',
  lookupPath: null, releasePrefix: 'CONF-FILES', created: [],
}, 1, null);

describe('report files', () => {
  it.skipIf(!existsSync('/proc/self'))('a folder that exists but takes no file (/proc) is said so, not "does not exist"', () => {
    expect(() => {
      checkReportPaths({ junit: '/proc/x.xml' });
    }).toThrow('--junit /proc/x.xml: cannot write the report there: no file can be made in /proc.');
  });

  it('a symlinked report path is written through: the link stays a link, its target holds the report', () => {
    const target = path.join(dir, 'target.json');
    const link = path.join(dir, 'link.json');
    writeFileSync(target, 'old');
    symlinkSync(target, link);
    checkReportPaths({ json: link });
    expect(writeReports({ json: link }, report)).toEqual([]);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(target, 'utf8'))).toMatchObject({ releasePrefix: 'CONF-FILES' });
  });

  it('a link to a file not made yet makes it', () => {
    const target = path.join(dir, 'later', 'made.json');
    mkdirSync(path.dirname(target));
    const link = path.join(dir, 'dangling.json');
    symlinkSync(target, link);
    expect(writeReports({ json: link }, report)).toEqual([]);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(target, 'utf8'))).toMatchObject({ verdict: 'not-judged' });
  });

  it('a write that fails names the report and its folder, not the temporary file', () => {
    const gone = path.join(dir, 'gone');
    mkdirSync(gone);
    const json = path.join(gone, 'r.json');
    checkReportPaths({ json });
    rmSync(gone, { recursive: true });
    const problems = writeReports({ json }, report);
    expect(problems).toEqual([`--json ${json}: cannot write the report there: the folder ${gone} does not exist`]);
    expect(problems.join('')).not.toContain('.tmp');
  });
});
