/**
 * The events the receiver check sends (spec 6.2): an `ingest` event of each outcome, an event of a type
 * added later (spec 6.1), and the same JSON written the way no serialiser writes it. Pure: ids and time
 * come from the caller.
 */
import type { IngestEvent, OtherEvent } from '../../sdk/webhooks/types.js';

/** An eventId as the service writes them (spec 6.2: prefix `evt_`), 26 Crockford base32 characters after it. */
export function randomEventId(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `evt_${Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => alphabet[b % 32]!).join('')}`;
}

export interface EventFacts {
  eventId: string;
  /** When the ingest finished, ms since the epoch. */
  at: number;
  /** `data.ingestId`: digits, as the service writes them. */
  ingestId: string;
  releaseId: string;
}

/** Spec 6.2: an `ingest` event whose `data` is a terminal ingest record (2.1), `completed` or `failed`. */
export function ingestEvent(facts: EventFacts, status: 'completed' | 'failed'): IngestEvent {
  const receivedAt = new Date(facts.at - 90_000).toISOString();
  const completedAt = new Date(facts.at).toISOString();
  const common = { ingestId: facts.ingestId, releaseId: facts.releaseId, receivedAt, completedAt };
  return {
    eventId: facts.eventId,
    eventType: 'ingest',
    occurredAt: completedAt,
    data: status === 'completed'
      ? { ...common, status, resources: { total: 4, completed: 4, failed: 0 } }
      : {
          ...common,
          status,
          resources: { total: 4, completed: 3, failed: 1 },
          // Spec 6.2: the known failure reason code.
          error: { code: 'RESOURCE_FETCH_FAILED', message: 'resources/A3.flac: the download URL answered 403 (expired pre-signed URL)' },
        },
  };
}

/** Spec 6.1, 9: an event type added later (the contract's example, `draft.created`), to be ignored with a 2xx. */
export function unknownTypeEvent(eventId: string, at: number): OtherEvent {
  return { eventId, eventType: 'draft.created', occurredAt: new Date(at).toISOString(), data: { draftId: 'd_93821' } };
}

/** A string literal with every character outside printable ASCII escaped as `\uXXXX` (as some serialisers do). */
function escapedString(text: string): string {
  return JSON.stringify(text).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The same JSON value written as no common serialiser writes it: keys in reverse order, ` : ` between key and
 * value, four-space indentation with CRLF line ends, non-ASCII escaped, and a trailing newline. A receiver that
 * parses and re-serialises before verifying computes its HMAC over other bytes and fails (spec 6.3: the exact
 * raw body).
 */
export function unusualJson(value: unknown, depth = 0): string {
  const pad = (n: number) => '\r\n' + '    '.repeat(n);
  if (typeof value === 'string') return escapedString(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[ ${value.map((v) => unusualJson(v, depth + 1)).join(' , ')} ]`;
  const entries = Object.entries(value as Record<string, unknown>).reverse()
    .map(([key, v]) => `${pad(depth + 1)}${escapedString(key)} : ${unusualJson(v, depth + 1)}`);
  const text = `{${entries.join(',')}${pad(depth)}}`;
  return depth === 0 ? `${text}\n` : text;
}
