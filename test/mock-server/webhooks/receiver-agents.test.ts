/**
 * Idle receivers are freed (issue #17): a receiver's queue goes when nothing waits or is in flight, its keep-alive
 * agent (and sockets) RECEIVER_IDLE_MS after its last attempt, so a mock that delivered to 10,000 receivers holds
 * the ones in use only. Real loopback POSTs, one receiver URL each; the idle expiry runs on injected timers.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../../../mock-server/src/webhooks/http-post.js';
import { type IdleTimers, RECEIVER_IDLE_MS, ReceiverAgents } from '../../../mock-server/src/webhooks/receiver-agents.js';
import { receiverKey, ReceiverQueues } from '../../../mock-server/src/webhooks/receiver-queues.js';

/** Timers the test moves by hand: `advance(ms)` fires every timer due by then. */
function manualTimers() {
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let nextId = 1;
  const api: IdleTimers & { advance(ms: number): void; readonly pending: number } = {
    set(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clear(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.fn();
      }
    },
    get pending() {
      return timers.size;
    },
  };
  return api;
}

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
function heapUsedMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

describe('idle receivers', () => {
  // A receiver that counts POSTs and keeps nothing of them (the heap measure is the mock side's).
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      response.writeHead(204).end();
    });
  });
  let base = '';
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('keeps an agent across attempts while in use and for the idle time after, then frees it', async () => {
    const timers = manualTimers();
    const agents = new ReceiverAgents({ maxSocketsPerReceiver: 1, timers });
    const url = new URL('/hook', base);
    const post = () => agents.use(url, 'acme', (agent) => postWebhook({ url, body: '{}', headers: {}, timeoutMs: 5_000, agent }));
    try {
      expect((await post()).ok).toBe(true);
      expect(agents.size).toBe(1);
      timers.advance(RECEIVER_IDLE_MS - 1);
      // A second attempt before the expiry reuses the agent and re-arms the expiry from its end.
      expect((await post()).ok).toBe(true);
      timers.advance(RECEIVER_IDLE_MS - 1);
      expect(agents.size).toBe(1);
      timers.advance(1);
      expect(agents.size).toBe(0);
      expect(timers.pending).toBe(0);
    } finally {
      agents.destroy();
    }
  });

  it('holds the queues and agents of busy receivers only, over 10,000 distinct receiver URLs', async () => {
    const timers = manualTimers();
    const agents = new ReceiverAgents({ maxSocketsPerReceiver: 2, timers });
    const settled: Promise<unknown>[] = [];
    const queues = new ReceiverQueues(2, (id) => {
      const url = new URL(`/receiver/${id}`, base);
      const attempt = agents.use(url, receiverKey('acme', url.href), (agent) =>
        postWebhook({ url, body: `{"eventId":"${id}"}`, headers: {}, timeoutMs: 10_000, agent }));
      settled.push(attempt);
      return attempt;
    });
    const batch = 100;
    let mostQueues = 0;
    let mostAgents = 0;
    const heap: number[] = [];
    received = 0;
    try {
      for (let round = 0; round < 10_000 / batch; round++) {
        for (let i = 0; i < batch; i++) queues.push(receiverKey('acme', `${base}/receiver/${round * batch + i}`), String(round * batch + i));
        mostQueues = Math.max(mostQueues, queues.size);
        const outcomes = await Promise.all(settled.splice(0)) as { ok: boolean; error: string | null }[];
        expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => `${round}: ${outcome.error}`).slice(0, 3)).toEqual([]);
        mostAgents = Math.max(mostAgents, agents.size);
        // Every receiver of the round has had its attempt: their agents are idle, and go once the idle time passes.
        timers.advance(RECEIVER_IDLE_MS);
        if (round === 9 || round === 10_000 / batch - 1) heap.push(heapUsedMb());
      }
      expect(received).toBe(10_000);
      expect({ mostQueues, mostAgents }).toEqual({ mostQueues: batch, mostAgents: batch });
      expect({ queues: queues.size, agents: agents.size }).toEqual({ queues: 0, agents: 0 });
      // From 1,000 receivers served to 10,000: the heap stays where it was (a held agent with its socket is
      // ~10 KB: 9,000 more would be ~90 MB).
      const [after1k, after10k] = heap as [number, number];
      expect(after10k - after1k).toBeLessThan(8);
    } finally {
      agents.destroy();
    }
  }, 120_000);
});
