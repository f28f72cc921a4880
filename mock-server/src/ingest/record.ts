/** The ingest record of the contract (spec 2.1), as the lookup, the create and webhook `data` show it. */
import type { components } from '../../../generated/openapi.js';
import type { IngestRow } from '../store/types.js';

export type IngestRecord = components['schemas']['IngestRecord'];

/** Counters are derived from the files, so they can never disagree with them (spec 2.1, 6.2). */
export function toIngestRecord(row: IngestRow): IngestRecord {
  let completed = 0;
  let failed = 0;
  for (const file of row.files) {
    if (file.status === 'completed') completed++;
    else if (file.status === 'failed') failed++;
  }
  const record: IngestRecord = {
    ingestId: row.ingestId,
    releaseId: row.releaseId,
    status: row.status,
    receivedAt: row.receivedAt,
    completedAt: row.completedAt,
    resources: { total: row.files.length, completed, failed },
    ...(row.error ? { error: { code: row.error.code, message: row.error.message } } : {}),
  };
  return record;
}

/** RFC 3339 with an offset, as spec 2.1 requires (always UTC, `Z`). */
export function timestamp(ms: number): string {
  return new Date(ms).toISOString();
}
