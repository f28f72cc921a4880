/** The lookup cache is never older than the store, rolled-back writes included, and stays bounded. */
import { describe, expect, it } from 'vitest';
import { IngestRecordCache } from '../../../mock-server/src/ingest/record-cache.js';
import { createMemoryStore } from '../../../mock-server/src/store/memory.js';
import type { IngestRow, Store } from '../../../mock-server/src/store/types.js';

function row(ingestId: string, status: IngestRow['status'] = 'processing'): IngestRow {
  return {
    ingestId,
    partnerId: 'acme',
    releaseId: 'R',
    xmlUrlRedacted: 'https://x.example/r.xml',
    ernVersion: '4.3',
    status,
    receivedAt: '2026-11-21T12:00:00.000Z',
    completedAt: status === 'processing' ? null : '2026-11-21T12:00:01.000Z',
    error: null,
    resources: { total: 0, completed: 0, failed: 0 },
    resourceCount: 0,
    firstFailure: null,
    plan: { scenario: 'completed', failLastFiles: 0, holdUntil: null },
  };
}

const status = (json: string | undefined) => (json === undefined ? undefined : (JSON.parse(json) as { status: string }).status);

/** The record of `ingestId` as the cache answers, read from the store when it is not cached. */
async function json(cache: IngestRecordCache, ingestId: string, store: Pick<Store, 'getIngest'>): Promise<string | undefined> {
  return (await cache.get(ingestId, store))?.json;
}

describe('IngestRecordCache', () => {
  it('serves the record as JSON and sees every later save', async () => {
    const cache = new IngestRecordCache();
    const store = cache.wrap(createMemoryStore());
    await store.insertIngest(row('1'), []);
    expect(status(await json(cache, '1', store))).toBe('processing');
    await store.saveIngest(row('1', 'completed'));
    expect(status(await json(cache, '1', store))).toBe('completed');
    expect(await cache.get('2', store)).toBeUndefined();
  });

  it('answers a cached record at once, without a promise', async () => {
    const cache = new IngestRecordCache();
    const store = cache.wrap(createMemoryStore());
    await store.insertIngest(row('1'), []);
    expect(cache.get('1', store)).toBeInstanceOf(Promise);
    await cache.get('1', store);
    expect(cache.get('1', store)).not.toBeInstanceOf(Promise);
  });

  it('shows the committed state after a rolled-back write, and the new one after a committed write through tx', async () => {
    const cache = new IngestRecordCache();
    const store = cache.wrap(createMemoryStore());
    await store.insertIngest(row('1'), []);
    expect(status(await json(cache, '1', store))).toBe('processing');
    await expect(store.transaction(async (tx) => {
      await tx.saveIngest(row('1', 'completed'));
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(status(await json(cache, '1', store))).toBe('processing');
    await store.transaction(async (tx) => {
      await tx.transaction(async (nested) => {
        await nested.saveIngest(row('1', 'failed'));
      });
    });
    expect(status(await json(cache, '1', store))).toBe('failed');
  });

  it('never keeps a record read while a write of its ingest was on its way', async () => {
    const cache = new IngestRecordCache();
    const inner = createMemoryStore();
    const store = cache.wrap(inner);
    await store.insertIngest(row('1'), []);
    // A store whose read of the old row comes back only after the write has landed (PostgreSQL can do that).
    let answerRead!: () => void;
    const slow: Pick<Store, 'getIngest'> = {
      getIngest: async (id) => {
        const old = await inner.getIngest(id);
        await new Promise<void>((resolve) => {
          answerRead = resolve;
        });
        return old;
      },
    };
    const read = cache.get('1', slow);
    await new Promise((resolve) => setImmediate(resolve));
    await store.saveIngest(row('1', 'completed'));
    // A lookup that starts after the write does not share the read on its way: it reads again.
    const after = json(cache, '1', store);
    answerRead();
    expect(status((await read)?.json)).toBe('processing');
    expect(status(await after)).toBe('completed');
    expect(status(await json(cache, '1', store))).toBe('completed');
  });

  it('keeps an entry that is read again and again while others come and go (least recently used goes first)', async () => {
    const cache = new IngestRecordCache(4);
    const store = cache.wrap(createMemoryStore());
    let reads = 0;
    const counting: Pick<Store, 'getIngest'> = {
      getIngest: (id: string) => {
        reads++;
        return store.getIngest(id);
      },
    };
    for (let id = 1; id <= 40; id++) await store.insertIngest(row(String(id)), []);
    await cache.get('1', counting);
    for (let id = 2; id <= 40; id++) {
      await cache.get(String(id), counting);
      await cache.get('1', counting);
    }
    // '1' was read from the store once; every other id once; nothing read twice.
    expect(reads).toBe(40);
    // The evicted ones are read again.
    await cache.get('2', counting);
    expect(reads).toBe(41);
  });

  it('forgets everything on reset, and keeps at most its capacity', async () => {
    const cache = new IngestRecordCache(2);
    const store = cache.wrap(createMemoryStore());
    for (const id of ['1', '2', '3']) await store.insertIngest(row(id), []);
    for (const id of ['1', '2', '3']) await cache.get(id, store);
    await store.reset();
    expect(await cache.get('1', store)).toBeUndefined();
  });
});
