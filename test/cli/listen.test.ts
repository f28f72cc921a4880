/**
 * `ingest-kit listen`: against the real mock (a delivery printed as verified; a forward to an app answering 500
 * recorded by the mock as a failed attempt), a tampered POST, a forward target that is down, and the command as
 * a real process that stops cleanly on SIGINT.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type ListenedRequest, startListener } from '../../cli/listen/index.js';
import { deliveryJson, deliveryLine, ordinal } from '../../cli/listen/line.js';
import { signWebhook, verifyWebhook } from '../../sdk/webhooks/index.js';
import { repoRoot } from '../support/contract.js';
import { listenCommand } from '../../cli/commands/listen.js';
import { runInProcess } from './support.js';
import { acmeKey, call, startTestMock, type TestMock, waitForTerminal } from '../mock-server/server/harness.js';
import { ingestKitEntry } from '../support/cli.js';

const op = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };
/** An eventId that sets the window title and clears the screen of a terminal that prints it raw (issue #29). */
const hostileEventId = '\u001b]0;PWNED\u0007\u001b[2J';
const escapedEventId = '\\x1b]0;PWNED\\x07\\x1b[2J';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Collects what the listener reports, and waits for it. */
function collector() {
  const seen: ListenedRequest[] = [];
  return {
    seen,
    onRequest: (request: ListenedRequest) => void seen.push(request),
    async waitFor(count: number, timeoutMs = 10_000): Promise<ListenedRequest[]> {
      const deadline = performance.now() + timeoutMs;
      while (seen.length < count) {
        if (performance.now() > deadline) throw new Error(`only ${seen.length} requests after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return seen;
    },
  };
}

async function mockDelivering(url: string): Promise<TestMock> {
  const partners = [{ id: 'acme', apiKeys: [acmeKey], webhookUrl: `${url}/webhooks/ingest` }];
  const mock = await startTestMock({ partners }, { timeScale: 100 });
  cleanups.push(() => mock.close());
  return mock;
}

async function submitDemo(mock: TestMock): Promise<string> {
  const release = { releaseId: 'DEMO-1', xmlUrl: `${mock.url}/_samples/demo-release.xml` };
  const { status, body } = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: release });
  expect(status).toBe(201);
  return (body as { ingestId: string }).ingestId;
}

type AppAnswer = (body: Buffer, headers: Record<string, string | string[] | undefined>) => number;

async function app(answer: AppAnswer): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => res.writeHead(answer(Buffer.concat(chunks), req.headers), { 'content-type': 'text/plain' }).end('from the app'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => {
    resolve();
  })));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, server };
}

describe('startListener with the mock', () => {
  it('prints the demo release\'s delivery as verified, 1st attempt, answered 200', async () => {
    const out = collector();
    const listener = await startListener({ apiKey: acmeKey, onRequest: out.onRequest });
    cleanups.push(() => listener.close());
    const mock = await mockDelivering(listener.url);
    const ingestId = await submitDemo(mock);
    expect(await waitForTerminal(mock, ingestId)).toMatchObject({ status: 'completed' });
    const [delivery] = await out.waitFor(1);
    expect(delivery).toMatchObject({ method: 'POST', path: '/webhooks/ingest', eventType: 'ingest', dataStatus: 'completed', attempt: 1 });
    expect(delivery).toMatchObject({ verified: true, answer: 200 });
    expect(delivery?.eventId).toMatch(/^evt_/);
    expect(deliveryLine(delivery!)).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z {2}evt_\w+ {2}ingest {2}completed {2}1st attempt {2}verified {2}-> 200$/);
  });

  it('forwards the exact bytes and signature to the app; the app\'s 500 is the mock\'s failed attempt, and is printed', async () => {
    const forwarded: Promise<boolean>[] = [];
    let forwardedHost: string | undefined;
    const target = await app((body, headers) => {
      forwardedHost = typeof headers.host === 'string' ? headers.host : undefined;
      forwarded.push(verifyWebhook({ body, signature: headers, secret: acmeKey }).then(() => true, () => false));
      return 500;
    });
    const out = collector();
    const listener = await startListener({ apiKey: acmeKey, forwardTo: target.url, onRequest: out.onRequest });
    cleanups.push(() => listener.close());
    const mock = await mockDelivering(listener.url);
    const ingestId = await submitDemo(mock);
    const [delivery] = await out.waitFor(1);
    expect(delivery).toMatchObject({ verified: true, answer: 500, forward: { url: target.url, status: 500 } });
    expect(deliveryLine(delivery!)).toContain(`verified  -> 500  (from ${target.url})`);
    expect(await forwarded[0]).toBe(true);
    expect(forwardedHost).toBe(new URL(target.url).host);
    const events = (await call(mock, 'GET', `/_operator/events?ingestId=${ingestId}`, { headers: op })).body as { eventId: string }[];
    expect(events.map((e) => e.eventId)).toContain(delivery?.eventId);
    const deadline = performance.now() + 5_000;
    let attempts: { statusCode: number | null; outcome: string }[] = [];
    while (attempts.length === 0 && performance.now() < deadline) {
      attempts = ((await call(mock, 'GET', `/_operator/events/${delivery!.eventId!}`, { headers: op })).body as { attempts: typeof attempts }).attempts;
      if (attempts.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(attempts[0]).toMatchObject({ statusCode: 500 });
    expect(attempts[0]?.outcome).not.toBe('delivered');
  });
});

describe('startListener saving deliveries (--save)', () => {
  it('writes the mock\'s delivery as its exact bytes and signature, which verify; a hostile eventId names no path', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'pik-listen-save-')), 'deliveries');
    cleanups.push(async () => {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    });
    const out = collector();
    const listener = await startListener({ apiKey: acmeKey, saveTo: dir, onRequest: out.onRequest });
    cleanups.push(() => listener.close());
    const mock = await mockDelivering(listener.url);
    await submitDemo(mock);
    const [delivery] = await out.waitFor(1);
    const eventId = delivery!.eventId!;
    expect(delivery?.saved).toEqual({ body: path.join(dir, `0001-${eventId}.body`), signature: path.join(dir, `0001-${eventId}.signature`) });
    expect(deliveryLine(delivery!)).toContain(`verified  -> 200  saved ${path.join(dir, `0001-${eventId}.body`)}`);
    const saved = readFileSync(delivery!.saved!.body!);
    const event = await verifyWebhook({ body: saved, signature: readFileSync(delivery!.saved!.signature!, 'utf8'), secret: acmeKey });
    expect(event.eventId).toBe(eventId);

    // An eventId from an unverified body is no file name (unchecked, this one would land beside the folder); a POST
    // without the header has no signature file.
    const hostile = JSON.stringify({ eventId: '/../../escape', eventType: 'ingest' });
    expect((await fetch(listener.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: hostile })).status).toBe(401);
    const [, second] = await out.waitFor(2);
    expect(second?.saved).toEqual({ body: path.join(dir, '0002-delivery.body') });
    expect(deliveryLine(second!)).toContain('saved ' + path.join(dir, '0002-delivery.body') + ' (no signature header)');
    expect(readFileSync(path.join(dir, '0002-delivery.body'), 'utf8')).toBe(hostile);
    expect(readdirSync(path.dirname(dir))).toEqual(['deliveries']);

    // Started again on the folder, it numbers on and overwrites nothing.
    await listener.close();
    const again = await startListener({ apiKey: acmeKey, saveTo: dir, onRequest: out.onRequest });
    cleanups.push(() => again.close());
    await fetch(again.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const [, , third] = await out.waitFor(3);
    expect(third?.saved).toEqual({ body: path.join(dir, '0003-delivery.body') });
    expect(readFileSync(path.join(dir, '0002-delivery.body'), 'utf8')).toBe(hostile);
  });

  it('refuses a --save that names a file (exit 2), before listening', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pik-listen-save-')), 'a-file');
    writeFileSync(file, 'x');
    cleanups.push(async () => {
      rmSync(path.dirname(file), { recursive: true, force: true });
    });
    const result = await runInProcess(listenCommand, ['--port', '0', '--api-key', acmeKey, '--save', file]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`ingest-kit listen: --save: cannot save deliveries in ${file}:`);
    expect(result.stdout).toBe('');
  });
});

describe('startListener', () => {
  const body = JSON.stringify({ eventId: 'evt_TAMPER1', eventType: 'ingest', occurredAt: '2026-11-21T12:00:00Z', data: { status: 'failed' } });

  async function post(url: string, text: string, signature: string | null): Promise<number> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== null) headers['x-service-signature'] = signature;
    return (await fetch(url, { method: 'POST', headers, body: text })).status;
  }

  it('answers 401 to a tampered body and prints the reason; --accept-invalid answers 200', async () => {
    const out = collector();
    const listener = await startListener({ apiKey: acmeKey, onRequest: out.onRequest });
    const lenient = await startListener({ apiKey: acmeKey, acceptInvalid: true, onRequest: out.onRequest });
    cleanups.push(() => listener.close(), () => lenient.close());
    const signature = await signWebhook({ body, secret: acmeKey });
    expect(await post(listener.url, body.replace('failed', 'completed'), signature)).toBe(401);
    expect(await post(lenient.url, body.replace('failed', 'completed'), signature)).toBe(200);
    expect(await post(listener.url, body, signature)).toBe(200);
    const [tampered, lenientOne, valid] = await out.waitFor(3);
    expect(tampered).toMatchObject({ verified: false, reason: 'no-matching-signature', dataStatus: 'completed', attempt: 1, answer: 401 });
    expect(tampered?.message).toContain('raw');
    expect(deliveryLine(tampered!)).toMatch(/evt_TAMPER1 {2}ingest {2}completed {2}1st attempt {2}NOT verified \(no-matching-signature\) {2}-> 401$/);
    expect(lenientOne).toMatchObject({ verified: false, answer: 200 });
    expect(valid).toMatchObject({ verified: true, attempt: 2, answer: 200 });
  });

  it('answers 502 and prints why when the forward target is down', async () => {
    const down = await app(() => 200);
    await new Promise((resolve) => down.server.close(resolve));
    const out = collector();
    const listener = await startListener({ apiKey: acmeKey, forwardTo: down.url, onRequest: out.onRequest });
    cleanups.push(() => listener.close());
    expect(await post(listener.url, body, await signWebhook({ body, secret: acmeKey }))).toBe(502);
    const [request] = await out.waitFor(1);
    expect(request).toMatchObject({ verified: true, answer: 502, forward: { url: down.url, error: expect.stringContaining('ECONNREFUSED') as string } });
    expect(deliveryLine(request!)).toContain(`-> 502  (forward to ${down.url} failed: connection refused`);
  });

  describe('with --validate, a delivery\'s line', () => {
    const d: ListenedRequest = {
      time: '2026-11-26T12:00:00.000Z', method: 'POST', path: '/hooks', eventId: 'evt_1', eventType: 'ingest', dataStatus: 'failed',
      attempt: 2, verified: true, answer: 200,
    };
    const violation = (rule: string) => ({
      rule, kind: 'spec' as const, method: 'POST', path: '/hooks', status: 200, ingestId: '17', message: `what\nreceived: r\ndocumented: d\nfix: f`,
    });
    it.each([
      { given: 'without --validate', violations: undefined, want: ['2026-11-26T12:00:00.000Z  evt_1  ingest  failed  2nd attempt  verified  -> 200'] },
      { given: 'no rule broken', violations: [], want: ['2026-11-26T12:00:00.000Z  evt_1  ingest  failed  2nd attempt  verified  -> 200  ✓'] },
      {
        given: 'two rules broken',
        violations: [violation('webhooks.data-status'), violation('webhooks.retry-same-event')],
        want: [
          '2026-11-26T12:00:00.000Z  evt_1  ingest  failed  2nd attempt  verified  -> 200  ✗ webhooks.data-status, webhooks.retry-same-event',
          '    ✗ webhooks.data-status (spec): what', '        received: r', '        documented: d', '        fix: f',
          '    ✗ webhooks.retry-same-event (spec): what', '        received: r', '        documented: d', '        fix: f',
        ],
      },
    ])('$given', ({ violations, want }) => {
      const request = violations === undefined ? d : { ...d, violations };
      expect(deliveryLine(request).split('\n')).toEqual(want);
      expect((JSON.parse(deliveryJson(request)) as { violations?: unknown }).violations).toEqual(violations);
    });
  });

  it('writes untrusted text escaped in the line, and in --json as JSON escapes that parse back to the exact value', () => {
    const d: ListenedRequest = {
      time: '2026-11-26T12:00:00.000Z', method: 'POST', path: '/hooks\u202e', eventId: `${hostileEventId}\u009b`, eventType: 'ingest',
      dataStatus: 'fail\ned', attempt: 1, verified: true, answer: 200, forward: { url: 'http://127.0.0.1:1/', error: 'reset\u001b[2J' },
      violations: [{ rule: 'webhooks.envelope', kind: 'spec', method: 'POST', path: '/hooks', status: 200, ingestId: '1\u0007', message: 'bad \u001b[31m\nreceived: \u009b' }],
    };
    const line = deliveryLine(d);
    // eslint-disable-next-line no-control-regex -- the controls that must not be printed
    expect(line).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(line.split('\n')).toEqual([
      `2026-11-26T12:00:00.000Z  ${escapedEventId}\\x9b  ingest  fail\\ned  1st attempt  verified  -> 200  (forward to http://127.0.0.1:1/ failed: reset\\x1b[2J)  ✗ webhooks.envelope`,
      '    ✗ webhooks.envelope (spec): bad \\x1b[31m',
      '        received: \\x9b',
    ]);
    const json = deliveryJson(d);
    // eslint-disable-next-line no-control-regex -- the controls that must not be printed
    expect(json).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    expect(JSON.parse(json)).toEqual(d);
  });

  it.each([[1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'], [21, '21st'], [22, '22nd']])(
    'counts attempt %i as %s',
    (n, want) => {
      expect(ordinal(n)).toBe(want);
    },
  );
});

/**
 * `ingest-kit listen <args>` as a process: its output (stdout and stderr together), its exit code once it exits, and
 * `until`, which waits for the output to hold something. No deadline of its own (a start on a loaded machine takes what
 * it takes, within the test's timeout); a process that exits before the predicate holds fails at once.
 */
function listenProcess(args: readonly string[]) {
  const child = spawn(process.execPath, [...ingestKitEntry(), 'listen', ...args], { cwd: repoRoot });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const until = async (predicate: () => boolean) => {
    while (!predicate()) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`listen exited; output: ${out}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { child, exited, until, output: () => out };
}

describe('ingest-kit listen as a process', () => {
  it('prints a JSON line per delivery with --json and stops cleanly on SIGINT', async () => {
    const child = spawn(process.execPath, [...ingestKitEntry(), 'listen', '--port', '0', '--api-key', acmeKey, '--json'], { cwd: repoRoot });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // No deadline of its own (a start on a loaded machine takes what it takes, within the test's timeout); a process
    // that exits before the predicate holds fails at once.
    const until = async (predicate: () => boolean) => {
      while (!predicate()) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`listen exited; stdout: ${out}; stderr: ${err}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      await until(() => /Listening for webhooks on http:\/\/127\.0\.0\.1:\d+/.test(err));
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(err)![1]!;
      const body = JSON.stringify({ eventId: 'evt_CLI1', eventType: 'ingest', occurredAt: '2026-11-21T12:00:00Z', data: { status: 'completed' } });
      const response = await fetch(`${url}/hooks`, { method: 'POST', headers: { 'x-service-signature': await signWebhook({ body, secret: acmeKey }) }, body });
      expect(response.status).toBe(200);
      await until(() => out.includes('\n'));
      expect(JSON.parse(out.trim())).toMatchObject({ eventId: 'evt_CLI1', dataStatus: 'completed', attempt: 1, verified: true, answer: 200, path: '/hooks' });
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('checks each delivery with --validate: ✓ or the rules broken, live; the JSON report and JUnit on SIGINT; the key nowhere', async () => {
    const key = 'pk_test_validate_secret_1';
    const dir = mkdtempSync(path.join(tmpdir(), 'listen-validate-'));
    cleanups.push(() => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    });
    const files = { report: path.join(dir, 'report.json'), junit: path.join(dir, 'junit.xml') };
    const { child, exited, until, output } = listenProcess(['--port', '0', '--api-key', key, '--validate', '--report', files.report, '--junit', files.junit]);
    try {
      await until(() => /Listening for webhooks on http:\/\/127\.0\.0\.1:\d+.*checking each delivery/.test(output()));
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())![1]!;
      const event = (eventId: string, ingestId: string) => JSON.stringify({
        eventId,
        eventType: 'ingest',
        occurredAt: '2026-11-21T12:00:00Z',
        data: { ingestId, releaseId: 'R1', status: 'completed', receivedAt: '2026-11-21T11:59:00Z', completedAt: '2026-11-21T12:00:00Z', resources: { total: 1, completed: 1, failed: 0 } },
      });
      const send = async (body: string, timestamp: number) => (await fetch(`${url}/hooks?token=x`, {
        method: 'POST',
        headers: { 'x-service-signature': await signWebhook({ body, secret: key, timestamp }) },
        body,
      })).status;
      const now = Math.floor(Date.now() / 1000);
      expect(await send(event('evt_OK', '1700000001'), now)).toBe(200);
      expect(await send(event('evt_STALE', '1700000002'), now - 600)).toBe(401);
      await until(() => output().includes('evt_STALE'));
      expect(output()).toMatch(/evt_OK {2}ingest {2}completed {2}1st attempt {2}verified {2}-> 200 {2}✓\n/);
      expect(output()).toMatch(/evt_STALE .* -> 401 {2}✗ webhooks\.timestamp\n {4}✗ webhooks\.timestamp \(spec\): t is not within 300 s/);
      child.kill('SIGINT');
      // A delivery broke a spec rule: exit 1 (issue #30's three codes).
      expect(await exited).toBe(1);
      expect(output()).toContain('2 deliveries checked: webhooks.timestamp (spec) ×1');
      const report = JSON.parse(readFileSync(files.report, 'utf8')) as unknown;
      const schema = JSON.parse(readFileSync(path.join(repoRoot, 'contract/live-report.schema.json'), 'utf8')) as object;
      expect(new Ajv2020({ strict: true, allowUnionTypes: true }).validate(schema, report)).toBe(true);
      expect(report).toMatchObject({
        deliveries: 2,
        violations: [{ rule: 'webhooks.timestamp', kind: 'spec', method: 'POST', path: '/hooks', status: 401, ingestId: '1700000002' }],
      });
      const junit = readFileSync(files.junit, 'utf8');
      expect(junit).toContain('webhooks.timestamp (spec)');
      expect(junit).toContain('webhooks.signature (spec)');
      for (const text of [output(), JSON.stringify(report), junit]) expect(text).not.toContain(key);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('shows a hostile eventId escaped: no escape sequence reaches the terminal (issue #29)', async () => {
    const { child, exited, until, output } = listenProcess(['--port', '0', '--api-key', acmeKey, '--validate']);
    try {
      await until(() => /Listening for webhooks on http:\/\/127\.0\.0\.1:\d+/.test(output()));
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())![1]!;
      const body = JSON.stringify({ eventId: hostileEventId, eventType: 'ingest\u009b2J', occurredAt: '2026-11-21T12:00:00Z', data: { status: 'completed' } });
      const signed = { 'x-service-signature': await signWebhook({ body, secret: acmeKey }) };
      expect((await fetch(`${url}/hooks`, { method: 'POST', headers: signed, body })).status).toBe(200);
      expect((await fetch(`${url}/hooks`, { method: 'POST', body })).status).toBe(401);
      await until(() => output().includes('NOT verified'));
      child.kill('SIGINT');
      // The hostile deliveries break spec rules (an eventType that is not one, a record without its fields): exit 1.
      expect(await exited).toBe(1);
      expect(output()).toContain(`${escapedEventId}  ingest\\x9b2J  completed  1st attempt  verified  -> 200`);
      expect(output()).toContain(`${escapedEventId}  ingest\\x9b2J  completed  2nd attempt  NOT verified`);
      // eslint-disable-next-line no-control-regex -- ESC, BEL and CSI are what must not be printed
      expect(output()).not.toMatch(/[\u001b\u0007\u009b]/);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it.each([
    { given: 'no delivery', deliveries: 0, want: 2, says: 'could not judge: no delivery reached the listener' },
    { given: 'one delivery that breaks no rule', deliveries: 1, want: 0, says: '1 delivery checked: no rule broken' },
  ])('with --validate exits $want on SIGINT after $given (issue #30)', async ({ deliveries, want, says }) => {
    const { child, exited, until, output } = listenProcess(['--port', '0', '--api-key', acmeKey, '--validate']);
    try {
      await until(() => /Listening for webhooks on http:\/\/127\.0\.0\.1:\d+/.test(output()));
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())![1]!;
      for (let i = 0; i < deliveries; i++) {
        const body = JSON.stringify({
          eventId: `evt_${i}`,
          eventType: 'ingest',
          occurredAt: '2026-11-21T12:00:00Z',
          data: { ingestId: '1700000001', releaseId: 'R1', status: 'completed', receivedAt: '2026-11-21T11:59:00Z', completedAt: '2026-11-21T12:00:00Z', resources: { total: 1, completed: 1, failed: 0 } },
        });
        const headers = { 'x-service-signature': await signWebhook({ body, secret: acmeKey }) };
        expect((await fetch(`${url}/hooks`, { method: 'POST', headers, body })).status).toBe(200);
      }
      await until(() => deliveries === 0 || output().includes('evt_0'));
      child.kill('SIGINT');
      expect(await exited).toBe(want);
      expect(output()).toContain(says);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('refuses an empty --report or --summary path: the variable meant to hold it is unset (exit 2)', async () => {
    const { status, stderr } = await runInProcess(listenCommand, ['--port', '0', '--api-key', acmeKey, '--validate', '--summary', '']);
    expect(status).toBe(2);
    expect(stderr).toContain('--summary: the path is empty');
  });

  // The usage errors run the command in this process (it stops before listening); the real processes above show its
  // exit codes and output as a process (each tsx start cost 13-17 s in the full suite at load 12).
  it('refuses --report without --validate (exit 2)', async () => {
    const { status, stderr } = await runInProcess(listenCommand, ['--port', '0', '--api-key', 'k', '--report', 'r.json']);
    expect(status).toBe(2);
    expect(stderr).toContain('ingest-kit listen: --report, --junit and --summary need --validate');
  });

  it('exits 2 on bad usage', async () => {
    const { status, stderr } = await runInProcess(listenCommand, ['--port', 'x', '--api-key', 'k']);
    expect(status).toBe(2);
    expect(stderr).toBe('ingest-kit listen: --port x: not a port number; give 0-65535\n');
  });
});
