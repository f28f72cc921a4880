/** The ingest record of the contract (spec 2.1), as the lookup, the create and webhook `data` show it. */
import type { components } from '../../../generated/openapi.js';
import type { IngestRow } from '../store/types.js';

export type IngestRecord = components['schemas']['IngestRecord'];

/**
 * The fields of a record of any status, without the per-status rules of the contract's union: what a row holds,
 * and what a fault or variant of the seam may bend.
 */
export type AnyIngestRecord = Omit<IngestRecord, 'status' | 'completedAt' | 'error'> & {
  status: IngestRecord['status'];
  completedAt: string | null;
  error?: components['schemas']['IngestError'];
};

/**
 * Spec 2.1, 6.2. The counters are the row's, kept with each file outcome in the same transaction as the file
 * (ingest/runner.ts): reading them costs the same for 2 files or 200,000.
 */
export function toIngestRecord(row: IngestRow): IngestRecord {
  const { total, completed, failed } = row.resources;
  const record: AnyIngestRecord = {
    ingestId: row.ingestId,
    releaseId: row.releaseId,
    status: row.status,
    receivedAt: row.receivedAt,
    completedAt: row.completedAt,
    resources: { total, completed, failed },
    ...(row.error ? { error: { code: row.error.code, message: row.error.message } } : {}),
  };
  // A row's status, completedAt and error agree by construction (lifecycle.ts), so the record is one of the
  // union's variants.
  return record as IngestRecord;
}
