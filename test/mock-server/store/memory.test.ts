import { describe, expect, it } from 'vitest';
import { createMemoryStore, ingestReleaseJson } from '../../../mock-server/src/store/index.js';
import { describeStoreBehaviour } from './behaviour.js';
import { describeRetentionBehaviour } from './behaviour-retention.js';
import { releaseRecord } from './behaviour-release.js';
import { ingest, insert, partner, webhookAttempt, webhookEvent } from './support.js';

describeStoreBehaviour('memory', createMemoryStore);
// Limits never reached change nothing of the behaviour above.
describeStoreBehaviour('memory (with retention)', () => createMemoryStore({ retention: { terminalIngests: 1_000_000, events: 1_000_000 } }));
describeRetentionBehaviour('memory', (retention, onIngestDropped) => createMemoryStore({ retention, ...(onIngestDropped ? { onIngestDropped } : {}) }));

describe('memory store: records are handed out frozen, not copied', () => {
  it('returns the same frozen record on every read, deeply frozen, and a change throws', async () => {
    const store = createMemoryStore();
    const row = ingest(await store.allocateIngestId());
    await insert(store, row);
    await store.savePartner(partner());
    await store.saveEvent(webhookEvent());
    await store.saveAttempt(webhookAttempt());
    const got = (await store.getIngest(row.ingestId))!;
    expect(await store.getIngest(row.ingestId)).toBe(got);
    expect(got).not.toBe(row);
    const file = (await store.getIngestFile(row.ingestId, 0))!;
    for (const value of [got, got.resources, got.plan, file, file.hashSum, (await store.getPartner('partner-a'))!.apiKeys[0],
      (await store.getEvent('evt_1'))!.faults, (await store.listAttempts('evt_1'))[0]]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
    expect(() => Object.assign(file, { status: 'failed' })).toThrow(TypeError);
    expect(() => Object.assign(got.resources, { completed: 2 })).toThrow(TypeError);
    const listed = (await store.listEvents())[0]!;
    expect(() => listed.faults.pop()).toThrow(TypeError);
    expect(Object.isFrozen(row)).toBe(false);
  });

  it('hands out a release as a frozen tree of its own, a new one per read', async () => {
    const store = createMemoryStore();
    const row = ingest(await store.allocateIngestId());
    await insert(store, row);
    await store.saveIngestRelease(row.ingestId, ingestReleaseJson(releaseRecord()));
    const [one, two] = [(await store.getIngestRelease(row.ingestId))!, (await store.getIngestRelease(row.ingestId))!];
    expect(one).toStrictEqual(releaseRecord());
    expect(one).not.toBe(two);
    for (const value of [one, one.findings, one.findings[0], one.release]) expect(Object.isFrozen(value)).toBe(true);
    expect(() => (one.findings as unknown[]).pop()).toThrow(TypeError);
  });

  it('drops keys whose value is undefined, as the SQLite store (JSON) does', async () => {
    const store = createMemoryStore();
    const row = { ...ingest(await store.allocateIngestId()), extra: undefined };
    await insert(store, row);
    expect(Object.keys((await store.getIngest(row.ingestId))!)).not.toContain('extra');
  });
});

describe('memory store: kept bytes without a bound', () => {
  it('keeps everything without retention (the bound is one of its limits)', async () => {
    const store = createMemoryStore();
    const row = ingest(await store.allocateIngestId());
    await insert(store, row);
    await store.saveIngestBlob(row.ingestId, 'message', new Uint8Array(1_000_000));
    await store.saveIngestBlob(row.ingestId, 'cover', new Uint8Array(1_000_000));
    expect(await store.ingestBlobSizes(row.ingestId)).toEqual({ message: 1_000_000, cover: 1_000_000 });
  });
});
