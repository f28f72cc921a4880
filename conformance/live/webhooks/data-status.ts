/**
 * `webhooks.data-status` (spec 6.1, 6.2): an ingest event is sent when the status changes to `completed` or
 * `failed`, so its `data.status` is one of them; a `failed` one carries `error` with `code` and `message`.
 */
import type { RuleFailure } from '../../failure.js';
import type { WebhookRule } from './rule.js';

export const dataStatusRule = {
  id: 'webhooks.data-status',
  kind: 'spec',
  title: 'An ingest event\'s data.status is completed or failed, and a failed one carries error {code, message}',
  specSection: '6.1, 6.2',
} as const satisfies WebhookRule;

const object = (value: unknown): Record<string, unknown> | null =>
  (typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : null);

/**
 * Null unless `event` is an ingest event (eventType `ingest`, data an object) that breaks the rule; events of other
 * types are not judged (spec 6.1: new types may be added).
 */
export function dataStatusFailure(event: unknown): RuleFailure | null {
  const envelope = object(event);
  const data = object(envelope?.data);
  if (envelope?.eventType !== 'ingest' || data === null) return null;
  const { status } = data;
  if (status !== 'completed' && status !== 'failed') {
    return {
      message: `an ingest event with data.status ${JSON.stringify(status ?? null)}`,
      received: { eventId: envelope.eventId ?? null, dataStatus: status ?? null },
      documented: 'spec 6.1: the service sends the event "when an ingest\'s status changes to completed or failed"; "The outcome is distinguished by data.status"',
      fix: 'Send the ingest event only at the terminal transition, with the record in its terminal state (completed or failed) as data.',
    };
  }
  const error = object(data.error);
  if (status === 'completed' || (typeof error?.code === 'string' && typeof error.message === 'string')) return null;
  return {
    message: 'a failed ingest event whose data has no error {code, message}',
    received: { eventId: envelope.eventId ?? null, error: data.error ?? null },
    documented: 'spec 6.2: for data.status failed check "data.error.code and data.error.message"; spec 2.1: error is required "only when status is failed"',
    fix: 'Put the failure reason in data.error: a code (e.g. RESOURCE_FETCH_FAILED) and a human-readable message.',
  };
}
