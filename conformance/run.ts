/**
 * `runConformance(options)`: starts the suite's fixture server and webhook receiver, runs the selected
 * checks against the implementation at `baseUrl`, and returns a typed report. Checks run one after
 * another, in registry order; a check that needs an option that was not given is skipped, not failed.
 */
import { startFixtureServer } from './fixtures/index.js';
import { CheckTrace, createContext, ExchangeLog } from './context.js';
import { CreatedLedger } from './created.js';
import { Interrupted, interrupted, reportOf, unfinished, whenAborted } from './outcome.js';
import { preflight } from './preflight.js';
import { curlLine, keyVariables } from './curl.js';
import { CheckFailure } from './failure.js';
import type { TlsOptions } from './harness.js';
import type { LimitOverrides } from './listener-limits.js';
import { startWebhookReceiver } from './receiver/index.js';
import { type ConformancePlan, planRun, skipReason } from './plan.js';
import { checks as allChecks } from './registry.js';
import { releasePrefix } from './release-id.js';
import { awaitRegistration, discoverLookupPath } from './scenarios.js';
import type { Check, CheckContext, CheckResult, ConformanceReport, NotJudged, Profile, ResolvedOptions } from './types.js';
import { defaultProfile } from './types.js';

export interface ConformanceOptions {
  baseUrl: string;
  apiKey: string;
  inactiveKey?: string;
  revokedKey?: string;
  /**
   * Lookup path template with `{ingestId}`. Default: found at the first lookup, the first of
   * `/ddex/ingests/{ingestId}` (as spec 4.2 writes it) and `/partner/v1/ddex/ingests/{ingestId}` that answers.
   */
  lookupPath?: string;
  /** Profiles to run; `full` includes `quick`. Default `['quick']`. */
  profiles?: Profile[];
  /** Run only these check ids (within the profiles). */
  only?: string[];
  receiver?: { host?: string; port?: number; url?: string };
  fixtures?: { host?: string; port?: number; url?: string };
  tls?: TlsOptions;
  /** The receiver's and the fixture server's deadlines, idle time and cap on connections (listener-limits.ts). */
  listenerLimits?: LimitOverrides;
  /** Longest wait for an ingest to finish or for retries to come; default 120 s. */
  maxWaitMs?: number;
  /** How long after the lookup shows a terminal state the first webhook may take; default 30 s. */
  deliveryWaitMs?: number;
  /** Before the webhook checks, submit probes until a webhook arrives (the receiver is registered). */
  waitForRegistration?: boolean;
  /** Most requests per second the suite sends; default 20. */
  requestsPerSecond?: number;
  /** The fuzz profile: seed of its generated cases (default 1) and how many it sends in all (default 1,200). */
  seed?: number;
  fuzzCases?: number;
  /** How long the receiver holds the slow answer of webhooks.timeout-retried; default 11 s. */
  slowAnswerMs?: number;
  /** Start of every release id the suite sends (letters, digits, `.`, `_`, `-`); default `CONF-<run id>`. */
  releasePrefix?: string;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  /** Told when the servers are up (with the receiver URL to register) and as each check starts and ends. */
  onProgress?: (event: ProgressEvent) => void;
  /**
   * Awaited once the receiver and fixture server are up, before the first check: the place to register
   * `receiverUrl` as the partner's webhook URL when the implementation lets you do it programmatically.
   */
  beforeChecks?: (servers: { receiverUrl: string; fixturesUrl: string }) => Promise<void> | void;
  /**
   * Aborting it interrupts the run: it resolves at once with the report so far, verdict `not-judged` (cause
   * `interrupted`), the ingests created so far listed, and sends nothing more.
   */
  signal?: AbortSignal;
}

export type ProgressEvent =
  /** First, before the servers start and before the first create: what the run will send and create. */
  | { type: 'plan'; plan: ConformancePlan }
  /** The preflight passed (preflight.ts): the servers are up; `portGiven`, whether the receiver's port stays across runs. */
  | { type: 'ready'; receiverUrl: string; fixturesUrl: string; checks: number; portGiven: boolean }
  /**
   * The report so far (verdict `not-judged`, cause `unfinished`): once the preflight passed, then after each create
   * answered 201, so that the report files list every ingest created as the run goes (issue #30).
   */
  | { type: 'report'; report: ConformanceReport }
  | { type: 'lookup-path'; path: string; how: string }
  /** Before the first webhook check: where webhooks must go, and whether the suite waits for a first one. */
  | { type: 'webhooks'; receiverUrl: string; waiting: boolean }
  | { type: 'waiting-for-registration'; receiverUrl: string; elapsedMs: number }
  | { type: 'start'; check: Check }
  | { type: 'result'; result: CheckResult };

