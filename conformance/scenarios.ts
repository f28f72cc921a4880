/** Ingests and deliveries several checks share, made once per run, and the helpers that read them. */
import { operationsById } from '../generated/contract.js';
import type { components } from '../generated/openapi.js';
import { CheckFailure, describeResponse, expectThat } from './failure.js';
import type { ReceivedAttempt, ReceiverAnswer, ReleaseSpec, ServedRelease } from './harness.js';
import { ofOtherEventType } from './receiver/attempt.js';
import type { CheckContext, HttpExchange } from './types.js';

export const createPath = operationsById.createIngest.path;

/** Spec 4.2 writes `GET /ddex/ingests/{ingestId}` and leaves the /partner/v1 prefix open: both are tried, in this order. */
export const lookupCandidates = [operationsById.getIngestSpecPath.path, operationsById.getIngest.path] as const;

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
    message: 'the create did not answer 201 with an ingest record carrying ingestId as a string',
    received: describeResponse(exchange),
    documented: 'spec 4.1: "Success: status 201. Body is the ingest record (2.1)"; spec 2.1: ingestId is a string',
    fix: `Check that ${createPath} accepts {releaseId, xmlUrl} with the X-API-Key header and answers 201 with the record.`,
  });
  return { release, exchange, record, ingestId: record.ingestId };
}

/** A release with a resource of two files and one of one file (ERN 4.3, relative locations). */
export const standardRelease: ReleaseSpec = { ernVersion: '4.3', resources: [{ files: 2 }, { files: 1 }], locations: 'relative' };

/** One ingest created for the quick checks (create, lookup): submitted once per run. */
export function quickIngest(context: CheckContext): Promise<Created> {
  return context.shared('quick-ingest', () => submit(context, standardRelease));
}

/**
 * Finds the lookup path: the first of {@link lookupCandidates} that answers the record of an ingest the suite
 * created, authenticated. Fails, naming both answers, when neither does.
 */
export async function discoverLookupPath(context: CheckContext): Promise<{ path: string; how: string }> {
  const { ingestId } = await quickIngest(context);
  const answers: HttpExchange[] = [];
  for (const template of lookupCandidates) {
    const exchange = await context.request('GET', template.replace('{ingestId}', encodeURIComponent(ingestId)));
    answers.push(exchange);
    if (exchange.status === 200 && (exchange.json as { ingestId?: unknown } | null)?.ingestId === ingestId) {
      const before = answers.slice(0, -1).map((a) => `${a.path} answered HTTP ${a.status}`);
      return { path: template, how: `found: it answered the record of ingest ${ingestId}${before.length ? ` (${before.join('; ')})` : ''}` };
    }
  }
  throw new CheckFailure(
    'the status lookup answered the record at neither path the specification allows',
    answers.map((a) => describeResponse(a)).join(' | '),
    'spec 4.2: "Method and path: GET /ddex/ingests/{ingestId}"; "Whether the path carries the /partner/v1 prefix of the create operation ...: not shown."',
    `Serve the lookup at ${lookupCandidates.join(' or ')}, authenticated with X-API-Key, answering the ingest record; or give --lookup-path.`,
  );
}

export interface Finished extends Created {
  final: Record<string, unknown>;
  /** When the lookup first showed the terminal state (ms since the epoch). */
  finishedSeenAt: number;
}

async function finished(context: CheckContext, created: Created): Promise<Finished> {
  const final = await context.waitForTerminal(created.ingestId);
  return { ...created, final, finishedSeenAt: context.now() };
}

/** An ingest whose files all load: it must reach `completed`. */
export function completedIngest(context: CheckContext): Promise<Finished> {
  return context.shared('completed-ingest', async () => finished(context, await submit(context, standardRelease)));
}

/** An ingest with one expired resource URL: it must reach `failed` with RESOURCE_FETCH_FAILED. */
export function failedIngest(context: CheckContext): Promise<Finished> {
  return context.shared('failed-ingest', async () => finished(context, await submit(context, { ...standardRelease, expiredFiles: [1] })));
}

/**
 * An ingest whose webhook attempts the receiver answers as programmed (keyed by its release id, set
 * before the submit, so even a very fast delivery is answered as planned).
 */
export async function programmedIngest(context: CheckContext, key: string, answers: ReceiverAnswer[]): Promise<Created> {
  return context.shared(key, async () => {
    // Deliberately like submit: the receiver is programmed between serving and submitting, and a failed create
    // points to the create checks instead of repeating their advice.
    const release = context.fixtures.serveRelease({ ernVersion: '4.3', resources: [{ files: 1 }], locations: 'relative' });
    context.receiver.program(release.releaseId, answers);
    const exchange = await context.request('POST', createPath, { body: { releaseId: release.releaseId, xmlUrl: release.xmlUrl } });
    const record = (exchange.json ?? {}) as Record<string, unknown>;
    expectThat(exchange.status === 201 && typeof record.ingestId === 'string', {
      message: 'the create did not answer 201 with an ingest record',
      received: describeResponse(exchange),
      documented: 'spec 4.1: "Success: status 201. Body is the ingest record (2.1)"',
      fix: 'See the create checks.',
    });
    return { release, exchange, record, ingestId: record.ingestId };
  });
}

