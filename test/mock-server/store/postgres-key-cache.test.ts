/**
 * The replicas' key cache (issue #31 item 4, store/postgres/key-cache.ts): each replica keeps the keys it found by
 * digest, and forgets them when a NOTIFY from the database says a partner changed. Two stores on one database are two
 * replicas' stores. "At once" is what the module says: on the writer at the next request, on the others once the
 * NOTIFY has arrived; while the LISTEN connection is down, every key is read from the store.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyDigest } from '../../../mock-server/src/store/api-keys.js';
import { createKeyCache } from '../../../mock-server/src/store/postgres/key-cache.js';
import { openPostgresStore } from '../../../mock-server/src/store/postgres/store.js';
import type { ApiKeyMatch, NotifyChannel, NotifyHandlers, PartnerRecord, Store } from '../../../mock-server/src/store/types.js';
import { describePostgres, type PostgresCluster, startPostgres } from '../../support/postgres.js';
import { partner } from './support.js';

const current = apiKeyDigest('pk_test_current');

function revoked(record: PartnerRecord): PartnerRecord {
  return { ...record, apiKeys: record.apiKeys.map((key) => ({ ...key, revokedAt: key.revokedAt ?? '2025-03-01T00:00:00.000Z' })) };
}

/** Resolves when `read` gives what `ok` accepts; rejects after `timeoutMs` with what it gave last. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the key cache, on a channel given in code', () => {
  const fakeChannel = () => {
    const state = { connected: true, handlers: null as NotifyHandlers | null };
    const listen = (handlers: NotifyHandlers): NotifyChannel => {
      state.handlers = handlers;
      return {
        start: async () => undefined,
        get connected() {
          return state.connected;
        },
        publish: async () => undefined,
        close: async () => undefined,
      };
    };
    return { state, listen };
  };
  const counted = (match: ApiKeyMatch | undefined) => {
    const reads = { count: 0, match };
    const read = async () => {
      reads.count++;
      return reads.match;
    };
    return { reads, read };
  };
  const found: ApiKeyMatch = { partner: partner(), key: partner().apiKeys[1]! };

  it('reads a found key once while the channel listens, and again after a notification', async () => {
    const { state, listen } = fakeChannel();
    const { reads, read } = counted(found);
    const cache = createKeyCache({ read, listen });
    await cache.find(current);
    await cache.find(current);
    expect(reads.count).toBe(1);
    state.handlers!.onMessage('');
    await cache.find(current);
    expect(reads.count).toBe(2);
  });

  it('reads every key from the store while the LISTEN connection is down, and forgets what it kept when it broke', async () => {
    const { state, listen } = fakeChannel();
    const { reads, read } = counted(found);
    const cache = createKeyCache({ read, listen });
    await cache.find(current);
    state.connected = false;
    state.handlers!.onError(new Error('connection terminated'));
    reads.match = undefined;
    expect(await cache.find(current)).toBeUndefined();
    expect(await cache.find(current)).toBeUndefined();
    expect(reads.count).toBe(3);
    state.connected = true;
    state.handlers!.onReconnect(true);
    reads.match = found;
    expect(await cache.find(current)).toEqual(found);
  });

  it('does not keep a key whose read started before a notification', async () => {
    const { state, listen } = fakeChannel();
    let release!: () => void;
    const reads = { count: 0 };
    const read = async () => {
      reads.count++;
      if (reads.count === 1) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return found;
    };
    const cache = createKeyCache({ read, listen });
    const first = cache.find(current);
    await Promise.resolve();
    state.handlers!.onMessage('');
    release();
    await first;
    await cache.find(current);
    expect(reads.count).toBe(2);
  });

  it('keeps no unknown key (a guess is read each time, and fills no memory)', async () => {
    const { listen } = fakeChannel();
    const { reads, read } = counted(undefined);
    const cache = createKeyCache({ read, listen });
    await cache.find(apiKeyDigest('pk_guess'));
    await cache.find(apiKeyDigest('pk_guess'));
    expect(reads.count).toBe(2);
  });
});

describePostgres('the key cache of two replicas on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let url: string;
  let a: Store;
  let b: Store;
  let admin: pg.Client;
  beforeAll(async () => {
    cluster = await startPostgres();
    url = await cluster.createDatabase();
    a = await openPostgresStore({ url });
    b = await openPostgresStore({ url });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin.end();
    await a.close();
    await b.close();
    await cluster.destroy();
  });

  it('answers B from the process, and refuses on B a key revoked through A once the NOTIFY has arrived', async () => {
    // Kept: changes that send no NOTIFY (the triggers off) are not seen by B, which is what the NOTIFY is for.
    await admin.query('ALTER TABLE partner_keys DISABLE TRIGGER USER; ALTER TABLE partners DISABLE TRIGGER USER');
    try {
      await a.savePartner(partner());
      expect((await b.findApiKey(current))?.key.id).toBe('key_2');
      await admin.query('DELETE FROM partner_keys');
      expect((await b.findApiKey(current))?.key.id).toBe('key_2');
    } finally {
      await admin.query('ALTER TABLE partner_keys ENABLE TRIGGER USER; ALTER TABLE partners ENABLE TRIGGER USER');
    }
    await a.savePartner(partner());
    expect((await eventually(() => b.findApiKey(current), (m) => m !== undefined))?.key.id).toBe('key_2');

    // The revoke, heard by a listener of the test's own: B's LISTEN hears the same commit.
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    await listener.query('LISTEN ingest_kit_keys');
    const heard = new Promise((resolve) => listener.once('notification', resolve));
    expect(await a.findApiKey(current)).toBeDefined();
    await a.savePartner(revoked(partner()));
    // The writer itself: at its next read.
    expect(await a.findApiKey(current)).toBeUndefined();
    await heard;
    await listener.end();
    await eventually(() => b.findApiKey(current), (m) => m === undefined, 2_000);
  });

  it('refuses on B a key revoked while B\'s LISTEN connection was cut (its NOTIFY lost)', async () => {
    await a.savePartner(partner());
    expect(await eventually(() => b.findApiKey(current), (m) => m !== undefined)).toBeDefined();
    const cut = await admin.query<{ n: number }>(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = \'LISTEN ingest_kit_keys\'',
    );
    expect(cut.rows[0]!.n).toBe(2);
    // This change sends no NOTIFY (and no one listens): only the break tells B.
    await admin.query('BEGIN; ALTER TABLE partner_keys DISABLE TRIGGER USER; DELETE FROM partner_keys; ALTER TABLE partner_keys ENABLE TRIGGER USER; COMMIT');
    await eventually(() => b.findApiKey(current), (m) => m === undefined, 2_000);
    // Listening again, B keeps keys again and hears the changes.
    await eventually(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE query = \'LISTEN ingest_kit_keys\' AND datname = current_database()')).rowCount, (n) => n === 2, 10_000);
    await a.savePartner(partner());
    expect(await eventually(() => b.findApiKey(current), (m) => m !== undefined)).toBeDefined();
    await a.savePartner(revoked(partner()));
    await eventually(() => b.findApiKey(current), (m) => m === undefined, 2_000);
  });
});
