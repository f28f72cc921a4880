import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, userVersion } from '../../../mock-server/src/store/migrate.js';
import { type IngestRow, MIGRATIONS, type Migration } from '../../../mock-server/src/store/index.js';
import { openSqliteStore, SQLITE_FILE_NAME } from '../../../mock-server/src/store/sqlite.js';
import { SQL } from '../../../mock-server/src/store/sqlite-statements.js';
import { failed, ingest, ingestFiles, insert, partner, tempDirs, webhookAttempt, webhookEvent } from './support.js';

const databases = memoryDatabases();
afterEach(async () => {
  databases.closeAll();
});

/** Fresh in-memory databases (user_version 0), closed after each test. */
function memoryDatabases() {
  const open: DatabaseSync[] = [];
  return {
    fresh(): DatabaseSync {
      const db = new DatabaseSync(':memory:');
      open.push(db);
      return db;
    },
    closeAll(): void {
      for (const db of open.splice(0)) db.close();
    },
  };
}

/** Migrations that each record their run in a `runs` table, so a second run shows. */
function counted(count: number): Migration[] {
  return Array.from({ length: count }, (_, index) => ({
    version: index + 1,
    description: `step ${index + 1}`,
    sql: `${index === 0 ? 'CREATE TABLE runs (version INTEGER NOT NULL);' : ''} INSERT INTO runs VALUES (${index + 1});`,
  }));
}

function runs(db: DatabaseSync): number[] {
  return db.prepare('SELECT version FROM runs ORDER BY rowid').all().map((row) => Number(row.version));
}

describe('schema migrations', () => {
  it('numbers the shipped migrations 1, 2, 3… in order', async () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });

  it('brings a fresh database from user_version 0 to the latest version', async () => {
    const db = databases.fresh();
    expect(userVersion(db)).toBe(0);
    expect(migrate(db, counted(3))).toBe(3);
    expect(userVersion(db)).toBe(3);
    expect(runs(db)).toEqual([1, 2, 3]);
  });

  it('runs no migration twice when the database is opened again', async () => {
    const db = databases.fresh();
    migrate(db, counted(2));
    migrate(db, counted(2));
    expect(runs(db)).toEqual([1, 2]);
  });

  it('applies only the new step when a migration is appended', async () => {
    const db = databases.fresh();
    migrate(db, counted(1));
    expect(migrate(db, counted(2))).toBe(2);
    expect(runs(db)).toEqual([1, 2]);
  });

  it('leaves the database at the previous version when a step fails', async () => {
    const db = databases.fresh();
    const broken: Migration = { version: 2, description: 'broken step', sql: 'INSERT INTO runs VALUES (2); SELECT nope FROM missing;' };
    expect(() => migrate(db, [counted(1)[0]!, broken])).toThrow(/schema migration 2 \(broken step\) failed/);
    expect(userVersion(db)).toBe(1);
    expect(runs(db)).toEqual([1]);
  });

  it('refuses a database written by a newer schema, and says what to do', async () => {
    const db = databases.fresh();
    migrate(db, counted(2));
    expect(() => migrate(db, counted(1))).toThrow(/schema version 2.*up to 1; upgrade partner-ingest-kit/);
    expect(runs(db)).toEqual([1, 2]);
  });

  it('refuses a migration list with a gap or out of order', async () => {
    const [first, second] = counted(2);
    expect(() => migrate(databases.fresh(), [second!, first!])).toThrow(/has version 2 but is step 1/);
  });
});

