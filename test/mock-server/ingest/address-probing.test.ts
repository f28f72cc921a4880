/**
 * Address probing (issue #17): with the default loopback allowance, an xmlUrl must not tell which loopback ports
 * are open. A port nothing listens on, one that accepts then closes, one that accepts then resets and one that
 * answers something other than HTTP all answer the same 422 code and words, and none answers sooner than the
 * fixed minimum every such failure is padded to (unreachable-pad.ts; the padding itself is tested with an
 * injected clock in unreachable-pad.test.ts).
 */
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREACHABLE_MIN_MS } from '../../../mock-server/src/fetch/unreachable-pad.js';
import { call, startTestMock, type TestMock } from '../server/harness.js';
import { closedPort } from '../fetch/support.js';

/** A loopback TCP server that treats each connection as `onSocket` says. */
async function tcpServer(onSocket: (socket: net.Socket) => void): Promise<{ port: number; close: () => void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    onSocket(socket);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('an xmlUrl cannot probe loopback ports', () => {
  let mock: TestMock;
  const ports: Record<string, number> = {};
  const closers: (() => void)[] = [];
  beforeAll(async () => {
    mock = await startTestMock();
    const servers = {
      // Accepts, reads the request, closes without a word.
      'closes': await tcpServer((socket) => {
        socket.once('data', () => socket.end());
      }),
      // Accepts, then resets the connection (RST).
      'resets': await tcpServer((socket) => {
        socket.once('data', () => socket.resetAndDestroy());
      }),
      // Answers like an SSH server would: not HTTP.
      'not HTTP': await tcpServer((socket) => {
        socket.end('SSH-2.0-OpenSSH_9.6\r\n');
      }),
    };
    for (const [name, server] of Object.entries(servers)) {
      ports[name] = server.port;
      closers.push(server.close);
    }
    // Freed after the servers listen: freed before, it was handed to one of them (a clean clone's run, 2026-12-07: the
    // "refused" port reset), and nothing was refused.
    ports.refused = await closedPort();
  });
  afterAll(async () => {
    for (const close of closers) close();
    await mock.close();
  });

  async function create(port: number, i: number): Promise<{ status: number; body: unknown; ms: number }> {
    const xmlUrl = `http://127.0.0.1:${port}/ern.xml`;
    const started = performance.now();
    const answer = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: `P${i}`, xmlUrl } });
    const ms = performance.now() - started;
    const body = JSON.parse(JSON.stringify(answer.body).replaceAll(String(port), '<port>')) as unknown;
    return { status: answer.status, body, ms };
  }

  it('answers the same problem body for a refused port, one that closes, one that resets and one that is not HTTP', async () => {
    const bodies = new Map<string, unknown>();
    for (const [name, port] of Object.entries(ports)) {
      const answer = await create(port, 0);
      expect(answer.status, name).toBe(422);
      bodies.set(name, answer.body);
    }
    const [first, ...rest] = [...bodies.values()];
    expect(first).toMatchObject({ code: 'XML_FETCH_FAILED', status: 422 });
    for (const [name, body] of bodies) expect(body, name).toStrictEqual(first);
    expect(rest).toHaveLength(3);
    // The operator's log still says which.
    expect(mock.logText()).toContain('ECONNREFUSED');
  });

  it('answers none of them sooner than the fixed minimum: the medians of 7 tries each, by wall clock', async () => {
    const medians: Record<string, number> = {};
    for (const [name, port] of Object.entries(ports)) {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) times.push((await create(port, i)).ms);
      medians[name] = median(times);
    }
    console.info(`address probing: median ms per port state ${JSON.stringify(medians)}`);
    for (const [name, ms] of Object.entries(medians)) expect(ms, name).toBeGreaterThanOrEqual(UNREACHABLE_MIN_MS - 1);
  }, 60_000);
});
