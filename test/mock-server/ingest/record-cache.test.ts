/** The lookup cache is never older than the store, rolled-back writes included, and stays bounded. */
import { describe, expect, it } from 'vitest';
import { IngestRecordCache } from '../../../mock-server/src/ingest/record-cache.js';
import { createMemoryStore } from '../../../mock-server/src/store/memory.js';
import type { IngestRow } from '../../../mock-server/src/store/types.js';

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

describe('IngestRecordCache', () => {
  it('serves the record as JSON and sees every later save', () => {
    const cache = new IngestRecordCache();
    const store = cache.wrap(createMemoryStore());
    store.insertIngest(row('1'), []);
    expect(status(cache.get('1', store)?.json)).toBe('processing');
    store.saveIngest(row('1', 'completed'));
    expect(status(cache.get('1', store)?.json)).toBe('completed');
    expect(cache.get('2', store)).toBeUndefined();
  });

  it('shows the committed state after a rolled-back write', () => {
    const cache = new IngestRecordCache();
    const store = cache.wrap(createMemoryStore());
    store.insertIngest(row('1'), []);
    expect(status(cache.get('1', store)?.json)).toBe('processing');
    expect(() => store.transaction(() => {
      store.saveIngest(row('1', 'completed'));
      throw new Error('boom');
    })).toThrow('boom');
    expect(status(cache.get('1', store)?.json)).toBe('processing');
  });

  it('keeps an entry that is read again and again while others come and go (least recently used goes first)', () => {
    const cache = new IngestRecordCache(4);
    const store = cache.wrap(createMemoryStore());
    let reads = 0;
    const counting = {
      getIngest: (id: string) => {
        reads++;
        return store.getIngest(id);
      },
    };
    for (let id = 1; id <= 40; id++) store.insertIngest(row(String(id)), []);
    cache.get('1', counting);
    for (let id = 2; id <= 40; id++) {
      cache.get(String(id), counting);
      cache.get('1', counting);
    }
    // '1' was read from the store once; every other id once; nothing read twice.
    expect(reads).toBe(40);
    // The evicted ones are read again.
    cache.get('2', counting);
    expect(reads).toBe(41);
  });

  it('forgets everything on reset, and keeps at most its capacity', () => {
    const cache = new IngestRecordCache(2);
    const store = cache.wrap(createMemoryStore());
    for (const id of ['1', '2', '3']) store.insertIngest(row(id), []);
    for (const id of ['1', '2', '3']) cache.get(id, store);
    store.reset();
    expect(cache.get('1', store)).toBeUndefined();
  });
});
