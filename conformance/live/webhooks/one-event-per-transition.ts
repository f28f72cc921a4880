/**
 * `webhooks.one-event-per-transition` (spec 3, 6.1, 6.2): an ingest's change to `completed` or `failed` is one
 * event. Its attempts and duplicates repeat that event's eventId (spec 6.4); the same transition under another
 * eventId is a second event, which a receiver deduplicating on eventId (as spec 6.4 tells it to) processes twice.
 *
 * A transition is told apart by the ingest, the status and `completedAt` (spec 2.1: "set when the ingest reaches
 * completed or failed"). Two events of one ingest and status with different `completedAt` are not judged here:
 * only a transition the specification does not show could bring an ingest to the same status twice.
 */
import type { RuleFailure } from '../../failure.js';
import { instant } from '../../instant.js';
import type { WebhookRule } from './rule.js';

export const oneEventPerTransitionRule = {
  id: 'webhooks.one-event-per-transition',
  kind: 'spec',
  title: 'One ingest\'s transition to completed or failed is one event: it never arrives under a second eventId',
  specSection: '3, 6.1, 6.2',
} as const satisfies WebhookRule;

/** The transition an ingest event reports, as a key, with its eventId; null for anything else. */
export function transitionOf(event: unknown): { key: string; eventId: string; ingestId: string; status: string } | null {
  if (typeof event !== 'object' || event === null) return null;
  const { eventId, eventType, data } = event as Record<string, unknown>;
  if (eventType !== 'ingest' || typeof eventId !== 'string' || typeof data !== 'object' || data === null) return null;
  const { ingestId, status, completedAt } = data as Record<string, unknown>;
  if (typeof ingestId !== 'string' || typeof status !== 'string') return null;
  return { key: JSON.stringify([ingestId, status, instant(completedAt)]), eventId, ingestId, status };
}

/** The failure when `later`'s transition was first reported under `firstEventId`, another eventId. */
export function secondEventFailure(later: { eventId: string; ingestId: string; status: string }, firstEventId: string): RuleFailure {
  return {
    message: `ingest ${later.ingestId}'s transition to ${later.status} arrived under a second eventId`,
    received: { ingestId: later.ingestId, status: later.status, firstEventId, eventId: later.eventId },
    documented: 'spec 6.1: an event is sent "when an ingest\'s status changes to completed or failed"; spec 6.2: eventId is the '
      + '"Unique id of the event; the idempotency key"; spec 6.4: "process idempotently keyed on eventId"',
    fix: 'Create the event once, at the transition, and keep its eventId on every retry and duplicate.',
  };
}
