/**
 * One behaviour suite for the listener limits (conformance/listener-limits.ts, issue #29 item 6), run against
 * every listener of the kit over real loopback sockets: clients trickling their head are answered 408 and closed
 * while other connections are answered; a request whose body trickles meets the whole-request deadline; an idle
 * kept-alive connection is closed; a connection past the cap gets 503 with Retry-After. The deadlines are a second
 * or two, so that a normal request never comes near one even on a loaded machine, and the tests wait for the
 * server's close (no sleeps); a lower bound says no deadline came early.
 */
import { connect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { LimitOverrides } from '../../conformance/listener-limits.js';

/** A listener started for one test. */
export interface LimitedListener {
  url: string;
  /** The CA to trust when `url` is https. */
  ca?: string;
  close(): Promise<void>;
}

export interface ListenerUnderTest {
  start(limits: LimitOverrides): Promise<LimitedListener>;
  /** A whole request it answers at once (any status), for `host`. */
  request(host: string): string;
  /** The head of a request with a 1,000-byte body, the body not included. */
  bodyHead(host: string): string;
  /** What a request whose body trickles gets before the close: 408, or the listener's own answer to its head. */
  slowBodyAnswer: RegExp;
}

interface RawClient {
  socket: Socket;
  received(): string;
  /** Resolves once the server closed the connection: all it sent, and when (performance.now()). */
  closed: Promise<{ text: string; at: number }>;
  /** Resolves once what was received matches `pattern`. */
  until(pattern: RegExp): Promise<string>;
}

/** A raw connection to `url` (TLS for https, trusting `ca`), connected when it resolves. */
export async function rawClient(url: string, ca?: string): Promise<RawClient> {
  const { hostname, port, protocol } = new URL(url);
  const socket = protocol === 'https:' ? tlsConnect({ host: hostname, port: Number(port), ca, servername: 'localhost' }) : connect(Number(port), hostname);
  // Destroyed once the test that opened it finishes: registered on the test, since a module-level afterEach would be
  // attached to the first file only of those that share a worker (isolate: false) and import this module.
  onTestFinished(() => {
    socket.destroy();
  });
  let text = '';
  const waiters: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
    for (const waiter of waiters.splice(0)) waiter();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<{ text: string; at: number }>((resolve) => {
    socket.on('close', () => {
      resolve({ text, at: performance.now() });
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once(protocol === 'https:' ? 'secureConnect' : 'connect', resolve);
    socket.once('error', reject);
  });
  const until = (pattern: RegExp): Promise<string> => new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(text)) resolve(text);
      else if (socket.destroyed) reject(new Error(`closed before ${String(pattern)}: ${JSON.stringify(text)}`));
      else waiters.push(check);
    };
    socket.once('close', check);
    check();
  });
  return { socket, received: () => text, closed, until };
}

/** Writes `piece(n)` every `everyMs` until the socket closes. */
function trickle(socket: Socket, everyMs: number, piece: (n: number) => string): void {
  let n = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded) clearInterval(timer);
    else socket.write(piece(n++));
  }, everyMs);
  socket.on('close', () => {
    clearInterval(timer);
  });
}

const answered = /^HTTP\/1\.1 \d{3} [^\r\n]*\r\n/;

export function describeListenerLimits(name: string, under: ListenerUnderTest): void {
  const listeners: LimitedListener[] = [];
  afterEach(async () => {
    for (const listener of listeners.splice(0)) await listener.close();
  });
  const start = async (limits: LimitOverrides) => {
    const listener = await under.start(limits);
    listeners.push(listener);
    return { ...listener, host: new URL(listener.url).host, client: () => rawClient(listener.url, listener.ca) };
  };

  describe(`${name}: listener limits`, () => {
    it('answers 408 and closes clients trickling a header line every 50 ms past the head deadline, while other connections are answered', async () => {
      const limits = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 };
      const listener = await start(limits);
      const trickling = await Promise.all([1, 2, 3].map(async () => {
        const client = await listener.client();
        const openedAt = performance.now();
        client.socket.write(`GET / HTTP/1.1\r\nHost: ${listener.host}\r\n`);
        trickle(client.socket, 50, (n) => `X-Slow-${n}: ${n}\r\n`);
        return { client, openedAt };
      }));
      for (let i = 0; i < 3; i++) {
        const normal = await listener.client();
        normal.socket.write(under.request(listener.host));
        expect(await normal.until(answered)).not.toMatch(/^HTTP\/1\.1 (408|503)/);
      }
      for (const { client, openedAt } of trickling) {
        const { text, at } = await client.closed;
        expect(text).toMatch(/^HTTP\/1\.1 408 /);
        expect(at - openedAt).toBeGreaterThanOrEqual(limits.headersTimeoutMs);
      }
    }, 15_000);

    it('closes a connection that sends nothing within the head deadline', async () => {
      const listener = await start({ headersTimeoutMs: 500, requestTimeoutMs: 500 });
      const client = await listener.client();
      const { text } = await client.closed;
      expect(text).toMatch(/^(HTTP\/1\.1 408 .*)?$/s);
    }, 15_000);

    it('closes a request whose body trickles a byte every 50 ms at the whole-request deadline', async () => {
      const limits = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 };
      const listener = await start(limits);
      const client = await listener.client();
      const sentAt = performance.now();
      client.socket.write(under.bodyHead(listener.host));
      trickle(client.socket, 50, () => 'x');
      const { text, at } = await client.closed;
      expect(text).toMatch(under.slowBodyAnswer);
      expect(at - sentAt).toBeGreaterThanOrEqual(limits.requestTimeoutMs);
    }, 15_000);

    it('closes an idle kept-alive connection after its idle time', async () => {
      const limits = { keepAliveTimeoutMs: 300 };
      const listener = await start(limits);
      const client = await listener.client();
      const sentAt = performance.now();
      client.socket.write(under.request(listener.host));
      await client.until(answered);
      const { text, at } = await client.closed;
      expect(text).toMatch(answered);
      expect(at - sentAt).toBeGreaterThanOrEqual(limits.keepAliveTimeoutMs);
      // node:http adds a second to it (its keepAliveTimeoutBuffer); the default of 65 s is far off.
      expect(at - sentAt).toBeLessThan(limits.keepAliveTimeoutMs + 4_000);
    }, 15_000);

    it('answers a connection past the cap 503 with Retry-After and closes it; one more is served once another closed', async () => {
      const listener = await start({ maxConnections: 2 });
      const held = [await listener.client(), await listener.client()];
      for (const client of held) {
        client.socket.write(under.request(listener.host));
        await client.until(answered);
      }
      const over = await listener.client();
      const { text } = await over.closed;
      expect(text).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
      expect(text).toMatch(/\r\nRetry-After: 1\r\n/i);
      expect(text).toMatch(/\r\nConnection: close\r\n/i);
      expect(text).toMatch(/\r\nContent-Length: 0\r\n\r\n$/i);
      held[0]!.socket.destroy();
      // The listener counts the close when it sees it: a connection made meanwhile may still be refused.
      for (;;) {
        const next = await listener.client();
        next.socket.write(under.request(listener.host));
        const answer = await next.until(answered);
        if (!answer.startsWith('HTTP/1.1 503')) break;
        await next.closed;
      }
    }, 15_000);
  });
}
