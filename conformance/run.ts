/**
 * `runConformance(options)`: starts the suite's fixture server and webhook receiver, runs the selected
 * checks against the implementation at `baseUrl`, and returns a typed report. Checks run one after
 * another, in registry order; a check that needs an option that was not given is skipped, not failed.
 */
import { startFixtureServer } from './fixtures/index.js';
import { CheckTrace, createContext, ExchangeLog } from './context.js';
import { CreatedLedger } from './created.js';
import { Interrupted, interrupted, reportOf, unfinished, whenAborted } from './outcome.js';
import { type ConformanceOptions, resolveOptions, selectChecks } from './options.js';
import { preflight } from './preflight.js';
import { curlLine, keyVariables } from './curl.js';
import { CheckFailure } from './failure.js';
import { OptionError } from './option-error.js';
import { startWebhookReceiver } from './receiver/index.js';
import { type ConformancePlan, planRun, skipReason } from './plan.js';
import { awaitRegistration, discoverLookupPath } from './scenarios.js';
import type { Check, CheckContext, CheckResult, ConformanceReport, NotJudged, ResolvedOptions } from './types.js';
import { defaultProfile } from './types.js';

export { selectChecks, type ConformanceOptions, type ProgressEvent } from './options.js';

/**
 * What a run with these options would send, and how many ingests it would create, without sending anything or
 * starting a server (`--dry-run`). Throws, like {@link runConformance}, on an option it cannot use.
 */
export function planConformance(options: ConformanceOptions): ConformancePlan {
  return planOf(options, resolveOptions(options));
}

function planOf(options: ConformanceOptions, resolved: ResolvedOptions): ConformancePlan {
  const profiles = options.profiles ?? [defaultProfile];
  return planRun(selectChecks(profiles, options.only), resolved, [...profiles]);
}

/**
 * A server of the suite that did not start: a system error of its socket (a port in use, a host not of this machine)
 * as it is, for the CLI's port-in-use hint; anything else (a certificate and key TLS cannot use) an {@link OptionError}.
 */
function cannotStart(server: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string') throw error;
    throw new OptionError(`the suite's ${server} could not start: ${(error as Error).message}`, { cause: error });
  };
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const resolved = resolveOptions(options);
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
  }).catch(cannotStart('fixture server'));
  const receiver = await startWebhookReceiver({ ...options.receiver, ...publicUrl(options.receiver?.url), ...tls, ...limits })
    .catch(async (error: unknown) => {
      await fixtures.close(); // else its socket keeps the process alive after a --receiver-port in use
      return cannotStart('webhook receiver')(error);
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
      const webhooks = selected.some((c) => c.webhooks === true);
      options.onProgress?.({ type: 'ready', receiverUrl: receiver.url, fixturesUrl: fixtures.url, checks: selected.length, portGiven, webhooks });
      await untilAborted(Promise.resolve(options.beforeChecks?.({ receiverUrl: receiver.url, fixturesUrl: fixtures.url })));
      options.onProgress?.({ type: 'report', report: reportSoFar(unfinished) });
      const runner = { resolved, now, untilAborted, onProgress: options.onProgress, results, receiverUrl: receiver.url };
      await runChecks(selected, context, trace, runner);
    }
  } catch (error) {
    if (!(error instanceof Interrupted)) throw error;
    // A create sent before the signal may be answered 201 in a moment (issue #30, from a review): wait for it, bounded,
    // with the servers still up (the service may fetch the fixtures before it answers).
    const waitMs = options.inFlightWaitMs ?? 5_000;
    if (created.pending > 0) {
      options.onProgress?.({ type: 'in-flight', creates: created.pending, waitMs });
      await created.settle(waitMs);
    }
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
    if (!webhooksAnnounced && check.webhooks === true) {
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
