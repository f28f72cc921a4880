/**
 * `createWebhookHandler`: a whole webhook receiver (spec 4.3, 6) as a Fetch handler,
 * `(request: Request) => Promise<Response>`, in the order the spec asks for: verify the signature over the
 * raw bytes (6.3), ignore unknown event types (6.1), claim the `eventId` (6.4), then hand the event to the
 * partner's code and answer 2xx only once it is processed. A redelivery that arrives while the same event is
 * being processed (6.4: a slow answer is redelivered) waits for the outcome, bounded, and is never answered 2xx
 * before the event was processed. Platform APIs only.
 */
import { WebhookVerificationError } from './errors.js';
import { awaitOutcome, keepLease, type Outcome } from './in-progress.js';
import { type IdempotencyStore, memoryIdempotencyStore } from './idempotency.js';
import { secretsOf } from './hmac.js';
import { type IngestEvent, isIngestEvent } from './types.js';
import { defaultToleranceSeconds, verifyWebhook } from './verify.js';

/** Spec 4.3, 6.4, 8: the service waits this long for the 2xx; a slower answer is retried as failed. */
export const serviceResponseTimeoutMs = 10_000;

/** How long a redelivery of an event in progress waits for its outcome, from its arrival: well within the 10 s. */
export const defaultInProgressWaitMs = 8_000;

/**
 * The lease of a claim: a process that died holds an event for at most this long. It is renewed every third of it
 * while `onEvent` runs, so a slow `onEvent` keeps it; the service's first retry (spec 6.4: increasing intervals,
 * the mock's first after 1 min) then finds a crashed claim expired.
 */
export const defaultLeaseMs = 30_000;

export interface WebhookHandlerOptions {
  /** The partner's API key, which signs the webhooks (spec 5, 6.3); during a key rotation, every valid key. */
  secret: string | readonly string[];
  /**
   * Called once per `ingest` event (a duplicate `eventId` is not passed on). Resolve when the event is
   * processed (stored, queued); throw to answer 500, so that the service retries it. Keep it well under 10 s.
   */
  onEvent: (event: IngestEvent) => void | Promise<void>;
  /**
   * Where claims on `eventId`s are recorded (in progress, done, released); default {@link memoryIdempotencyStore}()
   * (one process, until restart). Back it with your database when several processes receive webhooks.
   */
  idempotencyStore?: IdempotencyStore;
  /**
   * How long a redelivery that arrives while the same event is being processed waits for the outcome, in ms from
   * its arrival: 200 if the processing succeeds in time, else 503 with Retry-After, so the service delivers it
   * again. Default 8,000 (the service waits 10 s, spec 4.3).
   */
  inProgressWaitMs?: number;
  /** The lease of a claim in ms, renewed every third of it while `onEvent` runs. Default 30,000. */
  leaseMs?: number;
  /** How far the signature's `t` may be from now, in seconds (spec 6.3). Default 300. */
  toleranceSeconds?: number;
  /** The clock, epoch ms (signatures, the wait of a redelivery). Default `Date.now`. */
  now?: () => number;
  /** Waits ms (between looks at the store while a redelivery waits). Default a `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Called when onEvent took longer than the 10 s the service waits (spec 4.3, 6.4), when onEvent threw
   * (with its message), and when a lease could not be renewed; default console.warn.
   */
  onWarning?: (message: string) => void;
}

const jsonHeaders = { 'content-type': 'application/json' };

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...jsonHeaders, ...headers } });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A store written for 0.1 (`claim`/`release`): it cannot tell "being processed" from "done". */
function checkStore(store: IdempotencyStore): void {
  const methods = ['begin', 'renew', 'complete', 'release', 'state'] as const;
  const missing = methods.filter((m) => typeof (store as unknown as Record<string, unknown>)[m] !== 'function');
  if (missing.length === 0) return;
  const legacy = typeof (store as unknown as Record<string, unknown>).claim === 'function'
    ? ' It looks like a 0.1 store (claim/release), which cannot tell an event being processed from one processed: '
    + 'claim becomes begin(eventId, { owner, leaseMs }) -> "started" | "in-progress" | "done"; see '
    + 'docs/guides/retries-and-idempotency.md for the three states and a SQLite and PostgreSQL store.'
    : '';
  throw new TypeError(`createWebhookHandler: idempotencyStore lacks ${missing.join(', ')}.${legacy}`);
}

function positive(name: string, value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) throw new TypeError(`createWebhookHandler: ${name} must be a positive number of milliseconds, got ${value}`);
  return value;
}

/**
 * Returns a Fetch handler for the service's webhooks. Answers:
 * - 405 to anything but POST;
 * - 401 `{"error": <reason>, "message": ...}` when the signature does not verify (spec 6.3, rule 4): the body
 *   is neither trusted, parsed nor echoed, and `onEvent` is not called;
 * - 200 without calling `onEvent` for an unknown `eventType` (spec 6.1) and for an `eventId` already
 *   processed (spec 6.4);
 * - 200 once `onEvent` resolves; 500 when it throws, after releasing the claim so the retry is processed;
 * - for an `eventId` being processed by another delivery (spec 6.4: a slow answer is redelivered): 200 once that
 *   processing succeeded, if within `inProgressWaitMs`; else 503 with Retry-After, so the service delivers it again.
 *   Never a 2xx for an event that was not processed.
 *
 * It reads the body with `request.arrayBuffer()`: give it the request before anything parses the body.
 *
 * @example
 * ```ts
 * const handler = createWebhookHandler({ secret: process.env.INGEST_API_KEY!, onEvent: async (event) => save(event.data) });
 * export const POST = handler; // Next.js App Router, Hono, Deno.serve, Bun.serve, workers
 * ```
 */
