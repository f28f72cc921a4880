/**
 * The runner's work per file does not grow with the number of files (issue #13, item 1): counted in store
 * operations, files read and bytes saved, never in seconds. A restart resumes the files still pending, and so does
 * the runner itself when the database was away (issue #18).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createRealClock } from '../../../mock-server/src/clock.js';
import { resolveConfig } from '../../../mock-server/src/config.js';
import { transition } from '../../../mock-server/src/ingest/lifecycle.js';
import { IngestRunner, type RunnerDeps } from '../../../mock-server/src/ingest/runner.js';
import { createMemoryStore } from '../../../mock-server/src/store/memory.js';
import { openSqliteStore } from '../../../mock-server/src/store/sqlite.js';
import type { IngestRow, ResourceFileRecord, Store } from '../../../mock-server/src/store/types.js';
import { ingest, interceptStore, tempDirs, withOutage } from '../store/support.js';
import { waitUntil } from '../../support/wait.js';

const config = resolveConfig(
  { resources: { mode: 'simulate', concurrency: 16, perIngestConcurrency: 4, simulate: { minDuration: 0, maxDuration: 0 } } },
  { port: 0 },
  'test',
);
const logger = pino({ level: 'silent' });
const dirs = tempDirs();
afterEach(() => {
  dirs.removeAll();
});

/** Inserts a processing ingest of `count` pending files, each "loading" for `durationMs(index)` in simulate mode. */
async function insertRelease(store: Store, count: number, durationMs: (index: number) => number = () => 0): Promise<IngestRow> {
  const row = ingest(await store.allocateIngestId(), { resources: { total: count, completed: 0, failed: 0 }, resourceCount: count, plan: { scenario: 'completed', failLastFiles: 0, holdUntil: null } });
  const files: ResourceFileRecord[] = Array.from({ length: count }, (_, i) => ({
    uri: `https://bucket.example/release/${i}.flac`, status: 'pending', simulatedDurationMs: durationMs(i),
  }));
  await store.insertIngest(row, files);
  return row;
}

/** The store, counting each call (on it and on every transaction's tx), the files it hands out and the size of each ingest saved. */
function counting(store: Store) {
  const calls: Record<string, number> = {};
  let filesHandedOut = 0;
  let largestSave = 0;
  let rowsSaved = 0;
  const counted = interceptStore(store, (name, args, call) => {
    calls[name] = (calls[name] ?? 0) + 1;
    // Ingests are saved in batches (the lifecycle events that come together share a unit): each row counts.
    const saved = name === 'saveIngest' ? [args[0]] : name === 'saveIngests' ? args[0] as unknown[] : [];
    rowsSaved += saved.length;
    for (const row of saved) largestSave = Math.max(largestSave, JSON.stringify(row).length);
    const result = call();
    if (name !== 'nextPendingFiles') return result;
    return (result as Promise<unknown[]>).then((files) => {
      filesHandedOut += files.length;
      return files;
    });
  });
  return { store: counted, calls, filesHandedOut: () => filesHandedOut, largestSave: () => largestSave, rowsSaved: () => rowsSaved };
}

function runner(store: Store, overrides: Partial<RunnerDeps> = {}): { runner: IngestRunner; finished: Promise<IngestRow> } {
  let resolve!: (row: IngestRow) => void;
  const finished = new Promise<IngestRow>((r) => {
    resolve = r;
  });
  const deps: RunnerDeps = { store, clock: createRealClock(), fetch: undefined, config, logger, ...overrides };
  const created = new IngestRunner(deps);
  created.events.on('ingest.finished', (row) => {
    resolve(row);
  });
  return { runner: created, finished };
}

async function loadRelease(count: number) {
  const counted = counting(createMemoryStore());
  const row = await insertRelease(counted.store, count);
  const { runner: r, finished } = runner(counted.store);
  for (const key of Object.keys(counted.calls)) delete counted.calls[key];
  r.start(row.ingestId);
  const done = await finished;
  await r.stop();
  return { ...counted, done };
}

describe('IngestRunner: the work per file', () => {
  it('is the same for 4,000 files as for 500: one outcome, one save, a bounded number of reads per file', async () => {
    const small = await loadRelease(500);
    const large = await loadRelease(4_000);
    for (const [count, run] of [[500, small], [4_000, large]] as const) {
      expect(run.done.status).toBe('completed');
      expect(run.done.resources).toEqual({ total: count, completed: count, failed: 0 });
      expect(run.calls.recordFileOutcome).toBe(count);
      // One save of the ingest per file (in batches of the events that came together: never more units than files).
      expect(run.rowsSaved()).toBe(count);
      expect((run.calls.saveIngest ?? 0) + (run.calls.saveIngests ?? 0)).toBeLessThanOrEqual(count);
      // Read a batch at a time, each file once.
      expect(run.filesHandedOut()).toBe(count);
      expect(run.calls.nextPendingFiles).toBeLessThanOrEqual(Math.ceil(count / 256) + 4);
      expect((run.calls.getIngest ?? 0) + (run.calls.getIngests ?? 0)).toBeLessThanOrEqual(2 * count + 4);
      expect(run.calls.listIngestFiles ?? 0).toBe(0);
    }
    // What one save writes does not grow with the number of files (a few more digits in the counters at most).
    expect(large.largestSave()).toBeLessThanOrEqual(small.largestSave() + 16);
  });
});

