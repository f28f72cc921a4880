/** Timestamps of the service as instants: ISO 8601 with an offset (spec 2.1, 6.2), compared as times, never as text. */

/** Milliseconds since the epoch of an ISO 8601 date-time with an offset, or null. */
export function instant(text: unknown): number | null {
  if (typeof text !== 'string' || !/(?:[Zz]|[+-]\d{2}(?::?\d{2})?)$/.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}
