/**
 * The receiver checks: one per documented rule a partner's webhook receiver must keep (spec 4.3, 6), each
 * with what it sends and how to fix a failure. The table is the one declaration of the ids.
 */
import { rawBodyHint } from '../../sdk/webhooks/errors.js';
import { signatureHeaderName } from '../../sdk/webhooks/header.js';
import { signWebhook } from '../../sdk/webhooks/sign.js';
import type { IngestEvent } from '../../sdk/webhooks/types.js';
import { ingestEvent, unknownTypeEvent, unusualJson } from './events.js';
import { advice, type Observation, observeRedelivery } from './no-ack-before-processed.js';
import type { Answer, Delivery, Expectation } from './types.js';

/** What a check builds its deliveries from, when it starts. */
export interface DeliveryInput {
  apiKey: string;
  /** Now, Unix seconds: the `t` of a signature made now. */
  t(): number;
  /** Now, ms since the epoch. */
  nowMs(): number;
  /** A fresh eventId, so the receiver's idempotency store does not see a repeat. */
  newEventId(): string;
  /** The valid `completed` event and its exact body: sent by `receiver.accepts-valid`, repeated as its duplicate. */
  valid: { event: IngestEvent; body: string };
}

export interface ReceiverCheck {
  id: string;
  title: string;
  specSection: string;
  expects: Expectation;
  /** The rule, as the specification states it. */
  documented: string;
  /** How to fix the receiver when the check fails. */
  fix: string;
  /** The id of a check whose deliveries must be answered first (a duplicate follows its original). */
  after?: string;
  deliveries(input: DeliveryInput): Promise<Delivery[]>;
  /** Sends the deliveries its own way (timed, overlapping) and says what it saw; default: one after the other. */
  observe?(deliveries: readonly Delivery[], send: (delivery: Delivery) => Promise<Answer>, timeoutMs: number): Promise<Observation>;
}

/** Spec 6.3, 4.3: a POST with a JSON body, signed over the exact bytes with `secret` at `t`. */
export async function signedDelivery(description: string, body: string, secret: string, t: number): Promise<Delivery> {
  return { description, body, headers: { 'content-type': 'application/json', [signatureHeaderName]: await signWebhook({ body, secret, timestamp: t }) } };
}

function freshEvent(input: DeliveryInput, releaseId = 'RCHECK-1'): IngestEvent {
  const eventId = input.newEventId();
  return ingestEvent({ eventId, at: input.nowMs(), ingestId: ingestIdOf(eventId), releaseId }, 'completed');
}

/** A numeric `data.ingestId` (as the service writes them), different per event. */
export function ingestIdOf(eventId: string): string {
  let hash = 0;
  for (const c of eventId) hash = (hash * 31 + c.charCodeAt(0)) % 1_000_000_000;
  return String(1_700_000_000 + hash);
}

const rejectRule = 'On failed verification, do not trust the body and respond 401 (spec 6.3, rule 4). Verification is recommended, '
  + 'not required: a receiver that does not verify must treat a webhook only as a signal and confirm with the status lookup.';

const verifyFix = 'Verify before trusting the body: compute HMAC-SHA256 over "{t}.{raw body}" with the API key, compare it in '
  + 'constant time with each v1, reject a t more than 300 s from now, and answer 401 when any step fails (spec 6.3). '
  + 'verifyWebhook from partner-ingest-kit/webhooks does all of it; createWebhookHandler answers 401 for you.';