/** The checks a run selects, in order. */
export function selectChecks(profilesAsked: readonly Profile[], only?: readonly string[]): Check[] {
  const wanted = new Set<Profile>(profilesAsked);
  if (wanted.has('full')) wanted.add('quick');
  return allChecks.filter((c) => wanted.has(c.profile) && (!only || only.length === 0 || only.includes(c.id)));
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!(value > 0) || !Number.isFinite(value)) throw new TypeError(`${name} must be a positive number, got ${value}`);
  return value;
}

function resolve(options: ConformanceOptions): ResolvedOptions {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (!URL.canParse(baseUrl)) throw new TypeError(`--base-url must be an absolute URL, got ${JSON.stringify(options.baseUrl)}`);
  if (options.apiKey === '') throw new TypeError('--api-key is required');
  const lookupPath = options.lookupPath ?? null;
  if (lookupPath !== null && !lookupPath.includes('{ingestId}')) throw new TypeError('--lookup-path must contain {ingestId}');
  return {
    baseUrl,
    apiKey: options.apiKey,
    inactiveKey: options.inactiveKey ?? null,
    revokedKey: options.revokedKey ?? null,
    lookupPath,
    maxWaitMs: positive('--max-wait', options.maxWaitMs, 120_000),
    deliveryWaitMs: positive('--delivery-wait', options.deliveryWaitMs, 30_000),
    waitForRegistration: options.waitForRegistration ?? false,
    requestsPerSecond: positive('--rps', options.requestsPerSecond, 20),
    seed: options.seed ?? 1,
    fuzzCases: positive('--fuzz-cases', options.fuzzCases, 1_200),
    slowAnswerMs: options.slowAnswerMs ?? 11_000,
    releasePrefix: releasePrefix(options.releasePrefix),
  };
}

/**
 * What a run with these options would send, and how many ingests it would create, without sending anything or
 * starting a server (`--dry-run`). Throws, like {@link runConformance}, on an option it cannot use.
 */
export function planConformance(options: ConformanceOptions): ConformancePlan {
  return planOf(options, resolve(options));
}

function planOf(options: ConformanceOptions, resolved: ResolvedOptions): ConformancePlan {
  const profiles = options.profiles ?? [defaultProfile];
  return planRun(selectChecks(profiles, options.only), resolved, [...profiles]);
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const resolved = resolve(options);
  const now = options.now ?? Date.now;
  const started = now();
  const profiles = options.profiles ?? [defaultProfile];
  const selected = selectChecks(profiles, options.only);
  // Before the servers start and before the first create: how many ingests, under which release-id prefix.
  options.onProgress?.({ type: 'plan', plan: planOf(options, resolved) });
  const tls = options.tls ? { tls: options.tls } : {};
  const limits = options.listenerLimits ? { limits: options.listenerLimits } : {};
  const publicUrl = (url: string | undefined) => (url ? { publicUrl: url } : {});
  const fixtures = await startFixtureServer({
    ...options.fixtures,
    ...publicUrl(options.fixtures?.url),
    ...tls,
    ...limits,
    releasePrefix: resolved.releasePrefix,
  });
  const receiver = await startWebhookReceiver({ ...options.receiver, ...publicUrl(options.receiver?.url), ...tls, ...limits })
    .catch(async (error: unknown) => {
      await fixtures.close(); // else its socket keeps the process alive after a --receiver-port in use
      throw error;
    });
  const results: CheckResult[] = [];
  let lookupPath: string | null = resolved.lookupPath;
  const reportSoFar = (notJudged: NotJudged | null) => reportOf({
    baseUrl: resolved.baseUrl,
    startedAt: started,
    profiles,
    results,
    receiverUrl: receiver.url,
    fixturesUrl: fixtures.url,
    lookupPath,
    releasePrefix: resolved.releasePrefix,
    created: created.list(receiver.all()),
  }, now(), notJudged);
  const created = new CreatedLedger(() => {
    options.onProgress?.({ type: 'report', report: reportSoFar(unfinished) });
  });
  const aborted = whenAborted(options.signal);
  const untilAborted = <T>(work: Promise<T>): Promise<T> => Promise.race([work, aborted]);
  let notJudged: NotJudged | null;
  try {
    const trace = new CheckTrace();
    const context = createContext(
      {
        options: resolved,
        fixtures,
        receiver,
        fetch: options.fetch ?? globalThis.fetch,
        now,
        sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
        discoverLookupPath,
        onLookupPath: (path, how) => {
          lookupPath = path;
          options.onProgress?.({ type: 'lookup-path', path, how });
        },
        created,
        ...(options.signal ? { signal: options.signal } : {}),
      },
      new ExchangeLog(),
      trace,
    );
    // Issue #30: whether the suite can judge, by read-only probes, before anything is created.
    notJudged = await untilAborted(preflight(context));
    if (notJudged === null) {
      const portGiven = options.receiver?.port !== undefined || options.receiver?.url !== undefined;
      options.onProgress?.({ type: 'ready', receiverUrl: receiver.url, fixturesUrl: fixtures.url, checks: selected.length, portGiven });
      await untilAborted(Promise.resolve(options.beforeChecks?.({ receiverUrl: receiver.url, fixturesUrl: fixtures.url })));
      options.onProgress?.({ type: 'report', report: reportSoFar(unfinished) });
      const runner = { resolved, now, untilAborted, onProgress: options.onProgress, results, receiverUrl: receiver.url };
      await runChecks(selected, context, trace, runner);
    }
  } catch (error) {
    if (!(error instanceof Interrupted)) throw error;
    notJudged = interrupted(error.message, results.length, selected.length);
  } finally {
    await Promise.allSettled([fixtures.close(), receiver.close()]);
  }
  return reportSoFar(notJudged);
}

