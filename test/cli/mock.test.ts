/**
 * `ingest-kit mock` and `ingest-kit presign`: flags, config errors, kill -9 and resume. The mock's starts, its exit 2
 * on a busy port and presign's exit 2 run as real processes; the config and flag errors and presign's URLs run the
 * commands in this process (runInProcess: what they print and return), as each tsx start cost 5-30 s in the full
 * suite at load 12 (13 starts made this file take 124 s).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/contract.js';
import { call, ern43, startFixtureServer } from '../mock-server/server/harness.js';
import { mockCommand } from '../../cli/commands/mock.js';
import { presignCommand } from '../../cli/commands/presign.js';
import { runInProcess } from './support.js';
import { ingestKitEntry } from '../support/cli.js';
import { waitUntil } from '../support/wait.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-cli-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function ingestKit(...args: string[]) {
  return spawnSync(process.execPath, [...ingestKitEntry(), ...args], { cwd: repoRoot, encoding: 'utf8' });
}

/** Starts the mock as a child process and resolves with its URL once the banner is printed. */
async function startMockProcess(args: string[]): Promise<{ child: ChildProcess; url: string; banner: () => string }> {
  const child = spawn(process.execPath, [...ingestKitEntry(), 'mock', '--port', '0', '--log-level', 'warn', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const collect = (chunk: Buffer) => {
    out += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // No timer of its own: a start on a loaded machine takes what it takes, within the test's timeout.
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1] && out.includes('Add -H')) resolve(match[1]);
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      reject(new Error(`mock exited with ${String(code)}:\n${out}`));
    });
  });
  return { child, url, banner: () => out };
}

describe('ingest-kit mock', () => {
  it('exits 2 naming --port when the port is busy, without a stack trace', async () => {
    const { createServer } = await import('node:net');
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    try {
      const port = (busy.address() as { port: number }).port;
      const result = ingestKit('mock', '--port', String(port), '--log-level', 'silent');
      expect(result.status).toBe(2);
      expect(result.stderr).toBe(`ingest-kit mock: --port ${port} on --host 127.0.0.1 is already in use: pass another --port (or --port 0 for any free port) or --host.\n`);
    } finally {
      busy.close();
    }
  });

  it('masks configured keys and the operator token in the banner; only the development defaults stay readable', async () => {
    const file = path.join(dir, 'secrets.yaml');
    writeFileSync(file, 'operatorToken: op_secret_token_42\npartners:\n  - id: acme\n    apiKeys: [pk_live_acme_secret_9f3k]\n');
    const { child, banner } = await startMockProcess(['--config', file]);
    try {
      expect(banner()).not.toContain('pk_live_acme_secret_9f3k');
      expect(banner()).not.toContain('op_secret_token_42');
      expect(banner()).toContain('X-API-Key: …9f3k (masked: see your config)');
      expect(banner()).toContain('X-Operator-Token: …n_42 (masked: see your config)');
      expect(banner()).toContain('-H \'X-API-Key: <the X-API-Key of partner acme>\'');
    } finally {
      child.kill('SIGINT');
    }
  });

  it('exits 2 naming the field of a bad config file', async () => {
    const file = path.join(dir, 'bad.yaml');
    writeFileSync(file, 'partners:\n  - id: acme\n    apiKeys: []\nresources:\n  mode: stream\n');
    const result = await runInProcess(mockCommand, ['--config', file]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('partners[0].apiKeys: must NOT have fewer than 1 items');
    expect(result.stderr).toContain('resources.mode: must be one of "fetch", "simulate"');
  });

  it.each([['--port', 'http'], ['--time-scale', '0'], ['--clock', 'fast'], ['--bogus', 'x'], ['--ca-file', 'missing-ca.pem']])('exits 2 on %s %s', async (flag, value) => {
    const result = await runInProcess(mockCommand, [flag, value]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/ingest-kit mock: /);
  });

  it('prints the base URL, the key, the operator token and a curl that works as pasted', async () => {
    const { child, url, banner } = await startMockProcess([]);
    expect(banner()).toContain('X-API-Key: pk_test_dev_1 (development default)');
    expect(banner()).toContain('X-Operator-Token: op_local_dev (development default)');
    const curl = /curl -s -X POST (\S+) -H 'X-API-Key: (\S+)' -H 'Content-Type: application\/json' \\\n\s+-d '(.+)'/.exec(banner());
    expect(curl).not.toBeNull();
    const [, endpoint = '', key = '', data = '{}'] = curl ?? [];
    const response = await fetch(endpoint, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: data });
    expect(response.status).toBe(201);
    const { ingestId } = (await response.json()) as { ingestId: string };
    let status = 'processing';
    await waitUntil(async () => {
      status = ((await call({ url }, 'GET', `/ddex/ingests/${ingestId}`, { headers: { 'x-api-key': key } })).body as { status: string }).status;
      return status !== 'processing';
    });
    expect(status).toBe('completed');
    child.kill('SIGTERM');
  });

  it('keeps every ingest after kill -9 and resumes the ones still processing', async () => {
    const files = await startFixtureServer({
      '/r.xml': { body: ern43(['slow.flac', 'fast.flac']) },
      '/fast.flac': { body: 'F' },
      '/slow.flac': { body: 'S', delayMs: 60_000 },
      '/empty.xml': { body: ern43([]) },
    });
    const dataDir = path.join(dir, 'state');
    const config = path.join(dir, 'acme.yaml');
    writeFileSync(config, 'partners:\n  - id: acme\n    apiKeys: [pk_test_acme_1]\n');
    const first = await startMockProcess(['--config', config, '--data-dir', dataDir]);
    const done = (await call(first, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'DONE', xmlUrl: `${files.url}/empty.xml` } })).body as { ingestId: string };
    const slow = (await call(first, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'SLOW', xmlUrl: `${files.url}/r.xml` } })).body as { ingestId: string };
    await waitUntil(() => files.hits('/slow.flac') > 0);
    expect((await call(first, 'GET', `/ddex/ingests/${slow.ingestId}`)).body).toMatchObject({ status: 'processing' });
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    files.set('/slow.flac', { body: 'S' });
    const second = await startMockProcess(['--config', config, '--data-dir', dataDir]);
    expect(second.banner()).toContain('processing ingests resumed');
    expect((await call(second, 'GET', `/ddex/ingests/${done.ingestId}`)).body).toMatchObject({ status: 'completed', releaseId: 'DONE' });
    let record: Record<string, unknown> = {};
    await waitUntil(async () => {
      record = (await call(second, 'GET', `/ddex/ingests/${slow.ingestId}`)).body as Record<string, unknown>;
      return record.status !== 'processing';
    });
    expect(record).toMatchObject({ status: 'completed', releaseId: 'SLOW', resources: { total: 2, completed: 2, failed: 0 } });
    const next = (await call(second, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'NEXT', xmlUrl: `${files.url}/empty.xml` } })).body as { ingestId: string };
    expect(BigInt(next.ingestId)).toBeGreaterThan(BigInt(slow.ingestId));
    second.child.kill('SIGTERM');
    await files.close();
  });
});

