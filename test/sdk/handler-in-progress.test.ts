/**
 * createWebhookHandler over real loopback sockets when a redelivery arrives while the first delivery of the same
 * event is still being processed (spec 6.4: "A slow response causes a redelivery of an event that was in fact
 * received"). The rule: never a 2xx for an event that has not been processed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteIdempotencyStore, toNodeHandler } from '../../sdk/node.js';
import {
  createWebhookHandler,
  type IdempotencyStore,
  type IngestEvent,
  memoryIdempotencyStore,
  signWebhook,
  type WebhookHandlerOptions,
} from '../../sdk/webhooks/index.js';

const secret = 'pk_test_acme_1';

const servers: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function eventBody(eventId: string): string {
  const event: IngestEvent = {
    eventId, eventType: 'ingest', occurredAt: '2026-11-21T12:36:41Z',
    data: { ingestId: '1700000042', releaseId: 'R1', status: 'completed', receivedAt: '2026-11-21T12:35:00Z',
      completedAt: '2026-11-21T12:36:41Z', resources: { total: 1, completed: 1, failed: 0 } },
  };
  return JSON.stringify(event);
}

/** A node:http server around the handler, on a free loopback port. */
async function serve(options: Omit<WebhookHandlerOptions, 'secret'>): Promise<string> {
  const listener = toNodeHandler(createWebhookHandler({ secret, onWarning: () => undefined, ...options }));
  const server = createServer((req, res) => {
    void listener(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
}

interface Answer { status: number; body: Record<string, unknown>; retryAfter: string | null; atMs: number }

/** One delivery as the service sends it (a fresh `t` each time), and its answer with the time it completed. */
async function deliver(url: string, eventId: string, started = performance.now()): Promise<Answer> {
  const body = eventBody(eventId);
  const signature = await signWebhook({ body, secret, timestamp: Math.floor(Date.now() / 1000) });
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-service-signature': signature }, body });
  return {
    status: response.status,
    body: await response.json() as Record<string, unknown>,
    retryAfter: response.headers.get('retry-after'),
    atMs: performance.now() - started,
  };
}

const is2xx = (status: number) => status >= 200 && status < 300;

describe('createWebhookHandler: a redelivery while the event is in progress', () => {
  it('does not acknowledge a redelivery of an event whose processing then fails; a later delivery processes it (the lost event of issue 17)', async () => {
    // The store tells when the redelivery found the event in progress, so a loaded machine cannot reorder the two.
    const memory = memoryIdempotencyStore();
    let redeliveryArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      redeliveryArrived = resolve;
    });
    const store: IdempotencyStore = { ...memory, begin: (eventId, claim) => {
      const begun = memory.begin(eventId, claim);
      if (begun === 'in-progress') redeliveryArrived();
      return begun;
    } };
    const calls: string[] = [];
    let failFirst = true;
    const url = await serve({
      idempotencyStore: store,
      onEvent: async (event) => {
        calls.push(event.eventId);
        await sleep(400);
        if (failFirst) {
          failFirst = false;
          await arrived;
          throw new Error('database down');
        }
      },
    });
    const first = deliver(url, 'evt_LOSS');
    // The first delivery's processing has begun (not a fixed sleep: a loaded machine may start it later).
    while (calls.length === 0) await sleep(10);
    const redelivery = await deliver(url, 'evt_LOSS');
    expect((await first).status).toBe(500);
    // The service stops retrying on a 2xx: the event would be lost.
    expect(is2xx(redelivery.status), `redelivery answered ${redelivery.status} ${JSON.stringify(redelivery.body)}`).toBe(false);
    expect(redelivery).toMatchObject({ status: 503, body: { error: 'processing-failed' }, retryAfter: '1' });
    const later = await deliver(url, 'evt_LOSS');
    expect(later.status).toBe(200);
    expect(calls).toEqual(['evt_LOSS', 'evt_LOSS']);
  });

  it('answers a redelivery during a slow success 200 once the processing succeeded, not before', async () => {
    const calls: string[] = [];
    const url = await serve({
      onEvent: async (event) => {
        calls.push(event.eventId);
        await sleep(400);
      },
    });
    const started = performance.now();
    const first = deliver(url, 'evt_SLOW', started);
    while (calls.length === 0) await sleep(10);
    const redelivery = await deliver(url, 'evt_SLOW', started);
    const firstAnswer = await first;
    expect(firstAnswer.status).toBe(200);
    expect(redelivery).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(redelivery.atMs).toBeGreaterThanOrEqual(390);
    expect(calls).toEqual(['evt_SLOW']);
  });

  it('answers 503 with Retry-After when the processing still runs at the bound (inProgressWaitMs from the redelivery\'s arrival)', async () => {
    const calls: string[] = [];
    let finish: () => void = () => undefined;
    const url = await serve({
      inProgressWaitMs: 300,
      onEvent: (event) => new Promise<void>((resolve) => {
        calls.push(event.eventId);
        finish = resolve;
      }),
    });
    const first = deliver(url, 'evt_LONG');
    try {
      while (calls.length === 0) await sleep(10);
      const redelivery = await deliver(url, 'evt_LONG', performance.now());
      expect(redelivery).toMatchObject({ status: 503, body: { error: 'in-progress' }, retryAfter: '1' });
      expect(redelivery.atMs).toBeGreaterThanOrEqual(290);
    } finally {
      finish();
    }
    expect((await first).status).toBe(200);
    expect((await deliver(url, 'evt_LONG')).body).toEqual({ received: true, duplicate: true });
    expect(calls).toEqual(['evt_LONG']);
  });

  it('takes over the claim of a process that died once its lease expired (injected clock)', async () => {
    let clock = Date.now();
    const store = memoryIdempotencyStore({ now: () => clock });
    // The process that died: it began the event and never completed nor released it.
    expect(store.begin('evt_CRASH', { owner: 'dead-process', leaseMs: 30_000 })).toBe('started');
    const calls: string[] = [];
    const url = await serve({ idempotencyStore: store, inProgressWaitMs: 200, onEvent: (event) => {
      calls.push(event.eventId);
    } });
    const during = await deliver(url, 'evt_CRASH');
    expect(during).toMatchObject({ status: 503, body: { error: 'in-progress' } });
    expect(calls).toEqual([]);
    clock += 30_000;
    expect(await deliver(url, 'evt_CRASH')).toMatchObject({ status: 200, body: { received: true } });
    expect(calls).toEqual(['evt_CRASH']);
    expect(store.state('evt_CRASH')).toBe('done');
  });

  /** Two handlers sharing claims: one memory store in one process, or two connections to one SQLite file (two processes). */
  const shared: { name: string; stores: () => [IdempotencyStore, IdempotencyStore] }[] = [
    { name: 'one memory store', stores: () => {
      const store = memoryIdempotencyStore();
      return [store, store];
    } },
    { name: 'two connections to one SQLite file', stores: () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'pik-handler-'));
      dirs.push(dir);
      const file = path.join(dir, 'webhooks.db');
      const open = () => {
        const db = new DatabaseSync(file);
        db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000');
        return sqliteIdempotencyStore(db);
      };
      return [open(), open()];
    } },
  ];
  it.each(shared)('processes concurrent duplicates once across two handlers ($name); every answer comes after the processing', async ({ stores }) => {
    const [storeA, storeB] = stores();
    const calls: string[] = [];
    let finishedAt = Infinity;
    const onEvent = async (event: IngestEvent) => {
      calls.push(event.eventId);
      await sleep(300);
      finishedAt = performance.now() - started;
    };
    const urls = [await serve({ idempotencyStore: storeA, onEvent }), await serve({ idempotencyStore: storeB, onEvent })];
    const started = performance.now();
    const answers = await Promise.all([0, 1, 0, 1, 1, 0].map((i) => deliver(urls[i]!, 'evt_TWICE', started)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(calls).toEqual(['evt_TWICE']);
    for (const answer of answers) expect(answer.atMs).toBeGreaterThanOrEqual(finishedAt);
  });

  it('renews the lease while a slow onEvent runs, so a redelivery after the first lease does not process it twice', async () => {
    let clock = 0;
    const memory = memoryIdempotencyStore({ now: () => clock });
    let renewals = 0;
    const store: IdempotencyStore = { ...memory, renew: (eventId, claim) => {
      renewals++;
      return memory.renew(eventId, claim);
    } };
    const calls: string[] = [];
    const pending: (() => void)[] = [];
    const url = await serve({
      idempotencyStore: store, leaseMs: 300, inProgressWaitMs: 100,
      // The first processing runs until the test ends it; a second one (the bug) would end at once.
      onEvent: (event) => new Promise<void>((resolve) => {
        calls.push(event.eventId);
        if (calls.length === 1) pending.push(resolve);
        else resolve();
      }),
    });
    const first = deliver(url, 'evt_RENEW');
    try {
      while (calls.length === 0) await sleep(10);
      // The lease runs to 300 on the store's clock; a renewal (every 100 ms of real time) at 250 moves it to 550.
      clock = 250;
      const before = renewals;
      for (let i = 0; i < 500 && renewals === before; i++) await sleep(10);
      clock = 400;
      expect(await deliver(url, 'evt_RENEW')).toMatchObject({ status: 503, body: { error: 'in-progress' } });
    } finally {
      for (const resolve of pending) resolve();
    }
    expect((await first).status).toBe(200);
    expect(calls).toEqual(['evt_RENEW']);
  });
});
