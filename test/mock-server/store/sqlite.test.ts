import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { ingestReleaseJson, type Store } from '../../../mock-server/src/store/index.js';
import { openSqliteStore, SQLITE_FILE_NAME } from '../../../mock-server/src/store/sqlite.js';
import { SQL } from '../../../mock-server/src/store/sqlite-statements.js';
import { describeStoreBehaviour } from './behaviour.js';
import { describeRetentionBehaviour } from './behaviour-retention.js';
import { releaseRecord } from './behaviour-release.js';
import {
  attemptFailed, crashWriterAttempt, crashWriterEvent, crashWriterIngest, failed, ingest, insert, partner, repoRoot, tempDirs,
  UNUSUAL_BODY, webhookAttempt, webhookEvent,
} from './support.js';

const dirs = tempDirs();
afterEach(async () => {
  dirs.removeAll();
});

describeStoreBehaviour('sqlite', () => openSqliteStore({ dataDir: dirs.make() }));

/** A retention scheduler that trims as soon as asked: nothing is left to cancel. */
function trimAtOnce(run: () => void): () => void {
  run();
  return () => undefined;
}
// The suite checks the state right after each write: here the trim runs as soon as it is asked for (in the
// server it runs on a timer, in batches: see 'sqlite store retention off the request path' below). 1,500 ingests in
// the test that stays bounded over many, not 5,000: the trim after each write is the same run of the same statements,
// so past the limit of 100 each ingest repeats the same drop (5,000 took 25 s in the full suite).
describeRetentionBehaviour('sqlite', (retention, onIngestDropped) => openSqliteStore({
  dataDir: dirs.make(),
  retention,
  ...(onIngestDropped ? { onIngestDropped } : {}),
  scheduleTrim: trimAtOnce,
}), 1_500);

describe('sqlite store retention off the request path', () => {
  /** A scheduler the test fires by hand: `pending` holds the runs asked for. */
  function manualScheduler() {
    const pending: (() => void)[] = [];
    return {
      pending,
      scheduleTrim: (run: () => void) => {
        pending.push(run);
        return () => {
          pending.splice(pending.indexOf(run), 1);
        };
      },
      fire(): void {
        for (const run of pending.splice(0)) run();
      },
    };
  }

  async function finishIngests(store: Store, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const row = ingest(await store.allocateIngestId());
      await insert(store, row);
      await store.transaction(async (tx) => {
        await tx.saveIngest(failed(row));
        await tx.saveEvent(webhookEvent({ eventId: `evt_${i + 1}`, seq: i + 1, ingestId: row.ingestId, state: 'delivered', nextAttemptAt: null }));
        await tx.saveAttempt(webhookAttempt({ eventId: `evt_${i + 1}`, outcome: 'succeeded' }));
      });
      ids.push(row.ingestId);
    }
    return ids;
  }

  it('drops nothing during the writes, asks for one run however many writes, and drops in batches when it fires', async () => {
    const scheduler = manualScheduler();
    const dropped: string[] = [];
    const store = openSqliteStore({
      dataDir: dirs.make(),
      retention: { terminalIngests: 10, events: 10 },
      onIngestDropped: (id) => dropped.push(id),
      scheduleTrim: scheduler.scheduleTrim,
      trimBatch: 25,
    });
    try {
      const ids = await finishIngests(store, 100);
      expect(await store.listIngests({ limit: 1_000 })).toHaveLength(100);
      expect(scheduler.pending).toHaveLength(1);
      scheduler.fire();
      // One batch per run: 25 of the 90 to drop, and another run asked for.
      expect(dropped).toEqual(ids.slice(0, 25));
      expect(scheduler.pending).toHaveLength(1);
      while (scheduler.pending.length > 0) scheduler.fire();
      expect(dropped).toEqual(ids.slice(0, 90));
      expect((await store.listIngests({ limit: 1_000 })).map((row) => row.ingestId)).toEqual(ids.slice(90).reverse());
      expect(await store.listEvents({ limit: 1_000 })).toHaveLength(10);
      expect(await store.listAttempts('evt_1')).toEqual([]);
      expect(await store.listAttempts('evt_100')).toHaveLength(1);
    } finally {
      await store.close();
    }
    // A run still pending at close is cancelled.
    expect(scheduler.pending).toEqual([]);
  });

  it('leaves every row of a dropped ingest nowhere in the file: files, release, blobs, events, attempts', async () => {
    const dataDir = dirs.make();
    const store = openSqliteStore({
      dataDir,
      retention: { terminalIngests: 1, events: 1 },
      scheduleTrim: trimAtOnce,
    });
    for (let i = 1; i <= 3; i++) {
      const row = ingest(await store.allocateIngestId());
      await store.transaction(async (tx) => {
        await insert(tx, row);
        await tx.saveIngestRelease(row.ingestId, ingestReleaseJson(releaseRecord()));
        await tx.saveIngestBlob(row.ingestId, 'message', new Uint8Array(4));
        await tx.saveIngestBlob(row.ingestId, 'cover', new Uint8Array(4));
      });
      await store.transaction(async (tx) => {
        await tx.saveIngest(failed(row));
        await tx.saveEvent(webhookEvent({ eventId: `evt_${i}`, seq: i, ingestId: row.ingestId, state: 'lost', nextAttemptAt: null }));
        await tx.saveAttempt(webhookAttempt({ eventId: `evt_${i}`, outcome: 'failed' }));
      });
    }
    await store.close();
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      const count = (table: string) => Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()!.n);
      const cases = [
        { given: 'ingests', want: 1 },
        { given: 'ingest_files', want: 2 },
        { given: 'ingest_releases', want: 1 },
        { given: 'ingest_blobs', want: 2 },
        { given: 'webhook_events', want: 1 },
        { given: 'webhook_attempts', want: 1 },
      ];
      for (const { given, want } of cases) expect(count(given), given).toBe(want);
    } finally {
      db.close();
    }
  });
});

