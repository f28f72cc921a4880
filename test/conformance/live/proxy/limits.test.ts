/**
 * The proxy's side towards its clients keeps the listener limits (conformance/listener-limits.ts, issue #29 item
 * 6): the behaviour suite of test/support/listener-limits.ts against the proxy in front of a raw target that
 * answers every whole request at once, and the proxy's own 408 problem.
 */
import { describe, expect, it } from 'vitest';
import { startForwarding } from '../../../../conformance/live/proxy/forward.js';
import type { LiveExchange } from '../../../../conformance/live/exchange.js';
import type { LimitOverrides } from '../../../../conformance/listener-limits.js';
import { describeListenerLimits, rawClient } from '../../../support/listener-limits.js';
import { cleanups, rawTarget } from './raw-peers.js';

async function proxy(limits: LimitOverrides, exchanges: LiveExchange[] = []) {
  const target = await rawTarget((_r, socket) => socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok'));
  const forwarding = await startForwarding({ target: new URL(target.url), port: 0, host: '127.0.0.1', limits, onExchange: (x) => exchanges.push(x) });
  cleanups.push(() => forwarding.close());
  return { url: forwarding.url, target, close: async () => undefined };
}

describeListenerLimits('ingest-kit proxy', {
  start: (limits) => proxy(limits),
  request: (host) => `GET /partner/v1/ddex/ingests/1 HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
  bodyHead: (host) => `POST /partner/v1/ddex/ingests HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
  slowBodyAnswer: /^HTTP\/1\.1 408 Request Timeout\r\n/,
});

describe('the proxy\'s 408', () => {
  it('is a problem naming the flag, and the exchange whose body was too slow is reported unanswered', async () => {
    const exchanges: LiveExchange[] = [];
    const { url } = await proxy({ headersTimeoutMs: 1_000, requestTimeoutMs: 1_500 }, exchanges);
    const client = await rawClient(url);
    client.socket.write(`POST /partner/v1/ddex/ingests HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{`);
    const { text } = await client.closed;
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { status: number; code: string; detail: string };
    expect(body).toMatchObject({ status: 408, code: 'PROXY_REQUEST_TIMEOUT' });
    expect(body.detail).toContain('--request-timeout');
    expect(text).toMatch(/\r\nContent-Type: application\/problem\+json\r\n/);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.status).toBeNull();
  }, 15_000);
});
