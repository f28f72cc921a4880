/**
 * The operator feed's changes as the payloads of PostgreSQL notifications (issue #18: the dashboard's live feed shows
 * every replica's changes, feed-bus.ts). A payload is one line of JSON: `o` the replica that made the changes, `i`
 * ingest ids, `e` webhook event ids, `p` partner ids, `c` the shared virtual now when the clock moved (`true` for a
 * real clock), `x` a reset (read everything again). PostgreSQL refuses a payload of 8000 bytes or more, so a batch is
 * split into several payloads under {@link NOTIFY_MAX_BYTES}; a batch that would need more than `maxPayloads` of
 * them (a burst of many thousands of ids) is sent as one reset instead, which costs a reader one reload.
 */
import type { FeedChanges } from './feed.js';

/** Under PostgreSQL's 8000 bytes per NOTIFY payload, with room to spare. */
export const NOTIFY_MAX_BYTES = 7_900;
/** More payloads than this for one batch: one reset is cheaper for every reader than reading each id. */
export const MAX_PAYLOADS = 8;

/** A batch of changes as it travels between replicas. */
export interface WireChanges extends FeedChanges {
  /** The shared virtual now (ms) when the clock moved; null for a real clock or when it did not move. */
  clockNowMs: number | null;
}

interface Payload {
  o: string;
  i?: string[];
  e?: string[];
  p?: string[];
  c?: number | true;
  x?: 1;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The payloads of one batch, in order; none for an empty batch. */
export function encodeChanges(
  origin: string,
  changes: WireChanges,
  options: { maxBytes?: number; maxPayloads?: number } = {},
): string[] {
  const maxBytes = options.maxBytes ?? NOTIFY_MAX_BYTES;
  const maxPayloads = options.maxPayloads ?? MAX_PAYLOADS;
  const head: Payload = { o: origin };
  if (changes.clock) head.c = changes.clockNowMs ?? true;
  if (changes.reset) head.x = 1;
  const reset = (): string[] => [JSON.stringify({ ...head, x: 1 })];
  if (changes.reset) return reset();
  const lists = [['p', changes.partners], ['i', changes.ingests], ['e', changes.events]] as const;
  if (lists.every(([, ids]) => ids.length === 0)) return changes.clock ? [JSON.stringify(head)] : [];

  const payloads: Payload[] = [];
  let current: Payload = { ...head };
  let size = bytes(JSON.stringify(current));
  let empty = true;
  for (const [key, ids] of lists) {
    for (const id of ids) {
      // `,"k":["id"]` for the first id of a list in a payload, `,"id"` after it.
      const idBytes = bytes(JSON.stringify(id));
      let cost = current[key] ? idBytes + 1 : idBytes + key.length + 6;
      if (size + cost > maxBytes) {
        // An id too long for any payload: not one of ours, but never a payload PostgreSQL refuses.
        if (empty) return reset();
        payloads.push(current);
        if (payloads.length >= maxPayloads) return reset();
        current = { o: origin };
        size = bytes(JSON.stringify(current));
        cost = idBytes + key.length + 6;
        if (size + cost > maxBytes) return reset();
      }
      size += cost;
      empty = false;
      (current[key] ??= []).push(id);
    }
  }
  payloads.push(current);
  if (payloads.length > maxPayloads) return reset();
  return payloads.map((payload) => JSON.stringify(payload));
}

/** A payload read back; null for one that is not ours (another program NOTIFYing on the channel). */
export function decodeChanges(payload: string): { origin: string; changes: WireChanges } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const p = parsed as Record<string, unknown>;
  const ids = (value: unknown): string[] | null => {
    if (value === undefined) return [];
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  };
  const [ingests, events, partners] = [ids(p.i), ids(p.e), ids(p.p)];
  if (typeof p.o !== 'string' || !ingests || !events || !partners) return null;
  if (p.c !== undefined && p.c !== true && typeof p.c !== 'number') return null;
  return {
    origin: p.o,
    changes: {
      ingests,
      events,
      partners,
      clock: p.c !== undefined,
      clockNowMs: typeof p.c === 'number' ? p.c : null,
      reset: p.x === 1,
    },
  };
}
