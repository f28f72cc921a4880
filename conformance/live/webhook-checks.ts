/**
 * `WebhookWatcher`: checks each webhook delivery as it arrives (issue #19, section 3), for `ingest-kit listen
 * --validate` and `ingest-kit proxy --webhooks-port`. Each webhook rule is one module of conformance/live/webhooks/,
 * shared with the conformance suite's check of the same id; an ingest event's `data` is an ingest record (spec 2.1),
 * so the record rules of conformance/rules/record.ts judge it too, as they judge the proxy's lookups. This file only
 * feeds the rules a delivery and what it remembers.
 *
 * Stateless rules judge every POST. The rules over several deliveries (a retry is the same event; a transition is
 * one event) remember only deliveries whose signature verifies: a body that does not verify is not to be trusted
 * (spec 6.3, rule 4), so it is judged alone and forgotten.
 */
import { webhookDelivery } from '../../generated/contract.js';
import { redactPathSignature, redactText } from '../../mock-server/src/redact.js';
import type { RuleFailure } from '../failure.js';
import { parseJson } from '../receiver/attempt.js';
import { completedAfterReceivedRule, completedAllLoadedRule, countersWithinTotalRule, failedHasErrorRule } from '../rules/record.js';
import { BoundedMemory } from './bounded-memory.js';
import type { LiveViolation } from './types.js';
import { dataEqualsLookupRule, dataLookupFailure } from './webhooks/data-equals-lookup.js';
import { dataStatusFailure, dataStatusRule, ingestEventData } from './webhooks/data-status.js';
import { envelopeFailure, envelopeRule } from './webhooks/envelope.js';
import { oneEventPerTransitionRule, secondEventFailure, transitionOf } from './webhooks/one-event-per-transition.js';
import { retryFailure, retrySameEventRule } from './webhooks/retry-same-event.js';
import { violationMessage, type WebhookRule } from './webhooks/rule.js';
import { signatureFailure, signatureRule } from './webhooks/signature.js';
import { timestampFailure, timestampRule } from './webhooks/timestamp.js';

export type { WebhookRule } from './webhooks/rule.js';

/** The record rules (spec 2.1, 3) that hold for any record in a terminal status, as webhook data is. */
const dataRecordRules = [failedHasErrorRule, completedAllLoadedRule, countersWithinTotalRule, completedAfterReceivedRule] as const;

/** Every rule a WebhookWatcher checks, in the order its violations are listed. */
export const webhookRules: readonly WebhookRule[] = [
  signatureRule,
  timestampRule,
  envelopeRule,
  dataStatusRule,
  ...dataRecordRules.map(({ id, kind, title, specSection }) => ({ id, kind, title, specSection })),
  retrySameEventRule,
  oneEventPerTransitionRule,
  dataEqualsLookupRule,
];

/**
 * How long events are remembered by default: longer than any retry schedule we know (the mock's default retries
 * span about 10.6 h; spec 6.4 shows none), so a late retry is still compared with its first attempt.
 */
export const defaultMemory = { maxEvents: 10_000, maxAgeMs: 24 * 3_600_000 } as const;

export interface WebhookWatcherOptions {
  /** The partner's API key the deliveries are signed with; during a rotation, every valid key. Never printed. */
  apiKey: string | readonly string[];
  /** Wall clock, ms since the epoch, for a delivery given without `receivedAt`. Default `Date.now`. */
  clock?: () => number;
  /** Spec 6.3's tolerance for the signature's t, seconds. Default 300. */
  toleranceSeconds?: number;
  /**
   * The last lookup of an ingest the caller saw (the proxy), as its parsed JSON body. When given, an ingest event's
   * data is compared with it while the lookup shows the same status (one made before the transition legally shows
   * `processing`).
   */
  lastLookup?: (ingestId: string) => object | undefined;
  /** Events (and as many transitions) remembered at most. Default 10,000. */
  maxEvents?: number;
  /** How long an event is remembered after it first arrived, ms. Default 24 h. */
  maxAgeMs?: number;
}

/** One webhook delivery as it arrived. */
export interface WebhookDelivery {
  method: string;
  /** The request target; its query string is left out of every violation. */
  path: string;
  /** Header names in any case; a repeated header as an array. */
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The exact body bytes. */
  rawBody: Uint8Array;
  /** Arrival, ms since the epoch. Default: the watcher's clock. */
  receivedAt?: number;
  /** What the receiver answered, when it is known; null when there was no answer (yet). */
  status?: number | null;
}

function headerValue(headers: WebhookDelivery['headers'], wanted: string): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== wanted || value === undefined) continue;
    return typeof value === 'string' ? value : value.join(', ');
  }
  return undefined;
}

function ingestIdOf(event: unknown): string | null {
  const data: unknown = (event as { data?: unknown } | null)?.data;
  const id = typeof data === 'object' && data !== null ? (data as { ingestId?: unknown }).ingestId : undefined;
  return typeof id === 'string' ? id : typeof id === 'number' && Number.isFinite(id) ? String(id) : null;
}

