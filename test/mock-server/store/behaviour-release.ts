/**
 * What the create read of an ingest's release (issue #16), kept beside the ingest: the release summary and
 * findings (written once), and the bytes kept for the dashboard (the message's XML, the front cover). Run by
 * behaviour.ts against each store; retention of the memory store is in behaviour-retention.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IngestReleaseRecord, Store } from '../../../mock-server/src/store/index.js';
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

export function describeReleaseBehaviour(name: string, open: () => Store): void {
  describe(`${name} store: an ingest's release and kept bytes`, () => {
    let store: Store;
    beforeEach(() => {
      store = open();
    });
    afterEach(() => {
      store.close();
    });

    const newIngest = () => {
      const row = ingest(store.allocateIngestId());
      insert(store, row);
      return row;
    };

    it('round-trips the release and findings, apart from the ingest, which later saves leave alone', () => {
      const row = newIngest();
      const other = newIngest();
      const saved = releaseRecord();
      store.saveIngestRelease(row.ingestId, saved);
      store.saveIngest(failed(row));
      expect(store.getIngestRelease(row.ingestId)).toStrictEqual(saved);
      expect(store.getIngestRelease(other.ingestId)).toBeUndefined();
      const none = releaseRecord({ release: null, findings: [], findingsTotal: 0, validation: 'off' });
      store.saveIngestRelease(other.ingestId, none);
      expect(store.getIngestRelease(other.ingestId)).toStrictEqual(none);
    });

    it('keeps bytes by kind, byte for byte, says their sizes, and hands out a copy', () => {
      const row = newIngest();
      const xml = new TextEncoder().encode('<x/>');
      const cover = new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]);
      expect(store.ingestBlobSizes(row.ingestId)).toEqual({});
      store.saveIngestBlob(row.ingestId, 'message', xml);
      expect(store.ingestBlobSizes(row.ingestId)).toEqual({ message: 4 });
      store.saveIngestBlob(row.ingestId, 'cover', cover);
      expect([...store.getIngestBlob(row.ingestId, 'message')!]).toEqual([...xml]);
      expect([...store.getIngestBlob(row.ingestId, 'cover')!]).toEqual([...cover]);
      expect(store.ingestBlobSizes(row.ingestId)).toEqual({ message: 4, cover: 6 });
      store.getIngestBlob(row.ingestId, 'cover')![0] = 0;
      cover[1] = 0;
      expect(store.getIngestBlob(row.ingestId, 'cover')![0]).toBe(0xff);
      expect(store.getIngestBlob(row.ingestId, 'cover')![1]).toBe(0xd8);
      expect(store.getIngestBlob(newIngest().ingestId, 'cover')).toBeUndefined();
    });

    it('refuses a release or bytes for an unknown ingest', () => {
      expect(() => {
        store.saveIngestRelease('1', releaseRecord());
      }).toThrow(/1/);
      expect(() => {
        store.saveIngestBlob('1', 'cover', new Uint8Array(1));
      }).toThrow(/1/);
    });

    it('a rolled-back transaction keeps neither the ingest nor its release and bytes', () => {
      const row = ingest(store.allocateIngestId());
      expect(() => store.transaction(() => {
        insert(store, row);
        store.saveIngestRelease(row.ingestId, releaseRecord());
        store.saveIngestBlob(row.ingestId, 'message', new Uint8Array(3));
        throw new Error('rolled back');
      })).toThrow('rolled back');
      expect(store.getIngest(row.ingestId)).toBeUndefined();
      expect(store.getIngestRelease(row.ingestId)).toBeUndefined();
      expect(store.getIngestBlob(row.ingestId, 'message')).toBeUndefined();
    });

    it('reset deletes releases and kept bytes with the ingests', () => {
      const row = newIngest();
      store.saveIngestRelease(row.ingestId, releaseRecord());
      store.saveIngestBlob(row.ingestId, 'cover', new Uint8Array(3));
      store.reset();
      expect(store.getIngestRelease(row.ingestId)).toBeUndefined();
      expect(store.ingestBlobSizes(row.ingestId)).toEqual({});
    });
  });
}
