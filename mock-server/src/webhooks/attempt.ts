/**
 * One delivery attempt of a stored event (spec 6.3, 6.4): recorded in flight, signed, posted, then settled:
 * delivered, retried at the seam's next delay, or lost. The attempt is written before the POST and again after
 * it, so that a crash never repeats a finished attempt nor loses one (an unfinished one is `interrupted`). Each
 * write is a unit that reads what it changes: the attempt's number and the event's counter are read and written
 * together, so two attempts of one event (a retry and an injected duplicate) never take the same number. The
 * attempts that start (or end) together share their unit (store/unit-batches.ts: one read and one write for the
 * batch), never two of one event in one batch.
 */
import type { Clock } from '../clock.js';
import { checkUrlPolicy } from '../fetch/url-policy.js';
import type { Logger } from '../logging.js';
import type { Seam } from '../seam/seam.js';
import type {
  AttemptInputs, AttemptWrite, Store, StoreOps, WebhookAttemptKind, WebhookAttemptRecord, WebhookEventRecord,
} from '../store/types.js';
import { type BatchOutcome, callOutcome, UnitBatches } from '../store/unit-batches.js';
import { timestamp } from '../timestamp.js';
import { faultsAtAttempt, redeliveryAt } from './delivery-faults.js';
import { mergeFaults, type WebhookFaults } from './faults.js';
import { type PostOutcome, postWebhook } from './http-post.js';
import type { ReceiverAgents } from './receiver-agents.js';
import { receiverKey, type RequestSlot } from './receiver-queues.js';
import type { WebhookSettings } from './settings.js';
import { signingSecrets } from './signing-keys.js';

export interface AttemptDeps {
  store: Store;
  clock: Pick<Clock, 'now' | 'fromSimulated'>;
  /**
   * Body, signature, retry delays and the send time (spec 6.3's `t`: the wall clock even under a virtual clock,
   * or every delivery after an advance of more than 300 s would look stale).
   */
  seam: Pick<Seam, 'eventBody' | 'sign' | 'retryDelay' | 'redeliveryAfterSuccess' | 'sendTime'>;
  settings: WebhookSettings;
  seed: number;
  logger: Logger;
  agents: ReceiverAgents;
}

/**
 * What an attempt did: its ledger row, when the event is to be sent once more (store ms; faults, the seam), and
 * whether the event is finished now (delivered, lost: held by nobody) or still pending.
 */
export interface AttemptResult {
  attempt: WebhookAttemptRecord | undefined;
  againAt: number[];
  state: 'pending' | 'finished';
}

/** How an attempt ended: a POST's outcome, or a failure before any request (no URL, refused URL, a crash). */
type AttemptOutcome = Omit<PostOutcome, 'responseBody' | 'responseBodyTruncated'> & Partial<Pick<PostOutcome, 'responseBody' | 'responseBodyTruncated'>>;

/** What an attempt sends, as recorded in flight before the POST. */
interface Prepared {
  event: WebhookEventRecord;
  /** The faults in force when the attempt was made: its redelivery after a 2xx follows them too. */
  faults: WebhookFaults;
  record: WebhookAttemptRecord;
  url: string | null;
  body: string;
  headers: Record<string, string>;
}

/** Attempts in one batch's unit at most (two units per attempt: before the POST and after it). */
const ATTEMPT_BATCH = 64;
/**
 * Batches on their way at once. An attempt about to start holds its receiver's slot while its batch runs: two batches
 * overlap, so that one waits less. An attempt that has ended holds nothing: one batch at a time, the attempts that end
 * meanwhile making the next, larger one (fewer round trips for the same work).
 */
const PREPARING_AT_ONCE = 2;
const SETTLING_AT_ONCE = 1;

interface PrepareCall {
  id: string;
  kind: WebhookAttemptKind;
  to: string | undefined;
}

interface SettleCall {
  attempt: WebhookAttemptRecord;
  faults: WebhookFaults;
  outcome: AttemptOutcome;
  now: number;
  toReceiver: boolean;
}

interface Settled {
  attempt: WebhookAttemptRecord;
  event: WebhookEventRecord | { state: 'missing' };
  againAt: number[];
}

/** Makes attempts; those that start together, or end together, share their unit (one per batch, not one per attempt). */
export class AttemptMaker {
  private readonly preparing: UnitBatches<PrepareCall, Prepared | undefined>;
  private readonly settling: UnitBatches<SettleCall, Settled>;