export class WebhookWatcher {
  /** The rules this watcher checks (for a JUnit report's testcases). */
  readonly rules: readonly WebhookRule[] = webhookRules;
  private readonly keys: readonly string[];
  private readonly clock: () => number;
  private readonly toleranceSeconds: number;
  private readonly lastLookup: WebhookWatcherOptions['lastLookup'];
  /** eventId → the first verified event with that id. */
  private readonly events: BoundedMemory<unknown>;
  /** transition key → the eventId that first reported it. */
  private readonly transitions: BoundedMemory<string>;

  constructor(options: WebhookWatcherOptions) {
    this.keys = typeof options.apiKey === 'string' ? [options.apiKey] : [...options.apiKey];
    if (this.keys.length === 0 || this.keys.some((key) => typeof key !== 'string' || key === '')) {
      throw new TypeError('WebhookWatcher: apiKey must be the partner\'s API key (a non-empty string) or an array of them.');
    }
    this.clock = options.clock ?? Date.now;
    this.toleranceSeconds = options.toleranceSeconds ?? webhookDelivery.signatureToleranceSeconds;
    this.lastLookup = options.lastLookup;
    const bounds = { maxEntries: options.maxEvents ?? defaultMemory.maxEvents, maxAgeMs: options.maxAgeMs ?? defaultMemory.maxAgeMs };
    this.events = new BoundedMemory(bounds);
    this.transitions = new BoundedMemory(bounds);
  }

  /** How many events and transitions are remembered now (bounded by `maxEvents` each). */
  get remembered(): { events: number; transitions: number } {
    return { events: this.events.size, transitions: this.transitions.size };
  }

  /** The rules `delivery` broke, in the order of {@link webhookRules}; none for a request that is not a POST (not a delivery, spec 4.3). */
  async check(delivery: WebhookDelivery): Promise<LiveViolation[]> {
    if (delivery.method.toUpperCase() !== 'POST') return [];
    const receivedAtMs = delivery.receivedAt ?? this.clock();
    const header = headerValue(delivery.headers, 'x-service-signature');
    const raw = delivery.rawBody;
    const broken = new Map<string, RuleFailure>();
    const note = (id: string, failure: RuleFailure | null) => {
      if (failure !== null) broken.set(id, failure);
    };
    const signature = await signatureFailure({ raw, header }, this.keys);
    note(signatureRule.id, signature);
    note(timestampRule.id, timestampFailure({ header, receivedAtMs }, this.toleranceSeconds));
    note(envelopeRule.id, envelopeFailure(raw));
    const event = parseJson(raw);
    note(dataStatusRule.id, dataStatusFailure(event));
    const data = ingestEventData(event);
    if (data !== null) for (const rule of dataRecordRules) note(rule.id, rule.check(data));
    if (signature === null) this.judgeAgainstMemory(event, receivedAtMs, note);
    this.judgeAgainstLookup(event, note);
    const ingestId = ingestIdOf(event);
    return webhookRules.filter((rule) => broken.has(rule.id)).map((rule) => ({
      rule: rule.id,
      kind: rule.kind,
      method: 'POST',
      path: redactPathSignature(delivery.path.split('?')[0] ?? ''),
      status: delivery.status ?? null,
      ingestId,
      // Keys never leave the watcher, even when a broken sender echoes one in a header or body.
      message: redactText(violationMessage(broken.get(rule.id)!), this.keys),
    }));
  }

  private judgeAgainstMemory(event: unknown, now: number, note: (id: string, failure: RuleFailure | null) => void): void {
    const eventId = (event as { eventId?: unknown } | null)?.eventId;
    if (typeof eventId !== 'string') return;
    const first = this.events.get(eventId, now);
    if (first === undefined) this.events.remember(eventId, event, now);
    else note(retrySameEventRule.id, retryFailure(first, event));
    const transition = transitionOf(event);
    if (transition === null) return;
    const firstEventId = this.transitions.get(transition.key, now);
    if (firstEventId === undefined) this.transitions.remember(transition.key, eventId, now);
    else if (firstEventId !== eventId) note(oneEventPerTransitionRule.id, secondEventFailure(transition, firstEventId));
  }

  private judgeAgainstLookup(event: unknown, note: (id: string, failure: RuleFailure | null) => void): void {
    if (this.lastLookup === undefined || (event as { eventType?: unknown } | null)?.eventType !== 'ingest') return;
    const data = (event as { data?: unknown }).data;
    const ingestId = ingestIdOf(event);
    if (ingestId === null || typeof data !== 'object' || data === null) return;
    const lookup = this.lastLookup(ingestId) as Record<string, unknown> | undefined;
    if (lookup === undefined || lookup.status !== (data as Record<string, unknown>).status) return;
    note(dataEqualsLookupRule.id, dataLookupFailure(data as Record<string, unknown>, lookup));
  }
}
