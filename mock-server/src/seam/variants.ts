/**
 * `--variant <name>` (repeatable): behaviours the specification allows but the mock does not show by
 * default, each a wrapper of the spec-exact seam. They are the twin of the fault table: the conformance
 * suite must pass against every one of them (test/conformance/variants.test.ts), as it must fail against
 * every fault. Off by default.
 */
import { shiftClock } from '../clock.js';
import type { AnyIngestRecord, IngestRecord } from '../ingest/record.js';
import type { Seam, SeamWrapper } from './seam.js';

interface VariantEntry {
  description: string;
  /** The sentence of the specification that makes the variant legal. */
  spec: string;
  wrap: SeamWrapper;
}

const prefix = '/partner/v1';

/** `2026-11-21T12:36:41.123Z` → `2026-11-21T21:36:41+09:00`: the same instant (to the second) at +09:00. */
export function atPlusNine(text: string): string {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return text;
  return `${new Date(ms + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
}

/** The same JSON value with its object members in reverse order, at every depth. */
function reversedMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedMembers);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversedMembers(v)]));
  }
  return value;
}

/** Rewrites the timestamps of every record and event; the record stays the same variant of the union. */
function withTimestamps(seam: Seam, rewrite: (text: string) => string): Seam {
  const bend = (record: unknown): IngestRecord => {
    const r = record as AnyIngestRecord;
    return { ...r, receivedAt: rewrite(r.receivedAt), completedAt: r.completedAt === null ? null : rewrite(r.completedAt) } as IngestRecord;
  };
  return {
    ...seam,
    record: (row) => bend(seam.record(row)),
    terminalEvents: (row) => seam.terminalEvents(row).map((e) => (e.eventType === 'ingest'
      ? { ...e, occurredAt: rewrite(e.occurredAt), data: bend(e.data) }
      : e)),
  };
}

export const variants = {
  'lookup-unprefixed-only': {
    description: 'the status lookup answers only at /ddex/ingests/{ingestId}',
    spec: '4.2: "Whether the path carries the /partner/v1 prefix of the create operation ...: not shown."',
    wrap: (seam) => ({ ...seam, lookupPaths: seam.lookupPaths.filter((p) => !p.startsWith(prefix)) }),
  },
  'lookup-prefixed-only': {
    description: 'the status lookup answers only at /partner/v1/ddex/ingests/{ingestId}',
    spec: '4.2: "Whether the path carries the /partner/v1 prefix of the create operation ...: not shown."',
    wrap: (seam) => ({ ...seam, lookupPaths: seam.lookupPaths.filter((p) => p.startsWith(prefix)) }),
  },
  'reserialized-events': {
    description: 'each webhook attempt serialises the event anew: other member order and whitespace, same values',
    spec: '6.4: "The same event may arrive more than once; process idempotently keyed on `eventId`".',
    wrap: (seam) => ({
      ...seam,
      eventBody(event, attempt) {
        const value: unknown = JSON.parse(seam.eventBody(event, attempt));
        return JSON.stringify(attempt % 2 === 1 ? reversedMembers(value) : value, null, attempt);
      },
    }),
  },
  'duplicate-after-2xx': {
    description: 'a delivered webhook event is sent once more, shortly after the 2xx',
    spec: '6.4: "The same event may arrive more than once; process idempotently keyed on `eventId`".',
    wrap: (seam) => ({
      ...seam,
      redeliveryAfterSuccess: (event, successes) => (successes === 1 ? 500 : seam.redeliveryAfterSuccess(event, successes)),
    }),
  },
  'three-retries': {
    description: 'a failed webhook is retried 3 times, not 5',
    spec: '6.4: "Maximum retries: 5 (the count and intervals may change)"; 8: "up to 5".',
    wrap: (seam) => ({ ...seam, retryDelay: (attempt, outcome) => (attempt > 3 ? null : seam.retryDelay(attempt, outcome)) }),
  },
  'offset-timestamps': {
    description: 'timestamps are written at +09:00, without fractions of a second',
    spec: '2.1: "ISO 8601 timestamp with UTC offset"; 6.2: "ISO 8601 timestamp with offset".',
    wrap: (seam) => withTimestamps(seam, atPlusNine),
  },
  'nested-error-body': {
    description: 'errors are answered as application/json {"error":{"code":...,"message":...}}',
    spec: '7: "Format of the error response body: not shown."',
    wrap: (seam) => ({
      ...seam,
      errorAnswer: (problem) => ({ contentType: 'application/json; charset=utf-8', body: { error: { code: problem.code, message: problem.detail } } }),
    }),
  },
  'clock-ahead-90s': {
    description: 'the service\'s clock runs 90 s ahead of the wall clock (timestamps and signature t)',
    spec: '6.3: receivers reject a t more than 300 s from their own time, so a skew under that is tolerated.',
    wrap: (seam) => ({ ...seam, clock: shiftClock(seam.clock, 90_000), sendTime: () => seam.sendTime() + 90_000 }),
  },
  'several-v1': {
    description: 'X-Service-Signature carries an extra v1 of a retired key before the valid one',
    spec: '6.3: receivers compare "the expected digest with v1"; a header with several v1 verifies when one matches (ours).',
    wrap: (seam) => ({ ...seam, sign: (input) => seam.sign({ ...input, secrets: [...input.secrets.map((s) => `${s}:retired`), ...input.secrets] }) }),
  },
  'extra-event-type': {
    description: 'each finished ingest also sends an event of a type the contract does not name, its data naming the ingest and release',
    spec: '9: "New webhook event types may be added without a version change; handlers must ignore unknown ones."',
    wrap: (seam) => ({
      ...seam,
      terminalEvents(row) {
        const events = seam.terminalEvents(row);
        const first = events[0];
        if (!first) return events;
        const data = { ingestId: row.ingestId, releaseId: row.releaseId, note: 'a future event type (--variant extra-event-type)' };
        return [...events, { eventType: 'ingest.summary', occurredAt: first.occurredAt, data }];
      },
    }),
  },
} as const satisfies Record<string, VariantEntry>;

export type Variant = keyof typeof variants;

export function isVariant(name: string): name is Variant {
  return Object.hasOwn(variants, name);
}