interface Runner {
  resolved: ResolvedOptions;
  now: () => number;
  untilAborted: <T>(work: Promise<T>) => Promise<T>;
  onProgress: ConformanceOptions['onProgress'];
  results: CheckResult[];
  receiverUrl: string;
}

/** The selected checks, one after another; a failure another check already explained in full is said in one line. */
async function runChecks(selected: readonly Check[], context: CheckContext, trace: CheckTrace, run: Runner): Promise<void> {
  const { resolved, onProgress } = run;
  const explainedBy = new Map<string, string>();
  let webhooksAnnounced = false;
  for (const check of selected) {
    if (!webhooksAnnounced && check.id.startsWith('webhooks.')) {
      webhooksAnnounced = true;
      onProgress?.({ type: 'webhooks', receiverUrl: run.receiverUrl, waiting: resolved.waitForRegistration });
      if (resolved.waitForRegistration) {
        const waiting = (elapsedMs: number) => onProgress?.({ type: 'waiting-for-registration', receiverUrl: run.receiverUrl, elapsedMs });
        await run.untilAborted(awaitRegistration(context, waiting).catch(() => false));
      }
    }
    onProgress?.({ type: 'start', check });
    trace.reset();
    const result = await run.untilAborted(runOne(check, context, resolved, run.now, trace, explainedBy));
    run.results.push(result);
    onProgress?.({ type: 'result', result });
  }
}

async function runOne(
  check: Check,
  context: CheckContext,
  options: ResolvedOptions,
  now: () => number,
  trace: CheckTrace,
  explainedBy: Map<string, string>,
): Promise<CheckResult> {
  const base = { id: check.id, title: check.title, specSection: check.specSection, profile: check.profile };
  const skipped = skipReason(check, options);
  if (skipped !== null) return { ...base, status: 'skipped', durationMs: 0, skipped };
  const started = now();
  const notes = () => (trace.notes.length > 0 ? { notes: [...trace.notes] } : {});
  try {
    await check.run(context);
    return { ...base, status: 'passed', durationMs: now() - started, ...notes() };
  } catch (error) {
    const curl = trace.last ? { curl: curlLine(trace.last, keyVariables(options)) } : {};
    const failure = failureOf(error, check, curl, explainedBy);
    return { ...base, status: 'failed', durationMs: now() - started, ...notes(), failure };
  }
}

/**
 * A check's failure for the report. One whose cause an earlier check explained in full (the same `sharedCause`
 * topic) refers to it in one line instead of repeating the explanation.
 */
function failureOf(error: unknown, check: Check, curl: { curl?: string }, explainedBy: Map<string, string>): NonNullable<CheckResult['failure']> {
  if (!(error instanceof CheckFailure)) {
    return {
      message: `the check could not complete: ${(error as Error).message}`,
      received: String((error as Error).stack ?? error).split('\n').slice(0, 3).join(' | '),
      documented: `spec ${check.specSection}`,
      fix: 'See the message; this may be a problem of the suite or of its reach to the service.',
      ...curl,
    };
  }
  const shared = error.sharedCause;
  const first = shared === undefined ? undefined : explainedBy.get(shared.topic);
  if (shared === undefined || first === undefined) {
    if (shared !== undefined) explainedBy.set(shared.topic, check.id);
    return { message: error.message, received: error.received, documented: error.documented, fix: error.fix, ...curl };
  }
  return { message: `${shared.brief} (see ${first})`, received: error.received, documented: error.documented, fix: `See ${first}.`, seeAlso: first };
}
