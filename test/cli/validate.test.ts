/**
 * `ingest-kit validate` on messages of the kit's own ERN writer (the mock's demo release, whose files and MD5s are
 * known) and on messages with an obvious fault (no release, not XML): the console output, --json against
 * contract/preflight-report.schema.json, --sarif, --junit, --files, a folder, a URL served on loopback, and the exit
 * codes. As a real process where the process is the point (the exit codes 0, 1 and 2, no colour when stdout is not a
 * terminal, a usage error on stderr without a stack trace); the rest runs the command's own function (runValidate)
 * in this process, in the same folder, with its output captured: each process start of tsx cost 2-18 s in the full
 * suite, and 15 of them one after another made this file take 77 s.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runValidate } from '../../cli/commands/validate.js';
import type { PreflightReport } from '../../mock-server/src/ern/preflight/types.js';
import { demoFiles, demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { closedPort } from '../mock-server/fetch/support.js';
import { repoRoot } from '../support/contract.js';
import { capture } from './support.js';
import { ingestKitEntry } from '../support/cli.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-validate-'));
const release = path.join(dir, 'release');
const noRelease = demoReleaseXml().replace(/<ReleaseList>[\s\S]*<\/ReleaseList>/, '');
let server: Server;
let baseUrl: string;
const startedIn = process.cwd();

const schema = JSON.parse(readFileSync(path.join(repoRoot, 'contract/preflight-report.schema.json'), 'utf8')) as object;
const validateReport = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true }).compile(schema);

beforeAll(async () => {
  mkdirSync(release);
  writeFileSync(path.join(release, 'release.xml'), demoReleaseXml());
  for (const file of demoFiles) {
    mkdirSync(path.dirname(path.join(release, file.path)), { recursive: true });
    writeFileSync(path.join(release, file.path), file.bytes);
  }
  mkdirSync(path.join(dir, 'folder/nested'), { recursive: true });
  writeFileSync(path.join(dir, 'folder/b-good.xml'), demoReleaseXml());
  writeFileSync(path.join(dir, 'folder/nested/a-no-release.xml'), noRelease);
  writeFileSync(path.join(dir, 'folder/notes.txt'), 'not a message');
  writeFileSync(path.join(dir, 'no-release.xml'), noRelease);
  writeFileSync(path.join(dir, 'malformed.xml'), '<NewReleaseMessage xmlns="http://ddex.net/xml/ern/43"><MessageHeader>');
  server = createServer((request, response) => {
    const files: Record<string, string | Buffer> = { '/r/release.xml': demoReleaseXml(), ...Object.fromEntries(demoFiles.map((f) => [`/r/${f.path}`, f.bytes])) };
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The in-process runs read their relative paths from the working folder, as the process does from its own.
  process.chdir(dir);
});
afterAll(async () => {
  process.chdir(startedIn);
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

interface Run { code: number | null; stdout: string; stderr: string }

/** The SARIF 2.1.0 essentials GitHub code scanning reads. */
interface Sarif {
  version: string;
  $schema: string;
  runs: {
    tool: { driver: { name: string; rules: { id: string; shortDescription: { text: string } }[] } };
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number; startColumn?: number } } }[];
    }[];
  }[];
}

/** `ingest-kit validate …` in `dir`, as a child process (the loopback server keeps answering). */
function validate(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...ingestKitEntry(), 'validate', ...args], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

/** `ingest-kit validate …` in this process (runValidate with captured output), in `dir` as the working folder. */
async function validateHere(...args: string[]): Promise<Run> {
  return capture(runValidate, args);
}

function jsonReport(run: Run): PreflightReport {
  const report = JSON.parse(run.stdout) as PreflightReport;
  expect(validateReport(report), JSON.stringify(validateReport.errors)).toBe(true);
  return report;
}

