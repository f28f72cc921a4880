/**
 * `ingest-kit proxy` as a real process in front of the real mock: one line per exchange with the broken rule ids,
 * the service's webhooks received and checked in the same process (--webhooks-port), the report files (the JSON
 * valid against contract/live-report.schema.json, JUnit, summary, HAR 1.2) written on SIGINT, the exit code of a
 * violation, and the key in none of its outputs.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/contract.js';
import { acmeKey, call, ern43, type FixtureServer, startFixtureServer, startTestMock, type TestMock } from '../mock-server/server/harness.js';
import { closedPort } from '../mock-server/fetch/support.js';
import { startProxyProcess } from '../support/proxy-process.js';

const op = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };
const schema = JSON.parse(readFileSync(path.join(repoRoot, 'contract/live-report.schema.json'), 'utf8')) as object;
const validate = new Ajv2020({ strict: true, allowUnionTypes: true }).compile(schema);

let dir: string;
let files: FixtureServer;
let mock: TestMock;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'proxy-cli-'));
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  files = await startFixtureServer({ '/ok/r.xml': { body: ern43(['a.flac'], [md5('AAA')]) }, '/ok/a.flac': { body: 'AAA' } });
  mock = await startTestMock({ resources: { mode: 'fetch' } }, { timeScale: 100 });
});
afterAll(async () => {
  await mock.close();
  await files.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The proxy as a process; resolves once it printed its address(es). */
const start = (args: string[], target: string = mock.url) => startProxyProcess(target, args);

