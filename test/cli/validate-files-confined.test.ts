/**
 * `ingest-kit validate --files` on hostile releases (issue #29, item 3), as CI runs it (`--json`, `--sarif`): the
 * probe's `..` to a file outside the release folder, `/dev/zero`, a FIFO, a message fetched by URL that names a
 * local file, and the limits of a file (`--file-max-bytes`, `--file-timeout`, the latter on a resource server that
 * stalls). In this process (runValidate), with absolute paths into a temp folder; the library's own cases are in
 * test/mock-server/ern/preflight/files-check.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runValidate } from '../../cli/commands/validate.js';
import type { PreflightReport } from '../../mock-server/src/ern/preflight/types.js';
import { ern4Message, soundRecording4 } from '../mock-server/ern/preflight/minimal-messages.js';
import { capture } from './support.js';

const base = mkdtempSync(path.join(tmpdir(), 'pik-validate-files-'));
const secret = path.join(base, 'outside', 'shadow');
const secretBytes = 'root:$6$not-for-a-release\n';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** Requests that reached the internal address a hostile release names. */
let internalHits = 0;
/** Responses the stalling resource server holds open until the end. */
const stalled: ServerResponse[] = [];
let server: Server;
let baseUrl: string;

/** A message of one sound recording whose File is `uri`. */
const messageNaming = (uri: string) => ern4Message({
  resources: soundRecording4({ file: `<URI>${uri}</URI><HashSum><Algorithm>MD5</Algorithm><HashSumValue>${'0'.repeat(32)}</HashSumValue></HashSum>` }),
});

/** A release folder `name` holding release.xml naming `uri`; returns the message's path. */
function release(name: string, uri: string): string {
  const folder = path.join(base, name);
  mkdirSync(path.join(folder, 'resources'), { recursive: true });
  writeFileSync(path.join(folder, 'release.xml'), messageNaming(uri));
  writeFileSync(path.join(folder, 'resources', 'A1.flac'), 'the audio of A1\n');
  return path.join(folder, 'release.xml');
}

