/** `ingest-kit check-receiver` as a real process: exit codes, the console lines and the reports. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheckReceiver } from '../../cli/commands/check-receiver.js';
import { type CommandIo, runCommand } from '../../cli/command.js';
import { verifyWebhook } from '../../sdk/webhooks/index.js';
import { repoRoot } from '../support/contract.js';
import { ingestKitEntry } from '../support/cli.js';

const apiKey = 'pk_test_cli_receiver';
const dir = mkdtempSync(path.join(tmpdir(), 'pik-check-receiver-'));
let server: Server;
let url: string;

beforeAll(async () => {
  // Verifies, but answers 400 to unknown event types: one check fails.
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      verifyWebhook({ body: Buffer.concat(chunks), signature: req.headers, secret: apiKey }).then(
        (event) => res.writeHead(event.eventType === 'ingest' || req.url !== '/strict' ? 200 : 400).end(),
        () => res.writeHead(401).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

function run(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...ingestKitEntry(), 'check-receiver', ...args], { cwd: repoRoot });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => {
      resolve({ code, out, err });
    });
  });
}

describe.concurrent('ingest-kit check-receiver', () => {
  it('exits 0 with a PASS line per check and the reports when the receiver keeps every rule', async () => {
    const files = { junit: path.join(dir, 'r.xml'), json: path.join(dir, 'r.json'), summary: path.join(dir, 'r.md') };
    const { code, out } = await run(['--url', `${url}/hooks`, '--api-key', apiKey, '--junit', files.junit, '--json', files.json, '--summary', files.summary]);
    expect(code, out).toBe(0);
    expect(out).toMatch(/^PASS {2}receiver\.accepts-valid +spec 4\.3 .*\(answered 200\)$/m);
    expect(out).toMatch(/^PASS {2}receiver\.rejects-malformed-signature +spec 6\.3 .*\(answered 401, 401, 401\)$/m);
    expect(out).toMatch(/^NOTE {2}receiver\.no-ack-before-processed +spec 6\.4 .*\(advisory\) \(answered 200\)\n {6}note: {7}not exercised: /m);
    expect(out).toContain('11 passed, 0 failed, 1 advisory');
    expect(JSON.parse(readFileSync(files.json, 'utf8'))).toMatchObject({ passed: 11, failed: 0, advisory: 1, unreachable: null });
    expect(readFileSync(files.junit, 'utf8')).toMatch(/tests="12" failures="0" skipped="1"/);
    expect(readFileSync(files.summary, 'utf8')).toContain('✅ every check passed');
  });

  it('exits 1 with the check id, what was received and the fix when a check fails', async () => {
    const { code, out } = await run(['--url', `${url}/strict`, '--api-key', apiKey]);
    expect(code, out).toBe(1);
    expect(out).toMatch(/^FAIL {2}receiver\.ignores-unknown-type +spec 6\.1 /m);
    expect(out).toMatch(/received: {3}HTTP 400 after \d+ ms/);
    expect(out).toMatch(/fix: {8}Answer 2xx to any verified event/);
    expect(out).not.toContain(apiKey);
  });

  it('exits 2 (could not judge) with a clear message when nothing listens at the URL, and says not judged everywhere', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const junit = path.join(dir, 'refused.xml');
    const { code, out, err } = await run(['--url', `http://127.0.0.1:${port}/hooks`, '--api-key', apiKey, '--junit', junit]);
    expect(code).toBe(2);
    expect(err).toContain(`nothing accepts connections at http://127.0.0.1:${port}/hooks (connection refused)`);
    // Issue #30, from a review: it said "11 failed: the receiver breaks a rule" and JUnit failures="11".
    expect(out).toMatch(/\nno check judged \(\d+\.\d s\): could not judge\n$/);
    expect(out).not.toMatch(/failed|breaks a rule/);
    expect(readFileSync(junit, 'utf8')).toMatch(/tests="1" failures="0" skipped="0" errors="1"/);
  });

  it('exits 2 before sending anything when a report path cannot be written (#30)', async () => {
    const json = path.join(dir, 'missing-folder', 'report.json');
    const { code, out, err } = await run(['--url', `${url}/strict`, '--api-key', apiKey, '--json', json]);
    expect(code).toBe(2);
    expect(err).toBe(`ingest-kit check-receiver: --json ${json}: cannot write the report there: the folder ${path.dirname(json)} does not exist.\n`);
    expect(out).toBe('');
  });

  it.each([[[]], [['--url', 'ftp://x', '--api-key', 'k']], [['--url', 'http://127.0.0.1:1', '--api-key', 'k', '--timeout', 'soon']]])(
    'exits 2 on bad usage %j',
    async (args) => {
      const { code, err } = await run(args);
      expect(code).toBe(2);
      expect(err).toMatch(/^ingest-kit check-receiver: /);
    },
  );
});

describe('ingest-kit check-receiver: no answer at all is could not judge, exit 2', () => {
  const ioWith = (fetch: typeof globalThis.fetch): { io: CommandIo; said: () => string } => {
    let said = '';
    return {
      io: { stdout: (t) => (said += t), stderr: (t) => (said += t), env: {}, fetch },
      said: () => said,
    };
  };

  it('a name that does not resolve (the fetch fails before a packet leaves)', async () => {
    const notFound: typeof globalThis.fetch = () => Promise.reject(new TypeError('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo ENOTFOUND nosuch.invalid'), { code: 'ENOTFOUND', syscall: 'getaddrinfo', hostname: 'nosuch.invalid' }),
    }));
    const { io, said } = ioWith(notFound);
    const code = await runCommand('check-receiver', io, () => runCheckReceiver(['--url', 'http://nosuch.invalid/', '--api-key', apiKey], io));
    expect(code, said()).toBe(2);
    expect(said()).toMatch(/ingest-kit check-receiver: no delivery to http:\/\/nosuch\.invalid\/ got an answer \(.*ENOTFOUND.*\)/);
    expect(said()).toMatch(/: could not judge\n$/);
  });

  it('a receiver that never answers within --timeout', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { io, said } = ioWith((...a) => globalThis.fetch(...a));
      const target = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hooks`;
      const code = await runCommand('check-receiver', io, () => runCheckReceiver(['--url', target, '--api-key', apiKey, '--timeout', '100ms'], io));
      expect(code, said()).toBe(2);
      expect(said()).toContain(`no delivery to ${target} was answered within 0.1 s`);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