describe('sqlite store on disk', () => {
  it('creates a missing data dir and keeps the database in partner-ingest-mock.sqlite', async () => {
    const dataDir = path.join(dirs.make(), 'state', 'mock');
    const store = openSqliteStore({ dataDir });
    await store.close();
    expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
  });

  it('keeps partners, ingests, their order and every sequence across close and reopen', async () => {
    const dataDir = dirs.make();
    let store: Store = openSqliteStore({ dataDir });
    const rows = [await store.allocateIngestId(), await store.allocateIngestId(), await store.allocateIngestId()].map((id) => ingest(id));
    for (const row of rows) await insert(store, row);
    await store.saveIngest(failed(rows[0]!));
    await store.savePartner(partner());
    await store.savePartner(partner({ id: 'partner-b', webhookUrl: 'https://hooks.example/b' }));
    await store.nextSequence('webhookEvent');
    await store.close();

    store = openSqliteStore({ dataDir });
    try {
      expect(await store.listIngests()).toStrictEqual([rows[2], rows[1], failed(rows[0]!)]);
      expect(await store.listProcessingIngests()).toStrictEqual([rows[1], rows[2]]);
      expect(await store.listPartners()).toStrictEqual([partner(), partner({ id: 'partner-b', webhookUrl: 'https://hooks.example/b' })]);
      expect(await store.allocateIngestId()).toBe('1700000004');
      expect(await store.nextSequence('webhookEvent')).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('keeps events, attempts and the due order across close and reopen', async () => {
    const dataDir = dirs.make();
    let store: Store = openSqliteStore({ dataDir });
    const events = [
      webhookEvent({ eventId: 'evt_1', seq: 1, nextAttemptAt: 2_000 }),
      webhookEvent({ eventId: 'evt_2', seq: 2, nextAttemptAt: 1_000, partnerId: 'partner-b' }),
      webhookEvent({ eventId: 'evt_3', seq: 3, nextAttemptAt: null, state: 'delivered' }),
    ];
    const attempts = [webhookAttempt(), attemptFailed(webhookAttempt({ eventId: 'evt_3' }))];
    await store.transaction(async (tx) => {
      for (const event of events) await tx.saveEvent(event);
      for (const attempt of attempts) await tx.saveAttempt(attempt);
    });
    await store.close();

    store = openSqliteStore({ dataDir });
    try {
      expect((await store.getEvent('evt_1'))!.body).toBe(UNUSUAL_BODY);
      expect(await store.listEvents()).toStrictEqual([...events].reverse());
      expect(await store.listEvents({ partnerId: 'partner-b' })).toStrictEqual([events[1]]);
      expect(await store.listDueEvents(2_000, 10)).toStrictEqual([events[1], events[0]]);
      expect(await store.nextDueAt()).toBe(1_000);
      expect(await store.listAttempts('evt_3')).toStrictEqual([attempts[1]]);
      expect(await store.listInFlightAttempts()).toStrictEqual([attempts[0]]);
    } finally {
      await store.close();
    }
  });

  it('reads an attempt written before the ledger kept headers and response bodies as "not recorded"', async () => {
    const dataDir = dirs.make();
    await openSqliteStore({ dataDir }).close();
    const { requestHeaders: _h, responseBody: _b, responseBodyTruncated: _t, ...older } = attemptFailed(webhookAttempt());
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    db.prepare(SQL.saveAttempt).run(older.eventId, older.number, older.outcome, JSON.stringify(older));
    db.close();
    const store = openSqliteStore({ dataDir });
    try {
      expect(await store.listAttempts('evt_1')).toStrictEqual([{ ...older, requestHeaders: {}, responseBody: null, responseBodyTruncated: false }]);
    } finally {
      await store.close();
    }
  });

  it('answers every filtered list from an index, without a sort step', async () => {
    const dataDir = dirs.make();
    await openSqliteStore({ dataDir }).close();
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      const cases: { given: string; params: (string | number)[]; want: string }[] = [
        { given: SQL.listIngestsOfPartner, params: ['partner-a'], want: 'ingests_by_partner' },
        { given: SQL.listIngestsWithStatus, params: ['processing'], want: 'ingests_by_status' },
        { given: SQL.listIngestsOfPartnerWithStatus, params: ['partner-a', 'processing'], want: 'ingests_by_partner_status' },
        { given: SQL.listProcessingIngests, params: [], want: 'ingests_by_status' },
        { given: SQL.listDueEvents, params: [1_000], want: 'webhook_events_due' },
        { given: SQL.nextDueAt, params: [], want: 'webhook_events_due' },
        { given: SQL.listEvents, params: [], want: 'webhook_events_by_seq' },
        { given: SQL.listEventsOfPartner, params: ['partner-a'], want: 'webhook_events_by_partner' },
        { given: SQL.listEventsWithState, params: ['lost'], want: 'webhook_events_by_state' },
        { given: SQL.listEventsOfPartnerWithState, params: ['partner-a', 'lost'], want: 'webhook_events_by_partner_state' },
        { given: SQL.listEventsOfIngest, params: ['1700000001'], want: 'webhook_events_by_ingest' },
        { given: SQL.listEventsOfPartnerAndIngest, params: ['partner-a', '1700000001'], want: 'webhook_events_by_ingest' },
        { given: SQL.listEventsOfIngestWithState, params: ['1700000001', 'lost'], want: 'webhook_events_by_ingest' },
        {
          given: SQL.listEventsOfPartnerAndIngestWithState,
          params: ['partner-a', '1700000001', 'lost'],
          want: 'webhook_events_by_ingest',
        },
        { given: SQL.listAttempts, params: ['evt_1'], want: 'sqlite_autoindex_webhook_attempts_1' },
        { given: SQL.listInFlightAttempts, params: [], want: 'webhook_attempts_in_flight' },
        // Retention reads its cut-off and the oldest finished rows from the partial indexes of finished rows.
        { given: SQL.ingestCutoff, params: [10_000], want: 'ingests_finished' },
        { given: SQL.oldestFinishedIngests, params: [5, 1_000], want: 'ingests_finished' },
        { given: SQL.eventCutoff, params: [10_000], want: 'webhook_events_finished' },
        { given: SQL.oldestFinishedEvents, params: [5, 1_000], want: 'webhook_events_finished' },
        { given: SQL.dropEventsOfIngests, params: ['["1700000001"]'], want: 'webhook_events_by_ingest' },
        // Leases (migration 6): a claim reads the processing ingests or the due events; a renewal or release, the held rows.
        { given: SQL.claimableIngests, params: [1_000, 10], want: 'ingests_by_status' },
        { given: SQL.claimableEvents, params: [100, 1_000, 10], want: 'webhook_events_due' },
        { given: SQL.renewIngestLeases, params: [1_000, 'replica-a'], want: 'ingests_leased' },
        { given: SQL.releaseIngestLeases, params: ['replica-a'], want: 'ingests_leased' },
        { given: SQL.renewEventLeases, params: [1_000, 'replica-a'], want: 'webhook_events_leased' },
        { given: SQL.releaseEventLeases, params: ['replica-a'], want: 'webhook_events_leased' },
      ];
      for (const { given, params, want } of cases) {
        const limit = given.includes('LIMIT ?') && !given.includes('OFFSET ?') && params.length < 2 ? [10] : [];
        const plan = db.prepare(`EXPLAIN QUERY PLAN ${given}`).all(...params, ...limit).map((row) => String(row.detail));
        expect(plan.join('; '), given).toMatch(new RegExp(`USING (COVERING )?INDEX ${want}\\b`));
        expect(plan.join('; '), given).not.toMatch(/TEMP B-TREE|SCAN (?!json_each)\w+(?!\w| USING)/);
      }
    } finally {
      db.close();
    }
  });

  it('commits nothing of a nested transaction before the outermost one commits', async () => {
    const dataDir = dirs.make();
    const store = openSqliteStore({ dataDir });
    // A second connection sees only what is committed to the file.
    const reader = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    const committedEvents = () => Number(reader.prepare('SELECT count(*) AS n FROM webhook_events').get()!.n);
    try {
      await store.transaction(async (tx) => {
        await tx.transaction(async (nested) => {
          await nested.saveEvent(webhookEvent());
        });
        expect(await tx.getEvent('evt_1')).toStrictEqual(webhookEvent());
        expect(committedEvents()).toBe(0);
      });
      expect(committedEvents()).toBe(1);
    } finally {
      reader.close();
      await store.close();
    }
  });

  it('keeps every acknowledged ingest with its event after kill -9 of the writing process, never one without the other', async () => {
    const dataDir = dirs.make();
    const writer = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'crash-writer.fixture.ts'), dataDir],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const acknowledged: string[] = [];
    let pending = '';
    let stderr = '';
    writer.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    writer.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      // Only whole lines count: an id is acknowledged once its newline is printed.
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      acknowledged.push(...lines);
      if (acknowledged.length >= 300 && writer.exitCode === null && writer.signalCode === null) {
        writer.kill('SIGKILL');
      }
    });
    // 'close' comes after the exit and after the last buffered output has been read.
    const [code, signal] = (await once(writer, 'close')) as [number | null, NodeJS.Signals | null];
    expect({ code, signal, stderr }).toMatchObject({ code: null, signal: 'SIGKILL' });
    // Killed mid-run: the last commits are still in the write-ahead log, not yet in the main file.
    expect(existsSync(path.join(dataDir, `${SQLITE_FILE_NAME}-wal`))).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);

    const store = openSqliteStore({ dataDir });
    try {
      for (const id of acknowledged) {
        expect(await store.getIngest(id), `ingest ${id}`).toStrictEqual(failed(crashWriterIngest(id)));
        expect(await store.getEvent(`evt_${id}`), `event of ${id}`).toStrictEqual(crashWriterEvent(id));
        expect(await store.listAttempts(`evt_${id}`), `attempt of ${id}`).toStrictEqual([crashWriterAttempt(id)]);
      }
      const newest = Math.max(...acknowledged.map(Number));
      expect(Number(await store.allocateIngestId())).toBeGreaterThan(newest);
      // Every row on disk, acknowledged or not (the kill may have hit between a commit and its line):
      // a failed ingest has its event and attempt, and an event its failed ingest. Only the first save,
      // alone in its own commit, leaves an ingest processing and without an event.
      const all = { limit: Number.MAX_SAFE_INTEGER };
      const ingests = await store.listIngests(all);
      const events = await store.listEvents(all);
      const failedIds = ingests.filter((row) => row.status === 'failed').map((row) => row.ingestId).sort();
      expect(events.map((event) => event.ingestId).sort()).toEqual(failedIds);
      for (const event of events) expect(await store.listAttempts(event.eventId), event.eventId).toHaveLength(1);
      expect(ingests.length - failedIds.length).toBeLessThanOrEqual(1);
    } finally {
      await store.close();
    }
  });
});
