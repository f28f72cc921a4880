/**
 * Child process of the kill -9 test in sqlite.test.ts. Usage: node --import tsx crash-writer.fixture.ts <dataDir>
 *
 * Creates ingests without end, the way the server does: allocate an id and save the ingest, then on
 * its terminal transition save it again together with its webhook event and the event's first attempt,
 * in ONE transaction. It prints each id on its own line once both commits have returned and the line
 * has reached the pipe: a printed id is an acknowledged write. It never closes the store; the test kills it.
 */
import { openSqliteStore } from '../../../mock-server/src/store/sqlite.js';
import { crashWriterAttempt, crashWriterEvent, crashWriterIngest, failed, insert } from './support.js';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: crash-writer.fixture.ts <dataDir>');

const store = openSqliteStore({ dataDir });
// A bound, in case the test that should kill the writer is gone.
for (let n = 0; n < 1_000_000; n++) {
  const row = crashWriterIngest(await store.allocateIngestId());
  await insert(store, row);
  await store.transaction(async (tx) => {
    await tx.saveIngest(failed(row));
    await tx.saveEvent(crashWriterEvent(row.ingestId));
    await tx.saveAttempt(crashWriterAttempt(row.ingestId));
  });
  await new Promise<void>((resolve, reject) => {
    process.stdout.write(`${row.ingestId}\n`, (error) => {
      if (error) reject(error);
      else resolve();
    });
  });
}
