/**
 * Rules of one ingest record (spec 2.1, 3, 4.1), as the create or the lookup answers it. checks/create/,
 * checks/contract/bodies-valid.ts and checks/lifecycle/ run them on the suite's own ingests; the proxy runs them
 * on every record it forwards.
 */
import { webhookDelivery } from '../../generated/contract.js';
import { validateIngestRecord } from '../../generated/validators.js';
import { instant } from '../instant.js';
import { errorLines, fixForRecord } from '../record-rules.js';
import type { HttpExchange } from '../types.js';
import { firstFinding, type Rule, unless } from './rule.js';

export type RecordLike = Record<string, unknown>;

interface Resources { total?: unknown; completed?: unknown; failed?: unknown }
const resourcesOf = (record: RecordLike): Resources | undefined => record.resources as Resources | undefined;

export const recordValidRule: Rule<unknown> = {
  id: 'create.record-valid',
  kind: 'spec',
  specSection: '4.1, 2.1',
  title: 'The create answers 201 with a valid ingest record',
  check: (record) => unless(validateIngestRecord(record), () => ({
    message: 'the 201 body is not a valid ingest record',
    received: { record, errors: errorLines(validateIngestRecord.errors) },
    documented: 'spec 2.1: every field, type and nullability of the ingest record (openapi.yaml#/components/schemas/IngestRecord)',
    fix: fixForRecord(validateIngestRecord.errors),
  })),
};

export const bodiesValidRule: Rule<Pick<HttpExchange, 'method' | 'path' | 'text' | 'json'>> = {
  id: 'contract.bodies-valid',
  kind: 'spec',
  specSection: '2.1, 4.1, 4.2',
  title: 'Every 2xx answer of the create and the lookup is a valid ingest record in JSON',
  check: (answer) => unless(validateIngestRecord(answer.json), () => ({
    message: `${answer.method} ${answer.path} answered a body that is not a valid ingest record in JSON`,
    received: { body: answer.json ?? answer.text.slice(0, 300), errors: errorLines(validateIngestRecord.errors) },
    documented: 'spec 2.1 (openapi.yaml#/components/schemas/IngestRecord)',
    fix: fixForRecord(validateIngestRecord.errors),
  })),
};

export const processingRule: Rule<RecordLike> = {
  id: 'create.processing',
  kind: 'spec',
  specSection: '3, 4.1',
  title: 'The 201 record is processing, with completedAt null',
  check: (record) => firstFinding(
    () => unless(record.status === 'processing', () => ({
      message: 'the 201 record is not processing',
      received: { status: record.status },
      documented: 'spec 4.1: "Body is the ingest record (2.1) with status = processing"',
      fix: 'Answer 201 as soon as the submission is accepted, before loading the resource files, with status processing.',
    })),
    () => unless(record.completedAt === null, () => ({
      message: 'completedAt is set in the 201 record',
      received: { completedAt: record.completedAt },
      documented: 'spec 2.1: completedAt is "Null while processing"; spec 4.1: "completedAt = null"',
      fix: 'Answer completedAt: null while processing; set it only when the ingest reaches completed or failed.',
    })),
  ),
};

/** The 201 record against the submission: `submitted` is the releaseId sent, `now` the time the answer came (ms). */
export const releaseAndIdsRule: Rule<{ submitted: unknown; record: RecordLike; now: number }> = {
  id: 'create.release-and-ids',
  kind: 'spec',
  specSection: '2.1',
  title: 'releaseId is echoed; ingestId is numeric-looking text; receivedAt has an offset and is the time of the submission',
  check: ({ submitted, record, now }) => {
    const receivedAt = instant(record.receivedAt);
    // The submission happened just before `now`; a service clock may be off by up to the spec's 300 s.
    const skewSeconds = receivedAt === null ? 0 : Math.abs(receivedAt - now) / 1000;
    return firstFinding(
      () => unless(record.releaseId === submitted, () => ({
        message: 'releaseId is not the one submitted',
        received: { submitted, answered: record.releaseId },
        documented: 'spec 2.1: releaseId is "The release identifier supplied by the partner at submission, echoed back"',
        fix: 'Echo the submitted releaseId unchanged.',
      })),
      () => unless(typeof record.ingestId === 'string' && /^\d+$/.test(record.ingestId), () => ({
        message: 'ingestId is not numeric-looking text',
        received: { ingestId: record.ingestId },
        documented: 'spec 2.1: ingestId is a "string (numeric-looking text, e.g. <ingest_id>)"',
        fix: 'Give ingestId as a JSON string of digits, e.g. "1700000042".',
      })),
      () => unless(receivedAt !== null, () => ({
        message: 'receivedAt is not an ISO 8601 timestamp with a UTC offset',
        received: { receivedAt: record.receivedAt },
        documented: 'spec 2.1: receivedAt is a "string, ISO 8601 timestamp with UTC offset"',
        fix: 'Write receivedAt with its offset, e.g. 2026-11-21T12:36:41Z or 2026-11-21T21:36:41+09:00.',
      })),
      () => unless(skewSeconds <= webhookDelivery.signatureToleranceSeconds + 30, () => ({
        message: 'receivedAt is not the time the submission was received',
        received: { receivedAt: record.receivedAt, secondsFromSuiteClock: Math.round(skewSeconds) },
        documented: `spec 2.1: receivedAt is "When the submission was received" (the suite allows a clock ${webhookDelivery.signatureToleranceSeconds} s off, plus 30 s)`,
        fix: 'Set receivedAt from a synchronised clock at the moment the create arrives.',
      })),
    );
  },
};

