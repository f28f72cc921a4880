/**
 * The webhook delivery figure (issue #4, item 9): N ingests complete at the same instant and the mock
 * delivers N signed events to a local receiver. Deliveries/s is N over the time from that instant until the
 * receiver has N distinct eventIds with a valid signature; the ledger then shows none lost.
 *
 * How N ingests complete "together" with the real clock: every create asks `Prefer: scenario=slow;
 * duration=<d>` with d = T − now, so that each ingest is held in `processing` until the same wall-clock
 * instant T (the hold is counted from the mock's receipt, spec 3: completedAt ≥ receivedAt), T being after
 * the last create. Its one file "loads" in 0 ms (simulate mode), so at T every hold timer is due at once
 * and the dispatcher gets N events in one burst. Creating them is not part of the figure.
 *
 * T must come after the last create, and not much later (the wait is dead time): it is sized from the rate
 * of calibration creates made just before, which do exactly the same work (held, for an hour: they stay
 * `processing` to the end and make no event).
 */
import { cpuSecondsOf, cpuSecondsOfTree, machineCpuSeconds, memoryOf } from './proc-stats.js';
import { benchApiKey, createPath, type LedgerCounts } from './protocol.js';
import { type BurstTimes, type ReceiverCounts, wallNow, type WebhookReceiver } from './receiver.js';
import type { WebhookTarget } from './targets.js';

export interface BurstShape {
  /** Ingests completing together: the figure. */
  ingests: number;
  /** Ingests created first, not held, so delivered at once: they warm up the create and delivery code. */
  warmupIngests: number;
  /** Then ingests held for an hour (they never complete in the run): their create rate sizes T. */
  calibrationIngests: number;
  /** Creates in flight at once while setting up. */
  createConcurrency: number;
  /** How long to wait for the burst to arrive before the run counts as failed. */
  deliveryTimeoutS: number;
}

export interface RssFigures {
  /** VmHWM of the mock process: its peak resident set over its whole life (creates included). */
  peakMb: number;
  /** VmRSS once listening, before any ingest. */
  atStartMb: number;
  /** VmRSS just before the burst, with every ingest created and held. */
  beforeBurstMb: number;
}

export interface BurstFigure {
  store: 'memory' | 'sqlite' | 'postgres';
  /** Mock processes on the one store, the creates spread over them round-robin (PostgreSQL: replicas). */
  replicas: number;
  shape: BurstShape;
  /** Distinct valid events (N, unless some held ingests never completed) over `seconds`. */
  deliveriesPerSec: number;
  /** From T to the last distinct valid delivery. */
  seconds: number;
  /** From T to the first delivery. */
  firstAfterMs: number;
  /** Spread of `data.completedAt` over the N events: how "together" they completed. */
  completedSpreadMs: number;
  /** From each event's `completedAt` to its arrival at the receiver. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  receiver: ReceiverCounts;
  ledger: LedgerCounts;
  /** null where /proc is not there (not Linux); of the first replica. */
  rss: RssFigures | null;
  /** Each replica's, in order (one for memory and SQLite). */
  replicaRss: (RssFigures | null)[];
  /**
   * CPU used from T to the last delivery over that time, in cores: the mocks' (every thread, every replica), the bench
   * process's (the receiver; nothing else runs there then), the rest of the machine's (other work, which takes cores
   * from the two) and, of that rest, the database server's (PostgreSQL's processes; null for SQLite). null without /proc.
   */
  cpu: { mockCores: number; receiverCores: number; otherCores: number; databaseCores: number | null } | null;
  /** Set-up, not measured: creates/s of the calibration and of the held ingests, and the wait from the last to T. */
  calibrationCreatesPerSec: number;
  createsPerSec: number;
  idleBeforeBurstS: number;
  startCommand: string;
}

/** Held ingests that may fail to complete before the figure counts as not of one burst (see measureBurst). */
const maxMissingRatio = 0.01;

/** The mocks of one burst: their URLs (creates round-robin) and the ledger of the store they share. */
interface Group {
  urls: string[];
  ledger(): Promise<LedgerCounts>;
}