describe('IngestRunner: a restart', () => {
  it('resumes only the files still pending, each recorded once, and completes with every counter right (SQLite)', async () => {
    const dataDir = dirs.make();
    const count = 1_000;
    const first = openSqliteStore({ dataDir });
    // The first 600 files load at once; the rest take an hour, so the process "dies" (stops) with them pending.
    const row = await insertRelease(first, count, (i) => (i < 600 ? 0 : 3_600_000));
    const before = runner(first);
    before.runner.start(row.ingestId);
    await waitUntil(async () => (await first.getIngest(row.ingestId))!.resources.completed >= 600, 30_000, 5);
    await before.runner.stop();
    expect((await first.getIngest(row.ingestId))!.resources).toEqual({ total: count, completed: 600, failed: 0 });
    await first.close();

    const second = openSqliteStore({ dataDir });
    try {
      const loaded: number[] = [];
      const after = runner(second, {
        // After the restart every file loads at once; the seam tells which ones were tried.
        seam: {
          transition,
          loadResource: (_row, index) => {
            loaded.push(index);
            return Promise.resolve({ type: 'file-completed', index, at: Date.now() });
          },
        },
      });
      expect(await after.runner.resumeAll()).toBe(1);
      const done = await after.finished;
      await after.runner.stop();
      expect(done.status).toBe('completed');
      expect(done.resources).toEqual({ total: count, completed: count, failed: 0 });
      expect(loaded.sort((a, b) => a - b)).toEqual(Array.from({ length: count - 600 }, (_, i) => 600 + i));
      expect(await second.nextPendingFiles(row.ingestId, -1, 10)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

/** Resolves with the finished ingest, or rejects after `ms`: an ingest the runner let go of never finishes. */
function within(finished: Promise<IngestRow>, ms: number): Promise<IngestRow> {
  return Promise.race([finished, new Promise<never>((_, reject) => {
    setTimeout(() => {
      reject(new Error(`the ingest did not finish within ${ms} ms: the runner let go of it`));
    }, ms).unref();
  })]);
}

describe('IngestRunner: the database away (issue #18)', () => {
  it('stops loading while the store fails, resumes once it answers, and completes with every file once', async () => {
    const outage = withOutage(createMemoryStore());
    const count = 300;
    const row = await insertRelease(outage.store, count);
    const loaded = new Map<number, number>();
    let away = false;
    const { runner: r, finished } = runner(outage.store, {
      resumeAfterFailureMs: 20,
      seam: {
        transition,
        loadResource: (_row, index) => {
          loaded.set(index, (loaded.get(index) ?? 0) + 1);
          // A third of the way in, the database goes away for 100 ms, once (a file loaded again after the outage
          // leaves the count at 100).
          if (loaded.size === 100 && !away) {
            away = true;
            outage.down(true);
            setTimeout(() => {
              outage.down(false);
            }, 100);
          }
          return Promise.resolve({ type: 'file-completed', index, at: Date.now() });
        },
      },
    });
    r.start(row.ingestId);
    const done = await within(finished, 10_000);
    await r.stop();
    expect(done.status).toBe('completed');
    expect(done.resources).toEqual({ total: count, completed: count, failed: 0 });
    expect([...loaded.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
    // Only the files whose outcome the outage lost are loaded again (at most one per worker and a batch in hand).
    expect([...loaded.values()].filter((times) => times > 1).length).toBeLessThanOrEqual(config.resources.perIngestConcurrency);
  });

  it('does not fail a file because one read of the store failed: the file is loaded again', async () => {
    const outage = withOutage(createMemoryStore());
    const row = await insertRelease(outage.store, 3);
    const { runner: r, finished } = runner(outage.store, { resumeAfterFailureMs: 20 });
    // The read of the ingest before its first file is loaded (after the start's and its first unit's) fails once.
    outage.blip('getIngest', 2);
    r.start(row.ingestId);
    const done = await within(finished, 10_000);
    await r.stop();
    expect(done.status).toBe('completed');
    expect(done.resources).toEqual({ total: 3, completed: 3, failed: 0 });
  });
});