beforeAll(async () => {
  mkdirSync(path.dirname(secret));
  writeFileSync(secret, secretBytes);
  server = createServer((request, response) => {
    if (request.url === '/r/release.xml') response.end(messageNaming('resources/A1.flac'));
    else if (request.url === '/local/release.xml') response.end(messageNaming(pathToFileURL(secret).href));
    else if (request.url === '/named/release.xml') response.end(messageNaming(`${baseUrl.replace('127.0.0.1', 'localhost')}/internal/secret`));
    else if (request.url?.startsWith('/internal/')) {
      // An internal service that a release names: the files check must never ask it.
      internalHits++;
      response.end(secretBytes);
    } else {
      // A resource that starts and never ends.
      response.writeHead(200).write('x');
      stalled.push(response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of stalled) response.destroy();
  await new Promise((resolve) => server.close(resolve));
  rmSync(base, { recursive: true, force: true });
});

async function validateJson(...args: string[]): Promise<{ code: number; report: PreflightReport; stdout: string }> {
  const run = await capture(runValidate, [...args, '--json']);
  expect(run.stderr).toBe('');
  return { code: run.code, report: JSON.parse(run.stdout) as PreflightReport, stdout: run.stdout };
}

const fileFindings = (report: PreflightReport) => report.files[0]!.findings.filter((f) => f.rule.startsWith('file-')).map((f) => f.rule);

describe('ingest-kit validate --files on a hostile release', () => {
  it('the probe\'s ../../…/shadow: file-outside-folder, exit 1, and neither the JSON nor the SARIF names its MD5', async () => {
    const message = release('probe', `${'../'.repeat(20)}${secret.slice(1)}`);
    const sarif = path.join(base, 'probe.sarif');
    const { code, report, stdout } = await validateJson(message, '--files', '--sarif', sarif);
    expect(code).toBe(1);
    expect(fileFindings(report)).toEqual(['file-outside-folder']);
    expect(stdout).not.toContain(md5(secretBytes));
    expect(readFileSync(sarif, 'utf8')).not.toContain(md5(secretBytes));
  });

  it('<URI>/dev/zero</URI> ends at once with a finding instead of hanging', async () => {
    const started = performance.now();
    const { code, report } = await validateJson(release('zero', '/dev/zero'), '--files');
    expect(code).toBe(1);
    expect(fileFindings(report)).toEqual(['file-outside-folder']);
    // "At once": reading the device would never end (the test's timeout); 5 s leaves a loaded machine its slowness.
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 20_000);

  it('a FIFO in the release folder is not waited on: file-missing, not a regular file', async () => {
    const message = release('fifo', 'resources/pipe.flac');
    execFileSync('mkfifo', [path.join(path.dirname(message), 'resources', 'pipe.flac')]);
    const { report } = await validateJson(message, '--files');
    expect(report.files[0]!.findings.find((f) => f.rule === 'file-missing')?.message).toContain('it is a FIFO, not a regular file');
  }, 10_000);

  it('a message fetched by URL that names a file: URL of this machine: file-outside-folder, the file not read', async () => {
    const { report, stdout } = await validateJson(`${baseUrl}/local/release.xml`, '--files');
    expect(fileFindings(report)).toEqual(['file-outside-folder']);
    expect(stdout).not.toContain(md5(secretBytes));
  });
  it('a local release that names an http URL of this machine: file-missing, the address never asked', async () => {
    // Only loopback here: a test never sends to another address, even when the guard it checks is broken.
    const { code, report, stdout } = await validateJson(release('named-url', `${baseUrl}/internal/secret`), '--files');
    expect(code).toBe(1);
    expect(fileFindings(report)).toEqual(['file-missing']);
    expect(report.files[0]!.findings.at(-1)!.message).toContain('public addresses only');
    expect(stdout).not.toContain(md5(secretBytes));
    expect(internalHits).toBe(0);
  });

  it('a message fetched by URL that names a URL on another site of this machine: refused the same way, unasked', async () => {
    const { report, stdout } = await validateJson(`${baseUrl}/named/release.xml`, '--files');
    expect(fileFindings(report)).toEqual(['file-missing']);
    expect(stdout).not.toContain(md5(secretBytes));
    expect(internalHits).toBe(0);
  });
});

describe('ingest-kit validate --files: the limits of a file', () => {
  it('--file-max-bytes: a file over it is file-over-limit', async () => {
    const { code, report } = await validateJson(release('cap', 'resources/A1.flac'), '--files', '--file-max-bytes', '4');
    expect(code).toBe(1);
    expect(fileFindings(report)).toEqual(['file-over-limit']);
    expect(report.files[0]!.findings.at(-1)!.message).toContain('larger than 4 bytes');
  });

  it('--file-timeout: a resource server that stalls is file-over-limit once the time is up', async () => {
    const started = performance.now();
    const { report } = await validateJson(`${baseUrl}/r/release.xml`, '--files', '--file-timeout', '200ms');
    expect(fileFindings(report)).toEqual(['file-over-limit']);
    expect(report.files[0]!.findings.at(-1)!.message).toContain('was not read within 200 ms');
    expect(performance.now() - started).toBeLessThan(5000);
  }, 10_000);

  it.each([
    { args: ['--files', '--file-max-bytes', '0'], says: '--file-max-bytes 0: give a whole number of bytes' },
    { args: ['--files', '--file-max-bytes', '2GB'], says: '--file-max-bytes 2GB' },
    { args: ['--files', '--file-timeout', 'soon'], says: '--file-timeout: Invalid duration "soon"' },
    { args: ['--files', '--file-timeout', '0'], says: '--file-timeout must be more than 0' },
    { args: ['--file-max-bytes', '10'], says: 'add --files' },
  ])('$args is a usage error (exit 2)', async ({ args, says }) => {
    const run = await capture(runValidate, [release('usage', 'resources/A1.flac'), ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(says);
  });
});
