/**
 * Spec 6.4: "Ordering: Not guaranteed; decide using `occurredAt` and `data.status`". Whether an incoming
 * event should replace the state a partner holds for that ingest.
 */
import { parseTimestamp } from '../../contract/iso8601.js';
import type { IngestEvent, IngestRecord } from './types.js';

/** What the partner holds for an ingest: the last event applied, or the ingest record (from an event or the lookup). */
export type HeldIngestState =
  | IngestEvent
  | IngestRecord
  | { status: IngestRecord['status']; occurredAt?: string; ingestId?: string };

/** Spec 3: `processing` leads to `completed` or `failed`, and nothing leaves those. */
const stage: Record<IngestRecord['status'], number> = { processing: 0, completed: 1, failed: 1 };

function heldParts(current: HeldIngestState): { status: IngestRecord['status']; at: string | null; ingestId: string | undefined } {
  if ('data' in current) return { status: current.data.status, at: current.occurredAt, ingestId: current.data.ingestId };
  if ('receivedAt' in current) {
    // An ingest record: it changed last when it finished (completedAt, the event's occurredAt), else when received.
    return { status: current.status, at: current.completedAt ?? current.receivedAt, ingestId: current.ingestId };
  }
  return { status: current.status, at: current.occurredAt ?? null, ingestId: current.ingestId };
}

/**
 * True when `incoming` is newer than what is held for its ingest and should be applied; false when it is
 * the same, older, or cannot be shown newer (then keep what you hold: the lookup, spec 4.2, settles doubt).
 *
 * - Nothing held (`undefined`): newer.
 * - A terminal status (`completed`, `failed`) beats `processing`, whatever the times (spec 3: nothing leaves a
 *   terminal state), and `processing` never replaces a terminal status.
 * - Otherwise `occurredAt` decides, compared as instants (ISO 8601 with any offset: `12:00+02:00` is before
 *   `11:00Z`): later is newer; equal or earlier is not (a duplicate or a stale redelivery).
 *   A held record without `occurredAt` uses its `completedAt`, else its `receivedAt`. A time that is missing or
 *   not an ISO 8601 offset date-time makes the answer false.
 *
 * @throws TypeError when `current` belongs to another ingest (its `ingestId` differs): that is a lookup bug.
 */
export function isNewerEvent(incoming: IngestEvent, current: HeldIngestState | undefined): boolean {
  if (current === undefined) return true;
  const held = heldParts(current);
  if (held.ingestId !== undefined && held.ingestId !== incoming.data.ingestId) {
    throw new TypeError(`isNewerEvent: the held state is of ingest ${held.ingestId}, the event of ingest ${incoming.data.ingestId}; `
      + 'look the held state up by the event\'s data.ingestId.');
  }
  const [from, to] = [stage[held.status], stage[incoming.data.status]];
  if (from !== to) return to > from;
  const [heldAt, incomingAt] = [held.at === null ? null : parseTimestamp(held.at), parseTimestamp(incoming.occurredAt)];
  return heldAt !== null && incomingAt !== null && incomingAt > heldAt;
}