describe('sqlite store schema', () => {
  const tmp = tempDirs();
  afterEach(async () => {
    tmp.removeAll();
  });

  it('opens a fresh data dir at the latest schema version and reopens it without migrating again', async () => {
    const dataDir = tmp.make();
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    const first = openSqliteStore({ dataDir });
    await insert(first, ingest('1700000001'));
    await first.close();
    const db = new DatabaseSync(file);
    expect(userVersion(db)).toBe(MIGRATIONS.length);
    db.close();

    // The tables of migration 1 have no IF NOT EXISTS: running it again would throw, and would lose no data.
    const second = openSqliteStore({ dataDir });
    try {
      expect(await second.getIngest('1700000001')).toStrictEqual(ingest('1700000001'));
    } finally {
      await second.close();
    }
  });

  it('upgrades a version 1 database: keeps its records and sequences, and adds the webhook outbox', async () => {
    const dataDir = tmp.make();
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    // A data dir as the release before the outbox left it: only migration 1 applied, with data in it.
    const v1 = new DatabaseSync(file);
    migrate(v1, MIGRATIONS.slice(0, 1));
    const saved = ingest('1700000001');
    saveLegacyIngest(v1, saved);
    v1.prepare(SQL.savePartner).run('partner-a', JSON.stringify(partner()), partner().updatedAt);
    v1.prepare(SQL.nextSequence).get('ingestId');
    v1.close();

    const store = openSqliteStore({ dataDir });
    try {
      expect(await store.getIngest('1700000001')).toStrictEqual(saved);
      expect(await store.listIngestFiles('1700000001')).toStrictEqual(ingestFiles(saved));
      expect(await store.listPartners()).toStrictEqual([partner()]);
      expect(await store.getIngestRelease('1700000001')).toBeUndefined();
      expect(await store.allocateIngestId()).toBe('1700000002');
      await store.saveEvent(webhookEvent());
      await store.saveAttempt(webhookAttempt());
      expect(await store.listDueEvents(Number.MAX_SAFE_INTEGER, 10)).toStrictEqual([webhookEvent()]);
      expect(await store.listInFlightAttempts()).toStrictEqual([webhookAttempt()]);
    } finally {
      await store.close();
    }
    const db = new DatabaseSync(file);
    try {
      expect(userVersion(db)).toBe(MIGRATIONS.length);
      const tables = db.prepare('SELECT name FROM sqlite_schema WHERE type = \'table\' ORDER BY name').all().map((row) => row.name);
      expect(tables).toEqual(['ingest_blobs', 'ingest_files', 'ingest_releases', 'ingests', 'kept_bytes', 'partners', 'sequences', 'webhook_attempts', 'webhook_events']);
    } finally {
      db.close();
    }
  });

  it('upgrades a version 4 database: the ingests and events finished before it are dropped first by retention', async () => {
    const dataDir = tmp.make();
    const v4 = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    migrate(v4, MIGRATIONS.slice(0, 4));
    const old = ['1700000001', '1700000002'].map((id) => failed(ingest(id)));
    for (const row of old) {
      v4.prepare('INSERT INTO ingests (ingest_id, partner_id, status, received_at, doc) VALUES (?, ?, ?, ?, ?)')
        .run(row.ingestId, row.partnerId, row.status, row.receivedAt, JSON.stringify(row));
      const event = webhookEvent({ eventId: `evt_${row.ingestId}`, ingestId: row.ingestId, state: 'delivered', nextAttemptAt: null });
      v4.prepare('INSERT INTO webhook_events (event_id, seq, partner_id, ingest_id, state, next_attempt_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(event.eventId, 1, event.partnerId, event.ingestId, event.state, null, JSON.stringify(event));
    }
    v4.prepare(SQL.nextSequence).get('ingestId');
    v4.prepare(SQL.nextSequence).get('ingestId');
    v4.close();

    const store = openSqliteStore({ dataDir, retention: { terminalIngests: 2, events: 2 }, scheduleTrim: (run) => {
      run();
      return () => undefined;
    } });
    try {
      const row = ingest(await store.allocateIngestId());
      await insert(store, row);
      await store.saveIngest(failed(row));
      await store.saveEvent(webhookEvent({ eventId: 'evt_new', seq: 2, ingestId: row.ingestId, state: 'delivered', nextAttemptAt: null }));
      expect((await store.listIngests()).map((r) => r.ingestId)).toEqual([row.ingestId, '1700000002']);
      expect((await store.listEvents()).map((e) => e.eventId)).toEqual(['evt_new', 'evt_1700000002']);
    } finally {
      await store.close();
    }
  });

  it('upgrades a version 5 database: its processing ingests and due events are held by nobody, so a claim takes them', async () => {
    const dataDir = tmp.make();
    const v5 = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    migrate(v5, MIGRATIONS.slice(0, 5));
    const row = ingest('1700000001');
    v5.prepare('INSERT INTO ingests (ingest_id, partner_id, status, received_at, doc) VALUES (?, ?, ?, ?, ?)')
      .run(row.ingestId, row.partnerId, row.status, row.receivedAt, JSON.stringify(row));
    const event = webhookEvent({ ingestId: row.ingestId, nextAttemptAt: 100 });
    v5.prepare('INSERT INTO webhook_events (event_id, seq, partner_id, ingest_id, state, next_attempt_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(event.eventId, event.seq, event.partnerId, event.ingestId, event.state, event.nextAttemptAt, JSON.stringify(event));
    v5.close();

    const store = openSqliteStore({ dataDir });
    try {
      const lease = { owner: 'replica-a', now: 1_000, leaseMs: 15_000 };
      expect(await store.claimIngests(lease, 10)).toStrictEqual([row]);
      expect(await store.claimDueEvents(100, lease, 10)).toStrictEqual([event]);
      expect(await store.renewLeases({ ...lease, now: 2_000 })).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('upgrades a version 6 database: its kept bytes stay, ordered as their ingests, the first let go first past the bound', async () => {
    const dataDir = tmp.make();
    const v6 = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    migrate(v6, MIGRATIONS.slice(0, 6));
    const [first, second] = [ingest('1700000001'), ingest('1700000002')];
    for (const row of [first, second]) {
      v6.prepare('INSERT INTO ingests (ingest_id, partner_id, status, received_at, doc) VALUES (?, ?, ?, ?, ?)')
        .run(row.ingestId, row.partnerId, row.status, row.receivedAt, JSON.stringify(row));
    }
    // Written newest first: the order the upgrade gives them is their ingests', not this one.
    for (const [id, kind] of [[second.ingestId, 'message'], [first.ingestId, 'cover'], [first.ingestId, 'message']] as const) {
      v6.prepare('INSERT INTO ingest_blobs (ingest_id, kind, bytes) VALUES (?, ?, ?)').run(id, kind, new Uint8Array(10));
    }
    v6.close();

    const store = openSqliteStore({ dataDir, retention: { terminalIngests: 10, events: 10, keptBytes: 30 }, scheduleTrim: (run) => {
      run();
      return () => undefined;
    } });
    try {
      expect(await store.ingestBlobSizes(first.ingestId)).toEqual({ message: 10, cover: 10 });
      // One byte over: the first ingest's message goes (its message before its cover), not the second's.
      await store.saveIngestBlob(second.ingestId, 'cover', new Uint8Array(1));
      expect(await store.ingestBlobSizes(first.ingestId)).toEqual({ cover: 10 });
      expect(await store.ingestBlobSizes(second.ingestId)).toEqual({ message: 10, cover: 1 });
    } finally {
      await store.close();
    }
    // The total the triggers keep is what the kept bytes add up to, whatever wrote them.
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      const sum = db.prepare('SELECT COALESCE(SUM(length(bytes)), 0) AS sum FROM ingest_blobs').get()!.sum;
      expect(db.prepare('SELECT total FROM kept_bytes').get()!.total).toBe(sum);
      expect(sum).toBe(21);
    } finally {
      db.close();
    }
  });

  it('keeps the kept bytes\' total through every write: insert, replace, delete, rollback, reset', async () => {
    const dataDir = tmp.make();
    const store = openSqliteStore({ dataDir });
    const [a, b] = [ingest('1700000001'), ingest('1700000002')];
    try {
      for (const row of [a, b]) await insert(store, row);
      await store.saveIngestBlob(a.ingestId, 'message', new Uint8Array(40));
      await store.saveIngestBlob(a.ingestId, 'cover', new Uint8Array(30));
      await store.saveIngestBlob(a.ingestId, 'cover', new Uint8Array(5));
      await store.saveIngestBlob(b.ingestId, 'message', new Uint8Array(7));
      await expect(store.transaction(async (tx) => {
        await tx.saveIngestBlob(b.ingestId, 'cover', new Uint8Array(1_000));
        throw new Error('rolled back');
      })).rejects.toThrow('rolled back');
    } finally {
      await store.close();
    }
    const total = () => {
      const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
      try {
        return db.prepare('SELECT total FROM kept_bytes').get()!.total;
      } finally {
        db.close();
      }
    };
    expect(total()).toBe(52);
    const again = openSqliteStore({ dataDir });
    try {
      await again.reset();
    } finally {
      await again.close();
    }
    expect(total()).toBe(0);
  });

  it('refuses to open a data dir written by a newer schema', async () => {
    const dataDir = tmp.make();
    await openSqliteStore({ dataDir }).close();
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openSqliteStore({ dataDir })).toThrow(/newer|only knows versions/);
  });

  it('upgrades a version 2 database: an ingest\'s files become rows, its plan loses the per-file arrays, counters are counted', async () => {
    const dataDir = tmp.make();
    const v2 = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    migrate(v2, MIGRATIONS.slice(0, 2));
    const halfDone = ingest('1700000001', { resources: { total: 2, completed: 1, failed: 1 } });
    saveLegacyIngest(v2, halfDone);
    saveLegacyIngest(v2, ingest('1700000002', { status: 'completed', completedAt: '2025-03-01T12:00:05.000+00:00', resources: { total: 2, completed: 2, failed: 0 } }));
    v2.close();

    const store = openSqliteStore({ dataDir });
    try {
      expect(await store.getIngest('1700000001')).toStrictEqual({
        ...halfDone,
        firstFailure: { index: 1, uri: 'https://bucket.example/deliveries/1700000001/A2.jpg', failure: 'HTTP 403 from the resource URL' },
      });
      expect(await store.listIngestFiles('1700000001')).toStrictEqual(ingestFiles(halfDone));
      expect((await store.getIngest('1700000002'))?.resources).toEqual({ total: 2, completed: 2, failed: 0 });
      expect(await store.nextPendingFiles('1700000001', -1, 10)).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

/**
 * Saves `row` as releases before schema version 3 did: one JSON doc with every file in it, and a plan with
 * failFileIndexes and simulatedDurationsMs; the files are {@link ingestFiles} of the row.
 */
function saveLegacyIngest(db: DatabaseSync, row: IngestRow): void {
  const { resources: _resources, resourceCount: _count, firstFailure: _first, plan, ...rest } = row;
  const files = ingestFiles(row).map(({ simulatedDurationMs: _ms, ...file }) => file);
  const legacy = {
    ...rest,
    files,
    plan: {
      scenario: plan.scenario,
      failFileIndexes: files.slice(files.length - plan.failLastFiles).map((_f, i) => files.length - plan.failLastFiles + i),
      holdUntil: plan.holdUntil,
      simulatedDurationsMs: ingestFiles(row).map((f) => f.simulatedDurationMs),
    },
  };
  db.prepare('INSERT INTO ingests (ingest_id, partner_id, status, received_at, doc) VALUES (?, ?, ?, ?, ?)')
    .run(row.ingestId, row.partnerId, row.status, row.receivedAt, JSON.stringify(legacy));
}