describe('ingest-kit presign', () => {
  it('prints a URL signed with the development secret, for the default address', async () => {
    const result = await runInProcess(presignCommand, ['releases/r 1.xml', '--expires', '10m']);
    expect(result.status).toBe(0);
    const url = new URL(result.stdout.trim());
    expect(url.origin).toBe('http://127.0.0.1:4010');
    expect(url.pathname).toBe('/files/releases/r%201.xml');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs the folder with --scope: the XML\'s relative locations are signed too', async () => {
    const result = await runInProcess(presignCommand, ['releases/r1/release.xml', '--scope', 'releases/r1']);
    expect(result.status).toBe(0);
    const url = result.stdout.trim();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/files\/~scope\/\d+\/2\/[0-9a-f]{64}\/releases\/r1\/release\.xml$/);
    expect(new URL('audio/01.flac', url).pathname).toMatch(/\/[0-9a-f]{64}\/releases\/r1\/audio\/01\.flac$/);
  });

  it('warns, with --files-dir, of a path the mock would not find, and still prints its URL', async () => {
    const served = path.join(dir, 'presign-files');
    mkdirSync(path.join(served, 'releases'), { recursive: true });
    writeFileSync(path.join(served, 'releases/r1.xml'), '<x/>');
    const found = await runInProcess(presignCommand, ['releases/r1.xml', '--files-dir', served]);
    expect([found.status, found.stderr]).toEqual([0, '']);
    const missing = await runInProcess(presignCommand, ['releases/r2.xml', '--files-dir', served]);
    expect(missing.status).toBe(0);
    expect(missing.stderr).toContain(`warning: releases/r2.xml does not exist in ${served}; the mock would answer 404`);
    expect(missing.stdout).toMatch(/\/files\/releases\/r2\.xml\?/);
  });

  it('exits 2 on a bad duration or a missing path, as a real process', () => {
    expect(ingestKit('presign', 'a.xml', '--expires', 'soon').status).toBe(2);
    expect(ingestKit('presign').status).toBe(2);
  });
});
