/**
 * The exchanges the proxy answered itself (issue #30 item 8): a 502 for a target nothing listens at, a 504 for a
 * target that never answers, a 408 for a client too slow with its body. Each is shown as the proxy's own answer with
 * its cause and `✗ not judged`, never `✓`; none is judged by the service's rules (a request without a key breaks no
 * rule here: the service never saw it); the report counts and lists them apart from the exchanges judged.
 */
import { createServer } from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { exchangeLine } from '../../../conformance/live/console.js';
import { type ProxiedExchange, type ProxyOptions, startProxy } from '../../../conformance/live/proxy/index.js';
import { closedPort } from '../../mock-server/fetch/support.js';
import { rawClient } from '../../support/listener-limits.js';
import { cleanups, rawTarget } from './proxy/raw-peers.js';

/** The proxy in front of `target`; the console lines it would print. */
async function proxyTo(target: string, options: Partial<ProxyOptions> = {}) {
  const seen: ProxiedExchange[] = [];
  const proxy = await startProxy({ target: new URL(target), port: 0, host: '127.0.0.1', ...options, onExchange: (x) => seen.push(x) });
  cleanups.push(() => proxy.close());
  const lines = () => {
    // The report judges what is pending first (exchanges are judged once their turn of the event loop ends).
    proxy.report();
    return seen.map((x) => exchangeLine({ ...x, broken: x.violations.map((v) => v.rule) }));
  };
  return { proxy, seen, lines };
}

/** A target that takes every connection and never says a word. */
async function silentTarget(): Promise<string> {
  const server = createServer((socket) => socket.resume());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => {
    server.close();
    server.unref();
  });
  const address = server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

describe('an exchange the proxy answered itself', () => {
  it('502: shown with its cause and "not judged", judged by no rule, counted apart', async () => {
    const dead = `http://127.0.0.1:${await closedPort()}`;
    const { proxy, lines } = await proxyTo(dead, { recordHar: true });
    // No X-API-Key: the service would have broken request.key-in-header; the service never saw this request.
    const answer = await fetch(`${proxy.url}/ddex/ingests/1`);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({ code: 'PROXY_TARGET_UNREACHABLE', detail: `nothing listens at ${dead} (ECONNREFUSED)` });
    const report = proxy.report();
    expect(lines()).toEqual([expect.stringMatching(new RegExp(`^GET /ddex/ingests/1 {2}502 by the proxy: nothing listens at ${dead} \\(ECONNREFUSED\\) {2}\\d+ ms {2}✗ not judged$`))]);
    expect(report).toEqual({
      exchanges: 1,
      violations: [],
      proxyAnswered: 1,
      proxyAnswers: [{ method: 'GET', path: '/ddex/ingests/1', status: 502, code: 'PROXY_TARGET_UNREACHABLE', cause: `nothing listens at ${dead} (ECONNREFUSED)` }],
    });
    // HAR 1.2: status 0 (the service gave none), and a comment naming the proxy's own answer.
    expect(proxy.har('test').log.entries.map((e) => [e.response.status, e.comment])).toEqual([
      [0, `the service gave no answer; the proxy answered 502 PROXY_TARGET_UNREACHABLE: nothing listens at ${dead} (ECONNREFUSED)`],
    ]);
  });

  it('504: a target that accepts and never answers, past the target timeout', async () => {
    const silent = await silentTarget();
    const { proxy, lines } = await proxyTo(silent, { answerTimeoutMs: 150 });
    expect((await fetch(`${proxy.url}/partner/v1/ddex/ingests/1`, { headers: { 'x-api-key': 'pk_secret_key' } })).status).toBe(504);
    const line = lines()[0] ?? '';
    expect(line).toMatch(new RegExp(`^GET /partner/v1/ddex/ingests/1 {2}504 by the proxy: ${silent}: no answer within 150 ms .* {2}\\d+ ms {2}✗ not judged$`));
    expect(line).not.toContain('✓');
    expect(proxy.report()).toMatchObject({ exchanges: 1, violations: [], proxyAnswered: 1, proxyAnswers: [{ status: 504, code: 'PROXY_TARGET_TIMEOUT' }] });
  });

  it('408: a client whose body does not arrive within the request timeout', async () => {
    const target = await rawTarget((_r, socket) => socket.write('HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok'));
    const { proxy, lines } = await proxyTo(target.url, { limits: { headersTimeoutMs: 1_000, requestTimeoutMs: 1_200 } });
    const client = await rawClient(proxy.url);
    client.socket.write('POST /partner/v1/ddex/ingests HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{');
    expect((await client.closed).text).toMatch(/^HTTP\/1\.1 408 /);
    for (let i = 0; i < 50 && proxy.report().exchanges === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines()).toEqual([expect.stringMatching(/^POST \/partner\/v1\/ddex\/ingests {2}408 by the proxy: the request's whole request did not arrive .*--request-timeout\) {2}\d+ ms {2}✗ not judged$/)]);
    expect(proxy.report()).toMatchObject({ exchanges: 1, violations: [], proxyAnswered: 1, proxyAnswers: [{ method: 'POST', status: 408, code: 'PROXY_REQUEST_TIMEOUT' }] });
  }, 15_000);

  it('leaves the exchanges the target answered judged as before, and counts no proxy answer for them', async () => {
    const target = await rawTarget((_r, socket) => socket.write('HTTP/1.1 401 Unauthorized\r\nContent-Type: application/problem+json\r\nContent-Length: 2\r\n\r\n{}'));
    const { proxy, lines } = await proxyTo(target.url);
    expect((await fetch(`${proxy.url}/ddex/ingests/1`)).status).toBe(401);
    expect(lines()[0]).toMatch(/^GET \/ddex\/ingests\/1 {2}401 {2}\d+ ms {2}✗ request\.key-in-header/);
    expect(proxy.report()).toMatchObject({ exchanges: 1, proxyAnswered: 0, proxyAnswers: [] });
  });
});
