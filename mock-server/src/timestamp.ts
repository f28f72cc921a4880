/**
 * How the mock writes a point in time (spec 2.1): the ingest record, webhook events, the delivery ledger and
 * the operator API all use this one format.
 */

/** ISO 8601 with an offset, as spec 2.1 writes it; the mock always writes RFC 3339 in UTC (`Z`), a subset. */
export function timestamp(ms: number): string {
  return new Date(ms).toISOString();
}
