/**
 * The seam (STYLE.md, "deliberate deviations at one seam"): the spec-exact functions that the request path,
 * the ingest runner and the webhook dispatcher call, gathered in one object. An implementation fault
 * (`--fault`, faults.ts) or a legal variant (`--variant`, variants.ts) is a wrapper `(seam) => seam`
 * applied once at start-up (compose.ts); no code on the request path asks which of them are on.
 */
import type { Authenticated, KeyLookup } from '../auth/api-key.js';
import type { Clock, VirtualClock } from '../clock.js';
import type { Problem } from '../errors.js';
import type { LifecycleEvent, Transition } from '../ingest/lifecycle.js';
import type { IngestRecord } from '../ingest/record.js';
import type { IngestRow, WebhookEventRecord } from '../store/types.js';

/** What authentication reads of a request. */
export interface AuthRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/** How a failed webhook attempt ended: an HTTP status, or an error (`timeout ...`, a connection error). */
export interface DeliveryOutcome {
  statusCode: number | null;
  error: string | null;
}

/** A webhook event an ingest's terminal state gives rise to (spec 3, 6.1, 6.2). */
export interface TerminalEvent {
  eventType: string;
  occurredAt: string;
  data: unknown;
}

/** The answer to a failed request: content type and body (spec 7 leaves the format open). */
export interface ErrorAnswer {
  contentType: string;
  body: unknown;
}

/** What a signature covers and with which keys (spec 6.3). */
export interface SignatureInput {
  /** Unix seconds of the send. */
  t: number;
  /** The exact body bytes sent. */
  body: string;
  /** The keys to sign with, each giving one `v1` (one by default: see webhooks/signing-keys.ts). */
  secrets: readonly string[];
  /** A well-formed but invalid `v1` placed first (the `extra-invalid-signature` delivery fault). */
  extraV1?: string;
}

export interface Seam {
  /** The service's clock: timestamps, timers, due times. */
  readonly clock: Clock | VirtualClock;
  /** Spec 6.3: the send time of a webhook attempt, in ms (the wall clock, also under a virtual clock). */
  sendTime(): number;
  /** Spec 4.2: the paths the status lookup answers at; the first is the one `Location` names. */
  readonly lookupPaths: readonly string[];
  /**
   * Spec 5: the partner of a request, or a thrown ProblemError (401, 403 PROVIDER_INACTIVE). Null lets the
   * request through unauthenticated (only a fault does that).
   */
  authenticate(request: AuthRequest, keys: KeyLookup): Authenticated | null;
  /** Spec 2.1: the ingest record of a stored ingest, as the create, the lookup and webhook `data` show it. */
  record(row: IngestRow): IngestRecord;
  /** Spec 3: the next state of an ingest after a lifecycle event. */
  transition(row: IngestRow, event: LifecycleEvent): Transition;
  /** Spec 1.3: loads resource file `index` of an ingest; `load` really loads it. */
  loadResource(row: IngestRow, index: number, load: () => Promise<LifecycleEvent | null>): Promise<LifecycleEvent | null>;
  /** Spec 3, 6.1: the events of an ingest that has just reached `completed` or `failed`. */
  terminalEvents(row: IngestRow): TerminalEvent[];
  /** Spec 6.2, 6.4: the body that attempt `attempt` (1-based) of a stored event sends. */
  eventBody(event: WebhookEventRecord, attempt: number): string;
  /** Spec 6.3: the `X-Service-Signature` value. */
  sign(input: SignatureInput): string;
  /** Spec 6.4: the (simulated) wait after failed scheduled attempt `attempt`, or null: the event is lost. */
  retryDelay(attempt: number, outcome: DeliveryOutcome): number | null;
  /**
   * Spec 6.4 allows duplicates: after the `successes`-th 2xx for an event, a (simulated) delay after which it
   * is sent once more, or null (the spec-exact seam: never).
   */
  redeliveryAfterSuccess(event: WebhookEventRecord, successes: number): number | null;
  /** Spec 7: the body of an error answer (ours: RFC 9457 problem+json). */
  errorAnswer(problem: Problem): ErrorAnswer;
}

/** A fault or a variant: the seam it is given, bent in one place. */
export type SeamWrapper = (seam: Seam) => Seam;

/** Applies wrappers in order: the first wraps the spec-exact seam, the next wraps that, and so on. */
export function composeSeam(base: Seam, wrappers: Iterable<SeamWrapper>): Seam {
  let seam = base;
  for (const wrap of wrappers) seam = wrap(seam);
  return seam;
}
