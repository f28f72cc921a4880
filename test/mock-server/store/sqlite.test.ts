import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../../../mock-server/src/store/index.js';
import { openSqliteStore, SQLITE_FILE_NAME } from '../../../mock-server/src/store/sqlite.js';
import { SQL } from '../../../mock-server/src/store/sqlite-statements.js';
import { describeStoreBehaviour } from './behaviour.js';
import {
  attemptFailed, crashWriterAttempt, crashWriterEvent, crashWriterIngest, failed, ingest, insert, partner, repoRoot, tempDirs,
  UNUSUAL_BODY, webhookAttempt, webhookEvent,
} from './support.js';

const dirs = tempDirs();
afterEach(() => {
  dirs.removeAll();
});

describeStoreBehaviour('sqlite', () => openSqliteStore({ dataDir: dirs.make() }));

describe('sqlite store on disk', () => {
  it('creates a missing data dir and keeps the database in partner-ingest-mock.sqlite', () => {
    const dataDir = path.join(dirs.make(), 'state', 'mock');
    const store = openSqliteStore({ dataDir });
    store.close();
    expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
  });

  it('keeps partners, ingests, their order and every sequence across close and reopen', () => {
    const dataDir = dirs.make();
    let store: Store = openSqliteStore({ dataDir });
    const rows = [store.allocateIngestId(), store.allocateIngestId(), store.allocateIngestId()].map((id) => ingest(id));
    for (const row of rows) insert(store, row);
    store.saveIngest(failed(rows[0]!));
    store.savePartner(partner());
    store.savePartner(partner({ id: 'partner-b', webhookUrl: 'https://hooks.example/b' }));
    store.nextSequence('eventId');
    store.close();

    store = openSqliteStore({ dataDir });
    try {
      expect(store.listIngests()).toStrictEqual([rows[2], rows[1], failed(rows[0]!)]);
      expect(store.listProcessingIngests()).toStrictEqual([rows[1], rows[2]]);
      expect(store.listPartners()).toStrictEqual([partner(), partner({ id: 'partner-b', webhookUrl: 'https://hooks.example/b' })]);
      expect(store.allocateIngestId()).toBe('1700000004');
      expect(store.nextSequence('eventId')).toBe(2);
    } finally {
      store.close();
    }
  });

  it('keeps events, attempts and the due order across close and reopen', () => {
    const dataDir = dirs.make();
    let store: Store = openSqliteStore({ dataDir });
    const events = [
      webhookEvent({ eventId: 'evt_1', seq: 1, nextAttemptAt: 2_000 }),
      webhookEvent({ eventId: 'evt_2', seq: 2, nextAttemptAt: 1_000, partnerId: 'partner-b' }),
      webhookEvent({ eventId: 'evt_3', seq: 3, nextAttemptAt: null, state: 'delivered' }),
    ];
    const attempts = [webhookAttempt(), attemptFailed(webhookAttempt({ eventId: 'evt_3' }))];
    store.transaction(() => {
      for (const event of events) store.saveEvent(event);
      for (const attempt of attempts) store.saveAttempt(attempt);
    });
    store.close();

    store = openSqliteStore({ dataDir });
    try {
      expect(store.getEvent('evt_1')!.body).toBe(UNUSUAL_BODY);
      expect(store.listEvents()).toStrictEqual([...events].reverse());
      expect(store.listEvents({ partnerId: 'partner-b' })).toStrictEqual([events[1]]);
      expect(store.listDueEvents(2_000, 10)).toStrictEqual([events[1], events[0]]);
      expect(store.nextDueAt()).toBe(1_000);
      expect(store.listAttempts('evt_3')).toStrictEqual([attempts[1]]);
      expect(store.listInFlightAttempts()).toStrictEqual([attempts[0]]);
    } finally {
      store.close();
    }
  });

  it('reads an attempt written before the ledger kept headers and response bodies as "not recorded"', () => {
    const dataDir = dirs.make();
    openSqliteStore({ dataDir }).close();
    const { requestHeaders: _h, responseBody: _b, responseBodyTruncated: _t, ...older } = attemptFailed(webhookAttempt());
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    db.prepare(SQL.saveAttempt).run(older.eventId, older.number, older.outcome, JSON.stringify(older));
    db.close();
    const store = openSqliteStore({ dataDir });
    try {
      expect(store.listAttempts('evt_1')).toStrictEqual([{ ...older, requestHeaders: {}, responseBody: null, responseBodyTruncated: false }]);
    } finally {
      store.close();
    }
  });

  it('answers every filtered list from an index, without a sort step', () => {
    const dataDir = dirs.make();
    openSqliteStore({ dataDir }).close();
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
      ];
      for (const { given, params, want } of cases) {
        const limit = given.includes('LIMIT ?') ? [10] : [];
        const plan = db.prepare(`EXPLAIN QUERY PLAN ${given}`).all(...params, ...limit).map((row) => String(row.detail));
        expect(plan.join('; '), given).toMatch(new RegExp(`USING (COVERING )?INDEX ${want}\\b`));
        expect(plan.join('; '), given).not.toMatch(/TEMP B-TREE|SCAN \w+(?!\w| USING)/);
      }
    } finally {
      db.close();
    }
  });

  it('commits nothing of a nested transaction before the outermost one commits', () => {
    const dataDir = dirs.make();
    const store = openSqliteStore({ dataDir });
    // A second connection sees only what is committed to the file.
    const reader = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    const committedEvents = () => Number(reader.prepare('SELECT count(*) AS n FROM webhook_events').get()!.n);
    try {
      store.transaction(() => {
        store.transaction(() => {
          store.saveEvent(webhookEvent());
        });
        expect(store.getEvent('evt_1')).toStrictEqual(webhookEvent());
        expect(committedEvents()).toBe(0);
      });
      expect(committedEvents()).toBe(1);
    } finally {
      reader.close();
      store.close();
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
        expect(store.getIngest(id), `ingest ${id}`).toStrictEqual(failed(crashWriterIngest(id)));
        expect(store.getEvent(`evt_${id}`), `event of ${id}`).toStrictEqual(crashWriterEvent(id));
        expect(store.listAttempts(`evt_${id}`), `attempt of ${id}`).toStrictEqual([crashWriterAttempt(id)]);
      }
      const newest = Math.max(...acknowledged.map(Number));
      expect(Number(store.allocateIngestId())).toBeGreaterThan(newest);
      // Every row on disk, acknowledged or not (the kill may have hit between a commit and its line):
      // a failed ingest has its event and attempt, and an event its failed ingest. Only the first save,
      // alone in its own commit, leaves an ingest processing and without an event.
      const all = { limit: Number.MAX_SAFE_INTEGER };
      const ingests = store.listIngests(all);
      const events = store.listEvents(all);
      const failedIds = ingests.filter((row) => row.status === 'failed').map((row) => row.ingestId).sort();
      expect(events.map((event) => event.ingestId).sort()).toEqual(failedIds);
      for (const event of events) expect(store.listAttempts(event.eventId), event.eventId).toHaveLength(1);
      expect(ingests.length - failedIds.length).toBeLessThanOrEqual(1);
    } finally {
      store.close();
    }
  });
});
