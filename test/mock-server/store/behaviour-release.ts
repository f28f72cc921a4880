/**
 * What the create read of an ingest's release (issue #16), kept beside the ingest: the release summary and
 * findings (written once), and the bytes kept for the dashboard (the message's XML, the front cover). Run by
 * behaviour.ts against each store; retention of the memory store is in behaviour-retention.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type IngestReleaseRecord, ingestReleaseJson, type Store } from '../../../mock-server/src/store/index.js';
import { failed, ingest, insert } from './support.js';

export function releaseRecord(overrides: Partial<IngestReleaseRecord> = {}): IngestReleaseRecord {
  return {
    validation: 'report',
    release: {
      message: { id: 'M1', sender: 'Label', createdAt: '2026-01-01T00:00:00Z' },
      releaseReference: 'R0',
      title: 'An Album',
      subtitle: null,
      displayArtist: 'An Artist',
      displayArtists: [{ name: 'An Artist', partyReference: 'P1', roles: ['MainArtist'] }],
      label: 'Label',
      ids: { icpn: '5012345678900', grid: null, catalogNumber: null, proprietaryIds: [] },
      releaseType: 'Album',
      releaseDate: null,
      originalReleaseDate: null,
      genre: 'Pop',
      parentalWarning: null,
      duration: null,
      tracks: [{
        sequence: 1, disc: null, number: 1, resourceReference: 'A1', kind: 'SoundRecording', title: 'One', displayArtist: 'An Artist',
        isrc: 'ZZDEM2600001', duration: 'PT3M', files: [{ location: 'a1.flac', hashSum: { algorithm: 'MD5', value: 'ab'.repeat(16) } }],
      }],
      cover: { resourceReference: 'A2', files: [{ location: 'cover.jpg', hashSum: null }] },
      deals: [{ releaseReferences: ['R0'], territories: ['Worldwide'], excludedTerritories: [], useTypes: ['Stream'], commercialModels: ['SubscriptionModel'], start: '2026-01-01', end: null }],
    },
    findings: [{ rule: 'reference-unresolved', code: 'NewReleaseMessageInvalid', severity: 'error', message: 'A9 names nothing', line: 12, column: 5, path: '/NewReleaseMessage/ReleaseList[1]' }],
    findingsTotal: 1,
    messageBytes: 2048,
    ...overrides,
  };
}

export function describeReleaseBehaviour(name: string, open: () => Store | Promise<Store>): void {
  describe(`${name} store: an ingest's release and kept bytes`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    const newIngest = async () => {
      const row = ingest(await store.allocateIngestId());
      await insert(store, row);
      return row;
    };

    it('round-trips the release and findings, apart from the ingest, which later saves leave alone', async () => {
      const row = await newIngest();
      const other = await newIngest();
      const saved = releaseRecord();
      await store.saveIngestRelease(row.ingestId, ingestReleaseJson(saved));
      await store.saveIngest(failed(row));
      expect(await store.getIngestRelease(row.ingestId)).toStrictEqual(saved);
      expect(await store.getIngestRelease(other.ingestId)).toBeUndefined();
      const none = releaseRecord({ release: null, findings: [], findingsTotal: 0, validation: 'off' });
      await store.saveIngestRelease(other.ingestId, ingestReleaseJson(none));
      expect(await store.getIngestRelease(other.ingestId)).toStrictEqual(none);
    });

    it('keeps bytes by kind, byte for byte, says their sizes, and hands out a copy', async () => {
      const row = await newIngest();
      const xml = new TextEncoder().encode('<x/>');
      const cover = new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]);
      expect(await store.ingestBlobSizes(row.ingestId)).toEqual({});
      await store.saveIngestBlob(row.ingestId, 'message', xml);
      expect(await store.ingestBlobSizes(row.ingestId)).toEqual({ message: 4 });
      await store.saveIngestBlob(row.ingestId, 'cover', cover);
      expect([...(await store.getIngestBlob(row.ingestId, 'message'))!]).toEqual([...xml]);
      expect([...(await store.getIngestBlob(row.ingestId, 'cover'))!]).toEqual([...cover]);
      expect(await store.ingestBlobSizes(row.ingestId)).toEqual({ message: 4, cover: 6 });
      (await store.getIngestBlob(row.ingestId, 'cover'))![0] = 0;
      cover[1] = 0;
      expect((await store.getIngestBlob(row.ingestId, 'cover'))![0]).toBe(0xff);
      expect((await store.getIngestBlob(row.ingestId, 'cover'))![1]).toBe(0xd8);
      expect(await store.getIngestBlob((await newIngest()).ingestId, 'cover')).toBeUndefined();
    });

    it('refuses a release or bytes for an unknown ingest', async () => {
      await expect(store.saveIngestRelease('1', ingestReleaseJson(releaseRecord()))).rejects.toThrow(/1/);
      await expect(store.saveIngestBlob('1', 'cover', new Uint8Array(1))).rejects.toThrow(/1/);
    });

    it('a rolled-back transaction keeps neither the ingest nor its release and bytes', async () => {
      const row = ingest(await store.allocateIngestId());
      await expect(store.transaction(async (tx) => {
        await insert(tx, row);
        await tx.saveIngestRelease(row.ingestId, ingestReleaseJson(releaseRecord()));
        await tx.saveIngestBlob(row.ingestId, 'message', new Uint8Array(3));
        throw new Error('rolled back');
      })).rejects.toThrow('rolled back');
      expect(await store.getIngest(row.ingestId)).toBeUndefined();
      expect(await store.getIngestRelease(row.ingestId)).toBeUndefined();
      expect(await store.getIngestBlob(row.ingestId, 'message')).toBeUndefined();
    });

    it('reset deletes releases and kept bytes with the ingests', async () => {
      const row = await newIngest();
      await store.saveIngestRelease(row.ingestId, ingestReleaseJson(releaseRecord()));
      await store.saveIngestBlob(row.ingestId, 'cover', new Uint8Array(3));
      await store.reset();
      expect(await store.getIngestRelease(row.ingestId)).toBeUndefined();
      expect(await store.ingestBlobSizes(row.ingestId)).toEqual({});
    });
  });
}
