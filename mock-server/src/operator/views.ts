/**
 * How the operator API shows an ingest and the clock: shared by its routes (ingest-routes.ts, clock-routes.ts)
 * and its live stream (stream.ts), so a record looks the same wherever the operator reads it.
 */
import type { Clock } from '../clock.js';
import { redactUrl } from '../redact.js';
import { toIngestRecord } from '../ingest/record.js';
import { timestamp } from '../timestamp.js';
import type { IngestBlobKind, IngestReleaseRecord, IngestRow, ResourceFileRecord } from '../store/types.js';

/** How many files an ingest's view lists in lists and on the stream; `GET /_operator/ingests/{id}` lists them all. */
export const filesInSummary = 100;

/**
 * An ingest as the operator sees it: the record, plus partner, scenario and the status of `files` (all of them,
 * or the first ones: `record.resources.total` says how many there are).
 */
export function ingestView(row: IngestRow, files: readonly ResourceFileRecord[]) {
  return {
    record: toIngestRecord(row),
    partnerId: row.partnerId,
    xmlUrl: row.xmlUrlRedacted,
    ernVersion: row.ernVersion,
    scenario: row.plan.scenario,
    holdUntil: row.plan.holdUntil === null ? null : timestamp(row.plan.holdUntil),
    files: files.map((f) => ({
      // Resource URLs may be pre-signed: show them without their query string.
      uri: redactUrl(f.uri),
      status: f.status,
      ...(f.failure ? { failure: f.failure } : {}),
      ...(f.hashSum ? { hashSum: f.hashSum } : {}),
      ...(f.resourceReference ? { resourceReference: f.resourceReference } : {}),
    })),
  };
}

/**
 * What `GET /_operator/ingests/{ingestId}` adds to the view (issue #16): the release and findings in the shape of
 * `ingest-kit validate --json` (null and [] when none were stored) with the preflight's notices (a declared release
 * profile not checked), the validation mode the create ran, and what
 * is kept for the dashboard (`/message`, `/cover`).
 */
export function releaseView(stored: IngestReleaseRecord | undefined, kept: Partial<Record<IngestBlobKind, number>>) {
  return {
    release: stored?.release ?? null,
    findings: stored?.findings ?? [],
    findingsTotal: stored?.findingsTotal ?? 0,
    notices: stored?.notices ?? [],
    validation: stored?.validation ?? null,
    message: stored === undefined ? null : { bytes: stored.messageBytes, kept: kept.message !== undefined },
    cover: kept.cover === undefined ? null : { bytes: kept.cover },
  };
}

/** The clock as `GET /_operator/clock` shows it. */
export function clockView(clock: Clock) {
  return clock.describe();
}
