/** One webhook attempt as the receiver records it, and how it is read from the request. */
import type { ReceivedAttempt } from '../harness.js';

/** {@link ReceivedAttempt} with what the receiver also knows: the ids it routed by. */
export interface RecordedAttempt extends ReceivedAttempt {
  /** `data.ingestId` of the body (a number is kept as its decimal text), or null when it has none. */
  ingestId: string | null;
  /** `data.releaseId` of the body, or null when it has none. */
  releaseId: string | null;
}

/** Headers with lower-cased names; a repeated header's values joined with `, ` (RFC 9110 section 5.3). */
export function headersOf(rawHeaders: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!.toLowerCase();
    const value = rawHeaders[index + 1]!;
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The body as JSON, or null when it is not UTF-8 JSON (RFC 8259 section 8.1: no other encoding and no
 * byte order mark, so a BOM makes the body unparseable here).
 */
export function parseJson(raw: Uint8Array): unknown {
  try {
    return JSON.parse(strictUtf8.decode(raw)) as unknown;
  } catch {
    return null;
  }
}

/** `data.<field>` of a webhook event (spec 6.2: `data` is the ingest record), as text when present. */
export function dataField(json: unknown, field: 'ingestId' | 'releaseId'): string | null {
  if (typeof json !== 'object' || json === null || !('data' in json)) return null;
  const data = json.data;
  if (typeof data !== 'object' || data === null || !(field in data)) return null;
  const value = (data as Record<string, unknown>)[field];
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/** Whether a body is an event of a type other than `ingest` (spec 9: new event types may be added). */
export function ofOtherEventType(json: unknown): boolean {
  if (typeof json !== 'object' || json === null || !('eventType' in json)) return false;
  return typeof json.eventType === 'string' && json.eventType !== 'ingest';
}