export const receiverChecks = [
  {
    id: 'receiver.accepts-valid',
    title: 'a valid ingest event (completed) is answered 2xx within the timeout',
    specSection: '4.3',
    expects: 'accept',
    documented: 'Expected response: any 2xx within 10 seconds; the response body is ignored (spec 4.3, 6.4).',
    fix: 'Verify the signature over the raw body with the API key, then answer 2xx at once: store the event and do slow work '
      + 'after answering (a queue or a background task). Accept ingests you do not know: the check sends made-up ingest ids.',
    deliveries: async (input) => [
      await signedDelivery(`a valid ingest event (completed), ${input.valid.event.eventId}, correctly signed`, input.valid.body, input.apiKey, input.t()),
    ],
  },
  {
    id: 'receiver.accepts-duplicate',
    title: 'the same event again (same eventId and bytes, new t) is answered 2xx',
    specSection: '6.4',
    expects: 'accept',
    after: 'receiver.accepts-valid',
    documented: 'Duplicates: the same event may arrive more than once; process idempotently keyed on eventId (spec 6.4).',
    fix: 'Keep the eventIds you processed (a unique key in your database); for one already seen answer 2xx again without '
      + 'processing it twice. A 4xx or 409 to a duplicate makes the service retry it until it is lost.',
    deliveries: async (input) => [
      await signedDelivery(`the event of receiver.accepts-valid again, ${input.valid.event.eventId}, signed with a new t`, input.valid.body, input.apiKey, input.t()),
    ],
  },
  {
    id: 'receiver.accepts-failed',
    title: 'a valid ingest event with data.status failed (RESOURCE_FETCH_FAILED) is answered 2xx',
    specSection: '6.2',
    expects: 'accept',
    documented: '`failed`: resource loading failed; read data.error.code and data.error.message; known code RESOURCE_FETCH_FAILED '
      + '(spec 6.2). Any 2xx within 10 seconds (spec 4.3).',
    fix: 'Handle data.status "failed" as an outcome, not as an error of the webhook: record data.error.code and data.error.message '
      + '(and resources.failed), then answer 2xx.',
    deliveries: async (input) => {
      const eventId = input.newEventId();
      const event = ingestEvent({ eventId, at: input.nowMs(), ingestId: ingestIdOf(eventId), releaseId: 'RCHECK-2' }, 'failed');
      return [await signedDelivery(`a valid ingest event (failed, RESOURCE_FETCH_FAILED), ${eventId}, correctly signed`, JSON.stringify(event), input.apiKey, input.t())];
    },
  },
  {
    id: 'receiver.ignores-unknown-type',
    title: 'an event of an unknown eventType (draft.created), correctly signed, is answered 2xx',
    specSection: '6.1',
    expects: 'accept',
    documented: 'New event types may be added later; a handler must ignore unknown eventType values (spec 6.1, 9).',
    fix: 'Answer 2xx to any verified event whose eventType you do not handle, and do nothing with it; do not check eventType '
      + 'or the shape of data against a closed list before answering.',
    deliveries: async (input) => {
      const eventId = input.newEventId();
      const body = JSON.stringify(unknownTypeEvent(eventId, input.nowMs()));
      return [await signedDelivery(`an event of type draft.created, ${eventId}, correctly signed`, body, input.apiKey, input.t())];
    },
  },
  {
    id: 'receiver.verifies-raw-body',
    title: 'valid JSON as no serialiser writes it (key order, spacing, \\u00e9), signed over those bytes, is answered 2xx',
    specSection: '6.3',
    expects: 'accept',
    documented: 'v1 is the HMAC-SHA256 over "{t}.{raw body}": the decimal t, a dot, then the exact raw request body bytes (spec 6.3).',
    fix: rawBodyHint,
    deliveries: async (input) => {
      const event = freshEvent(input, 'CAFÉ-RCHECK-3');
      const body = unusualJson(event);
      return [await signedDelivery(`a valid ingest event, ${event.eventId}, written with keys reversed, " : ", CRLF indentation and `
        + 'releaseId "CAF\\u00c9-RCHECK-3", signed over exactly those bytes', body, input.apiKey, input.t())];
    },
  },
  {
    id: 'receiver.rejects-tampered-body',
    title: 'a body changed after signing (the signature of the original) is not answered 2xx',
    specSection: '6.3',
    expects: 'reject',
    documented: `Compare the expected digest with v1 in constant time (spec 6.3, rule 3). ${rejectRule}`,
    fix: verifyFix,
    deliveries: async (input) => {
      const event = freshEvent(input);
      const original = JSON.stringify(event);
      const tampered = JSON.stringify({ ...event, data: { ...event.data, releaseId: 'RCHECK-TAMPERED' } });
      const signed = await signedDelivery('', original, input.apiKey, input.t());
      return [{ ...signed, body: tampered, description: `a valid ingest event, ${event.eventId}, whose releaseId was changed after signing` }];
    },
  },
  {
    id: 'receiver.rejects-wrong-key',
    title: 'an event signed with another key is not answered 2xx',
    specSection: '6.3',
    expects: 'reject',
    documented: `v1 is keyed with the partner's API key (spec 6.3). ${rejectRule}`,
    fix: `${verifyFix} Verify with the partner's API key only (during a key rotation, with each valid key).`,
    deliveries: async (input) => {
      const event = freshEvent(input);
      return [await signedDelivery(`a valid ingest event, ${event.eventId}, signed with a key that is not --api-key`, JSON.stringify(event), `wrong-${input.apiKey}`, input.t())];
    },
  },
  {
    id: 'receiver.rejects-missing-signature',
    title: 'an event without X-Service-Signature is not answered 2xx',
    specSection: '6.3',
    expects: 'reject',
    documented: `Parse t and v1; a missing or malformed header fails verification (spec 6.3, rule 1). ${rejectRule}`,
    fix: verifyFix,
    deliveries: async (input) => {
      const event = freshEvent(input);
      return [{ description: `a valid ingest event, ${event.eventId}, with no X-Service-Signature header`, body: JSON.stringify(event), headers: { 'content-type': 'application/json' } }];
    },
  },
  {
    id: 'receiver.rejects-malformed-signature',
    title: 'an X-Service-Signature not of the form t=<unix_seconds>,v1=<hex_digest> is not answered 2xx',
    specSection: '6.3',
    expects: 'reject',
    documented: `Parse t and v1; a missing or malformed header fails verification (spec 6.3, rule 1). ${rejectRule}`,
    fix: `${verifyFix} Parse strictly: t is decimal Unix seconds, v1 is 64 hex digits; anything else fails.`,
    deliveries: async (input) => {
      const event = freshEvent(input);
      const body = JSON.stringify(event);
      const t = input.t();
      const good = await signedDelivery('', body, input.apiKey, t);
      const hex = (good.headers[signatureHeaderName] ?? '').replace(/^t=\d+,v1=/, '');
      const base64 = Buffer.from(hex, 'hex').toString('base64');
      const variant = (value: string, what: string): Delivery => ({
        description: `a valid ingest event, ${event.eventId}, with ${signatureHeaderName}: ${value} (${what})`,
        body,
        headers: { 'content-type': 'application/json', [signatureHeaderName]: value },
      });
      return [
        variant(`t=${t},v1=`, 'an empty v1'),
        variant(`t=${t},v1=${base64}`, 'the right digest, but in base64'),
        variant(`v1=${hex}`, 'the right digest, but no t'),
      ];
    },
  },
  {
    id: 'receiver.rejects-stale-timestamp',
    title: 'an event correctly signed 10 minutes ago (t past the 300 s tolerance) is not answered 2xx',
    specSection: '6.3',
    expects: 'reject',
    documented: `Reject when the absolute difference between the current time and t exceeds 300 seconds (spec 6.3, rule 2). ${rejectRule}`,
    fix: `${verifyFix} The tolerance guards against replays; if this machine's clock is off, fix it (NTP) rather than widen it.`,
    deliveries: async (input) => {
      const event = freshEvent(input);
      return [await signedDelivery(`a valid ingest event, ${event.eventId}, correctly signed with t 600 s in the past`, JSON.stringify(event), input.apiKey, input.t() - 600)];
    },
  },
  {
    id: 'receiver.rejects-future-timestamp',
    title: 'an event correctly signed with t 10 minutes ahead is not answered 2xx',
    specSection: '6.3',
    expects: 'reject',
    documented: `Reject when the absolute difference between the current time and t exceeds 300 seconds (spec 6.3, rule 2). ${rejectRule}`,
    fix: `${verifyFix} The difference is absolute: a t far in the future fails too.`,
    deliveries: async (input) => {
      const event = freshEvent(input);
      return [await signedDelivery(`a valid ingest event, ${event.eventId}, correctly signed with t 600 s in the future`, JSON.stringify(event), input.apiKey, input.t() + 600)];
    },
  },
  {
    id: 'receiver.no-ack-before-processed',
    title: 'a redelivery during slow processing is not acknowledged before the processing succeeded (advisory)',
    specSection: '6.4',
    expects: 'advisory',
    documented: 'A slow response causes a redelivery of an event that was in fact received; a non-2xx response counts as '
      + 'failed and is retried (spec 6.4). A 2xx to the redelivery before the event was processed stops the retries. Advisory: '
      + 'from outside, a receiver that processed the redelivery itself looks the same, so this check reports and never fails.',
    fix: advice,
    deliveries: async (input) => {
      const event = freshEvent(input, 'RCHECK-4');
      const body = JSON.stringify(event);
      return [
        await signedDelivery(`a valid ingest event, ${event.eventId}, correctly signed`, body, input.apiKey, input.t()),
        await signedDelivery(`the same event again, ${event.eventId}, while the first delivery is unanswered (a redelivery)`, body, input.apiKey, input.t()),
      ];
    },
    observe: ([first, redelivery], send, timeoutMs) => {
      if (!first || !redelivery) throw new Error('receiver.no-ack-before-processed: expected two deliveries');
      return observeRedelivery([first, redelivery], send, timeoutMs);
    },
  },
] as const satisfies readonly ReceiverCheck[];

export type ReceiverCheckId = (typeof receiverChecks)[number]['id'];
export const receiverCheckIds: readonly ReceiverCheckId[] = receiverChecks.map((c) => c.id);