describe('ingest-kit validate', () => {
  it('prints the release of a valid message, no finding, and exits 0', async () => {
    const run = await validate('release/release.xml');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^release\/release\.xml {2}\(ERN 4\.3\)$/m);
    expect(run.stdout).toContain('partner-ingest-kit Demo Album by Demo Artist');
    expect(run.stdout).toMatch(/^ {2}3 tracks, cover (yes|no), /m);
    expect(run.stdout).not.toMatch(/\s error\s/);
    // no colour when stdout is not a terminal
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('shows what the message says with its control characters escaped (a release someone else sent moves no cursor)', async () => {
    const hostile = demoReleaseXml().replace('Demo Album', 'Demo&#x9b;2J&#x85;Album&#x202e;x');
    writeFileSync(path.join(dir, 'hostile-title.xml'), hostile);
    const run = await validateHere('hostile-title.xml');
    expect(run.stdout).toContain('Demo\\x9b2J\\x85Album\\u202ex');
    // eslint-disable-next-line no-control-regex -- the bytes that must not reach a terminal
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  });

  it('prints a message without a release as an error finding at its line, and exits 1', async () => {
    const run = await validate('no-release.xml');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^ {2}\d+:\d+ +error +\S+ +MetadataMissing +\S/m);
  });

  it('--json: the report alone on stdout, valid against contract/preflight-report.schema.json', async () => {
    const run = await validateHere('release/release.xml', 'no-release.xml', 'malformed.xml', '--json');
    expect(run.code).toBe(1);
    const report = jsonReport(run);
    expect(report.files.map((f) => [f.file, f.ernVersion, f.valid])).toEqual([
      ['release/release.xml', '4.3', true],
      ['no-release.xml', '4.3', false],
      ['malformed.xml', null, false],
    ]);
    const [good, bad, malformed] = report.files;
    expect(good?.release?.title).toBe('partner-ingest-kit Demo Album');
    expect(good?.release?.tracks.map((t) => t.title)).toEqual(['Demo Track One', 'Demo Track Two', 'Demo Track Three']);
    expect(bad?.findings).toContainEqual(expect.objectContaining({ code: 'MetadataMissing', severity: 'error', line: expect.any(Number) as number }));
    expect(malformed?.findings.some((f) => f.severity === 'error')).toBe(true);
  });

  it('validates every .xml of a folder, recursively and sorted, and nothing else', async () => {
    const report = jsonReport(await validateHere('folder', '--json'));
    expect(report.files.map((f) => f.file)).toEqual([path.join('folder', 'b-good.xml'), path.join('folder', 'nested', 'a-no-release.xml')].sort());
  });

  it('fetches a URL served on loopback, and checks its files relative to that URL', async () => {
    const run = await validateHere(`${baseUrl}/r/release.xml`, '--files', '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [file] = jsonReport(run).files;
    expect(file).toMatchObject({ file: `${baseUrl}/r/release.xml`, ernVersion: '4.3', valid: true });
    expect(file?.findings.filter((f) => f.rule.startsWith('file-'))).toEqual([]);
  });

  it('--files: a missing file and a file whose MD5 differs are errors at their File\'s line', async () => {
    const folder = path.join(dir, 'broken');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'release.xml'), demoReleaseXml());
    const [a1, a2, a3] = demoFiles;
    mkdirSync(path.join(folder, 'resources'));
    writeFileSync(path.join(folder, a1!.path), a1!.bytes);
    writeFileSync(path.join(folder, a2!.path), Buffer.concat([a2!.bytes, Buffer.from('x')]));
    // a3 and the cover are missing
    const run = await validateHere('broken/release.xml', '--files', '--json');
    expect(run.code).toBe(1);
    const findings = jsonReport(run).files[0]!.findings.filter((f) => f.rule.startsWith('file-'));
    const lines = demoReleaseXml().split('\n');
    const lineOf = (location: string) => lines.findIndex((l) => l.includes(`>${location}<`));
    expect(findings.map((f) => [f.rule, f.code, f.severity])).toEqual([
      ['file-hash-mismatch', 'SignatureOrHashSumWrongOrMissing', 'error'],
      ['file-missing', 'ResourceMissing', 'error'],
      ['file-missing', 'ResourceMissing', 'error'],
    ]);
    // The File element's start tag stands on the line before its URI.
    expect(findings.map((f) => f.line)).toEqual([a2!.path, a3!.path, demoFiles[3]!.path].map((p) => lineOf(p)));
    expect(findings[0]?.message).toContain(a2!.path);
    expect(findings[1]?.message).toContain(a3!.path);
    unlinkSync(path.join(folder, a2!.path));
  });

  it('--files passes the demo release with every file in place', async () => {
    const run = await validateHere('release/release.xml', '--files');
    expect(run.code).toBe(0);
  });

  it('--sarif: SARIF 2.1.0 with the rules and a result per finding at its line of the XML', async () => {
    // The kit's own rules (--profile off): the demo's release-profile warnings have their tests in validate-profiles.test.ts.
    const run = await validateHere('no-release.xml', 'release/release.xml', '--profile', 'off', '--sarif', 'out.sarif');
    expect(run.code).toBe(1);
    const sarif = JSON.parse(readFileSync(path.join(dir, 'out.sarif'), 'utf8')) as Sarif;
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.$schema).toMatch(/sarif-2\.1\.0/);
    expect(sarif.runs).toHaveLength(1);
    const [only] = sarif.runs;
    const { rules } = only!.tool.driver;
    expect(rules.map((r) => r.id)).toEqual(expect.arrayContaining(['file-missing', 'file-hash-mismatch']));
    for (const rule of rules) expect(rule.shortDescription.text).not.toBe('');
    const json = jsonReport(await validateHere('no-release.xml', '--profile', 'off', '--json'));
    const findings = json.files[0]!.findings;
    expect(only!.results).toHaveLength(findings.length);
    only!.results.forEach((result, i) => {
      const finding = findings[i]!;
      expect(result).toMatchObject({ ruleId: finding.rule, level: finding.severity });
      expect(rules[result.ruleIndex]?.id).toBe(result.ruleId);
      expect(result.message.text).toContain(finding.message);
      expect(result.locations[0]?.physicalLocation.artifactLocation.uri).toBe('no-release.xml');
      if (finding.line !== null) expect(result.locations[0]?.physicalLocation.region?.startLine).toBe(finding.line);
    });
  });

  it('--junit: a testsuite per file, a failing testcase for a rule with an error', async () => {
    const run = await validateHere('release/release.xml', 'no-release.xml', '--profile', 'off', '--junit', 'out.xml');
    expect(run.code).toBe(1);
    const xml = readFileSync(path.join(dir, 'out.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="ingest-kit validate" tests="\d+" failures="2">/);
    const suites = [...xml.matchAll(/<testsuite name="([^"]+)" tests="(\d+)" failures="(\d+)">/g)].map((m) => [m[1], Number(m[3])]);
    // No main release, and so the deal's DealReleaseReference names nothing: two errors.
    expect(suites).toEqual([['release/release.xml', 0], ['no-release.xml', 2]]);
    expect(xml).toMatch(/<testcase classname="preflight\.no-release\.xml" name="\S+ \(MetadataMissing\)">\n\s+<failure message="MetadataMissing: [^"]+" type="MetadataMissing">no-release\.xml:\d+:\d+ error MetadataMissing: /);
    expect(xml).toMatch(/<testcase classname="preflight\.release\/release\.xml" name="preflight"\/>/);
  });

  it.each([
    ['a missing file', ['nope.xml'], /nope\.xml does not exist/],
    ['no argument', [], /give at least one/],
    ['an unknown flag', ['release/release.xml', '--frobnicate'], /--frobnicate/],
    ['an empty folder', ['empty'], /holds no \.xml file/],
  ])('exits 2 for %s, saying so on stderr', async (_name, args, message) => {
    mkdirSync(path.join(dir, 'empty'), { recursive: true });
    const run = await validateHere(...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 as a real process on a usage error, saying so on stderr without a stack trace', async () => {
    const run = await validate('release/release.xml', '--frobnicate');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/--frobnicate/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 for an unreachable URL, naming it and the cause', async () => {
    const port = await closedPort();
    const run = await validateHere(`http://127.0.0.1:${port}/release.xml`);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`http://127.0.0.1:${port}/release.xml`);
    expect(run.stderr).toMatch(/connection refused/);
  });

  it('exits 2 for a URL that answers 404', async () => {
    const run = await validateHere(`${baseUrl}/r/missing.xml`);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/404/);
  });
});
