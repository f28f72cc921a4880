/**
 * The options of a run (`runConformance`, `planConformance`) and what it tells as it goes, and their reading: the
 * checks selected and every value checked, before a server starts or anything is sent. What cannot be used is an
 * OptionError, which `ingest-kit conformance` says as a usage error (exit 2).
 */
import { closestNames, didYouMean } from '../mock-server/src/config/suggest.js';
import { isPublicUrl } from './fixtures/listen.js';
import type { TlsOptions } from './harness.js';
import type { LimitOverrides } from './listener-limits.js';
import { OptionError } from './option-error.js';
import type { ConformancePlan } from './plan.js';
import { checks as allChecks } from './registry.js';
import { releasePrefix } from './release-id.js';
import type { Check, CheckResult, ConformanceReport, Profile, ResolvedOptions } from './types.js';

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
  /**
   * Once `signal` is aborted, how long the run waits for the answers of creates already sent, so that one the service
   * answers 201 meanwhile is listed with its ingest id; one still unanswered is listed `in flight`. Default 5 s.
   */
  inFlightWaitMs?: number;
}

export type ProgressEvent =
  /** First, before the servers start and before the first create: what the run will send and create. */
  | { type: 'plan'; plan: ConformancePlan }
  /**
   * The preflight passed (preflight.ts): the servers are up; `portGiven`, whether the receiver's port stays across runs;
   * `webhooks`, whether a selected check judges webhooks (the receiver URL must then be registered).
   */
  | { type: 'ready'; receiverUrl: string; fixturesUrl: string; checks: number; portGiven: boolean; webhooks: boolean }
  /**
   * The report so far (verdict `not-judged`, cause `unfinished`): once the preflight passed, then after each create
   * answered 201, so that the report files list every ingest created as the run goes (issue #30).
   */
  | { type: 'report'; report: ConformanceReport }
  | { type: 'lookup-path'; path: string; how: string }
  /** Before the first webhook check: where webhooks must go, and whether the suite waits for a first one. */
  | { type: 'webhooks'; receiverUrl: string; waiting: boolean }
  | { type: 'waiting-for-registration'; receiverUrl: string; elapsedMs: number }
  /** The run was interrupted with creates sent and not answered: it waits up to `waitMs` for their answers. */
  | { type: 'in-flight'; creates: number; waitMs: number }
  | { type: 'start'; check: Check }
  | { type: 'result'; result: CheckResult };

/**
 * The checks a run selects, in order.
 * @throws OptionError for an `only` id no check has (with the closest one) or one outside the profiles asked (naming
 * the profile it is in): a run that selects nothing would judge nothing.
 */
export function selectChecks(profilesAsked: readonly Profile[], only?: readonly string[]): Check[] {
  const wanted = new Set<Profile>(profilesAsked);
  if (wanted.has('full')) wanted.add('quick');
  for (const id of only ?? []) {
    const check = allChecks.find((c) => c.id === id);
    if (check === undefined) {
      const closest = closestNames(id, allChecks.map((c) => c.id));
      throw new OptionError(`--only: no check ${JSON.stringify(id)}${didYouMean(closest)} (conformance/CHECKS.md lists them all)`);
    }
    if (!wanted.has(check.profile)) {
      throw new OptionError(`--only ${id}: the check is in the ${check.profile} profile, not in --profile ${profilesAsked.join(',')}; `
        + `pass --profile ${[...profilesAsked, check.profile].join(',')}`);
    }
  }
  return allChecks.filter((c) => wanted.has(c.profile) && (!only || only.length === 0 || only.includes(c.id)));
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!(value > 0) || !Number.isFinite(value)) throw new OptionError(`${name} must be a positive number, got ${value}`);
  return value;
}

/** The options as the checks read them, each checked and defaulted. */
export function resolveOptions(options: ConformanceOptions): ResolvedOptions {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (!URL.canParse(baseUrl)) throw new OptionError(`--base-url must be an absolute URL, got ${JSON.stringify(options.baseUrl)}`);
  if (options.apiKey === '') throw new OptionError('--api-key is required');
  const lookupPath = options.lookupPath ?? null;
  if (lookupPath !== null && !lookupPath.includes('{ingestId}')) throw new OptionError('--lookup-path must contain {ingestId}');
  // Checked before the plan and before any server starts (issue #30, from a review: a stack after the plan was printed).
  for (const [flag, url] of [['--receiver-url', options.receiver?.url], ['--fixtures-url', options.fixtures?.url]] as const) {
    if (url !== undefined && !isPublicUrl(url)) {
      throw new OptionError(`${flag} ${url}: not an absolute http(s) URL without query or fragment (e.g. https://tunnel.example/receiver)`);
    }
  }
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
