/**
 * The proxy's forwarding over real sockets: any method and path pass unchanged both ways (the body streamed, a
 * body longer than the proxy keeps included), the target reached over kept-alive connections and under its base
 * path, one exchange per client request (a retried 429 too), and 502 when the target cannot be reached.
 */
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveExchange } from '../../../conformance/live/exchange.js';
import { startForwarding } from '../../../conformance/live/proxy/forward.js';
import { waitUntil } from '../../support/wait.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Seen { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer; socket: number }

/** A target that records what it received and answers `answer(seen)`. */
async function target(answer: (seen: Seen) => { status: number; headers?: Record<string, string>; body?: string | Buffer }) {
  const seen: Seen[] = [];
  const sockets = new Map<unknown, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!sockets.has(req.socket)) sockets.set(req.socket, sockets.size + 1);
      const one = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), socket: sockets.get(req.socket) ?? 0 };
      seen.push(one);
      const a = answer(one);
      res.writeHead(a.status, a.headers ?? {}).end(a.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => {
      resolve();
    });
  }));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function proxyTo(url: string, captureBytes?: number) {
  const exchanges: LiveExchange[] = [];
  const forwarding = await startForwarding({
    target: new URL(url), port: 0, host: '127.0.0.1', ...(captureBytes === undefined ? {} : { captureBytes }),
    onExchange: (x) => exchanges.push(x),
  });
  cleanups.push(() => forwarding.close());
  return { url: forwarding.url, exchanges };
}

/** A request over `agent`, its answer's status, headers and body. */
function send(url: string, options: { method: string; headers?: Record<string, string>; body?: Buffer; agent?: Agent }) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    const agent = options.agent ? { agent: options.agent } : {};
    const req = request(url, { method: options.method, headers: options.headers ?? {}, ...agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const until = (check: () => boolean) => waitUntil(check, 10_000, 10);

describe('the proxy forwards', () => {
  it('any method and path unchanged both ways, under the target\'s base path, and reports the exchange once', async () => {
    const service = await target((s) => ({ status: 418, headers: { 'x-answer': 'yes', 'content-type': 'text/plain' }, body: `got ${s.body.length}` }));
    const proxy = await proxyTo(`${service.url}/base/`);
    const body = Buffer.from('{"any":"bytes"}');
    const answer = await send(`${proxy.url}/some/path?x=1&y=%20`, { method: 'PATCH', headers: { 'x-custom': 'c', 'content-type': 'application/json' }, body });
    expect(answer).toMatchObject({ status: 418, body: Buffer.from('got 15') });
    expect(answer.headers['x-answer']).toBe('yes');
    expect(service.seen[0]).toMatchObject({ method: 'PATCH', url: '/base/some/path?x=1&y=%20', body });
    expect(service.seen[0]?.headers).toMatchObject({ 'x-custom': 'c', 'content-type': 'application/json', 'host': new URL(service.url).host });
    await until(() => proxy.exchanges.length === 1);
    expect(proxy.exchanges).toHaveLength(1);
    expect(proxy.exchanges[0]).toMatchObject({ method: 'PATCH', path: '/some/path', query: 'x=1&y=%20', status: 418, requestBody: body, responseBody: Buffer.from('got 15') });
  });

  it('drops hop-by-hop headers both ways, those the Connection header names included, and sends its own Host', async () => {
    const service = await target(() => ({ status: 200, headers: { 'connection': 'keep-alive, x-answer-hop', 'x-answer-hop': 'h', 'x-answer-end': 'e' }, body: 'ok' }));
    const proxy = await proxyTo(service.url);
    const answer = await send(`${proxy.url}/hops`, {
      method: 'GET',
      headers: { 'Connection': 'keep-alive, X-Client-Hop', 'X-Client-Hop': '1', 'X-Client-End': '2', 'Proxy-Authorization': 'Basic x', 'Host': 'client.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-answer-end']).toBe('e');
    expect(answer.headers['x-answer-hop']).toBeUndefined();
    const headers = service.seen[0]!.headers;
    expect(headers['x-client-end']).toBe('2');
    expect(headers['x-client-hop']).toBeUndefined();
    expect(headers['proxy-authorization']).toBeUndefined();
    expect(headers.host).toBe(new URL(service.url).host);
  });

  it('streams a body longer than it keeps, unchanged, and keeps none of it', async () => {
    const service = await target((s) => ({ status: 200, body: s.body }));
    const proxy = await proxyTo(service.url, 1024);
    const big = Buffer.alloc(3 * 1024 * 1024, 'x');
    big.write('start', 0);
    const answer = await send(`${proxy.url}/up`, { method: 'POST', body: big });
    expect(answer.body.equals(big)).toBe(true);
    await until(() => proxy.exchanges.length === 1);
    expect(proxy.exchanges[0]).toMatchObject({ status: 200, requestBody: null, responseBody: null });
  });

  it('keeps its connection to the target alive across requests, and counts each request, a retried 429 included', async () => {
    let calls = 0;
    const service = await target(() => (++calls === 1 ? { status: 429, headers: { 'retry-after': '0' } } : { status: 200, body: 'ok' }));
    const proxy = await proxyTo(service.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => {
      agent.destroy();
    });
    expect((await send(`${proxy.url}/x`, { method: 'GET', agent })).status).toBe(429);
    expect((await send(`${proxy.url}/x`, { method: 'GET', agent })).status).toBe(200);
    expect((await send(`${proxy.url}/y`, { method: 'DELETE', agent })).status).toBe(200);
    await until(() => proxy.exchanges.length === 3);
    expect(proxy.exchanges.map((x) => x.status)).toEqual([429, 200, 200]);
    expect(new Set(service.seen.map((s) => s.socket)).size).toBe(1);
  });

  it('answers 502 with a problem when the target cannot be reached, and reports no answer of the service', async () => {
    const service = await target(() => ({ status: 200 }));
    const port = new URL(service.url).port;
    await cleanups.pop()?.();
    const proxy = await proxyTo(`http://127.0.0.1:${port}`);
    const answer = await send(`${proxy.url}/ddex/ingests/1`, { method: 'GET' });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 502, code: 'PROXY_TARGET_UNREACHABLE' });
    await until(() => proxy.exchanges.length === 1);
    expect(proxy.exchanges[0]?.status).toBeNull();
  });

  it('survives a client that gives up before the answer, and reports that exchange without an answer', async () => {
    let arrived = 0;
    const slow = createServer(() => {
      // Never answers: the client gives up first.
      arrived++;
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => {
      slow.closeAllConnections();
      slow.close(() => {
        resolve();
      });
    }));
    const proxy = await proxyTo(`http://127.0.0.1:${(slow.address() as AddressInfo).port}`);
    // Twice: the first give-up must leave the proxy answering the next client.
    for (const count of [1, 2]) {
      const aborted = request(`${proxy.url}/hang`, { method: 'GET' });
      aborted.on('error', () => undefined);
      aborted.end();
      // The client gives up once its request has reached the target through the proxy (not after a fixed 100 ms).
      await until(() => arrived === count);
      expect(arrived).toBe(count);
      aborted.destroy();
      await until(() => proxy.exchanges.length === count);
    }
    expect(proxy.exchanges.map((x) => [x.path, x.status])).toEqual([['/hang', null], ['/hang', null]]);
  });
});