/** What the run knows of webhook delivery: once a wait for a first webhook found nothing at all, later ones do not wait. */
interface WebhookState {
  silent: boolean;
}

function webhookState(context: CheckContext): Promise<WebhookState> {
  return context.shared('webhook-state', () => Promise.resolve({ silent: false }));
}

type EventType = components['schemas']['WebhookEvent']['eventType'];

/**
 * The eventType announcing an ingest's final status. Spec 6.1: a single type, `ingest`, for `completed` and
 * `failed` alike, told apart by `data.status`. The webhook checks read deliveries of that type only: events of
 * other types for the same ingest may come alongside (spec 6.1, 9). A new event type gets its own check.
 */
const eventTypeOfStatus: Record<'completed' | 'failed', components['schemas']['IngestEvent']['eventType']> = {
  completed: 'ingest',
  failed: 'ingest',
};

function eventTypeOf(attempt: ReceivedAttempt): unknown {
  return (attempt.json as { eventType?: unknown } | null)?.eventType;
}

/**
 * The attempts of the ingest event: those of another eventType are left out (spec 9: "New webhook event types may
 * be added without a version change; handlers must ignore unknown ones"). A body without a readable eventType stays
 * in, so that a malformed delivery is still judged by the checks that read it.
 */
function ingestEventAttempts(attempts: readonly ReceivedAttempt[]): ReceivedAttempt[] {
  return attempts.filter((a) => !ofOtherEventType(a.json));
}

/**
 * The attempts of an ingest's event (of `eventType`, else of any type) once the first has arrived: waited for up
 * to `deliveryWaitMs` after the lookup shows the terminal state. When no webhook has reached the receiver at
 * all, every later wait is skipped: an unregistered receiver costs one wait, not one per check.
 */
async function firstAttempts(
  context: CheckContext,
  ingestId: string,
  seenTerminalAt?: number,
  eventType?: EventType,
): Promise<ReceivedAttempt[]> {
  const ofType = (attempts: ReceivedAttempt[]) => (eventType === undefined
    ? ingestEventAttempts(attempts)
    : attempts.filter((a) => eventTypeOf(a) === eventType));
  return context.shared(`first-delivery:${ingestId}${eventType === undefined ? '' : `:${eventType}`}`, async () => {
    const state = await webhookState(context);
    const already = ofType(context.receiver.attemptsFor(ingestId));
    if (already.length > 0) return already;
    if (state.silent && context.receiver.all().length === 0) return [];
    let since = seenTerminalAt;
    if (since === undefined) {
      await context.waitForTerminal(ingestId);
      since = context.now();
    }
    try {
      const wait = Math.max(0, since + context.options.deliveryWaitMs - context.now());
      return ofType(await context.receiver.waitFor(ingestId, (a) => ofType(a).length > 0, wait));
    } catch {
      if (context.receiver.all().length === 0) state.silent = true;
      return [];
    }
  });
}

/**
 * Fails the check with the registration hint when no attempt came for the ingest; `status`, the terminal status the
 * lookup showed, picks the row of spec 3 that is quoted (undefined: both).
 */
function expectDelivered(
  context: CheckContext,
  attempts: readonly ReceivedAttempt[],
  ingestId: string,
  what: string,
  eventType?: EventType,
  status?: 'completed' | 'failed',
): asserts attempts is [ReceivedAttempt, ...ReceivedAttempt[]] {
  if (attempts.length > 0) return;
  const total = context.receiver.all().length;
  const others = eventType === undefined ? [] : context.receiver.attemptsFor(ingestId).map((a) => JSON.stringify(eventTypeOf(a) ?? null));
  const message = `no webhook arrived for the ${what} ingest ${ingestId} within ${Math.round(context.options.deliveryWaitMs / 1000)} s of the lookup showing its terminal state`;
  const documented = `spec 3: "a webhook event with data.status = ${status ?? 'completed'} is sent to the registered URL, if one is registered"`
    + `${status === undefined ? ' (and = failed for a failed ingest)' : ''}; spec 6.1`;
  if (total === 0) {
    // The same cause fails every webhook check: the first explains the registration, the others say it in one line.
    throw new CheckFailure(
      message,
      `no webhook reached ${context.receiver.url} at all during the run`,
      documented,
      `Register ${context.receiver.url} as the partner's webhook URL (spec 4.4: through the operator) before the run: `
      + 'the receiver takes a new port each run unless --receiver-port fixes it (--receiver-port 4900: register '
      + 'http://127.0.0.1:4900). Or add --wait-for-registration: the suite then submits a probe every 5 s until a first webhook '
      + 'arrives, while you register. Raise --delivery-wait if deliveries take longer.',
      { topic: 'no-webhook-at-all', brief: `no webhook reached ${context.receiver.url} at all: the receiver is not registered` },
    );
  }
  expectThat(false, {
    message,
    received: others.length > 0
      ? `${others.length} webhook attempts for this ingest, none with eventType "${eventType}" (eventType: ${[...new Set(others)].join(', ')})`
      : `${total} webhook attempts in total, none for this ingest`,
    documented,
    fix: `Send the webhook when the ingest reaches ${what}; raise --delivery-wait if deliveries take longer.`,
  });
}

