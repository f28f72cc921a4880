/** The ingest record of the contract (spec 2.1), as the lookup, the create and webhook `data` show it. */
import type { components } from '../../../generated/openapi.js';
import type { FaultSwitch } from '../implementation-faults.js';
import type { IngestRow } from '../store/types.js';

export type IngestRecord = components['schemas']['IngestRecord'];

/**
 * The fields of a record of any status, without the per-status rules of the contract's union: what a row
 * holds, and what the --fault switch may bend.
 */
type AnyIngestRecord = Omit<IngestRecord, 'status' | 'completedAt' | 'error'> & {
  status: IngestRecord['status'];
  completedAt: string | null;
  error?: components['schemas']['IngestError'];
};

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
  const record: AnyIngestRecord = {
    ingestId: row.ingestId,
    releaseId: row.releaseId,
    status: row.status,
    receivedAt: row.receivedAt,
    completedAt: row.completedAt,
    resources: { total: row.files.length, completed, failed },
    ...(row.error ? { error: { code: row.error.code, message: row.error.message } } : {}),
  };
  // A row's status, completedAt and error agree by construction (lifecycle.ts), so the record is one of
  // the union's variants; a faulty one breaks the contract on purpose.
  return (faults ? withFaults(record, row, faults) : record) as IngestRecord;
}

function withFaults(record: AnyIngestRecord, row: IngestRow, faults: FaultSwitch): AnyIngestRecord {
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
