/**
 * What replicas on one PostgreSQL use besides the store's records (issue #18), on a real throw-away cluster: the
 * sandbox clock (one row: the first replica's kind, a virtual now that only moves forward) and the notification
 * channel between replicas (LISTEN/NOTIFY on a connection of its own, which connects again after the database
 * restarts and says whether sends were lost meanwhile).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgresStore } from '../../../mock-server/src/store/postgres/store.js';
import type { NotifyChannel, Store } from '../../../mock-server/src/store/types.js';
import { describePostgres, type PostgresCluster, startPostgres } from '../../support/postgres.js';

const T = 1_790_000_000_000;

async function until(what: string, ok: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describePostgres('PostgreSQL between replicas', () => {
  let cluster: PostgresCluster;
  const stores: Store[] = [];
  const channels: NotifyChannel[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(channels.map((channel) => channel.close()));
    await Promise.allSettled(stores.map((store) => store.close()));
    await cluster.destroy();
  });

  const open = async (url: string) => {
    const store = await openPostgresStore({ url });
    stores.push(store);
    return store;
  };

  it('keeps one sandbox clock: the first replica\'s kind and now, moved forward only', async () => {
    const url = await cluster.createDatabase();
    const [a, b] = [await open(url), await open(url)];
    expect(await a.sandboxClock!.now()).toBeNull();
    expect(await a.sandboxClock!.claim({ kind: 'virtual', nowMs: T })).toEqual({ kind: 'virtual', nowMs: T });
    // The second replica's claim does not overwrite the first's.
    expect(await b.sandboxClock!.claim({ kind: 'virtual', nowMs: T + 99 })).toEqual({ kind: 'virtual', nowMs: T });
    expect(await b.sandboxClock!.claim({ kind: 'real', nowMs: null })).toEqual({ kind: 'virtual', nowMs: T });
    expect(await a.sandboxClock!.moveTo(T + 60_000)).toBe(T + 60_000);
    expect(await b.sandboxClock!.now()).toBe(T + 60_000);
    // Never back: a replica that lags behind moves nothing.
    expect(await b.sandboxClock!.moveTo(T + 1_000)).toBe(T + 60_000);
    expect(await a.sandboxClock!.now()).toBe(T + 60_000);

    const real = await open(await cluster.createDatabase());
    expect(await real.sandboxClock!.claim({ kind: 'real', nowMs: null })).toEqual({ kind: 'real', nowMs: null });
    expect(await real.sandboxClock!.now()).toBeNull();
    await expect(real.sandboxClock!.moveTo(T)).rejects.toThrow(/no virtual clock/);
  });

  it('carries notifications between replicas, and connects again after the database restarts, saying what was missed', async () => {
    const url = await cluster.createDatabase();
    const [a, b] = [await open(url), await open(url)];
    const heard = { a: [] as string[], b: [] as string[] };
    const reconnects = { a: [] as boolean[], b: [] as boolean[] };
    const channel = (store: Store, name: 'a' | 'b') => {
      const opened = store.notifications!('ingest_kit_test', {
        onMessage: (payload) => heard[name].push(payload),
        onReconnect: (missed) => reconnects[name].push(missed),
        onError: () => undefined,
      });
      channels.push(opened);
      return opened;
    };
    const [toA, toB] = [channel(a, 'a'), channel(b, 'b')];
    await Promise.all([toA.start(), toB.start()]);
    expect(toA.connected && toB.connected).toBe(true);

    await toA.publish(['one', 'two']);
    await until('both payloads on b', () => heard.b.length === 2);
    // In order; the sender hears its own too (the feed skips them by origin).
    expect(heard.b).toEqual(['one', 'two']);
    await until('its own on a', () => heard.a.length === 2);

    await cluster.stop();
    await until('a disconnected', () => !toA.connected);
    // Dropped while the database is away, never thrown; remembered as missed.
    await toA.publish(['lost']);
    await cluster.start();
    await until('both reconnected', () => reconnects.a.length === 1 && reconnects.b.length === 1);
    expect(reconnects).toEqual({ a: [true], b: [false] });
    await toB.publish(['after']);
    await until('a hears b again', () => heard.a.includes('after'));
    expect(heard.b).not.toContain('lost');
  }, 90_000);
});
