/**
 * `createWebhookHandler`: a whole webhook receiver (spec 4.3, 6) as a Fetch handler,
 * `(request: Request) => Promise<Response>`, in the order the spec asks for: verify the signature over the
 * raw bytes (6.3), ignore unknown event types (6.1), drop duplicates by `eventId` (6.4), then hand the
 * event to the partner's code and answer 2xx only once it is processed. Platform APIs only.
 */
import { WebhookVerificationError } from './errors.js';
import { type IdempotencyStore, memoryIdempotencyStore } from './idempotency.js';
import { type IngestEvent, isIngestEvent } from './types.js';
import { defaultToleranceSeconds, verifyWebhook } from './verify.js';

/** Spec 4.3, 6.4, 8: the service waits this long for the 2xx; a slower answer is retried as failed. */
export const serviceResponseTimeoutMs = 10_000;

export interface WebhookHandlerOptions {
  /** The partner's API key, which signs the webhooks (spec 5, 6.3); during a key rotation, every valid key. */
  secret: string | readonly string[];
  /**
   * Called once per `ingest` event (a duplicate `eventId` is not passed on). Resolve when the event is
   * processed (stored, queued); throw to answer 500, so that the service retries it. Keep it well under 10 s.
   */
  onEvent: (event: IngestEvent) => void | Promise<void>;
  /** Where processed `eventId`s are recorded; default {@link memoryIdempotencyStore}() (one process, until restart). */
  idempotencyStore?: IdempotencyStore;
  /** How far the signature's `t` may be from now, in seconds (spec 6.3). Default 300. */
  toleranceSeconds?: number;
  /** The clock, epoch ms. Default `Date.now`. */
  now?: () => number;
  /**
   * Called when onEvent took longer than the 10 s the service waits (spec 4.3, 6.4), and when onEvent threw
   * (with its message); default console.warn.
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

/**
 * Returns a Fetch handler for the service's webhooks. Answers:
 * - 405 to anything but POST;
 * - 401 `{"error": <reason>, "message": ...}` when the signature does not verify (spec 6.3, rule 4): the body
 *   is neither trusted, parsed nor echoed, and `onEvent` is not called;
 * - 200 without calling `onEvent` for an unknown `eventType` (spec 6.1) and for an `eventId` already
 *   processed (spec 6.4);
 * - 200 once `onEvent` resolves; 500 when it throws, after releasing the claim so the retry is processed.
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
  const secrets = typeof options.secret === 'string' ? [options.secret] : [...options.secret];
  if (secrets.length === 0 || secrets.some((s) => typeof s !== 'string' || s === '')) {
    throw new TypeError('createWebhookHandler: secret must be the partner\'s API key (a non-empty string) or an array of them '
      + '(during a key rotation). Is the environment variable holding it set?');
  }
  if (typeof options.onEvent !== 'function') throw new TypeError('createWebhookHandler: onEvent must be a function (event) => void | Promise<void>');
  const { onEvent } = options;
  const store = options.idempotencyStore ?? memoryIdempotencyStore();
  const toleranceSeconds = options.toleranceSeconds ?? defaultToleranceSeconds;
  const now = options.now ?? Date.now;
  const warn = options.onWarning ?? ((message: string) => {
    console.warn(message);
  });

  return async (request) => {
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
    if (!await store.claim(event.eventId)) return json(200, { received: true, duplicate: true });
    const started = now();
    let failure: unknown = null;
    try {
      await onEvent(event);
    } catch (error) {
      failure = error ?? new Error('onEvent threw');
    }
    const tookMs = now() - started;
    if (tookMs > serviceResponseTimeoutMs) {
      warn(`onEvent took ${Math.round(tookMs)} ms for ${event.eventId}: the service waits ${serviceResponseTimeoutMs / 1000} s `
        + '(spec 4.3, 6.4), counts a slower answer as failed and delivers the event again. Store or queue the event in onEvent '
        + 'and do the slow work afterwards.');
    }
    if (failure !== null) {
      await store.release(event.eventId);
      warn(`onEvent threw for ${event.eventId}: ${messageOf(failure)}. Answered 500; the service will deliver it again (spec 6.4).`);
      return json(500, { error: 'on-event-failed', message: 'The receiver could not process the event; deliver it again.' });
    }
    return json(200, { received: true });
  };
}
