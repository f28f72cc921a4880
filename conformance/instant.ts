/** Timestamps of the service as instants: ISO 8601 with an offset (spec 2.1, 6.2), compared as times, never as text. */
import { parseTimestamp } from '../contract/iso8601.js';

/** Milliseconds since the epoch of an ISO 8601 date-time with an offset (any notation), or null. */
export function instant(text: unknown): number | null {
  return typeof text === 'string' ? parseTimestamp(text) : null;
}