describe.concurrent('ingest-kit proxy', () => {
  it('judges each exchange live, checks the webhooks, writes every report on SIGINT, exits 1 with --fail-on-violation, and never writes the key', async () => {
    const reports = { json: path.join(dir, 'r.json'), junit: path.join(dir, 'r.xml'), summary: path.join(dir, 'r.md'), har: path.join(dir, 'r.har') };
    const proxy = start([
      '--json', reports.json, '--junit', reports.junit, '--summary', reports.summary, '--har', reports.har, '--fail-on-violation',
      '--webhooks-port', '0', '--api-key', acmeKey,
    ]);
    const [, url = ''] = await proxy.until(/^Proxying (\S+) → /m);
    const [, hooks = ''] = await proxy.until(/^Receiving webhooks on (\S+) /m);
    await call(mock, 'PUT', '/_operator/partners/acme/webhook', { body: { url: `${hooks}/webhooks` }, headers: op });

    const created = await call({ url }, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R-cli', xmlUrl: `${files.url}/ok/r.xml` } });
    expect(created.status).toBe(201);
    const ingestId = (created.body as { ingestId: string }).ingestId;
    await proxy.until(/^POST \/partner\/v1\/ddex\/ingests {2}201 {2}\d+ ms {2}✗ request\.xml-url-https$/m);
    for (let record = created.body as { status: string }; record.status === 'processing';) {
      record = (await call({ url }, 'GET', `/ddex/ingests/${ingestId}`)).body as { status: string };
    }
    await call({ url }, 'GET', `/ddex/ingests/${ingestId}?api_key=${acmeKey}`, { headers: { 'x-api-key': '' } });
    await proxy.until(new RegExp(`^GET /ddex/ingests/${ingestId} {2}401 {2}\\d+ ms {2}✗ request.key-in-header request.key-not-in-query$`, 'm'));
    await proxy.until(new RegExp(`^GET /ddex/ingests/${ingestId} {2}200 {2}\\d+ ms {2}✓$`, 'm'));
    await proxy.until(/evt_\S+ +ingest +completed .*✓/);

    proxy.child.kill('SIGINT');
    expect(await proxy.exited).toBe(1);
    const { out, err } = proxy.output();
    expect(out).toMatch(/^\d+ exchange\(s\), 1 webhook deliveries, 3 violation\(s\): 3 spec, 0 extension\.$/m);
    const json = JSON.parse(readFileSync(reports.json, 'utf8')) as { exchanges: number; violations: { rule: string }[] };
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.violations.map((v) => v.rule).sort()).toEqual(['request.key-in-header', 'request.key-not-in-query', 'request.xml-url-https']);
    const junit = readFileSync(reports.junit, 'utf8');
    expect(junit).toMatch(/<testcase classname="live.request" name="request.xml-url-https \(spec\)[^"]*" time="0">\s*<failure /);
    expect(junit).toMatch(/<testcase classname="live.webhooks" name="webhooks.data-equals-lookup \(spec\)[^"]*" time="0"\/>/);
    expect(readFileSync(reports.summary, 'utf8')).toContain('❌ 3 violation(s) of 3 rule(s): 3 spec, 0 extension');
    const har = JSON.parse(readFileSync(reports.har, 'utf8')) as { log: { version: string; entries: { request: { url: string } }[] } };
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map((e) => e.request.url)).toContain(`${mock.url}/ddex/ingests/${ingestId}?api_key=REDACTED`);
    for (const text of [out, err, ...Object.values(reports).map((file) => readFileSync(file, 'utf8'))]) expect(text).not.toContain(acmeKey);
  }, 120_000);

  it('flags webhook data that is not the last lookup it saw of the ingest (mock fault stale-webhook-data)', async () => {
    const stale = await startTestMock({ resources: { mode: 'fetch' } }, { timeScale: 100, faults: ['stale-webhook-data'] });
    try {
      const proxy = start(['--webhooks-port', '0', '--api-key', acmeKey], stale.url);
      const [, url = ''] = await proxy.until(/^Proxying (\S+) → /m);
      const [, hooks = ''] = await proxy.until(/^Receiving webhooks on (\S+) /m);
      // The proxy sees the completed record before any webhook: the first attempt goes to a closed port and fails,
      // the proxy's receiver is registered once a lookup saw the ingest completed, and the retry (0.6 s later at
      // this time scale) reaches it while lookups go on.
      await call(stale, 'PUT', '/_operator/partners/acme/webhook', { body: { url: `http://127.0.0.1:${await closedPort()}/webhooks` }, headers: op });
      const created = await call({ url }, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R-stale', xmlUrl: `${files.url}/ok/r.xml` } });
      const ingestId = (created.body as { ingestId: string }).ingestId;
      const deadline = performance.now() + 20_000;
      const lookup = async () => (await call({ url }, 'GET', `/ddex/ingests/${ingestId}`)).body as { status: string };
      while ((await lookup()).status !== 'completed' && performance.now() < deadline);
      await call(stale, 'PUT', '/_operator/partners/acme/webhook', { body: { url: `${hooks}/webhooks` }, headers: op });
      while (!/evt_\S+ +ingest/.test(proxy.output().out) && performance.now() < deadline) await lookup();
      await proxy.until(/evt_\S+ +ingest +completed .*✗ .*webhooks\.data-equals-lookup/);
      proxy.child.kill('SIGINT');
      // A spec rule broke: exit 1, with no flag (issue #30 item 1).
      expect(await proxy.exited).toBe(1);
    } finally {
      await stale.close();
    }
  }, 120_000);

  it('shows a hostile eventId at --webhooks-port escaped and refuses a hostile request target: nothing reaches the terminal raw (issue #29)', async () => {
    const proxy = start(['--webhooks-port', '0', '--api-key', acmeKey]);
    const [, url = ''] = await proxy.until(/^Proxying (\S+) → /m);
    const [, hooks = ''] = await proxy.until(/^Receiving webhooks on (\S+) /m);
    const body = JSON.stringify({ eventId: '\u001b]0;PWNED\u0007\u001b[2J', eventType: 'ingest', occurredAt: '2026-11-21T12:00:00Z', data: { status: 'completed' } });
    expect((await fetch(`${hooks}/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status).toBe(401);
    // A request target with a raw C1 CSI byte, which fetch would percent-encode: through a socket of its own. llhttp
    // refuses any byte past 0x7e in a target (RFC 9112 3.2, RFC 3986): a 400 of the proxy's, and no line for it.
    const { port } = new URL(url);
    const socket = createConnection(Number(port), '127.0.0.1');
    socket.write(Buffer.from('GET /ddex/ingests/\u009b2J HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'latin1'));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 400 [^]*"code":"PROXY_MALFORMED_REQUEST"/);
    await proxy.until(/\\x1b\]0;PWNED\\x07\\x1b\[2J {2}ingest {2}completed {2}1st attempt {2}NOT verified/);
    proxy.child.kill('SIGTERM');
    expect(await proxy.exited).toBe(1);
    // eslint-disable-next-line no-control-regex -- ESC, BEL and CSI are what must not be printed
    expect(proxy.output().out).not.toMatch(/[\u001b\u0007\u009b]/);
  }, 120_000);

  it('refuses bad usage with 2', async () => {
    const usage = start(['--webhooks-port', '0']);
    expect(await usage.exited).toBe(2);
    expect(usage.output().err).toContain('--webhooks-port needs --api-key');
    const duration = start(['--target-timeout', 'soon']);
    expect(await duration.exited).toBe(2);
    expect(duration.output().err).toContain('--target-timeout: Invalid duration "soon"');
    const tooLong = start(['--target-timeout', '25d']);
    expect(await tooLong.exited).toBe(2);
    expect(tooLong.output().err).toContain('--target-timeout: the wait for the target\'s answer is 0 (no limit) or 1 ms to 2147483647 ms');
  }, 120_000);

  it('answers 504 PROXY_TARGET_TIMEOUT once a target that never answers was silent for --target-timeout', async () => {
    // Takes each request and never answers.
    const silent = createServer((socket) => socket.resume());
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const proxy = start(['--target-timeout', '300ms'], `http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
      const [, url = ''] = await proxy.until(/^Proxying (\S+) → /m);
      const answer = await call({ url }, 'GET', '/partner/v1/ddex/ingests/1');
      expect(answer.status).toBe(504);
      expect(answer.body).toMatchObject({ code: 'PROXY_TARGET_TIMEOUT', detail: expect.stringContaining('no answer within 300 ms') as string });
      proxy.child.kill('SIGTERM');
      // The proxy's own answer was all there was: nothing judged (test/cli/proxy-exit.test.ts).
      expect(await proxy.exited).toBe(2);
    } finally {
      silent.close();
      silent.unref();
    }
  }, 120_000);
});
