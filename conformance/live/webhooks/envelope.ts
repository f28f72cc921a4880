/** `webhooks.envelope` (spec 6.1, 6.2): the body is JSON and the event envelope of the contract (asyncapi.yaml's WebhookEvent). */
import { validateWebhookEvent } from '../../../generated/validators.js';
import type { RuleFailure } from '../../failure.js';
import { parseJson } from '../../receiver/attempt.js';
import { errorLines } from '../../record-rules.js';
import type { WebhookRule } from './rule.js';

export const envelopeRule = {
  id: 'webhooks.envelope',
  kind: 'spec',
  title: 'The envelope is JSON: eventId with evt_, eventType ingest, occurredAt with offset, data an ingest record',
  specSection: '6.2',
} as const satisfies WebhookRule;

const shown = (raw: Uint8Array) => Buffer.from(raw).toString('utf8').slice(0, 400);

/**
 * Null when the body is UTF-8 JSON valid against WebhookEvent: an ingest event whose data is an ingest record, or an
 * event of another type (spec 6.1, 9: new types may come; their data is not defined).
 */
export function envelopeFailure(raw: Uint8Array): RuleFailure | null {
  const json = parseJson(raw);
  if (json === null) {
    return {
      message: 'the webhook body is not JSON',
      received: { body: shown(raw) },
      documented: 'spec 6.1: "an HTTP POST with a JSON body"',
      fix: 'Send the event envelope as JSON.',
    };
  }
  if (validateWebhookEvent(json)) return null;
  return {
    message: 'the webhook envelope is not valid',
    received: { body: shown(raw), errors: errorLines(validateWebhookEvent.errors) },
    documented: 'spec 6.2: eventId (prefix evt_), eventType ingest, occurredAt (ISO 8601 with offset), data (an ingest record)',
    fix: 'Build the envelope of spec 6.2 around the ingest record: eventId "evt_…", eventType "ingest", occurredAt with an offset, data the record.',
  };
}
