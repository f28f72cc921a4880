/**
 * `ingest-kit validate` reads a message within a byte cap, the mock's xml.maxBytes by default (settings.ts) and
 * `--max-bytes <n>` else, and never holds a message over it: a 600 MB file (sparse: made at once, no disk used) is
 * one line and exit 2 as a real process, not `Cannot create a string longer than 0x1fffffe8 characters` and a stack;
 * a file one byte over a small cap is refused and one at the cap is read; /dev/zero, whose size says nothing, is read
 * only to one byte past the cap; a URL is fetched with the same cap.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runValidate } from '../../cli/commands/validate.js';
import { defaults } from '../../mock-server/src/config/settings.js';
import { demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { ingestKitEntry } from '../support/cli.js';
import { capture } from './support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-validate-limits-'));
const xml = demoReleaseXml();
const size = Buffer.byteLength(xml);
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  writeFileSync(path.join(dir, 'release.xml'), xml);
  writeFileSync(path.join(dir, 'huge.xml'), '');
  truncateSync(path.join(dir, 'huge.xml'), 600 * 1024 * 1024);
  writeFileSync(path.join(dir, 'default-plus-one.xml'), '');
  truncateSync(path.join(dir, 'default-plus-one.xml'), defaults.xml.maxBytes + 1);
  server = createServer((_request, response) => {
    response.end(xml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function validateProcess(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...ingestKitEntry(), 'validate', ...args], { cwd: dir });
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

const here = (...args: string[]) => capture(runValidate, [...args]);

/** One line on stderr, no stack, nothing on stdout. */
function expectOneLine(run: { stdout: string; stderr: string }): void {
  expect(run.stdout).toBe('');
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\n\s+at |0x1fffffe8/);
}

describe('validate: the size of a message', () => {
  it('refuses a 600 MB file in one line with exit 2, as a real process', async () => {
    const run = await validateProcess('huge.xml');
    expect(run.code).toBe(2);
    expectOneLine(run);
    expect(run.stderr).toContain(`huge.xml is ${600 * 1024 * 1024} bytes, over the limit of ${defaults.xml.maxBytes} bytes`);
    expect(run.stderr).toMatch(/XML_TOO_LARGE.*--max-bytes/);
  }, 60_000);

  it('applies the mock\'s xml.maxBytes by default: one byte over it is refused', async () => {
    const run = await here(path.join(dir, 'default-plus-one.xml'));
    expect(run.code).toBe(2);
    expectOneLine(run);
    expect(run.stderr).toContain(`over the limit of ${defaults.xml.maxBytes} bytes for a message (the mock's xml.maxBytes`);
  });

  it('--max-bytes: a file one byte over is refused, one at the limit is read', async () => {
    const over = await here(path.join(dir, 'release.xml'), '--max-bytes', String(size - 1));
    expect(over.code).toBe(2);
    expectOneLine(over);
    expect(over.stderr).toContain(`is ${size} bytes, over the limit of ${size - 1} bytes for a message (set by --max-bytes)`);
    const at = await here(path.join(dir, 'release.xml'), '--max-bytes', String(size));
    expect(at.stderr).toBe('');
    expect(at.code).toBe(0);
  });

  it('reads a file whose size says nothing (/dev/zero) only to one byte past the limit', async () => {
    const run = await here('/dev/zero', '--max-bytes', '1000');
    expect(run.code).toBe(2);
    expectOneLine(run);
    expect(run.stderr).toContain('/dev/zero is more than 1000 bytes, over the limit of 1000 bytes');
  });

  it('fetches a URL with the same cap', async () => {
    const over = await here(`${baseUrl}/release.xml`, '--max-bytes', String(size - 1));
    expect(over.code).toBe(2);
    expectOneLine(over);
    expect(over.stderr).toMatch(new RegExp(`over the limit of ${size - 1} bytes.*--max-bytes`));
    expect((await here(`${baseUrl}/release.xml`, '--max-bytes', String(size))).code).toBe(0);
  });

  it.each([['0'], ['-5'], ['1e6'], ['lots'], [String(2 ** 40)]])('--max-bytes %s is a usage error', async (value) => {
    const run = await here(path.join(dir, 'release.xml'), `--max-bytes=${value}`);
    expect(run.code).toBe(2);
    expectOneLine(run);
    expect(run.stderr).toMatch(/--max-bytes .*whole number of bytes from 1 to \d+/);
  });
});