/** Creates `count` ingests, `concurrency` at a time, create i on `mockUrls[i % n]`; `prefer` gives each create's Prefer header. */
async function createMany(
  mockUrls: string[],
  xmlUrl: string,
  count: number,
  concurrency: number,
  releasePrefix: string,
  prefer: () => string | null,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < count; i = next++) {
      const preferValue = prefer();
      const response = await fetch(`${mockUrls[i % mockUrls.length]!}${createPath}`, {
        method: 'POST',
        headers: {
          'X-API-Key': benchApiKey,
          'Content-Type': 'application/json',
          ...(preferValue === null ? {} : { Prefer: preferValue }),
        },
        body: JSON.stringify({ releaseId: `${releasePrefix}-${i + 1}`, xmlUrl }),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (response.status !== 201) throw new Error(`create ${i + 1} of ${count} answered HTTP ${response.status}: ${text.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** No new delivery for this long, with nothing pending in the ledger: every event that exists has arrived. */
const stallMs = 2_000;

/**
 * Waits until the receiver has `n` distinct valid events, or until the deliveries stop short of `n` with
 * no event left pending (ingests that never completed: no event was ever created for them). Throws past
 * `timeoutS`, saying where the missing events are.
 */
async function untilDelivered(
  receiver: WebhookReceiver,
  target: Group,
  n: number,
  timeoutS: number,
  what: string,
): Promise<BurstTimes> {
  const deadline = wallNow() + timeoutS * 1000;
  const arrived = receiver.untilDistinct(n);
  while (receiver.counts().distinct < n) {
    await Promise.race([arrived, sleep(250)]);
    if (receiver.counts().distinct >= n) break;
    const { distinct, valid, invalid, invalidReasons } = receiver.counts();
    const quietSince = distinct > 0 ? receiver.times().lastAt : Number.NaN;
    if (wallNow() - quietSince > stallMs && (await target.ledger()).events.pending === 0) break;
    if (wallNow() < deadline) continue;
    // Say where the missing events are: the receiver's counts and the mock's ledger.
    const { events, ingests, failures } = await target.ledger();
    throw new Error(
      `${what}: ${distinct} of ${n} events arrived with a valid signature within ${timeoutS} s `
      + `(valid ${valid}, invalid ${invalid}${invalidReasons.length ? `: ${invalidReasons.join('; ')}` : ''}); `
      + `ledger: events ${JSON.stringify(events)}, ingests ${JSON.stringify(ingests)}`
      + `${failures.length ? `, failed attempts: ${failures.join('; ')}` : ''}. The figure would measure a stall, not a rate`,
    );
  }
  return receiver.times();
}

/** The ledger once no event is pending any more (the last attempts settle just after their 200). */
async function settledLedger(target: Group): Promise<LedgerCounts> {
  const deadline = Date.now() + 5_000;
  let ledger = await target.ledger();
  while (ledger.events.pending > 0 && Date.now() < deadline) {
    await sleep(100);
    ledger = await target.ledger();
  }
  return ledger;
}

interface HeldUntilT {
  /** The instant every held ingest completes (wall-clock ms). */
  t: number;
  calibrationCreatesPerSec: number;
  createsPerSec: number;
  idleBeforeBurstS: number;
}

/** Warm-up ingests, created and delivered at once; then the receiver starts afresh. */
async function warmUp(target: Group, receiver: WebhookReceiver, xmlUrl: string, shape: BurstShape): Promise<void> {
  await createMany(target.urls, xmlUrl, shape.warmupIngests, shape.createConcurrency, 'BENCH-WARMUP', () => null);
  await untilDelivered(receiver, target, shape.warmupIngests, shape.deliveryTimeoutS, 'warm-up deliveries');
  if (receiver.counts().distinct < shape.warmupIngests) {
    throw new Error(`webhook warm-up: ${receiver.counts().distinct} of ${shape.warmupIngests} events arrived, and none is pending`);
  }
  receiver.reset();
}

/** Creates the N ingests, each held until T; resolves just before T (throws when the creates overran T). */
async function createHeld(target: Group, receiver: WebhookReceiver, xmlUrl: string, shape: BurstShape): Promise<HeldUntilT> {
  // Timed on its second half, once the held-create path is warm too.
  const parked = (count: number, prefix: string): Promise<void> =>
    createMany(target.urls, xmlUrl, count, shape.createConcurrency, prefix, () => 'scenario=slow; duration=1h');
  const firstHalf = Math.floor(shape.calibrationIngests / 2);
  await parked(firstHalf, 'BENCH-CALIBRATION-A');
  const calibrationStart = wallNow();
  await parked(shape.calibrationIngests - firstHalf, 'BENCH-CALIBRATION-B');
  const calibrationRate = (shape.calibrationIngests - firstHalf) / ((wallNow() - calibrationStart) / 1000);
  // T leaves the creates 1.4 times the time they take at the calibration rate, plus half a second (runs
  // have seen the held creates go from 0.87 to 1.4 times that rate): every ingest created after T would
  // complete on its own, outside the burst, and the run then fails (below).
  const createStart = wallNow();
  const t = createStart + (shape.ingests / calibrationRate) * 1400 + 500;
  await createMany(target.urls, xmlUrl, shape.ingests, shape.createConcurrency, 'BENCH-BURST', () =>
    `scenario=slow; duration=${Math.max(1, Math.ceil(t - Date.now()))}ms`);
  const createdAt = wallNow();
  const marginMs = 200;
  if (createdAt > t - marginMs) {
    throw new Error(
      `webhook burst: the ${shape.ingests} creates ended ${((createdAt - t) / 1000).toFixed(2)} s after T−${marginMs} ms, so `
      + 'ingests would have completed while others were still being created; the burst would not be one (machine too busy?)',
    );
  }
  if (receiver.counts().valid + receiver.counts().invalid > 0) {
    throw new Error('webhook burst: deliveries arrived before T; the held ingests did not wait for T');
  }
  await sleep(t - marginMs - wallNow());
  return {
    t,
    calibrationCreatesPerSec: calibrationRate,
    createsPerSec: shape.ingests / ((createdAt - createStart) / 1000),
    idleBeforeBurstS: (t - createdAt) / 1000,
  };
}

/**
 * Runs the figure on a started target whose partner's webhook URL is `receiver.url`. Throws (an invalid
 * measurement) when a create fails, when the creates were not over before T, when an event is still
 * pending past the time limit, or when more than 1% of the held ingests made no event; a missed target is
 * a result, not a failure.
 */
export async function measureBurst(
  targets: WebhookTarget | WebhookTarget[],
  receiver: WebhookReceiver,
  xmlUrl: string,
  shape: BurstShape,
  storeKind: BurstFigure['store'],
  databasePid?: number,
): Promise<BurstFigure> {
  const all = Array.isArray(targets) ? targets : [targets];
  const target: Group = { urls: all.map((one) => one.url), ledger: () => all[0]!.ledger() };
  const memories = () => Promise.all(all.map((one) => memoryOf(one.pid)));
  const cpuOfAll = async () => (await Promise.all(all.map((one) => cpuSecondsOf(one.pid))))
    .reduce<number | null>((sum, seconds) => (sum === null || seconds === null ? null : sum + seconds), 0);
  const atStart = await memories();
  await warmUp(target, receiver, xmlUrl, shape);
  const { t, calibrationCreatesPerSec, createsPerSec, idleBeforeBurstS } = await createHeld(target, receiver, xmlUrl, shape);
  const before = await memories();
  await sleep(t - wallNow());
  const databaseCpu = () => (databasePid === undefined ? Promise.resolve(null) : cpuSecondsOfTree(databasePid));
  const [mockCpuAtT, databaseCpuAtT] = [await cpuOfAll(), await databaseCpu()];
  const [machineCpuAtT, receiverCpuAtT] = [await machineCpuSeconds(), process.cpuUsage()];
  const what = `webhook burst (${storeKind} store${all.length > 1 ? `, ${all.length} replicas` : ''})`;
  const times = await untilDelivered(receiver, target, shape.ingests, shape.deliveryTimeoutS, what);
  // Read as soon as the wait ends: just after the last delivery when all arrived.
  const [mockCpu, databaseCpuAtEnd] = [await cpuOfAll(), await databaseCpu()];
  const machineCpu = await machineCpuSeconds();
  const receiverCpu = process.cpuUsage(receiverCpuAtT);
  const spentS = (wallNow() - t) / 1000;
  const cpu = (): BurstFigure['cpu'] => {
    if (mockCpu === null || mockCpuAtT === null || machineCpu === null || machineCpuAtT === null) return null;
    const mockCores = (mockCpu - mockCpuAtT) / spentS;
    const receiverCores = (receiverCpu.user + receiverCpu.system) / 1e6 / spentS;
    const otherCores = Math.max(0, (machineCpu - machineCpuAtT) / spentS - mockCores - receiverCores);
    const databaseCores = databaseCpuAtEnd === null || databaseCpuAtT === null ? null : (databaseCpuAtEnd - databaseCpuAtT) / spentS;
    return { mockCores, receiverCores, otherCores, databaseCores };
  };
  const { distinct } = receiver.counts();
  const ledger = await settledLedger(target);
  // Fewer than n: ingests still processing after T made no event. Up to 1% is a result (reported); more,
  // and the figure is not of an n-event burst.
  if (distinct < shape.ingests * (1 - maxMissingRatio)) {
    throw new Error(
      `${what}: only ${distinct} of ${shape.ingests} events were delivered and none is pending; ingests `
      + `${JSON.stringify(ledger.ingests)}: above ${maxMissingRatio * 100}% missing, the figure would not be of one burst`,
    );
  }
  const seconds = (times.lastAt - t) / 1000;
  const after = await memories();
  const replicaRss = all.map((_, i): RssFigures | null => (atStart[i] && before[i] && after[i]
    ? { peakMb: after[i].peakMb, atStartMb: atStart[i].rssMb, beforeBurstMb: before[i].rssMb }
    : null));
  return {
    store: storeKind,
    replicas: all.length,
    shape,
    deliveriesPerSec: distinct / seconds,
    seconds,
    firstAfterMs: times.firstAt - t,
    completedSpreadMs: times.completedTo - times.completedFrom,
    latencyP50Ms: times.latencyP50Ms,
    latencyP99Ms: times.latencyP99Ms,
    receiver: receiver.counts(),
    ledger,
    rss: replicaRss[0] ?? null,
    replicaRss,
    // After a short burst the wait ended on a stall: CPU over that time would be diluted by the wait.
    cpu: distinct < shape.ingests ? null : cpu(),
    calibrationCreatesPerSec,
    createsPerSec,
    idleBeforeBurstS,
    startCommand: all.map((one) => one.command).join(' & '),
  };
}