export const countersZeroAt201Rule: Rule<RecordLike> = {
  id: 'extensions.counters-zero-at-201',
  kind: 'extension',
  specSection: '3',
  title: 'The 201 record counts no file as loaded or failed yet',
  check: (record) => {
    const resources = resourcesOf(record);
    return unless(resources?.completed === 0 && resources.failed === 0, () => ({
      message: 'the 201 record counts loaded or failed files already',
      received: { resources },
      documented: 'openapi.yaml (x-ingest-kit-decision): both counters are 0 in the 201; spec 3 shows them at 0 "in the sample response"',
      fix: 'Optional (extensions profile): answer 201 before any resource file is loaded, with both counters at 0.',
    }));
  },
};

export const failedHasErrorRule: Rule<RecordLike> = {
  id: 'record.failed-has-error',
  kind: 'spec',
  specSection: '2.1, 6.2',
  title: 'A failed record carries error with code and message',
  check: (record) => {
    const error = record.error as { code?: unknown; message?: unknown } | null | undefined;
    return unless(record.status !== 'failed' || (typeof error?.code === 'string' && typeof error.message === 'string'), () => ({
      message: 'a failed record has no error with a code and a message',
      received: { status: record.status, error: record.error },
      documented: 'spec 2.1: error {code, message} "only when status is failed", both "yes inside error"; spec 6.2: check "data.error.code and data.error.message"',
      fix: 'Give every failed record an error object with a reason code (e.g. RESOURCE_FETCH_FAILED) and a message.',
    }));
  },
};

export const completedAllLoadedRule: Rule<RecordLike> = {
  id: 'record.completed-all-loaded',
  kind: 'spec',
  specSection: '2.1, 3',
  title: 'A completed record counts every file as loaded (resources.completed = total)',
  check: (record) => {
    const resources = resourcesOf(record);
    return unless(record.status !== 'completed' || resources?.completed === resources?.total, () => ({
      message: 'a completed record does not count every file as loaded',
      received: { status: record.status, resources },
      documented: 'spec 3: completed when "Everything, including resource file loading, has finished", failed when "Resource loading failed"; spec 2.1: resources.completed is the "Number loaded successfully"',
      fix: 'Complete an ingest only when every resource file loaded (completed == total); when a file fails, the ingest fails.',
    }));
  },
};

export const countersWithinTotalRule: Rule<RecordLike> = {
  id: 'record.counters-within-total',
  kind: 'spec',
  specSection: '2.1',
  title: 'resources.completed + resources.failed never exceeds resources.total',
  check: (record) => {
    const { total, completed, failed } = resourcesOf(record) ?? {};
    const numbers = typeof total === 'number' && typeof completed === 'number' && typeof failed === 'number';
    return unless(!numbers || completed + failed <= total, () => ({
      message: 'more files are counted loaded or failed than there are',
      received: { resources: { total, completed, failed } },
      documented: 'spec 2.1: total is the "Number of resource files", completed the "Number loaded successfully", failed the "Number that failed to load"',
      fix: 'Count each resource file once, as loaded or as failed, and count every file in total.',
    }));
  },
};

/** A millisecond short of receivedAt is allowed: timestamps of different precision round apart. */
export const completedAfterReceivedRule: Rule<RecordLike> = {
  id: 'record.completed-after-received',
  kind: 'spec',
  specSection: '2.1',
  title: 'completedAt is not before receivedAt',
  check: (record) => {
    const [receivedAt, completedAt] = [instant(record.receivedAt), instant(record.completedAt)];
    return unless(receivedAt === null || completedAt === null || completedAt >= receivedAt - 999, () => ({
      message: 'completedAt is before receivedAt',
      received: { receivedAt: record.receivedAt, completedAt: record.completedAt },
      documented: 'spec 2.1: completedAt is "set when the ingest reaches completed or failed", after "the submission was received"',
      fix: 'Take both timestamps from the same clock, at the moments they describe.',
    }));
  },
};
