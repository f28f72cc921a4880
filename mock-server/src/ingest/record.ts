/** The ingest record of the contract (spec 2.1), as the lookup, the create and webhook `data` show it. */
import type { components } from '../../../generated/openapi.js';
import type { FaultSwitch } from '../implementation-faults.js';
import type { IngestRow } from '../store/types.js';

export type IngestRecord = components['schemas']['IngestRecord'];

/**
 * Counters are derived from the files, so they can never disagree with them (spec 2.1, 6.2). `faults`
 * (the --fault switch) bends the record the way a faulty implementation would; absent, it is exact.
 */
export function toIngestRecord(row: IngestRow, faults?: FaultSwitch): IngestRecord {
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
  return faults ? withFaults(record, row, faults) : record;
}

function withFaults(record: IngestRecord, row: IngestRow, faults: FaultSwitch): IngestRecord {
  const faulty = { ...record, resources: { ...record.resources } };
  if (faults.has('completed-at-while-processing') && faulty.status === 'processing') faulty.completedAt = faulty.receivedAt;
  if (faults.has('received-at-without-offset')) {
    faulty.receivedAt = faulty.receivedAt.replace(/Z$/, '');
    if (faulty.completedAt) faulty.completedAt = faulty.completedAt.replace(/Z$/, '');
  }
  if (faults.has('release-id-not-echoed')) faulty.releaseId = `R-${faulty.releaseId}`;
  if (faults.has('total-counts-resources')) faulty.resources.total = new Set(row.files.map((f) => f.resourceReference ?? f.uri)).size;
  if (faults.has('failed-without-error')) delete faulty.error;
  return faulty;
}

/** RFC 3339 with an offset, as spec 2.1 requires (always UTC, `Z`). */
export function timestamp(ms: number): string {
  return new Date(ms).toISOString();
}
