/**
 * Brings a PostgreSQL database up to the last of its migrations (migrations.ts). Replicas may start together on an
 * empty database: the whole check-and-apply runs under a session advisory lock, so one of them applies the steps and
 * the others, once they get the lock, find nothing left to do. Each step and its row in `schema_migrations` commit
 * together: a failing step leaves the database at the previous version, never half-way.
 */
import type pg from 'pg';
import type { Migration } from '../migrations.js';
import { hearBreaks } from './connection.js';

/** The advisory lock key of migrations: any fixed bigint, the same in every replica ("pik" "mig" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x70_69_6b_6d_69_67;

/** Applies the steps above the database's version; resolves the version reached. */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[]): Promise<number> {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`migration "${migration.description}" has version ${migration.version} but is step ${index + 1}; number migrations 1, 2, 3… in the order they run`);
    }
  });
  const latest = migrations.length;
  const client = await pool.connect();
  let broken: Error | undefined;
  const breakHeard = hearBreaks(client);
  try {
    // A session lock, not a transaction's: each step below commits on its own while the lock is held. No
    // statement_timeout while waiting for it: another replica may be applying a long step.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        description text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
      const current = rows[0]?.version ?? 0;
      if (current > latest) {
        throw new Error(
          `the database is at schema version ${current}, but this version of the mock server only knows versions up to ${latest}; `
          + 'upgrade partner-ingest-kit or use another database',
        );
      }
      for (const migration of migrations.slice(current)) {
        try {
          await client.query('BEGIN');
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, description) VALUES ($1, $2)', [migration.version, migration.description]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw new Error(`schema migration ${migration.version} (${migration.description}) failed`, { cause: error });
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await client.query('RESET statement_timeout').catch(() => undefined);
    }
    return latest;
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    const heard = breakHeard();
    // A connection that failed half-way is closed rather than handed back with a lock or a setting on it.
    client.release(broken ?? heard);
  }
}
