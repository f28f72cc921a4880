/**
 * The partner's webhook receiver of the delivery figure (spec 4.3, 6), on node:http. It verifies every
 * delivery's `X-Service-Signature` with the verifier partners import (`verifyWebhook`, spec 6.3: parse the
 * header, `t` within 300 s, HMAC-SHA256 of `{t}.{raw body}` with the partner's key compared in constant
 * time), never through the mock's own signing code, and counts valid and invalid deliveries and repeated
 * eventIds. It answers 200 to everything, so that an invalid delivery shows in the counts instead of being retried.
 */
import { createServer } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { createHistogram } from 'node:perf_hooks';
import { verifyWebhook, WebhookVerificationError } from '../../sdk/webhooks/index.js';
import { listenOnLoopback } from './listen.js';

/** Wall-clock milliseconds with sub-millisecond resolution (comparable with the mock's `Date.now()`). */
export function wallNow(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * The reason a delivery fails verification (spec 6.3, rules 1 to 3), or null when one `v1` matches. A signed
 * body that is not an event is left to the envelope check below.
 */
export async function signatureProblem(header: string | undefined, rawBody: Buffer, key: string, nowMs: number): Promise<string | null> {
  try {
    await verifyWebhook({ body: rawBody, signature: header, secret: key, now: nowMs });
    return null;
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    return error.reason === 'invalid-json' ? null : error.reason;
  }
}

export interface ReceiverCounts {
  /** Deliveries whose signature verified. */
  valid: number;
  invalid: number;
  /** Valid deliveries of an eventId seen before (spec 6.4 allows them; counted, not an error). */
  duplicates: number;
  /** Distinct eventIds delivered with a valid signature. */
  distinct: number;
  /** Distinct valid events by `data.status`. */
  completed: number;
  failed: number;
  /** The first reasons of invalid deliveries, to show what went wrong. */
  invalidReasons: string[];
}

export interface BurstTimes {
  /** Wall-clock ms of the first and of the n-th distinct valid delivery. */
  firstAt: number;
  lastAt: number;
  /** Earliest and latest `data.completedAt` of those events (wall-clock ms). */
  completedFrom: number;
  completedTo: number;
  /** From `data.completedAt` to arrival here, over those events. */
  latencyP50Ms: number;
  latencyP99Ms: number;
}

export interface WebhookReceiver {
  /** The webhook URL to register, e.g. http://127.0.0.1:40123/webhooks/ingest */
  url: string;
  counts(): ReceiverCounts;
  /** Forgets what arrived so far (after a warm-up). */
  reset(): void;
  /** The arrival times so far (since the last reset). */
  times(): BurstTimes;
  /** Resolves once `n` distinct eventIds arrived with a valid signature since the last reset. */
  untilDistinct(n: number): Promise<void>;
  close(): Promise<void>;
}

interface Envelope {
  eventId: string;
  status: string;
  completedAt: number;
}

function envelopeOf(rawBody: Buffer): Envelope | null {
  try {
    const body = JSON.parse(rawBody.toString('utf8')) as { eventId?: unknown; data?: { status?: unknown; completedAt?: unknown } };
    if (typeof body.eventId !== 'string') return null;
    return {
      eventId: body.eventId,
      status: String(body.data?.status),
      completedAt: typeof body.data?.completedAt === 'string' ? Date.parse(body.data.completedAt) : Number.NaN,
    };
  } catch {
    return null;
  }
}

/** Listens on 127.0.0.1 (a free port) and verifies with `key`, the partner's API key (spec 6.3). */
export async function startReceiver(key: string, route = '/webhooks/ingest'): Promise<WebhookReceiver> {
  let counts: ReceiverCounts;
  let seen: Set<string>;
  let latencyUs: ReturnType<typeof createHistogram>;
  let times: { firstAt: number; lastAt: number; completedFrom: number; completedTo: number };
  let waiter: { n: number; resolve: () => void } | null = null;
  const reset = (): void => {
    counts = { valid: 0, invalid: 0, duplicates: 0, distinct: 0, completed: 0, failed: 0, invalidReasons: [] };
    seen = new Set();
    latencyUs = createHistogram();
    times = { firstAt: Number.NaN, lastAt: Number.NaN, completedFrom: Infinity, completedTo: -Infinity };
  };
  reset();
  const burst = (): BurstTimes => ({
    ...times,
    latencyP50Ms: latencyUs.count > 0 ? latencyUs.percentile(50) / 1000 : Number.NaN,
    latencyP99Ms: latencyUs.count > 0 ? latencyUs.percentile(99) / 1000 : Number.NaN,
  });
  const invalid = (reason: string): void => {
    counts.invalid++;
    if (counts.invalidReasons.length < 5) counts.invalidReasons.push(reason);
  };

  const record = async (header: string | undefined, rawBody: Buffer): Promise<void> => {
    const arrivedAt = wallNow();
    const problem = await signatureProblem(header, rawBody, key, arrivedAt);
    if (problem !== null) {
      invalid(problem);
      return;
    }
    const envelope = envelopeOf(rawBody);
    if (!envelope) {
      invalid('signed body is not an event envelope with an eventId');
      return;
    }
    counts.valid++;
    if (seen.has(envelope.eventId)) {
      counts.duplicates++;
      return;
    }
    seen.add(envelope.eventId);
    counts.distinct++;
    if (envelope.status === 'completed') counts.completed++;
    else if (envelope.status === 'failed') counts.failed++;
    if (counts.distinct === 1) times.firstAt = arrivedAt;
    times.lastAt = arrivedAt;
    if (Number.isFinite(envelope.completedAt)) {
      times.completedFrom = Math.min(times.completedFrom, envelope.completedAt);
      times.completedTo = Math.max(times.completedTo, envelope.completedAt);
      latencyUs.record(Math.max(1, Math.round((arrivedAt - envelope.completedAt) * 1000)));
    }
    if (waiter && counts.distinct >= waiter.n) {
      waiter.resolve();
      waiter = null;
    }
  };

  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== route) {
      response.writeHead(404).end();
      return;
    }
    buffer(request).then(async (rawBody) => {
      await record(request.headers['x-service-signature'] as string | undefined, rawBody);
      response.writeHead(200, { 'content-length': 0 }).end();
    }).catch(() => {
      response.destroy();
    });
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}${route}`,
    counts: () => ({ ...counts, invalidReasons: [...counts.invalidReasons] }),
    reset,
    times: burst,
    untilDistinct(n) {
      if (counts.distinct >= n) return Promise.resolve();
      return new Promise((resolve) => {
        waiter = { n, resolve };
      });
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    }),
  };
}
