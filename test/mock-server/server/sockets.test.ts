/**
 * Timeouts on every socket, over raw sockets: headers, body and idle time are bounded, and a request refused
 * before its body arrived has its socket closed instead of waiting for the rest.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMock, type TestMock } from './harness.js';

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock({ limits: { headersTimeout: '400ms', requestTimeout: '800ms', idleTimeout: '1s', keepAliveTimeout: '600ms' } });
});
afterAll(async () => {
  await mock.close();
});

/** Opens a socket to the mock; resolves with everything it received once the server closed it, and when. */
function open(): { socket: Socket; closed: Promise<{ text: string; afterMs: number }> } {
  const { hostname, port } = new URL(mock.url);
  const socket = connect(Number(port), hostname);
  const started = performance.now();
  let text = '';
  socket.on('data', (c: Buffer) => (text += c.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<{ text: string; afterMs: number }>((resolve) => {
    socket.on('close', () => {
      resolve({ text, afterMs: performance.now() - started });
    });
  });
  return { socket, closed };
}

/** Writes a byte every 100 ms until the socket closes (a client trickling). */
function trickle(socket: Socket): void {
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded) clearInterval(timer);
    else socket.write('x');
  }, 100);
  socket.on('close', () => {
    clearInterval(timer);
  });
}

const host = () => new URL(mock.url).host;

describe('socket timeouts', () => {
  it('closes a socket whose headers trickle past limits.headersTimeout', async () => {
    const { socket, closed } = open();
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\nX-Slow: `);
    trickle(socket);
    const { afterMs } = await closed;
    expect(afterMs).toBeLessThan(3_000);
  });

  it('answers 408 and closes a socket whose body trickles past limits.requestTimeout', async () => {
    const { socket, closed } = open();
    socket.write(`POST /partner/v1/ddex/ingests HTTP/1.1\r\nHost: ${host()}\r\nX-API-Key: pk_test_acme_1\r\n`
      + 'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    trickle(socket);
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(3_000);
  });

  it('closes a connection that sends nothing within limits.headersTimeout', async () => {
    const { closed } = open();
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^(HTTP\/1\.1 408 .*)?$/s);
    expect(afterMs).toBeLessThan(3_000);
  });

  it('closes a kept-alive connection after limits.keepAliveTimeout without a next request', async () => {
    const { socket, closed } = open();
    socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\n\r\n`);
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeGreaterThanOrEqual(500);
    expect(afterMs).toBeLessThan(3_000);
  });
});

describe('a request refused before its body arrived', () => {
  it.each([
    ['a create without a key', 'POST /partner/v1/ddex/ingests', ''],
    ['an operator route without a token', 'POST /_operator/partners', ''],
  ])('%s: answered 401, and the socket closed while the body still trickles', async (_what, line) => {
    const { socket, closed } = open();
    socket.write(`${line} HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`);
    trickle(socket);
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 401/);
    expect(text.toLowerCase()).toContain('connection: close');
    // Well before the request timeout (800 ms) would have cut it: the refusal itself closed it.
    expect(afterMs).toBeLessThan(3_000);
  });
});
