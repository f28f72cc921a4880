/**
 * A target that takes a whole request and never answers: the proxy answers its client 504 problem+json
 * `PROXY_TARGET_TIMEOUT` after `answerTimeoutMs` (`ingest-kit proxy --target-timeout`, default 60 s) and closes its
 * connection to the target, instead of holding the client for ever. The silence counts from the request's end: a
 * client that sends its body slowly is not timed, and a slow answer within the limit passes unchanged.
 */
import { request } from 'node:http';
import { expect, it } from 'vitest';
import type { LiveExchange } from '../../../../conformance/live/exchange.js';
import { startForwarding } from '../../../../conformance/live/proxy/forward.js';
import { answerTimeout } from '../../../../conformance/live/proxy/upstream.js';
import { cleanups, rawTarget } from './raw-peers.js';

async function proxyTo(url: string, answerTimeoutMs: number) {
  const exchanges: LiveExchange[] = [];
  const forwarding = await startForwarding({ target: new URL(url), port: 0, host: '127.0.0.1', answerTimeoutMs, onExchange: (x) => exchanges.push(x) });
  cleanups.push(() => forwarding.close());
  return { url: forwarding.url, exchanges };
}

/** A request whose body goes in `pieces`, `gapMs` apart; its status, content type and body. */
function send(url: string, options: { method?: string; pieces?: string[]; gapMs?: number; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', agent: false, headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: Buffer.concat(chunks).toString() });
      });
    });
    req.on('error', reject);
    const pieces = [...(options.pieces ?? [])];
    const next = () => {
      const piece = pieces.shift();
      if (piece === undefined) {
        req.end();
        return;
      }
      req.write(piece);
      setTimeout(next, options.gapMs ?? 0);
    };
    next();
  });
}

it('answers 504 PROXY_TARGET_TIMEOUT when the target never answers, and closes the connection to it', async () => {
  const seen = { closed: false };
  const target = await rawTarget((_request, socket) => {
    socket.on('close', () => {
      seen.closed = true;
    });
  });
  // The wait for a connection counts (a request without a body is whole at once): a second, so that a loaded machine
  // still connects and sends within it.
  const proxy = await proxyTo(target.url, 1_000);
  const started = performance.now();
  const got = await send(`${proxy.url}/partner/v1/ddex/ingests/x`, { headers: { 'X-API-Key': 'pk_secret_key' } });
  expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  expect(got).toMatchObject({ status: 504, type: 'application/problem+json' });
  expect(got.body).not.toContain('pk_secret_key');
  expect(JSON.parse(got.body)).toMatchObject({
    status: 504,
    code: 'PROXY_TARGET_TIMEOUT',
    detail: expect.stringContaining(`${new URL(target.url).origin}: no answer within 1000 ms`) as string,
  });
  expect(target.requests).toHaveLength(1);
  // The exchange is the proxy's own answer, not the target's: reported with status null, as a 502 is.
  expect(proxy.exchanges.map((x) => x.status)).toEqual([null]);
  for (let i = 0; i < 100 && !seen.closed; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(seen.closed).toBe(true);
});

it.each([
  { name: 'a slow answer within the limit', limitMs: 2_000, answerAfterMs: 60 },
  { name: 'any answer with 0 (no limit)', limitMs: 0, answerAfterMs: 200 },
])('passes $name unchanged', async ({ limitMs, answerAfterMs }) => {
  const target = await rawTarget((_request, socket) => {
    setTimeout(() => socket.write('HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nslow'), answerAfterMs);
  });
  const proxy = await proxyTo(target.url, limitMs);
  expect(await send(`${proxy.url}/x`)).toMatchObject({ status: 200, body: 'slow' });
});

it('does not time a client that sends its body slowly: the silence counts from the request\'s end', async () => {
  const target = await rawTarget((_request, socket) => socket.write('HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok'));
  // Limits and gaps of whole seconds: on a loaded machine a stall of a few hundred ms must not make a 504 of the answer.
  const proxy = await proxyTo(target.url, 1_000);
  const got = await send(`${proxy.url}/partner/v1/ddex/ingests`, { method: 'POST', headers: { 'content-length': '9' }, pieces: ['{"a"', ':', '"b"}'], gapMs: 700 });
  expect(got).toMatchObject({ status: 201, body: 'ok' });
  expect(target.requests[0]?.body.toString()).toBe('{"a":"b"}');
});

it('never cuts an answer the target began before the client\'s body ended (an early answer with a slow tail)', async () => {
  // The head and half the body as soon as the request's head arrives; the rest well after the body ended and the limit.
  const target = await rawTarget(() => undefined, {
    onHead: (_lines, socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhello');
      setTimeout(() => socket.write('world'), 1_500);
    },
  });
  const proxy = await proxyTo(target.url, 1_000);
  const got = await send(`${proxy.url}/partner/v1/ddex/ingests`, { method: 'POST', headers: { 'content-length': '2' }, pieces: ['{', '}'], gapMs: 50 });
  expect(got).toMatchObject({ status: 200, body: 'helloworld' });
});

it('takes 0 or a whole number of ms a timer can hold, and refuses the rest', () => {
  expect(answerTimeout(0)).toBe(0);
  expect(answerTimeout(2 ** 31 - 1)).toBe(2 ** 31 - 1);
  // setTimeout would make 1 ms of these: every request would time out.
  for (const bad of [2 ** 31, Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5]) expect(() => answerTimeout(bad)).toThrow(RangeError);
});
