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
import { crashWriterIngest, failed, ingest, partner, repoRoot, tempDirs } from './support.js';

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
    for (const row of rows) store.saveIngest(row);
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

  it('answers every filtered list from an index, without a sort step', () => {
    const dataDir = dirs.make();
    openSqliteStore({ dataDir }).close();
    const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      const cases: { given: string; params: string[] }[] = [
        { given: SQL.listIngestsOfPartner, params: ['partner-a'] },
        { given: SQL.listIngestsWithStatus, params: ['processing'] },
        { given: SQL.listIngestsOfPartnerWithStatus, params: ['partner-a', 'processing'] },
        { given: SQL.listProcessingIngests, params: [] },
      ];
      for (const { given, params } of cases) {
        const limit = given.includes('LIMIT ?') ? [10] : [];
        const plan = db.prepare(`EXPLAIN QUERY PLAN ${given}`).all(...params, ...limit).map((row) => String(row.detail));
        expect(plan.join('; '), given).toMatch(/USING (COVERING )?INDEX ingests_by_/);
        expect(plan.join('; '), given).not.toMatch(/TEMP B-TREE|SCAN ingests(?! USING)/);
      }
    } finally {
      db.close();
    }
  });

  it('keeps every acknowledged ingest after kill -9 of the writing process', async () => {
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
      }
      const newest = Math.max(...acknowledged.map(Number));
      expect(Number(store.allocateIngestId())).toBeGreaterThan(newest);
    } finally {
      store.close();
    }
  });
});
