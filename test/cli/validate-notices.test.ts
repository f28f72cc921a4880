/**
 * What `ingest-kit validate` says it did not check, or did: a message whose ERN version has no schema in --xsd-dir
 * gets the notice "schema not checked: no 4.3.1 schema in <dir>" on the console, in --json, --sarif and --junit, and
 * --strict-xsd makes that exit 2; --files says what it counted ("4 files: all present, hash sums match"); an
 * --xsd-dir that is no folder, and an unknown option, are one line and exit 2.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runValidate } from '../../cli/commands/validate.js';
import type { PreflightReport } from '../../mock-server/src/ern/preflight/types.js';
import { demoFiles, demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { repoRoot } from '../support/contract.js';
import { ingestKitEntry } from '../support/cli.js';
import { capture } from './support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-validate-notices-'));
const schemasDir = path.join(dir, 'schemas');
const startedIn = process.cwd();
const schema = JSON.parse(readFileSync(path.join(repoRoot, 'contract/preflight-report.schema.json'), 'utf8')) as object;
const validateReport = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true }).compile(schema);
const notice = `schema not checked: no 4.3.1 schema in ${schemasDir}`;

beforeAll(() => {
  // A schema folder with 4.3's folder only: a 4.3.1 message has none there (nothing is compiled for it).
  mkdirSync(path.join(schemasDir, '43'), { recursive: true });
  writeFileSync(path.join(schemasDir, '43', 'release-notification.xsd'), '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>');
  writeFileSync(path.join(dir, 'ern431.xml'), demoReleaseXml().replaceAll('http://ddex.net/xml/ern/43"', 'http://ddex.net/xml/ern/431"'));
  writeFileSync(path.join(dir, 'no-release.xml'), demoReleaseXml().replaceAll('http://ddex.net/xml/ern/43"', 'http://ddex.net/xml/ern/431"')
    .replace(/<ReleaseList>[\s\S]*<\/ReleaseList>/, ''));
  mkdirSync(path.join(dir, 'release'));
  writeFileSync(path.join(dir, 'release', 'release.xml'), demoReleaseXml());
  for (const file of demoFiles) {
    mkdirSync(path.dirname(path.join(dir, 'release', file.path)), { recursive: true });
    writeFileSync(path.join(dir, 'release', file.path), file.bytes);
  }
  process.chdir(dir);
});
afterAll(() => {
  process.chdir(startedIn);
  rmSync(dir, { recursive: true, force: true });
});

const here = (...args: string[]) => capture(runValidate, [...args]);

function jsonReport(stdout: string): PreflightReport {
  const report = JSON.parse(stdout) as PreflightReport;
  expect(validateReport(report), JSON.stringify(validateReport.errors)).toBe(true);
  return report;
}

describe('validate --xsd-dir: a version without a schema', () => {
  it('says so on the console, and still exits 0 without --strict-xsd', async () => {
    const run = await here('ern431.xml', '--xsd-dir', schemasDir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`  notice  ${notice}`);
    expect(run.stdout).toMatch(/no error found; 1 not checked against a schema\n$/);
  });

  it('says so in --json, valid against the report\'s schema', async () => {
    const run = await here('ern431.xml', '--xsd-dir', schemasDir, '--json');
    const [file] = jsonReport(run.stdout).files;
    expect(file?.notices).toEqual([{ kind: 'xsd-not-checked', message: expect.stringContaining(notice) as string }]);
  });

  it('says so in --sarif as a tool notification and in --junit as a skipped testcase', async () => {
    const run = await here('ern431.xml', '--xsd-dir', schemasDir, '--profile', 'off', '--sarif', 'out.sarif', '--junit', 'out.xml');
    expect(run.code).toBe(0);
    const sarif = JSON.parse(readFileSync(path.join(dir, 'out.sarif'), 'utf8')) as {
      runs: { invocations: { toolExecutionNotifications: { level: string; message: { text: string }; descriptor: { id: string } }[] }[] }[];
    };
    expect(sarif.runs[0]?.invocations[0]?.toolExecutionNotifications).toEqual([
      expect.objectContaining({ level: 'warning', descriptor: { id: 'xsd-not-checked' }, message: { text: expect.stringContaining(notice) as string } }),
    ]);
    const junit = readFileSync(path.join(dir, 'out.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="ingest-kit validate" tests="2" failures="0" skipped="1">/);
    expect(junit).toContain(`<testcase classname="preflight.ern431.xml" name="xsd">\n      <skipped message="${notice}`);
  });

  it('--strict-xsd: exit 2, saying which file was not checked', async () => {
    const run = await here('ern431.xml', '--xsd-dir', schemasDir, '--strict-xsd');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`ingest-kit validate: --strict-xsd: ern431.xml not checked against a schema (none of its version in ${schemasDir})\n`);
  });

  it('--strict-xsd: an error finding is still exit 1', async () => {
    expect((await here('no-release.xml', '--xsd-dir', schemasDir, '--strict-xsd')).code).toBe(1);
  });

  it('--strict-xsd without --xsd-dir is a usage error', async () => {
    const run = await here('ern431.xml', '--strict-xsd');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--strict-xsd needs --xsd-dir/);
  });

  it.each([
    ['a missing folder', 'nope', /^ingest-kit validate: --xsd-dir nope: no such folder; give the folder of DDEX's ERN schemas.*ern schemas --download/],
    ['a file', 'ern431.xml', /^ingest-kit validate: --xsd-dir ern431\.xml is a file, not a folder; give the folder/],
  ])('--xsd-dir naming %s: one line, exit 2', async (_name, value, message) => {
    const run = await here('ern431.xml', '--xsd-dir', value);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr.length).toBeLessThan(240);
  });
});

describe('validate --files says what it checked', () => {
  it('all present with matching hash sums, on the console and in --json', async () => {
    const run = await here('release/release.xml', '--files');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('  notice  files checked: 4 files: all present, hash sums match');
    const [file] = jsonReport((await here('release/release.xml', '--files', '--json')).stdout).files;
    expect(file?.filesCheck).toEqual({
      files: 4, present: 4, missing: 0, outsideFolder: 0, hashSumsMatch: 4, hashSumsDiffer: 0, hashSumsNotChecked: 0, noHashSum: 0,
    });
    expect(file?.notices).toEqual([{ kind: 'files-checked', message: 'files checked: 4 files: all present, hash sums match' }]);
  });

  it('the counts when files are missing or differ', async () => {
    mkdirSync(path.join(dir, 'broken', 'resources'), { recursive: true });
    writeFileSync(path.join(dir, 'broken', 'release.xml'), demoReleaseXml());
    const [a1, a2] = demoFiles;
    writeFileSync(path.join(dir, 'broken', a1!.path), a1!.bytes);
    writeFileSync(path.join(dir, 'broken', a2!.path), Buffer.concat([a2!.bytes, Buffer.from('x')]));
    const run = await here('broken/release.xml', '--files', '--json');
    expect(run.code).toBe(1);
    const [file] = jsonReport(run.stdout).files;
    expect(file?.filesCheck).toMatchObject({ files: 4, present: 2, missing: 2, hashSumsMatch: 1, hashSumsDiffer: 1 });
    expect(file?.notices?.[0]?.message).toBe('files checked: 4 files: 2 present, 2 missing; 1 hash sum matches, 1 hash sum does not match');
  });

  it('a SARIF note and the JUnit testsuite\'s system-out', async () => {
    await here('release/release.xml', '--files', '--sarif', 'files.sarif', '--junit', 'files.xml');
    expect(readFileSync(path.join(dir, 'files.sarif'), 'utf8')).toMatch(/"level": "note",\s+"message": \{\s+"text": "files checked: 4 files: all present, hash sums match"/);
    expect(readFileSync(path.join(dir, 'files.xml'), 'utf8')).toContain('<system-out>files checked: 4 files: all present, hash sums match</system-out>\n  </testsuite>');
  });
});

describe('validate: an unknown option', () => {
  it('--xsd: one line naming --xsd-dir and --help, exit 2, no parser text', async () => {
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [...ingestKitEntry(), 'validate', 'ern431.xml', '--xsd', 'nope.xml'], { cwd: dir });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        resolve({ code, stderr });
      });
    });
    expect(run.code).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('--xsd-dir');
    expect(run.stderr).toContain('ingest-kit validate --help');
    expect(run.stderr).not.toMatch(/positional argument|'-- "/);
  }, 60_000);
});
