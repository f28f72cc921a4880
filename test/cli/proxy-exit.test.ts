/**
 * `ingest-kit proxy` never calls its own failure a pass (issue #30 items 8 and 1), as a real process: in front of a
 * closed loopback port it warns at start (a TCP connect, no request) and still starts; each request gets its 502,
 * shown with the cause and `✗ not judged`, counted apart in the JSON, JUnit and Markdown reports; a target that
 * accepts and never answers gives the 504 the same way. Once stopped it exits by the three codes: 0 conforms, 1 a
 * violation (a spec rule, with no flag), 2 could not judge (only the proxy's own answers, a report it cannot write).
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/contract.js';
import { acmeKey, call, startTestMock, type TestMock } from '../mock-server/server/harness.js';
import { closedPort } from '../mock-server/fetch/support.js';
import { startProxyProcess } from '../support/proxy-process.js';

const schema = JSON.parse(readFileSync(path.join(repoRoot, 'contract/live-report.schema.json'), 'utf8')) as object;
const validate = new Ajv2020({ strict: true, allowUnionTypes: true }).compile(schema);

let dir: string;
let mock: TestMock;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'proxy-exit-'));
  mock = await startTestMock();
});
afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The proxy as a process; `until` waits for a line of its stdout. */
const start = (target: string, args: string[] = []) => startProxyProcess(target, args);

describe.concurrent('ingest-kit proxy: its own answers and its exit code', () => {
  it('warns at start that nothing listens at the target, starts anyway, shows each 502 as not judged, reports it apart, and exits 2', async () => {
    const dead = `http://127.0.0.1:${await closedPort()}`;
    const reports = { json: path.join(dir, 'down.json'), junit: path.join(dir, 'down.xml'), summary: path.join(dir, 'down.md') };
    const proxy = start(dead, ['--json', reports.json, '--junit', reports.junit, '--summary', reports.summary]);
    const [, url = ''] = await proxy.until(/^Proxying (\S+) → /m);
    const warnings = proxy.output().err.split('\n').filter((line) => line.includes('warning'));
    expect(warnings).toEqual([`ingest-kit proxy: warning: nothing listens at ${dead} (ECONNREFUSED): start the service, or fix --target. `
      + 'The proxy starts anyway; until the target answers, each request gets the proxy\'s 502, not judged.']);
    // No key: the service would have broken request.key-in-header, but the service never saw it.
    expect((await call({ url }, 'GET', '/ddex/ingests/1', { headers: { 'x-api-key': '' } })).status).toBe(502);
    const line = (await proxy.until(/^GET \/ddex\/ingests\/1 .*$/m))[0];
    expect(line).toMatch(new RegExp(`^GET /ddex/ingests/1 {2}502 by the proxy: nothing listens at ${dead} \\(ECONNREFUSED\\) {2}\\d+ ms {2}✗ not judged$`));
    proxy.child.kill('SIGTERM');
    expect(await proxy.exited).toBe(2);
    const { out, err } = proxy.output();
    expect(out).toMatch(/^1 exchange\(s\) \(1 answered by the proxy itself, not judged\), 0 violation\(s\): 0 spec, 0 extension\.$/m);
    expect(err).toContain('nothing judged: the target never answered (all 1 exchange(s) answered by the proxy itself); start the service or fix --target (exit 2).');
    const json = JSON.parse(readFileSync(reports.json, 'utf8')) as object;
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json).toEqual({
      exchanges: 1,
      violations: [],
      proxyAnswered: 1,
      proxyAnswers: [{ method: 'GET', path: '/ddex/ingests/1', status: 502, code: 'PROXY_TARGET_UNREACHABLE', cause: `nothing listens at ${dead} (ECONNREFUSED)` }],
    });
    const junit = readFileSync(reports.junit, 'utf8');
    expect(junit).toMatch(/<testsuites [^>]* failures="0" errors="1" skipped="\d+">/);
    expect(junit).not.toMatch(/<testcase [^>]*\/>/);
    expect(readFileSync(reports.summary, 'utf8')).toContain('⚠️ 1 exchange(s) answered by the proxy itself, not judged: the service gave no answer.');
  }, 120_000);

  it('shows the 504 of a target that accepts and never answers as not judged, and exits 2', async () => {
    const silent = createServer((socket) => socket.resume());
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const target = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const proxy = start(target, ['--target-timeout', '300ms']);
      const [, url = ''] = await proxy.until(/^Proxying (\S+) → /m);
      expect(proxy.output().err).not.toContain('warning');
      expect((await call({ url }, 'GET', '/partner/v1/ddex/ingests/1')).status).toBe(504);
      await proxy.until(new RegExp(`^GET /partner/v1/ddex/ingests/1 {2}504 by the proxy: ${target}: no answer within 300 ms .* {2}\\d+ ms {2}✗ not judged$`, 'm'));
      proxy.child.kill('SIGTERM');
      expect(await proxy.exited).toBe(2);
    } finally {
      silent.close();
      silent.unref();
    }
  }, 120_000);

  it('exits 1 when a spec rule broke, without any flag, and 0 when every exchange judged conforms', async () => {
    const broken = start(mock.url);
    const [, brokenUrl = ''] = await broken.until(/^Proxying (\S+) → /m);
    await call({ url: brokenUrl }, 'GET', '/ddex/ingests/1', { headers: { 'x-api-key': '' } });
    await broken.until(/^GET \/ddex\/ingests\/1 {2}401 {2}\d+ ms {2}✗ request.key-in-header$/m);
    broken.child.kill('SIGTERM');
    expect(await broken.exited).toBe(1);

    const clean = start(mock.url);
    const [, cleanUrl = ''] = await clean.until(/^Proxying (\S+) → /m);
    await call({ url: cleanUrl }, 'GET', '/ddex/ingests/999999999', { headers: { 'x-api-key': acmeKey } });
    await clean.until(/^GET \/ddex\/ingests\/999999999 {2}404 {2}\d+ ms {2}✓$/m);
    clean.child.kill('SIGINT');
    expect(await clean.exited).toBe(0);
  }, 120_000);

  it('exits 2 when no request came at all: nothing was judged', async () => {
    const idle = start(mock.url);
    await idle.until(/^Proxying /m);
    idle.child.kill('SIGTERM');
    expect(await idle.exited).toBe(2);
    expect(idle.output().err).toContain('nothing judged: no client sent a request through the proxy');
  }, 120_000);

  it('exits 2 before it listens when a report path cannot be written', async () => {
    for (const flag of ['--json', '--har']) {
      const proxy = start(mock.url, [flag, path.join(dir, 'no-such-folder', 'r.json')]);
      expect(await proxy.exited).toBe(2);
      const { out, err } = proxy.output();
      expect(out).not.toContain('Proxying');
      expect(err).toMatch(new RegExp(`^ingest-kit proxy: ${flag} \\S*no-such-folder\\S*: cannot write the report there: the folder \\S*no-such-folder does not exist\\.`, 'm'));
    }
  }, 120_000);
});
