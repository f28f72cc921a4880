/**
 * What only the PostgreSQL store has to show (issue #18), on a real throw-away cluster of Debian's PostgreSQL
 * (test/support/postgres.ts): migrations under an advisory lock, units with row locks, claims of timed work that two
 * replicas never share, leases that end and are taken over, events' exact bytes, and outages that fail fast with one
 * typed error and end by themselves. The behaviour every store shares runs in postgres-behaviour.test.ts.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type IngestRow, openStore, type Store } from '../../../mock-server/src/store/index.js';
import { openPostgresStore, type PostgresStoreOptions } from '../../../mock-server/src/store/postgres/store.js';
import { apiKeyDigest } from '../../../mock-server/src/store/api-keys.js';
import { migratePostgres } from '../../../mock-server/src/store/postgres/migrate.js';
import { POSTGRES_MIGRATIONS } from '../../../mock-server/src/store/postgres/migrations.js';
import { StoreUnavailableError } from '../../../mock-server/src/store/unavailable.js';
import { describePostgres, type PostgresCluster, startPostgres } from '../../support/postgres.js';
import type { LeaseRequest } from '../../../mock-server/src/store/types.js';
import { failed, ingest, ingestFiles, UNUSUAL_BODY, webhookEvent } from './support.js';

describePostgres('PostgreSQL store', () => {
  let cluster: PostgresCluster;
  const stores: Store[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(stores.map((store) => store.close()));
    await cluster.destroy();
  });

  async function open(url: string, options: Partial<PostgresStoreOptions> = {}): Promise<Store> {
    const store = await openPostgresStore({ url, ...options });
    stores.push(store);
    return store;
  }

  async function sql<R extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]): Promise<R[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  async function processing(store: Store, count: number): Promise<IngestRow[]> {
    const rows: IngestRow[] = [];
    for (let i = 0; i < count; i++) {
      const row = ingest(await store.allocateIngestId());
      await insert(store, row);
      rows.push(row);
    }
    return rows;
  }

  /** Inserts a processing ingest with its two files (support.ts's shape). */
  const insert = (store: Store, row: IngestRow, held?: LeaseRequest) => store.insertIngest(row, ingestFiles(row), held);

  const lease = (owner: string, now: number, leaseMs = 15_000) => ({ owner, now, leaseMs });
  const T = 1_790_000_000_000;

  it('renews a replica\'s leases with one row of its own, whatever it holds (migration 6), and lets it go on release', async () => {
    const url = await cluster.createDatabase();
    const store = await open(url);
    const held = await processing(store, 0);
    for (let i = 0; i < 40; i++) {
      const row = ingest(await store.allocateIngestId());
      await insert(store, row, lease('replica-a', T));
      held.push(row);
    }
    const before = await sql<{ lease_until: string }>(url, 'SELECT DISTINCT lease_until FROM ingests');
    expect(await store.renewLeases(lease('replica-a', T + 10_000))).toBe(40);
    // No held row was written: their own leases are the claim's, the owner's row says until when they are live.
    expect(await sql(url, 'SELECT DISTINCT lease_until FROM ingests')).toEqual(before);
    expect(await sql(url, 'SELECT owner, lease_until FROM replica_leases')).toEqual([{ owner: 'replica-a', lease_until: String(T + 25_000) }]);
    expect(await store.claimIngests(lease('replica-b', T + 20_000), 100)).toEqual([]);
    expect(await store.claimIngests(lease('replica-b', T + 25_001), 100)).toHaveLength(40);
    // A release lets go of the owner's row too: nothing of replica-a's outlives it.
    await store.renewLeases(lease('replica-b', T + 25_001));
    await store.releaseLeases('replica-b');
    expect(await sql(url, 'SELECT owner FROM replica_leases')).toEqual([{ owner: 'replica-a' }]);
    expect(await store.claimIngests(lease('replica-c', T + 25_002), 100)).toHaveLength(40);
  });

  it('migrates an empty database, and a second open applies nothing and keeps the data', async () => {
    const url = await cluster.createDatabase();
    const store = await open(url);
    await store.savePartner({ id: 'p', active: true, webhookUrl: null, apiKeys: [], createdAt: 'c', updatedAt: 'u' });
    const applied = await sql<{ version: number; description: string }>(url, 'SELECT version, description FROM schema_migrations ORDER BY version');
    expect(applied).toEqual(POSTGRES_MIGRATIONS.map(({ version, description }) => ({ version, description })));
    await store.close();
    const again = await open(url);
    expect((await again.listPartners()).map((p) => p.id)).toEqual(['p']);
    expect(await sql(url, 'SELECT version FROM schema_migrations')).toHaveLength(POSTGRES_MIGRATIONS.length);
  });

  it('indexes the keys of partners saved before migration 2 by their digests, never the keys themselves', async () => {
    const url = await cluster.createDatabase();
    const pool = new pg.Pool({ connectionString: url });
    try {
      await migratePostgres(pool, POSTGRES_MIGRATIONS.slice(0, 1));
      const keys = [
        { id: 'key_1', key: 'pk_test_old', createdAt: 'c', revokedAt: 'r' },
        { id: 'key_2', key: 'pk_test_é_now', createdAt: 'c', revokedAt: null },
      ];
      await pool.query('INSERT INTO partners (id, doc, updated_at) VALUES ($1, $2, $3)', ['p', JSON.stringify({ id: 'p', active: true, webhookUrl: null, apiKeys: keys, createdAt: 'c', updatedAt: 'u' }), 'u']);
    } finally {
      await pool.end();
    }
    const store = await open(url);
    expect((await store.findApiKey(apiKeyDigest('pk_test_é_now')))?.key.id).toBe('key_2');
    expect(await store.findApiKey(apiKeyDigest('pk_test_old'))).toBeUndefined();
    const rows = await sql<{ digest: string; partner_id: string; key_id: string }>(url, 'SELECT digest, partner_id, key_id FROM partner_keys');
    expect(rows).toEqual([{ digest: apiKeyDigest('pk_test_é_now'), partner_id: 'p', key_id: 'key_2' }]);
  });

  it('goes on counting from the sequences table of a database before migration 4, and drops the table', async () => {
    const url = await cluster.createDatabase();
    const pool = new pg.Pool({ connectionString: url });
    try {
      await migratePostgres(pool, POSTGRES_MIGRATIONS.slice(0, 3));
      await pool.query('INSERT INTO sequences (name, value) VALUES ($1, 41), ($2, 7), ($3, 3)', ['ingestId', 'webhookEvent', 'eventId']);
    } finally {
      await pool.end();
    }
    const store = await open(url);
    expect(await store.allocateIngestId()).toBe('1700000042');
    expect(await store.nextSequence('webhookEvent')).toBe(8);
    // A counter without a row was never used: it starts at 1.
    expect(await store.nextSequence('apiKey')).toBe(1);
    expect(await sql(url, 'SELECT 1 FROM pg_tables WHERE tablename = \'sequences\'')).toEqual([]);
  });

  it('keeps the bytes kept before migration 7, sized and ordered before any kept after it, under ern.keepTotalBytes', async () => {
    const url = await cluster.createDatabase();
    const pool = new pg.Pool({ connectionString: url });
    const ids = ['1700000001', '1700000002'];
    try {
      await migratePostgres(pool, POSTGRES_MIGRATIONS.slice(0, 6));
      for (const id of ids) {
        const row = ingest(id);
        await pool.query('INSERT INTO ingests (ingest_id, partner_id, status, received_at, doc) VALUES ($1, $2, $3, $4, $5)',
          [id, row.partnerId, row.status, row.receivedAt, JSON.stringify(row)]);
        await pool.query('INSERT INTO ingest_blobs (ingest_id, kind, bytes) VALUES ($1, $2, $3)', [id, 'message', Buffer.alloc(10)]);
      }
    } finally {
      await pool.end();
    }
    const store = await open(url, { retention: { terminalIngests: 10, events: 10, keptBytes: 25 }, trim: 'inline' });
    expect(await store.ingestBlobSizes(ids[0]!)).toEqual({ message: 10 });
    expect(await sql(url, 'SELECT count(*)::int AS n FROM ingest_blobs WHERE size = octet_length(bytes) AND ord IS NOT NULL')).toEqual([{ n: 2 }]);
    // 10 + 10 + 6: one over. One of the bytes kept before the upgrade goes, never the one kept after it.
    await store.saveIngestBlob(ids[1]!, 'cover', new Uint8Array(6));
    expect(await store.ingestBlobSizes(ids[1]!)).toMatchObject({ cover: 6 });
    const left = await sql<{ total: number }>(url, 'SELECT sum(size)::int AS total FROM ingest_blobs');
    expect(left).toEqual([{ total: 16 }]);
  });

  it('never hands out an id or a counter value twice to two replicas creating at once, units rolled back or not', async () => {
    const url = await cluster.createDatabase();
    const [a, b] = [await open(url), await open(url)];
    // Each replica: ids and event numbers taken alone, in units that commit and in units that roll back, all at once.
    const take = (store: Store, round: number) => {
      const alone = async () => ({ ids: [await store.allocateIngestId()], seqs: [await store.nextSequence('webhookEvent')] });
      const unit = async (rollBack: boolean) => {
        const got = { ids: [] as string[], seqs: [] as number[] };
        await store.transaction(async (tx) => {
          got.ids.push(await tx.allocateIngestId());
          const row = ingest(got.ids[0]!);
          await tx.insertIngest(row, ingestFiles(row));
          got.seqs.push(await tx.nextSequence('webhookEvent'), await tx.nextSequence('webhookEvent'));
          if (rollBack) throw new Error('rolled back on purpose');
        }).catch((error: unknown) => {
          if (!rollBack) throw error;
        });
        return got;
      };
      return [alone(), unit(round % 2 === 0), unit(round % 3 === 0)];
    };
    const rounds = Array.from({ length: 40 }, (_, round) => [...take(a, round), ...take(b, round)]).flat();
    const taken = await Promise.all(rounds);
    const ids = taken.flatMap((got) => got.ids);
    const seqs = taken.flatMap((got) => got.seqs);
    expect(ids).toHaveLength(240);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(seqs).size).toBe(seqs.length);
    // And after all of that, neither replica hands out one of them again.
    const later = [await a.allocateIngestId(), await b.allocateIngestId()];
    expect(later.filter((id) => ids.includes(id))).toEqual([]);
    expect(Math.min(...later.map(Number))).toBeGreaterThan(Math.max(...ids.map(Number)));
  });

  it('is what openStore opens for a databaseUrl, and never with a data dir beside it', async () => {
    const url = await cluster.createDatabase();
    const store = await openStore({ databaseUrl: url, poolSize: 2 });
    stores.push(store);
    expect(store.kind).toBe('postgres');
    expect(await store.nextSequence('webhookEvent')).toBe(1);
    await expect(openStore({ databaseUrl: url, dataDir: '/tmp/never' })).rejects.toThrow(/either dataDir \(SQLite\) or databaseUrl/);
  });

  it('brings up four replicas opening an empty database at the same moment', async () => {
    const url = await cluster.createDatabase();
    const opened = await Promise.all([open(url), open(url), open(url), open(url)]);
    const ids = await Promise.all(opened.map((store) => store.allocateIngestId()));
    expect(new Set(ids).size).toBe(4);
    expect(await sql(url, 'SELECT version FROM schema_migrations')).toHaveLength(POSTGRES_MIGRATIONS.length);
  });

  it('refuses a database migrated by a newer version of the mock, saying what to do', async () => {
    const url = await cluster.createDatabase();
    await (await open(url)).close();
    await sql(url, 'INSERT INTO schema_migrations (version, description) VALUES (99, \'from the future\')');
    await expect(openPostgresStore({ url })).rejects.toThrow(/schema version 99.*upgrade partner-ingest-kit or use another database/);
  });

  it('rolls back every write of a unit that rejects, and a nested unit\'s own writes only', async () => {
    const store = await open(await cluster.createDatabase());
    const [row] = await processing(store, 1);
    await expect(store.transaction(async (tx) => {
      await tx.saveIngest(failed(row!));
      await tx.saveEvent(webhookEvent({ ingestId: row!.ingestId, state: 'delivered', nextAttemptAt: null }));
      expect(await tx.nextSequence('webhookEvent')).toBe(1);
      throw new Error('the webhook URL lookup failed');
    })).rejects.toThrow('the webhook URL lookup failed');
    expect((await store.getIngest(row!.ingestId))?.status).toBe('processing');
    expect(await store.getEvent('evt_1')).toBeUndefined();
    // Store.sequenceGaps: the value the unit took is not handed out again.
    expect(await store.nextSequence('webhookEvent')).toBe(2);

    const kept = await store.transaction(async (tx) => {
      await tx.saveEvent(webhookEvent({ ingestId: row!.ingestId }));
      await expect(tx.transaction(async (inner) => {
        await inner.saveIngest(failed(row!));
        // A statement that fails inside the unit: only the savepoint is lost, the unit goes on.
        await inner.insertIngest(row!, []);
      })).rejects.toThrow();
      // insertIngest is a unit of its own: its failure leaves the outer unit usable.
      await expect(tx.insertIngest(ingest(row!.ingestId), [])).rejects.toThrow();
      return tx.getIngest(row!.ingestId);
    });
    expect(kept?.status).toBe('processing');
    expect((await store.getIngest(row!.ingestId))?.status).toBe('processing');
    expect((await store.getEvent('evt_1'))?.state).toBe('pending');
  });

  it('refuses a call on the store from inside its own unit, and a call on a tx after its unit ended', async () => {
    const store = await open(await cluster.createDatabase());
    const [row] = await processing(store, 1);
    let leaked: Store | undefined;
    await expect(store.transaction(async (tx) => {
      await tx.getIngest(row!.ingestId);
      // On another connection this would wait for the row lock its own unit holds, until the statement timeout.
      await store.saveIngest(failed(row!));
    })).rejects.toThrow(/^saveIngest\(\) was called on the store \(or an outer tx\) inside a transaction it would wait for/);
    await store.transaction(async (tx) => {
      leaked = tx as Store;
      // A nested unit not awaited still ends, committed, before its outer unit commits.
      void tx.transaction(async (inner) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await inner.saveIngest(failed(row!));
      });
    });
    expect((await store.getIngest(row!.ingestId))?.status).toBe('failed');
    await expect(leaked!.getIngest(row!.ingestId)).rejects.toThrow(/^getIngest\(\) was called on a tx whose transaction has ended/);
  });

  it('serialises units that read and save the same ingest: no counter update is lost (FOR UPDATE)', async () => {
    const url = await cluster.createDatabase();
    const [a, b] = [await open(url), await open(url)];
    const [row] = await processing(a, 1);
    const total = 40;
    await a.saveIngest({ ...row!, resources: { total, completed: 0, failed: 0 } });
    // Two replicas, twenty units each, all at once: each reads the counter, yields, and writes it plus one.
    await Promise.all(Array.from({ length: total }, (_, i) => (i % 2 === 0 ? a : b).transaction(async (tx) => {
      const current = await tx.getIngest(row!.ingestId);
      await new Promise((resolve) => setTimeout(resolve, 2));
      await tx.saveIngest({ ...current!, resources: { ...current!.resources, completed: current!.resources.completed + 1 } });
    })));
    expect((await a.getIngest(row!.ingestId))?.resources.completed).toBe(total);
  });

  it('runs again a unit that PostgreSQL rolled back as a deadlock\'s victim, so both units of a lock-order cycle commit', async () => {
    const url = await cluster.createDatabase();
    const [a, b] = [await open(url), await open(url)];
    const [x, y] = await processing(a, 2);
    // Each unit locks one ingest, waits until the other has locked its own, then asks for the other's: a cycle, which
    // PostgreSQL breaks by rolling one unit back (its victim). The victim's next run first waits until the survivor has
    // done its work (then it holds both rows until its commit): run at once, it could lock its own row again before
    // the survivor, woken by the rollback, took it (a row's lock goes to whoever asks first once its holder is gone),
    // which made a second cycle and a fourth run under load. Every wait is on the other unit's progress, not a timer.
    const runs: [number, number] = [0, 0];
    const signal = () => {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    };
    const bothLocked = signal();
    let locked = 0;
    const worked = [signal(), signal()] as const;
    const unit = (index: 0 | 1, store: Store, first: IngestRow, second: IngestRow) => store.transaction(async (tx) => {
      const run = ++runs[index];
      if (run > 1) await worked[index === 0 ? 1 : 0].promise;
      const own = await tx.getIngest(first.ingestId);
      if (run === 1 && ++locked === 2) bothLocked.resolve();
      await bothLocked.promise;
      const other = await tx.getIngest(second.ingestId);
      await tx.saveIngest({ ...own!, releaseId: `${own!.releaseId}+` });
      await tx.saveIngest({ ...other!, releaseId: `${other!.releaseId}+` });
      worked[index].resolve();
    });
    await Promise.all([unit(0, a, x!, y!), unit(1, b, y!, x!)]);
    // One unit ran once, the victim twice.
    expect([...runs].sort()).toEqual([1, 2]);
    expect((await a.getIngest(x!.ingestId))?.releaseId).toBe(`${x!.releaseId}++`);
    expect((await a.getIngest(y!.ingestId))?.releaseId).toBe(`${y!.releaseId}++`);
  });

  it('answers a burst of calls far beyond its pool\'s size, and its ping stays ready meanwhile', async () => {
    // node-postgres counts the wait for a free pooled connection in its connect timeout: 1,000 calls on one
    // connection wait far longer than 500 ms in all, and must still not be "the database is unavailable".
    const store = await open(await cluster.createDatabase(), { poolSize: 1, connectTimeoutMs: 500 });
    const burst = Promise.all(Array.from({ length: 1_000 }, () => store.allocateIngestId()));
    const ready = await store.ping?.();
    const ids = await burst;
    expect(ready).toBe(true);
    expect(new Set(ids).size).toBe(1_000);
  });

  it('never gives the same ingest to two replicas claiming at the same time', async () => {
    const url = await cluster.createDatabase();
    const replicas = [await open(url), await open(url), await open(url)];
    const rows = await processing(replicas[0]!, 300);
    // Each store's pool connected before the race (a slow first connect on a loaded machine would let another store
    // claim everything alone, and the test would show no race at all).
    await Promise.all(replicas.map((store) => store.getIngest('1')));
    const claimed = new Map<string, string>();
    // Each replica claims batches of 7 concurrently with the others until nothing is left.
    await Promise.all(replicas.map(async (store, i) => {
      for (;;) {
        const got = await store.claimIngests(lease(`replica-${i}`, T), 7);
        if (got.length === 0) return;
        for (const row of got) {
          expect(claimed.get(row.ingestId), `${row.ingestId} claimed twice`).toBeUndefined();
          claimed.set(row.ingestId, `replica-${i}`);
        }
      }
    }));
    expect([...claimed.keys()].sort()).toEqual(rows.map((row) => row.ingestId).sort());
    expect(new Set(claimed.values()).size).toBeGreaterThan(1);
  });

  it('claims the oldest processing ingests first, and no finished one', async () => {
    const store = await open(await cluster.createDatabase());
    const rows = await processing(store, 4);
    await store.saveIngest(failed(rows[1]!));
    const got = await store.claimIngests(lease('a', T), 2);
    expect(got.map((row) => row.ingestId)).toEqual([rows[0]!.ingestId, rows[2]!.ingestId]);
    expect(got[0]).toStrictEqual(rows[0]);
  });

  it('never gives the same due event to two replicas, and only due ones, earliest first', async () => {
    const url = await cluster.createDatabase();
    const replicas = [await open(url), await open(url)];
    for (let n = 1; n <= 50; n++) {
      await replicas[0]!.saveEvent(webhookEvent({ eventId: `evt_${n}`, seq: n, nextAttemptAt: T - n }));
    }
    await replicas[0]!.saveEvent(webhookEvent({ eventId: 'evt_later', seq: 51, nextAttemptAt: T + 1 }));
    await replicas[0]!.saveEvent(webhookEvent({ eventId: 'evt_in_flight', seq: 52, nextAttemptAt: null }));
    const first = await replicas[1]!.claimDueEvents(T, lease('b', T), 3);
    expect(first.map((event) => event.eventId)).toEqual(['evt_50', 'evt_49', 'evt_48']);
    const seen = new Set(first.map((event) => event.eventId));
    await Promise.all(replicas.map(async (store, i) => {
      for (;;) {
        const got = await store.claimDueEvents(T, lease(`r${i}`, T), 4);
        if (got.length === 0) return;
        for (const event of got) {
          expect(seen.has(event.eventId), `${event.eventId} claimed twice`).toBe(false);
          seen.add(event.eventId);
        }
      }
    }));
    expect(seen.size).toBe(50);
    expect(seen.has('evt_later')).toBe(false);
    expect((await replicas[0]!.claimDueEvents(T + 1, lease('a', T), 10)).map((event) => event.eventId)).toEqual(['evt_later']);
  });

  it('lets another replica take over work whose lease ended, and not before', async () => {
    const store = await open(await cluster.createDatabase());
    const [row] = await processing(store, 1);
    await store.saveEvent(webhookEvent({ nextAttemptAt: T }));
    expect(await store.claimIngests(lease('a', T, 1_000), 10)).toHaveLength(1);
    expect(await store.claimDueEvents(T, lease('a', T, 1_000), 10)).toHaveLength(1);
    // b at T + 1000: a's lease ends at T + 1000, and only a lease that ended before now is taken over.
    expect(await store.claimIngests(lease('b', T + 1_000), 10)).toEqual([]);
    expect(await store.claimDueEvents(T, lease('b', T + 1_000), 10)).toEqual([]);
    expect((await store.claimIngests(lease('b', T + 1_001), 10)).map((r) => r.ingestId)).toEqual([row!.ingestId]);
    expect((await store.claimDueEvents(T, lease('b', T + 1_001), 10)).map((e) => e.eventId)).toEqual(['evt_1']);
    // Now b holds both: a's renewal finds nothing of its own.
    expect(await store.renewLeases(lease('a', T + 1_002))).toBe(0);
  });

  it('renews the leases its holder still holds, so nothing is taken over while it is alive', async () => {
    const store = await open(await cluster.createDatabase());
    await processing(store, 2);
    await store.saveEvent(webhookEvent({ nextAttemptAt: T }));
    await store.claimIngests(lease('a', T, 1_000), 10);
    await store.claimDueEvents(T, lease('a', T, 1_000), 10);
    expect(await store.renewLeases(lease('a', T + 900, 1_000))).toBe(3);
    expect(await store.claimIngests(lease('b', T + 1_500), 10)).toEqual([]);
    expect(await store.claimDueEvents(T, lease('b', T + 1_500), 10)).toEqual([]);
    expect(await store.claimIngests(lease('b', T + 1_901), 10)).toHaveLength(2);
  });

  it('holds an ingest for its creator from the insert when asked, and lets go on release', async () => {
    const store = await open(await cluster.createDatabase());
    const row = ingest(await store.allocateIngestId());
    await insert(store, row, lease('creator', T));
    await store.saveEvent(webhookEvent({ nextAttemptAt: T }));
    expect(await store.claimIngests(lease('other', T + 1), 10)).toEqual([]);
    // Only the holder lets go.
    await store.releaseClaim('ingest', row.ingestId, 'other');
    expect(await store.claimIngests(lease('other', T + 1), 10)).toEqual([]);
    await store.releaseClaim('ingest', row.ingestId, 'creator');
    expect(await store.claimIngests(lease('other', T + 1), 10)).toHaveLength(1);
    // A graceful stop lets go of everything at once.
    expect(await store.claimDueEvents(T, lease('other', T + 1), 10)).toHaveLength(1);
    await store.releaseLeases('other');
    expect(await store.claimIngests(lease('third', T + 2), 10)).toHaveLength(1);
    expect(await store.claimDueEvents(T, lease('third', T + 2), 10)).toHaveLength(1);
  });

  it('keeps an event\'s body as the exact text saved, through saves, lists and claims', async () => {
    const url = await cluster.createDatabase();
    const store = await open(url);
    const bodies = [
      UNUSUAL_BODY,
      '{"a":"tab\there","b":"line\r\nbreak"}   \n\t',
      '{"escaped":"\\u00e9\\ud83c\\udfb5","raw":"é🎵","nbsp":"\u00a0","bom":"\ufeff"}',
      '{ "n" : 1e2 , "x" : -0.0, "k":1, "k":2 }',
    ];
    for (const [i, body] of bodies.entries()) {
      await store.saveEvent(webhookEvent({ eventId: `evt_${i}`, seq: i, body, nextAttemptAt: T }));
      await store.saveEvent({ ...webhookEvent({ eventId: `evt_${i}`, seq: i, body, nextAttemptAt: T }), attempts: 1 });
    }
    const read = [
      ...await Promise.all(bodies.map((_, i) => store.getEvent(`evt_${i}`))),
    ].map((event) => event?.body);
    expect(read).toEqual(bodies);
    const claimed = await store.claimDueEvents(T, lease('a', T), 10);
    expect(claimed.map((event) => event.body)).toEqual(bodies);
    for (const [i, body] of bodies.entries()) {
      expect(Buffer.from(claimed[i]!.body, 'utf8').equals(Buffer.from(body, 'utf8'))).toBe(true);
    }
  });

  it('fails fast with StoreUnavailableError while PostgreSQL is stopped, says nothing secret, and works again once it is back', async () => {
    const url = (await cluster.createDatabase()).replace('postgres@', 'postgres:s3cret-pw@');
    const backgroundErrors: Error[] = [];
    const store = await open(url, { onBackgroundError: (error) => backgroundErrors.push(error) });
    const [row] = await processing(store, 1);
    expect(await store.ping?.()).toBe(true);

    await cluster.stop();
    const calls: [string, () => Promise<unknown>][] = [
      ['getIngest', () => store.getIngest(row!.ingestId)],
      ['saveIngest', () => store.saveIngest(failed(row!))],
      ['allocateIngestId', () => store.allocateIngestId()],
      ['claimIngests', () => store.claimIngests(lease('a', T), 10)],
      ['transaction', () => store.transaction((tx) => tx.getIngest(row!.ingestId))],
    ];
    for (const [method, call] of calls) {
      const error = await call().then(() => null, (caught: unknown) => caught);
      expect(error, method).toBeInstanceOf(StoreUnavailableError);
      expect((error as Error).message, method).toMatch(new RegExp(`^${method}: the database is unavailable`));
      expect((error as Error).message).not.toContain('s3cret');
    }
    expect(await store.ping?.()).toBe(false);
    // The pool's idle connections broke when the server stopped: reported, never thrown.
    for (const error of backgroundErrors) expect(error.message).not.toContain('s3cret');

    await cluster.start();
    expect(await store.ping?.()).toBe(true);
    expect((await store.getIngest(row!.ingestId))?.status).toBe('processing');
    await store.saveIngest(failed(row!));
    expect((await store.getIngest(row!.ingestId))?.status).toBe('failed');
  });

  it('survives its unit\'s connection ended by the server between two statements: the unit fails as unavailable, the process lives', async () => {
    const url = await cluster.createDatabase();
    const store = await open(url);
    const [row] = await processing(store, 1);
    // What a shutdown of PostgreSQL does to every connection: "terminating connection due to administrator command"
    // (57P01), here while the unit computes between two statements, when no query of the connection could hear it.
    const error = await store.transaction(async (tx) => {
      await tx.getIngest(row!.ingestId);
      const [{ pid }] = await sql<{ pid: number }>(url, 'SELECT pid FROM pg_stat_activity WHERE state = \'idle in transaction\' AND datname = current_database() AND application_name = \'partner-ingest-mock\'') as [{ pid: number }];
      await sql(url, 'SELECT pg_terminate_backend($1)', [pid]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.saveIngest(failed(row!));
    }).then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    // The broken connection was not handed back: the next calls work.
    expect((await store.getIngest(row!.ingestId))?.status).toBe('processing');
    await store.saveIngest(failed(row!));
    expect((await store.getIngest(row!.ingestId))?.status).toBe('failed');
  });

  it('cannot be opened while PostgreSQL is stopped: StoreUnavailableError, without the password', async () => {
    const url = (await cluster.createDatabase()).replace('postgres@', 'postgres:s3cret-pw@');
    await cluster.stop();
    try {
      const error = await openPostgresStore({ url }).then(() => null, (caught: unknown) => caught);
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as Error).message).toContain('postgres://postgres:***@127.0.0.1');
      expect((error as Error).message).not.toContain('s3cret');
    } finally {
      await cluster.start();
    }
  });
});