export function createWebhookHandler(options: WebhookHandlerOptions): (request: Request) => Promise<Response> {
  const secrets = secretsOf(options.secret, 'createWebhookHandler');
  if (typeof options.onEvent !== 'function') throw new TypeError('createWebhookHandler: onEvent must be a function (event) => void | Promise<void>');
  const { onEvent } = options;
  const store = options.idempotencyStore ?? memoryIdempotencyStore();
  checkStore(store);
  const waitMs = positive('inProgressWaitMs', options.inProgressWaitMs ?? defaultInProgressWaitMs);
  const leaseMs = positive('leaseMs', options.leaseMs ?? defaultLeaseMs);
  const toleranceSeconds = options.toleranceSeconds ?? defaultToleranceSeconds;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const warn = options.onWarning ?? ((message: string) => {
    console.warn(message);
  });
  // The processings this handler runs, so a redelivery to it learns the outcome at once (others poll the store).
  const inFlight = new Map<string, Promise<Outcome>>();

  /** Runs onEvent under the claim `owner` holds, and settles the claim: done, or released after a failure. */
  const processEvent = async (event: IngestEvent, owner: string): Promise<Response> => {
    const stopRenewing = keepLease(store, event.eventId, { owner, leaseMs }, warn);
    const started = now();
    let failure: unknown = null;
    try {
      await onEvent(event);
    } catch (error) {
      failure = error ?? new Error('onEvent threw');
    } finally {
      stopRenewing();
    }
    const tookMs = now() - started;
    if (tookMs > serviceResponseTimeoutMs) {
      warn(`onEvent took ${Math.round(tookMs)} ms for ${event.eventId}: the service waits ${serviceResponseTimeoutMs / 1000} s `
        + '(spec 4.3, 6.4), counts a slower answer as failed and delivers the event again. Store or queue the event in onEvent '
        + 'and do the slow work afterwards.');
    }
    if (failure !== null) {
      await store.release(event.eventId, owner);
      warn(`onEvent threw for ${event.eventId}: ${messageOf(failure)}. Answered 500; the service will deliver it again (spec 6.4).`);
      return json(500, { error: 'on-event-failed', message: 'The receiver could not process the event; deliver it again.' });
    }
    await store.complete(event.eventId);
    return json(200, { received: true });
  };

  return async (request) => {
    const arrivedAt = now();
    if (request.method !== 'POST') {
      return json(405, { error: 'method-not-allowed', message: 'The webhook receiver takes POST only (spec 4.3).' }, { allow: 'POST' });
    }
    // Spec 6.3: the signature covers the exact raw bytes; nothing is parsed before it verifies.
    const body = new Uint8Array(await request.arrayBuffer());
    let event;
    try {
      event = await verifyWebhook({ body, signature: request.headers, secret: secrets, toleranceSeconds, now: now() });
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      return json(401, { error: error.reason, message: error.message });
    }
    // Spec 6.1, 9: new event types may be added; a handler ignores them, with a 2xx so they are not retried.
    if (!isIngestEvent(event)) return json(200, { received: true, ignored: `unknown eventType ${JSON.stringify(event.eventType)}` });
    const { eventId } = event;
    const owner = crypto.randomUUID();
    const begun = await store.begin(eventId, { owner, leaseMs });
    if (begun === 'done') return json(200, { received: true, duplicate: true });
    if (begun === 'started') {
      const processing = processEvent(event, owner);
      const outcome = processing.then((r) => (r.ok ? 'done' as const : 'released' as const), () => 'released' as const);
      inFlight.set(eventId, outcome);
      try {
        return await processing;
      } finally {
        if (inFlight.get(eventId) === outcome) inFlight.delete(eventId);
      }
    }
    // Spec 6.4: a redelivery of an event another delivery is processing. A 2xx now would stop the service's
    // retries before the event is processed; wait for the outcome while the service still waits for this answer.
    const outcome = await awaitOutcome({ store, eventId, local: inFlight.get(eventId), arrivedAt, waitMs, now, sleep });
    if (outcome === 'done') return json(200, { received: true, duplicate: true });
    if (outcome === 'released') {
      // The other delivery's onEvent threw, or its process stopped renewing the lease: this event is not processed.
      return json(503, { error: 'processing-failed', message: `The processing of ${eventId} by another delivery failed or was abandoned; deliver it again.` },
        { 'retry-after': '1' });
    }
    return json(503, { error: 'in-progress', message: `${eventId} is still being processed by another delivery; deliver it again.` },
      { 'retry-after': String(Math.ceil(waitMs / 1000)) });
  };
}
