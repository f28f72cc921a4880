/**
 * `webhooks.data-status` (spec 6.1, 6.2): an ingest event is sent when the status changes to `completed` or
 * `failed`, so its `data.status` is one of them. What a record in that status must carry (a `failed` one its
 * `error`, a `completed` one every file loaded) is the record rules' (conformance/rules/record.ts), which the
 * watcher runs on `data` as well.
 */
import type { RuleFailure } from '../../failure.js';
import type { WebhookRule } from './rule.js';

export const dataStatusRule = {
  id: 'webhooks.data-status',
  kind: 'spec',
  title: 'An ingest event\'s data.status is completed or failed',
  specSection: '6.1, 6.2',
} as const satisfies WebhookRule;

const object = (value: unknown): Record<string, unknown> | null =>
  (typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : null);

/** The `data` of an ingest event (eventType `ingest`, data an object), or null for anything else (other types: spec 6.1, 9). */
export function ingestEventData(event: unknown): Record<string, unknown> | null {
  const envelope = object(event);
  return envelope?.eventType === 'ingest' ? object(envelope.data) : null;
}

/** Null unless `event` is an ingest event whose `data.status` is not `completed` or `failed`. */
export function dataStatusFailure(event: unknown): RuleFailure | null {
  const data = ingestEventData(event);
  if (data === null || data.status === 'completed' || data.status === 'failed') return null;
  return {
    message: `an ingest event with data.status ${JSON.stringify(data.status ?? null)}`,
    received: { eventId: (event as { eventId?: unknown }).eventId ?? null, dataStatus: data.status ?? null },
    documented: 'spec 6.1: the service sends the event "when an ingest\'s status changes to completed or failed"; "The outcome is distinguished by data.status"',
    fix: 'Send the ingest event only at the terminal transition, with the record in its terminal state (completed or failed) as data.',
  };
}
