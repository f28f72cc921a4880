/** Ingests and deliveries several checks share, made once per run. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { operationsById } from '../generated/contract.js';
import { describeResponse, expectThat } from './failure.js';
import type { ReceivedAttempt, ReceiverAnswer, ReleaseSpec, ServedRelease } from './harness.js';
import type { CheckContext, HttpExchange } from './types.js';

export const createPath = operationsById.createIngest.path;

export interface Created {
  release: ServedRelease;
  exchange: HttpExchange;
  record: Record<string, unknown>;
  ingestId: string;
}

/** Serves a release and submits it; fails the check unless the create answers 201 with an ingestId. */
export async function submit(context: CheckContext, spec: ReleaseSpec): Promise<Created> {
  const release = context.fixtures.serveRelease(spec);
  const exchange = await context.request('POST', createPath, { body: { releaseId: release.releaseId, xmlUrl: release.xmlUrl } });
  const record = (exchange.json ?? {}) as Record<string, unknown>;
  expectThat(exchange.status === 201 && typeof record.ingestId === 'string', {
    message: 'the create did not answer 201 with an ingest record',
    received: describeResponse(exchange),
    documented: 'spec 4.1: a successful submission answers 201 with the ingest record',
    fix: `Check that ${createPath} accepts {releaseId, xmlUrl} with the X-API-Key header and answers 201.`,
  });
  return { release, exchange, record, ingestId: record.ingestId };
}

/** A release with a resource of two files and one of one file (ERN 4.3, relative locations). */
export const standardRelease: ReleaseSpec = { ernVersion: '4.3', resources: [{ files: 2 }, { files: 1 }], locations: 'relative' };

/** One ingest created for the quick checks (create, lookup): submitted once per run. */
export function quickIngest(context: CheckContext): Promise<Created> {
  return context.shared('quick-ingest', () => submit(context, standardRelease));
}

export interface Finished extends Created {
  final: Record<string, unknown>;
}

/** An ingest whose files all load: it must reach `completed`. */
export function completedIngest(context: CheckContext): Promise<Finished> {
  return context.shared('completed-ingest', async () => {
    const created = await submit(context, standardRelease);
    return { ...created, final: await context.waitForTerminal(created.ingestId) };
  });
}

/** An ingest with one expired resource URL: it must reach `failed` with RESOURCE_FETCH_FAILED. */
export function failedIngest(context: CheckContext): Promise<Finished> {
  return context.shared('failed-ingest', async () => {
    const created = await submit(context, { ...standardRelease, expiredFiles: [1] });
    return { ...created, final: await context.waitForTerminal(created.ingestId) };
  });
}

/**
 * An ingest whose webhook attempts the receiver answers as programmed (keyed by its release id, set
 * before the submit, so even a very fast delivery is answered as planned).
 */
export async function programmedIngest(context: CheckContext, key: string, answers: ReceiverAnswer[]): Promise<Created> {
  return context.shared(key, async () => {
    const release = context.fixtures.serveRelease({ ernVersion: '4.3', resources: [{ files: 1 }], locations: 'relative' });
    context.receiver.program(release.releaseId, answers);
    const exchange = await context.request('POST', createPath, { body: { releaseId: release.releaseId, xmlUrl: release.xmlUrl } });
    const record = (exchange.json ?? {}) as Record<string, unknown>;
    expectThat(exchange.status === 201 && typeof record.ingestId === 'string', {
      message: 'the create did not answer 201 with an ingest record',
      received: describeResponse(exchange),
      documented: 'spec 4.1',
      fix: 'See the create checks.',
    });
    return { release, exchange, record, ingestId: record.ingestId };
  });
}

/** Waits until the receiver saw `count` attempts for the ingest (up to maxWaitMs); returns what it saw. */
export async function attemptsUntil(context: CheckContext, ingestId: string, count: number): Promise<ReceivedAttempt[]> {
  try {
    return await context.receiver.waitFor(ingestId, (a) => a.length >= count, context.options.maxWaitMs);
  } catch {
    return context.receiver.attemptsFor(ingestId);
  }
}

/** Waits a quiet period after the last attempt (twice the last gap, at least 1 s, within maxWaitMs). */
export async function quietAfter(context: CheckContext, attempts: readonly ReceivedAttempt[]): Promise<void> {
  const last = attempts.at(-1);
  const previous = attempts.at(-2);
  const gap = last && previous ? last.receivedAt - previous.receivedAt : 1_000;
  const wait = Math.min(Math.max(2 * gap + 1_000, 1_000), context.options.maxWaitMs);
  const elapsed = last ? context.now() - last.receivedAt : 0;
  if (wait > elapsed) await context.sleep(wait - elapsed);
}

/** The first webhook attempt for an ingest, waited for up to maxWaitMs. */
export async function firstDelivery(context: CheckContext, ingestId: string, what: string): Promise<ReceivedAttempt> {
  // Waited for once per ingest: when none comes, the checks after the first fail at once.
  const attempts = await context.shared(`first-delivery:${ingestId}`, async () => {
    try {
      return await context.receiver.waitFor(ingestId, (a) => a.length > 0, context.options.maxWaitMs);
    } catch {
      return [] as ReceivedAttempt[];
    }
  });
  const first = attempts[0];
  expectThat(first !== undefined, {
    message: `no webhook arrived for the ${what} ingest ${ingestId}`,
    received: `${context.receiver.all().length} webhook attempts in total, none for this ingest, within ${context.options.maxWaitMs} ms`,
    documented: 'spec 3, 6.1: a webhook is POSTed to the registered URL when the status becomes completed or failed',
    fix: `Register ${context.receiver.url} as the partner's webhook URL (spec 4.4: through the operator) and deliver events for terminal states.`,
  });
  return first;
}

export interface ParsedSignature {
  t: number | null;
  v1: string[];
}

/** Spec 6.3: `t=<unix seconds>,v1=<hex>[,v1=<hex>]`. */
export function parseSignature(header: string | undefined): ParsedSignature {
  const parts = (header ?? '').split(',').map((p) => p.trim().split('='));
  const tText = parts.find(([k]) => k === 't')?.[1];
  return {
    t: tText !== undefined && /^\d+$/.test(tText) ? Number(tText) : null,
    v1: parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? ''),
  };
}

/** Whether any v1 is the hex HMAC-SHA256 of `{t}.{raw body}` keyed with `secret` (constant-time compare). */
export function signatureVerifies(attempt: ReceivedAttempt, secret: string): boolean {
  const { t, v1 } = parseSignature(attempt.headers['x-service-signature']);
  if (t === null) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(attempt.raw).digest();
  return v1.some((hex) => {
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
    const given = Buffer.from(hex, 'hex');
    return timingSafeEqual(given, expected);
  });
}

/** The eventId of a delivery body, if any. */
export function eventIdOf(attempt: ReceivedAttempt): unknown {
  return (attempt.json as { eventId?: unknown } | null)?.eventId;
}
