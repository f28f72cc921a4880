import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, userVersion } from '../../../mock-server/src/store/migrate.js';
import { MIGRATIONS, type Migration } from '../../../mock-server/src/store/index.js';
import { openSqliteStore, SQLITE_FILE_NAME } from '../../../mock-server/src/store/sqlite.js';
import { SQL } from '../../../mock-server/src/store/sqlite-statements.js';
import { ingest, partner, tempDirs, webhookAttempt, webhookEvent } from './support.js';

const databases = memoryDatabases();
afterEach(() => {
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
  it('numbers the shipped migrations 1, 2, 3… in order', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });

  it('brings a fresh database from user_version 0 to the latest version', () => {
    const db = databases.fresh();
    expect(userVersion(db)).toBe(0);
    expect(migrate(db, counted(3))).toBe(3);
    expect(userVersion(db)).toBe(3);
    expect(runs(db)).toEqual([1, 2, 3]);
  });

  it('runs no migration twice when the database is opened again', () => {
    const db = databases.fresh();
    migrate(db, counted(2));
    migrate(db, counted(2));
    expect(runs(db)).toEqual([1, 2]);
  });

  it('applies only the new step when a migration is appended', () => {
    const db = databases.fresh();
    migrate(db, counted(1));
    expect(migrate(db, counted(2))).toBe(2);
    expect(runs(db)).toEqual([1, 2]);
  });

  it('leaves the database at the previous version when a step fails', () => {
    const db = databases.fresh();
    const broken: Migration = { version: 2, description: 'broken step', sql: 'INSERT INTO runs VALUES (2); SELECT nope FROM missing;' };
    expect(() => migrate(db, [counted(1)[0]!, broken])).toThrow(/schema migration 2 \(broken step\) failed/);
    expect(userVersion(db)).toBe(1);
    expect(runs(db)).toEqual([1]);
  });

  it('refuses a database written by a newer schema, and says what to do', () => {
    const db = databases.fresh();
    migrate(db, counted(2));
    expect(() => migrate(db, counted(1))).toThrow(/schema version 2.*up to 1; upgrade partner-ingest-kit/);
    expect(runs(db)).toEqual([1, 2]);
  });

  it('refuses a migration list with a gap or out of order', () => {
    const [first, second] = counted(2);
    expect(() => migrate(databases.fresh(), [second!, first!])).toThrow(/has version 2 but is step 1/);
  });
});

describe('sqlite store schema', () => {
  const tmp = tempDirs();
  afterEach(() => {
    tmp.removeAll();
  });

  it('opens a fresh data dir at the latest schema version and reopens it without migrating again', () => {
    const dataDir = tmp.make();
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    const first = openSqliteStore({ dataDir });
    first.saveIngest(ingest('1700000001'));
    first.close();
    const db = new DatabaseSync(file);
    expect(userVersion(db)).toBe(MIGRATIONS.length);
    db.close();

    // The tables of migration 1 have no IF NOT EXISTS: running it again would throw, and would lose no data.
    const second = openSqliteStore({ dataDir });
    try {
      expect(second.getIngest('1700000001')).toStrictEqual(ingest('1700000001'));
    } finally {
      second.close();
    }
  });

  it('upgrades a version 1 database: keeps its records and sequences, and adds the webhook outbox', () => {
    const dataDir = tmp.make();
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    // A data dir as the release before the outbox left it: only migration 1 applied, with data in it.
    const v1 = new DatabaseSync(file);
    migrate(v1, MIGRATIONS.slice(0, 1));
    const saved = ingest('1700000001');
    v1.prepare(SQL.saveIngest)
      .run(saved.ingestId, saved.partnerId, saved.status, saved.receivedAt, JSON.stringify(saved));
    v1.prepare(SQL.savePartner).run('partner-a', JSON.stringify(partner()), partner().updatedAt);
    v1.prepare(SQL.nextSequence).get('ingestId');
    v1.close();

    const store = openSqliteStore({ dataDir });
    try {
      expect(store.getIngest('1700000001')).toStrictEqual(saved);
      expect(store.listPartners()).toStrictEqual([partner()]);
      expect(store.allocateIngestId()).toBe('1700000002');
      store.saveEvent(webhookEvent());
      store.saveAttempt(webhookAttempt());
      expect(store.listDueEvents(Number.MAX_SAFE_INTEGER, 10)).toStrictEqual([webhookEvent()]);
      expect(store.listInFlightAttempts()).toStrictEqual([webhookAttempt()]);
    } finally {
      store.close();
    }
    const db = new DatabaseSync(file);
    try {
      expect(userVersion(db)).toBe(2);
      const tables = db.prepare('SELECT name FROM sqlite_schema WHERE type = \'table\' ORDER BY name').all().map((row) => row.name);
      expect(tables).toEqual(['ingests', 'partners', 'sequences', 'webhook_attempts', 'webhook_events']);
    } finally {
      db.close();
    }
  });

  it('refuses to open a data dir written by a newer schema', () => {
    const dataDir = tmp.make();
    openSqliteStore({ dataDir }).close();
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openSqliteStore({ dataDir })).toThrow(/newer|only knows versions/);
  });
});
