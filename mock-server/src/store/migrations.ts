/**
 * The SQLite schema as an ordered list of steps. The database records how many it has applied in
 * `PRAGMA user_version`; opening a store applies the rest (see migrate.ts).
 *
 * To change the schema, append a step with the next version number. Never edit or reorder a step
 * that has shipped: databases in the field have already run it and will not run it again.
 */

export interface Migration {
  /** 1, 2, 3…: the `user_version` the database has once this step is applied. */
  readonly version: number;
  /** What the step does, for error messages. */
  readonly description: string;
  /** Statements run in one transaction together with the `user_version` bump. */
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'partners, ingests and sequences',
    // Each record is one JSON document (the source of truth, parsed once per read); the other columns
    // are copies of its fields for keys, filters and indexes. listIngests orders by the implicit rowid,
    // the order of first save: an upsert (ON CONFLICT DO UPDATE) keeps a row's rowid, and a new row
    // gets a rowid above every existing one.
    sql: `
      CREATE TABLE partners (
        id TEXT PRIMARY KEY,
        doc TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE ingests (
        ingest_id TEXT PRIMARY KEY,
        partner_id TEXT NOT NULL,
        status TEXT NOT NULL,
        received_at TEXT NOT NULL,
        doc TEXT NOT NULL
      );
      -- listIngests({ partnerId }): index entries are sorted by rowid within a key, so no sort step.
      CREATE INDEX ingests_by_partner ON ingests (partner_id);
      -- listIngests({ partnerId, status }).
      CREATE INDEX ingests_by_partner_status ON ingests (partner_id, status);
      -- listIngests({ status }) and listProcessingIngests().
      CREATE INDEX ingests_by_status ON ingests (status);
      CREATE TABLE sequences (
        name TEXT PRIMARY KEY,
        value INTEGER NOT NULL
      );
    `,
  },
];
