import type { DatabaseSync } from 'node:sqlite';
import type { Migration } from './migrations.js';
import { inTransaction } from './transaction.js';

/**
 * Brings the database up to the last of `migrations`, applying only the steps above its
 * `PRAGMA user_version`. Each step and its version bump commit together, so a crash or a failing
 * step leaves the database at the previous version, never half-way. Returns the version reached.
 */
export function migrate(db: DatabaseSync, migrations: readonly Migration[]): number {
  assertNumberedInOrder(migrations);
  const latest = migrations.length;
  const current = userVersion(db);
  if (current > latest) {
    throw new Error(
      `the database is at schema version ${current}, but this version of the mock server only knows versions up to ${latest}; `
      + 'upgrade partner-ingest-kit or use another --data-dir',
    );
  }
  for (const migration of migrations.slice(current)) {
    try {
      inTransaction(db, () => {
        db.exec(migration.sql);
        // PRAGMA takes no bound parameters; the version is a checked integer.
        db.exec(`PRAGMA user_version = ${migration.version}`);
      });
    } catch (error) {
      throw new Error(`schema migration ${migration.version} (${migration.description}) failed`, { cause: error });
    }
  }
  return latest;
}

export function userVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get();
  return Number(row?.user_version ?? 0);
}

function assertNumberedInOrder(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `migration "${migration.description}" has version ${migration.version} but is step ${index + 1}; `
        + 'number migrations 1, 2, 3… in the order they run',
      );
    }
  });
}
