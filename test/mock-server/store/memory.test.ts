import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../mock-server/src/store/index.js';
import { describeStoreBehaviour } from './behaviour.js';
import { describeRetentionBehaviour } from './behaviour-retention.js';
import { releaseRecord } from './behaviour-release.js';
import { failed, ingest, insert, partner, webhookAttempt, webhookEvent } from './support.js';

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
    await store.saveIngestRelease(row.ingestId, releaseRecord());
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

describe('memory store: kept bytes have a bound of their own (ern.keepTotalBytes)', () => {
  const newIngest = async (store: ReturnType<typeof createMemoryStore>) => {
    const row = ingest(await store.allocateIngestId());
    await insert(store, row);
    return row.ingestId;
  };

  it('drops the bytes kept first once the total is over the bound, messages and covers alike, whatever retention keeps', async () => {
    const store = createMemoryStore({ keptBytes: 100, retention: { terminalIngests: 1_000, events: 1_000 } });
    const [a, b, c] = [await newIngest(store), await newIngest(store), await newIngest(store)];
    await store.saveIngestBlob(a, 'message', new Uint8Array(40));
    await store.saveIngestBlob(a, 'cover', new Uint8Array(30));
    await store.saveIngestBlob(b, 'message', new Uint8Array(30));
    expect(await store.ingestBlobSizes(a)).toEqual({ message: 40, cover: 30 });
    // 100 in all: at the bound, nothing goes. One byte more and the first kept (a's message) goes, and only it.
    await store.saveIngestBlob(c, 'message', new Uint8Array(1));
    expect(await store.ingestBlobSizes(a)).toEqual({ cover: 30 });
    expect(await store.getIngestBlob(a, 'message')).toBeUndefined();
    expect(await store.ingestBlobSizes(b)).toEqual({ message: 30 });
    expect(await store.ingestBlobSizes(c)).toEqual({ message: 1 });
    // The ingests themselves stay: only what they kept goes.
    expect(await store.getIngest(a)).toBeDefined();
    // A replaced cover counts its new size, not both.
    await store.saveIngestBlob(a, 'cover', new Uint8Array(60));
    expect(await store.ingestBlobSizes(a)).toEqual({ cover: 60 });
    expect(await store.ingestBlobSizes(b)).toEqual({ message: 30 });
    await store.saveIngestBlob(c, 'cover', new Uint8Array(10));
    expect(await store.ingestBlobSizes(a)).toEqual({});
    expect(await store.ingestBlobSizes(b)).toEqual({ message: 30 });
    expect(await store.ingestBlobSizes(c)).toEqual({ message: 1, cover: 10 });
  });

  it('counts what a rolled-back transaction kept out again, and starts over after a reset', async () => {
    const store = createMemoryStore({ keptBytes: 50 });
    const a = await newIngest(store);
    const b = await newIngest(store);
    await store.saveIngestBlob(a, 'message', new Uint8Array(30));
    await expect(store.transaction(async (tx) => {
      await tx.saveIngestBlob(b, 'message', new Uint8Array(40));
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    // Had the 40 rolled-back bytes been counted, this save (30 + 20 = 50, at the bound) would drop a's message.
    await store.saveIngestBlob(b, 'message', new Uint8Array(20));
    expect(await store.ingestBlobSizes(a)).toEqual({ message: 30 });
    await store.reset();
    const c = await newIngest(store);
    await store.saveIngestBlob(c, 'message', new Uint8Array(50));
    expect(await store.ingestBlobSizes(c)).toEqual({ message: 50 });
  });

  it('applies retention first: what it drops makes room before any other ingest\'s bytes go', async () => {
    const store = createMemoryStore({ keptBytes: 100, retention: { terminalIngests: 1, events: 100 } });
    const [processing, a, b] = [await newIngest(store), await newIngest(store), await newIngest(store)];
    await store.saveIngestBlob(processing, 'message', new Uint8Array(40));
    await store.saveIngestBlob(a, 'message', new Uint8Array(40));
    await store.saveIngest(failed((await store.getIngest(a))!));
    // b's message and end in one transaction: at its commit retention drops a (one finished ingest is kept), whose
    // 40 bytes make the room for b's; the processing ingest's message, kept first, stays.
    await store.transaction(async (tx) => {
      await tx.saveIngestBlob(b, 'message', new Uint8Array(40));
      await tx.saveIngest(failed((await tx.getIngest(b))!));
    });
    expect(await store.getIngest(a)).toBeUndefined();
    expect(await store.ingestBlobSizes(processing)).toEqual({ message: 40 });
    expect(await store.ingestBlobSizes(b)).toEqual({ message: 40 });
  });

  it('keeps no bytes over the whole bound by themselves, and lets go of what they replace; others stay', async () => {
    const store = createMemoryStore({ keptBytes: 100 });
    const [a, b] = [await newIngest(store), await newIngest(store)];
    await store.saveIngestBlob(a, 'message', new Uint8Array(50));
    await store.saveIngestBlob(b, 'cover', new Uint8Array(20));
    await store.saveIngestBlob(b, 'message', new Uint8Array(101));
    expect(await store.ingestBlobSizes(b)).toEqual({ cover: 20 });
    await store.saveIngestBlob(b, 'cover', new Uint8Array(101));
    expect(await store.ingestBlobSizes(b)).toEqual({});
    expect(await store.ingestBlobSizes(a)).toEqual({ message: 50 });
  });

  it('counts a replaced value\'s size back when its transaction rolls back', async () => {
    const store = createMemoryStore({ keptBytes: 100 });
    const [a, b] = [await newIngest(store), await newIngest(store)];
    await store.saveIngestBlob(a, 'cover', new Uint8Array(30));
    await expect(store.transaction(async (tx) => {
      await tx.saveIngestBlob(a, 'cover', new Uint8Array(60));
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await store.ingestBlobSizes(a)).toEqual({ cover: 30 });
    // 30 + 70: at the bound. Had the rollback left 60 counted, a's cover would go.
    await store.saveIngestBlob(b, 'message', new Uint8Array(70));
    expect(await store.ingestBlobSizes(a)).toEqual({ cover: 30 });
  });

  it('keeps everything without a bound', async () => {
    const store = createMemoryStore();
    const a = await newIngest(store);
    await store.saveIngestBlob(a, 'message', new Uint8Array(1_000_000));
    await store.saveIngestBlob(a, 'cover', new Uint8Array(1_000_000));
    expect(await store.ingestBlobSizes(a)).toEqual({ message: 1_000_000, cover: 1_000_000 });
  });
});