  constructor(private readonly deps: AttemptDeps) {
    this.preparing = new UnitBatches({
      keyOf: (call) => call.id,
      maxBatch: ATTEMPT_BATCH,
      maxRunning: PREPARING_AT_ONCE,
      run: (calls) => deps.store.transaction((tx) => prepareAll(deps, tx, calls)),
    });
    this.settling = new UnitBatches({
      keyOf: (call) => call.attempt.eventId,
      maxBatch: ATTEMPT_BATCH,
      maxRunning: SETTLING_AT_ONCE,
      run: (calls) => deps.store.transaction((tx) => settleAll(deps, tx, calls)),
    });
  }

  /**
   * Makes attempt `kind` of event `id`; undefined when there is no such event. With `to`, the attempt goes to that
   * URL instead of the registered one, and the event's state does not move. With `slot` (the receiver's queue), its
   * `turn()` is awaited just before the request (the record's `startedAt` is when the request started), and its
   * `posted()` is called once the request has ended (or was never made), before the outcome is recorded: the queue
   * lets the next attempt send then, while this one settles in the store.
   */
  async make(id: string, kind: WebhookAttemptKind, to?: string, slot?: RequestSlot): Promise<AttemptResult | undefined> {
    const { deps } = this;
    const { clock, settings } = deps;
    const prepared = await this.preparing.submit({ id, kind, to });
    if (!prepared) return undefined;
    const { event, url, body, headers, faults } = prepared;
    let { record } = prepared;
    const { number } = record;
    const urlPolicy = { allowHttpLoopback: settings.allowHttpLoopback, ...(settings.addresses ? { addresses: settings.addresses } : {}) };
    const policy = url === null ? null : checkUrlPolicy(url, urlPolicy, 'webhook URL');
    if (slot !== undefined && url !== null && policy?.ok) {
      await slot.turn();
      record = { ...record, startedAt: timestamp(clock.now()) };
    }
    const outcome: AttemptOutcome = url === null || !policy?.ok
      ? { ok: false, statusCode: null, error: url === null ? 'no webhook URL registered' : (policy?.ok === false ? policy.reason : 'refused'), durationMs: 0 }
      : await deps.agents.use(policy.url, receiverKey(event.partnerId, url), (agent) => postWebhook({
          url: policy.url,
          body,
          headers,
          timeoutMs: settings.timeoutMs,
          agent,
          ...(settings.addresses ? { addresses: settings.addresses } : {}),
          ...(settings.resolve ? { resolve: settings.resolve } : {}),
        }));
    slot?.posted();
    const settled = await this.settling.submit({ attempt: record, faults, outcome, now: clock.now(), toReceiver: to === undefined });
    deps.logger.info(
      {
        eventId: id, attempt: number, kind, status: outcome.statusCode, ok: outcome.ok, error: outcome.error,
        ...(outcome.detail === undefined ? {} : { detail: outcome.detail }),
        ms: outcome.durationMs,
        state: settled.event.state,
      },
      'webhook attempt',
    );
    return { attempt: settled.attempt, againAt: settled.againAt, state: settled.event.state === 'pending' ? 'pending' : 'finished' };
  }
}

/** A batch of attempts about to start: their inputs in one read, each prepared, their records in one write. */
async function prepareAll(deps: AttemptDeps, tx: StoreOps, calls: readonly PrepareCall[]): Promise<BatchOutcome<Prepared | undefined>[]> {
  const inputs = await tx.getAttemptInputs(calls.map((call) => call.id));
  const writes: AttemptWrite[] = [];
  const outcomes = await Promise.all(calls.map((call) => callOutcome(() => {
    const found = inputs.get(call.id);
    if (found === undefined) return undefined;
    const { prepared, write } = prepare(deps, found, call);
    writes.push(write);
    return prepared;
  })));
  if (writes.length > 0) await tx.saveAttempts(writes);
  return outcomes;
}

/** A batch of attempts that have ended: their events in one read, each settled, the records and events in one write. */
async function settleAll(deps: AttemptDeps, tx: StoreOps, calls: readonly SettleCall[]): Promise<BatchOutcome<Settled>[]> {
  const events = await tx.getEvents(calls.map((call) => call.attempt.eventId));
  const writes: AttemptWrite[] = [];
  const outcomes: BatchOutcome<Settled>[] = [];
  // One after the other: a settle may read through tx (a unit's calls run in turn).
  for (const call of calls) {
    outcomes.push(await callOutcome(async () => {
      const { settled, write } = await settle(deps, tx, call, events.get(call.attempt.eventId));
      writes.push(write);
      return settled;
    }));
  }
  if (writes.length > 0) await tx.saveAttempts(writes);
  return outcomes;
}

/**
 * Numbers the attempt from what was read of its event, signs it, and says what records it in flight (a scheduled one
 * counts).
 */
