/**
 * The IdempotencyStore behaviour (spec 6.4: the three states of a claim, the lease, the retention), one suite run
 * against both stores: in memory, and on SQLite (node:sqlite, in memory and as a file).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteIdempotencyStore } from '../../sdk/node.js';
import { type IdempotencyStore, memoryIdempotencyStore } from '../../sdk/webhooks/index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-idempotency-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

type Make = (options: { now: () => number; ttlMs?: number }) => IdempotencyStore;
let files = 0;
const stores: { name: string; make: Make }[] = [
  { name: 'memoryIdempotencyStore', make: (options) => memoryIdempotencyStore(options) },
  { name: 'sqliteIdempotencyStore (:memory:)', make: (options) => sqliteIdempotencyStore(new DatabaseSync(':memory:'), options) },
  { name: 'sqliteIdempotencyStore (a file)', make: (options) => sqliteIdempotencyStore(new DatabaseSync(path.join(dir, `${files++}.db`)), options) },
];
const claim = (owner: string, leaseMs = 1000) => ({ owner, leaseMs });

describe.each(stores)('$name', ({ make }) => {
  it('goes from released to in progress (begin) to done (complete); a done event stays done', async () => {
    const store = make({ now: () => 0 });
    expect(await store.state('evt_A')).toBe('released');
    expect(await store.begin('evt_A', claim('a'))).toBe('started');
    expect(await store.state('evt_A')).toBe('in-progress');
    expect(await store.begin('evt_A', claim('b'))).toBe('in-progress');
    await store.complete('evt_A');
    expect(await store.state('evt_A')).toBe('done');
    expect(await store.begin('evt_A', claim('c'))).toBe('done');
    await store.release('evt_A', 'a');
    expect(await store.state('evt_A'), 'release does not undo done').toBe('done');
    expect(await store.begin('evt_B', claim('a')), 'another event').toBe('started');
  });

  it('lets a new attempt begin after the owner released; ignores a release by someone else', async () => {
    const store = make({ now: () => 0 });
    expect(await store.begin('evt_A', claim('a'))).toBe('started');
    await store.release('evt_A', 'b');
    expect(await store.state('evt_A')).toBe('in-progress');
    await store.release('evt_A', 'a');
    expect(await store.state('evt_A')).toBe('released');
    expect(await store.begin('evt_A', claim('b'))).toBe('started');
  });

  it('expires a lease (a process that died); renew extends it, for its owner only', async () => {
    let now = 0;
    const store = make({ now: () => now });
    expect(await store.begin('evt_A', claim('a', 1000))).toBe('started');
    now = 900;
    expect(await store.renew('evt_A', claim('b', 1000)), 'not the owner').toBe(false);
    expect(await store.renew('evt_A', claim('a', 1000))).toBe(true);
    now = 1899;
    expect(await store.begin('evt_A', claim('b'))).toBe('in-progress');
    now = 1900;
    expect(await store.state('evt_A')).toBe('released');
    expect(await store.renew('evt_A', claim('a', 1000)), 'too late: the lease expired').toBe(false);
    expect(await store.begin('evt_A', claim('b'))).toBe('started');
    await store.release('evt_A', 'a');
    expect(await store.state('evt_A'), 'the old owner cannot release the new claim').toBe('in-progress');
    await store.complete('evt_A');
    expect(await store.state('evt_A')).toBe('done');
  });

  it('records done even when the lease ran out meanwhile (the event was processed)', async () => {
    let now = 0;
    const store = make({ now: () => now });
    expect(await store.begin('evt_A', claim('a', 100))).toBe('started');
    now = 500;
    await store.complete('evt_A');
    expect(await store.begin('evt_A', claim('b'))).toBe('done');
  });

  it('remembers an event for ttlMs after its last change, then forgets it', async () => {
    let now = 0;
    const store = make({ ttlMs: 1000, now: () => now });
    const given = [[0, 'started'], [999, 'done'], [1000, 'started'], [1500, 'done']] as const;
    for (const [at, want] of given) {
      now = at;
      expect(await store.begin('evt_A', claim(`o${at}`, 100)), `at ${at} ms`).toBe(want);
      if (want === 'started') await store.complete('evt_A');
    }
  });
});

describe('sqliteIdempotencyStore', () => {
  it('shares claims between two connections to one file (two processes): one begins, the other sees it', () => {
    const file = path.join(dir, 'shared.db');
    const [one, two] = [new DatabaseSync(file), new DatabaseSync(file)].map((db) => {
      db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000');
      return sqliteIdempotencyStore(db, { now: () => 0 });
    }) as [IdempotencyStore, IdempotencyStore];
    expect(one.begin('evt_A', claim('a'))).toBe('started');
    expect(two.begin('evt_A', claim('b'))).toBe('in-progress');
    void one.complete('evt_A');
    expect(two.state('evt_A')).toBe('done');
  });

  it('deletes rows unchanged for ttlMs (the retention), so the table does not grow for ever', () => {
    let now = 0;
    const db = new DatabaseSync(':memory:');
    const store = sqliteIdempotencyStore(db, { ttlMs: 1000, now: () => now });
    for (let i = 0; i < 50; i++) void store.complete(`evt_${i}`);
    now = 1000;
    expect(store.begin('evt_new', claim('a'))).toBe('started');
    expect(db.prepare('SELECT count(*) AS n FROM webhook_events').get()).toEqual({ n: 1 });
  });

  it('takes a table name, refusing one that is not an SQL name', () => {
    const db = new DatabaseSync(':memory:');
    const store = sqliteIdempotencyStore(db, { table: 'partner_webhooks', now: () => 0 });
    expect(store.begin('evt_A', claim('a'))).toBe('started');
    expect(db.prepare('SELECT event_id, state FROM partner_webhooks').all()).toEqual([{ event_id: 'evt_A', state: 'in-progress' }]);
    expect(() => sqliteIdempotencyStore(db, { table: 'x; DROP TABLE y' })).toThrow(/letters, digits and _/);
  });
});
