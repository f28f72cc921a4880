import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IngestRow, PartnerRecord } from '../../../mock-server/src/store/index.js';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A partner with two keys (the first revoked) and no webhook URL. */
export function partner(overrides: Partial<PartnerRecord> = {}): PartnerRecord {
  return {
    id: 'partner-a',
    active: true,
    webhookUrl: null,
    apiKeys: [
      { id: 'key_1', key: 'pk_test_old', createdAt: '2025-01-01T00:00:00.000Z', revokedAt: '2025-02-01T00:00:00.000Z' },
      { id: 'key_2', key: 'pk_test_current', createdAt: '2025-02-01T00:00:00.000Z', revokedAt: null },
    ],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-02-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A processing ingest with two resource files, one of them planned to fail. */
export function ingest(ingestId: string, overrides: Partial<IngestRow> = {}): IngestRow {
  return {
    ingestId,
    partnerId: 'partner-a',
    releaseId: `R-${ingestId}`,
    xmlUrlRedacted: `https://bucket.example/deliveries/${ingestId}/msg.xml`,
    ernVersion: '4.3',
    status: 'processing',
    receivedAt: '2025-03-01T12:00:00.000+00:00',
    completedAt: null,
    error: null,
    files: [
      {
        uri: `https://bucket.example/deliveries/${ingestId}/A1.flac`,
        hashSum: { algorithm: 'SHA256', value: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
        resourceReference: 'A1',
        status: 'pending',
      },
      { uri: `https://bucket.example/deliveries/${ingestId}/A2.jpg`, status: 'pending' },
    ],
    plan: { scenario: 'completed', failFileIndexes: [1], holdUntil: null, simulatedDurationsMs: [250, 40] },
    ...overrides,
  };
}

/** The same ingest after it failed: every field that changes on a transition is different. */
export function failed(row: IngestRow): IngestRow {
  return {
    ...row,
    status: 'failed',
    completedAt: '2025-03-01T12:00:05.000+00:00',
    error: { code: 'RESOURCE_FETCH_FAILED', message: '1 of 2 resource files failed to load' },
    files: row.files.map((file, index) => ({
      ...file,
      status: index === 1 ? 'failed' : 'completed',
      ...(index === 1 ? { failure: 'HTTP 403 from the resource URL' } : {}),
    })),
  };
}

/** Temporary folders for a test file; `removeAll()` in afterEach deletes them. */
export function tempDirs() {
  const dirs: string[] = [];
  return {
    make(): string {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'partner-ingest-store-'));
      dirs.push(dir);
      return dir;
    },
    removeAll(): void {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What crash-writer.fixture.ts saves for an id (then saves again through {@link failed}). */
export function crashWriterIngest(ingestId: string): IngestRow {
  return ingest(ingestId, { partnerId: `partner-${Number(ingestId) % 3}`, releaseId: `CRASH-${ingestId}` });
}