/**
 * The first webhook attempt of `eventType` for a finished ingest, by default the type announcing its final status,
 * whatever else came for the ingest (the check fails when none came). A check of a new event type names it.
 */
export async function firstDelivery(
  context: CheckContext,
  ingest: Finished,
  what: string,
  eventType: EventType = ingest.final.status === 'failed' ? eventTypeOfStatus.failed : eventTypeOfStatus.completed,
): Promise<ReceivedAttempt> {
  const attempts = await firstAttempts(context, ingest.ingestId, ingest.finishedSeenAt, eventType);
  const { status } = ingest.final;
  expectDelivered(context, attempts, ingest.ingestId, what, eventType, status === 'completed' || status === 'failed' ? status : undefined);
  return attempts[0];
}

/**
 * Waits until the receiver saw `count` attempts of the ingest event (the first within the delivery wait, all
 * within maxWaitMs); returns what it saw. Fails the check when not even the first came.
 */
export async function attemptsUntil(context: CheckContext, ingestId: string, count: number): Promise<ReceivedAttempt[]> {
  const first = await firstAttempts(context, ingestId);
  expectDelivered(context, first, ingestId, 'programmed');
  try {
    const enough = (attempts: ReceivedAttempt[]) => ingestEventAttempts(attempts).length >= count;
    return ingestEventAttempts(await context.receiver.waitFor(ingestId, enough, context.options.maxWaitMs));
  } catch {
    return ingestEventAttempts(context.receiver.attemptsFor(ingestId));
  }
}

/**
 * What a quiet period allows beyond twice the last gap: a pause of the implementation (or of the suite's own process)
 * delays its next retry by that much. With 1 s, one run of test/conformance/faults.test.ts (the mock and the suite in one
 * process, six certifications at once, 2026-11-27) missed the mock's fault of 8 retries: webhooks.max-retries passed,
 * its certification over after 12 s instead of ~39 s. A retry 900 ms after one 300 ms after the first needs a pause of
 * only 700 ms to fall outside 2 x 300 ms + 1 s.
 */
export const quietMarginMs = 3_000;

/** Waits a quiet period after the last attempt (twice the last gap plus {@link quietMarginMs}, within maxWaitMs). */
export async function quietAfter(context: CheckContext, attempts: readonly ReceivedAttempt[]): Promise<void> {
  const last = attempts.at(-1);
  const previous = attempts.at(-2);
  const gap = last && previous ? last.receivedAt - previous.receivedAt : 1_000;
  const wait = Math.min(Math.max(2 * gap, 0) + quietMarginMs, context.options.maxWaitMs);
  const elapsed = last ? context.now() - last.receivedAt : 0;
  if (wait > elapsed) await context.sleep(wait - elapsed);
}

/** Waits until attempts of the ingest event stop coming (a quiet period after the last one), within maxWaitMs. */
export async function untilQuiet(context: CheckContext, ingestId: string): Promise<ReceivedAttempt[]> {
  const deadline = context.now() + context.options.maxWaitMs;
  const ofIngest = () => ingestEventAttempts(context.receiver.attemptsFor(ingestId));
  let attempts = ofIngest();
  while (context.now() < deadline) {
    await quietAfter(context, attempts);
    const now = ofIngest();
    if (now.length === attempts.length) break;
    attempts = now;
  }
  return ofIngest();
}

/** With --wait-for-registration: the gap between two probes. */
export const probeIntervalMs = 5_000;

/**
 * With --wait-for-registration: submits a probe release every 5 s until any webhook reaches the receiver
 * (the operator has registered its URL), up to maxWaitMs. Resolves with whether one came.
 */
export async function awaitRegistration(context: CheckContext, onWaiting: (elapsedMs: number) => void): Promise<boolean> {
  const started = context.now();
  const deadline = started + context.options.maxWaitMs;
  while (context.receiver.all().length === 0 && context.now() < deadline) {
    const release = context.fixtures.serveRelease({ ernVersion: '4.3', resources: [{ files: 1 }], locations: 'relative' });
    await context.request('POST', createPath, { body: { releaseId: release.releaseId, xmlUrl: release.xmlUrl } });
    onWaiting(context.now() - started);
    const until = Math.min(deadline, context.now() + probeIntervalMs);
    while (context.receiver.all().length === 0 && context.now() < until) await context.sleep(250);
  }
  return context.receiver.all().length > 0;
}
