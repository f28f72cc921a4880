/**
 * The behaviour every store promises (behaviour*.ts), run against the PostgreSQL store on a real throw-away cluster
 * (test/support/postgres.ts), as memory.test.ts and sqlite.test.ts run it against theirs. One database for the file:
 * each test opens its store on it emptied (TRUNCATE, sequences and identities restarted), as a fresh file or Map.
 */
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Store } from '../../../mock-server/src/store/index.js';
import { openPostgresStore } from '../../../mock-server/src/store/postgres/store.js';
import { describePostgres, type PostgresCluster, startPostgres } from '../../support/postgres.js';
import { describeStoreBehaviour } from './behaviour.js';
import { describeRetentionBehaviour } from './behaviour-retention.js';

describePostgres('PostgreSQL store, the behaviour of every store', () => {
  let cluster: PostgresCluster;
  let url: string;
  beforeAll(async () => {
    cluster = await startPostgres();
    url = await cluster.createDatabase();
    // The schema, once: every test below empties it.
    await (await openPostgresStore({ url })).close();
  }, 60_000);
  afterAll(async () => {
    await cluster.destroy();
  });

  /** The database as a new one: no rows, every sequence and identity from 1 again. */
  async function emptied(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`TRUNCATE partners, partner_keys, ingests, ingest_files, ingest_releases, ingest_blobs,
        webhook_events, webhook_attempts, replica_leases RESTART IDENTITY`);
      // Every other SEQUENCE too: the counters (ingest ids, event numbers) and the retention orders.
      await client.query(`DO $$ DECLARE s record; BEGIN
        FOR s IN SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema() LOOP
          EXECUTE format('ALTER SEQUENCE %I RESTART', s.sequencename);
        END LOOP; END $$`);
    } finally {
      await client.end();
    }
  }

  async function open(options: Partial<Parameters<typeof openPostgresStore>[0]> = {}): Promise<Store> {
    await emptied();
    return openPostgresStore({ url, poolSize: 4, ...options });
  }

  describeStoreBehaviour('postgres', () => open());
  // The suite reads the state right after each write: the trim runs inside the write that asks for it.
  // 1,500 ingests, not the 5,000 of the in-process stores: here each write's inline trim is the same one statement
  // (statements.ts `trim`, dropping what is over the limit), so past the limit of 100 every ingest repeats the same
  // drop, and 1,400 repetitions prove the bound as well as 4,900 (which cost ~45 s more of round trips in the full
  // suite). The ids still cross 1,000 (evt_999 to evt_1000), as with 5,000.
  describeRetentionBehaviour('postgres', (retention, onIngestDropped) => open({
    retention,
    ...(onIngestDropped ? { onIngestDropped } : {}),
    trim: 'inline',
  }), 1_500);
});