function prepare(
  deps: AttemptDeps,
  inputs: AttemptInputs,
  { id, kind, to }: PrepareCall,
): { prepared: Prepared; write: AttemptWrite } {
  const { clock, settings, seed } = deps;
  const { event, partner } = inputs;
  const number = inputs.attemptCount + 1;
  const now = clock.now();
  const t = Math.floor(deps.seam.sendTime() / 1000);
  // The faults in force: the server's, the partner's, then its ingest's scenario's.
  const faults = mergeFaults(settings.faults, partner?.webhookFaults, inputs.ingestWebhookFaults);
  const struck = faultsAtAttempt(faults, { seed, seq: event.seq, attempt: number, t });
  const url = to ?? partner?.webhookUrl ?? null;
  const body = deps.seam.eventBody(event, number);
  const secrets = signingSecrets(partner?.apiKeys ?? [], { all: settings.signWithAllKeys });
  const header = deps.seam.sign({ t: struck.t, body, secrets, ...(struck.extraV1 === undefined ? {} : { extraV1: struck.extraV1 }) });
  // Exactly what is sent, for the ledger (Node adds only host and connection).
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': settings.userAgent,
    'x-service-signature': header,
  };
  const record: WebhookAttemptRecord = {
    eventId: id,
    number,
    kind,
    url: url ?? '',
    startedAt: timestamp(now),
    finishedAt: null,
    durationMs: null,
    outcome: 'in-flight',
    statusCode: null,
    error: null,
    signatureHeader: header,
    requestHeaders: headers,
    ...(body === event.body ? {} : { requestBody: body }),
    responseBody: null,
    responseBodyTruncated: false,
    faults: struck.applied,
  };
  // The attempt, and for a scheduled one the event's counter, in one write.
  const write = { attempt: record, event: kind === 'scheduled' ? { ...event, attempts: event.attempts + 1, updatedAt: timestamp(now) } : undefined };
  return { prepared: { event, faults, record, url, body, headers }, write };
}

/**
 * How an attempt ended (the record to save) and where it moves its event, read in the batch's unit (`event`, undefined
 * when gone): delivered, retried later, or lost.
 */
async function settle(
  deps: AttemptDeps,
  tx: StoreOps,
  { attempt, faults, outcome, now, toReceiver }: SettleCall,
  event: WebhookEventRecord | undefined,
): Promise<{ settled: Settled; write: AttemptWrite }> {
  const { clock } = deps;
  const finished: WebhookAttemptRecord = {
    ...attempt,
    finishedAt: timestamp(now),
    durationMs: outcome.durationMs,
    outcome: outcome.ok ? 'succeeded' : 'failed',
    statusCode: outcome.statusCode,
    error: outcome.error,
    responseBody: outcome.responseBody ?? null,
    responseBodyTruncated: outcome.responseBodyTruncated ?? false,
  };
  if (!event || !toReceiver) {
    // A resend to another URL is recorded, but the registered receiver still has not got the event.
    return { settled: { attempt: finished, event: event ?? { state: 'missing' }, againAt: [] }, write: { attempt: finished } };
  }
  let next: WebhookEventRecord = { ...event, updatedAt: timestamp(now) };
  const againAt: number[] = [];
  if (outcome.ok) {
    if (event.state !== 'delivered') {
      next = { ...next, state: 'delivered', nextAttemptAt: null };
      const redelivery = redeliveryAt(faults, event, now, clock);
      if (redelivery !== null) againAt.push(redelivery);
    }
    // A duplicate the seam adds after a 2xx (spec 6.4 allows duplicates; the spec-exact seam adds none). This
    // attempt, not saved yet, is one of the successes.
    const successes = event.state === 'delivered'
      ? (await tx.listAttempts(event.eventId)).filter((a) => a.outcome === 'succeeded' && a.number !== attempt.number).length + 1
      : 1;
    const again = deps.seam.redeliveryAfterSuccess(event, successes);
    if (again !== null) againAt.push(now + clock.fromSimulated(again));
  } else if (attempt.kind === 'scheduled' && event.state === 'pending') {
    // Spec 6.4: retried at increasing intervals; after the last failure the event is lost.
    const delay = deps.seam.retryDelay(event.attempts, outcome);
    next = delay === null
      ? { ...next, state: 'lost', nextAttemptAt: null }
      : { ...next, nextAttemptAt: now + clock.fromSimulated(delay) };
  }
  // The attempt and the event it moved, in one write (the batch's).
  return { settled: { attempt: finished, event: next, againAt }, write: { attempt: finished, event: next } };
}
