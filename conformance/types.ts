/** The vocabulary of the conformance suite: checks, their context, their results and the report. */
import type { FixtureServer, WebhookReceiver } from './harness.js';

/**
 * quick: auth, create, lookup, contract (seconds). full: + lifecycle and webhooks. retries: the slow
 * retry and timeout checks. extensions: our marked decisions (problem+json, 400/404/413/415/422), off by
 * default because the specification leaves them open.
 */
export const profiles = ['quick', 'full', 'retries', 'extensions', 'fuzz'] as const;
export type Profile = (typeof profiles)[number];
/** The profile run when none is asked for. */
export const defaultProfile: Profile = 'quick';

/** What a check needs beyond the base URL and the API key, and the flag that gives it; without it the check is skipped. */
export const requirementFlags = { inactiveKey: '--inactive-key', revokedKey: '--revoked-key' } as const;
export type Requirement = keyof typeof requirementFlags;

/**
 * Deliberately alike across checks/: every check module is this record (id, title, specSection, quotes,
 * accepts, profile) and a run of expectations; the likeness is the documentation's shape, not repeated logic.
 */
export interface Check {
  /** Stable id, `area.rule`, e.g. `auth.key-in-query`. */
  id: string;
  title: string;
  /** The section of the specification the check enforces, e.g. `5`, `6.3`. */
  specSection: string;
  /**
   * The sentences (or table cells) of the specification the check enforces, word for word: a test finds each
   * in the specification. Extensions quote what the specification leaves open.
   */
  quotes: readonly string[];
  /** The behaviours the specification allows that the check accepts (CHECKS.md lists them). */
  accepts: readonly string[];
  /** Extensions only: the decision of ours (openapi.yaml, x-ingest-kit-decision) the check tests. */
  decision?: string;
  profile: Profile;
  /** It judges webhooks, which reach the suite's receiver only once its URL is registered (spec 4.4). */
  webhooks?: true;
  requires?: readonly Requirement[];
  /**
   * The requests the check would send with these options, creates marked: `--dry-run` prints it, and the run
   * announces how many ingests it creates from it before the first create (spec 4.1: each is an album in production).
   */
  plan(options: ResolvedOptions): readonly PlannedRequest[];
  run(context: CheckContext): Promise<void>;
}

/**
 * Whether a request creates an ingest (spec 4.1: "The album is created in production at the moment of the 201"):
 * `yes`, a create a conforming service answers 201; `maybe`, one whose answer the specification leaves open or that
 * the run repeats until something happens; `no`, anything else, including creates the specification makes fail.
 */
export type Creates = 'yes' | 'maybe' | 'no';

/** One request (or `times` alike) of a check's plan. */
export interface PlannedRequest {
  method: 'GET' | 'POST';
  /** The path as sent; `{ingestId}` where the id comes from an earlier answer. */
  path: string;
  creates: Creates;
  /** What it is for. */
  what: string;
  /** How many such requests, at most; default 1. */
  times?: number;
  /** Made once per run, by the first check that needs it: the same key in other plans is the same request. */
  shared?: string;
}

export interface HttpExchange {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  text: string;
  json: unknown;
}

export interface RequestOptions {
  /** The key to send in X-API-Key; null sends none. Default: the suite's --api-key. */
  apiKey?: string | null;
  /** A raw query string to append (e.g. to put a key where it must not go). */
  query?: string;
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string | Uint8Array;
  /** Longest wait for the answer; default 30 s. */
  timeoutMs?: number;
  /** false: not kept for the contract checks (the fuzz profile sends thousands). Default true. */
  keepExchange?: boolean;
}

export interface ResolvedOptions {
  baseUrl: string;
  apiKey: string;
  inactiveKey: string | null;
  revokedKey: string | null;
  /** `--lookup-path`; null: found at the first lookup (spec 4.2 leaves the /partner/v1 prefix open). */
  lookupPath: string | null;
  maxWaitMs: number;
  /** How long after the lookup shows a terminal state the suite waits for its first webhook. */
  deliveryWaitMs: number;
  /** Before the webhook checks, wait (up to maxWaitMs) until a probe ingest's webhook arrives. */
  waitForRegistration: boolean;
  /** Most requests per second the suite sends (spec 8: rate limits exist, values not shown). */
  requestsPerSecond: number;
  /** The fuzz profile: the seed of its cases, and how many it sends over all its checks. */
  seed: number;
  fuzzCases: number;
  /** Time a receiver waits before answering in the slow-response check: more than the spec's 10 s. */
  slowAnswerMs: number;
  /** Every release id the suite sends starts with `<releasePrefix>-` (`--release-prefix`, default `CONF-<run id>`). */
  releasePrefix: string;
}

export interface CheckContext {
  options: ResolvedOptions;
  fixtures: FixtureServer;
  receiver: WebhookReceiver;
  request(method: string, path: string, options?: RequestOptions): Promise<HttpExchange>;
  /**
   * The lookup path of an ingest: `--lookup-path`, or the one of `/ddex/ingests/{ingestId}` and
   * `/partner/v1/ddex/ingests/{ingestId}` that answers the record (found once, at the first call).
   */
  lookupPath(ingestId: string): Promise<string>;
  /** The lookup path template in use, once known (for the contract check and the report). */
  lookupTemplate(): string | null;
  /** Adds a remark to the check's result: something legal but worth knowing (a duplicate, say). */
  note(text: string): void;
  /** Polls the lookup until the ingest is no longer `processing`; fails the check after maxWaitMs. */
  waitForTerminal(ingestId: string): Promise<Record<string, unknown>>;
  /** Something several checks share, made once per run (an ingest, say). */
  shared<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** Every HTTP exchange of the run so far (the contract checks read it). */
  exchanges(): readonly HttpExchange[];
  /** Milliseconds since the epoch (injected for tests). */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export type CheckStatus = 'passed' | 'failed' | 'skipped';

/**
 * A run's verdict and its exit code (issue #30), declared once: `conforms`, every selected check passed (0);
 * `does-not-conform`, a check found a spec violation (1); `not-judged`, the suite could not judge (2): the key was
 * refused, the service did not answer, the run was interrupted, every selected check was skipped (a run that passed
 * nothing never conforms). A run that could not judge fails no check for it.
 */
export const verdictExitCodes = { 'conforms': 0, 'does-not-conform': 1, 'not-judged': 2 } as const;
export type Verdict = keyof typeof verdictExitCodes;

/** Why the suite could not judge; each cause is written once here and said with its fix in `NotJudged`. */
export const notJudgedCauses = {
  'unreachable': 'the service did not answer at --base-url',
  'key-refused': 'the service refused --api-key',
  'lookup-path': 'the lookup path was not found',
  'nothing-judged': 'no selected check ran: every one was skipped',
  'interrupted': 'the run was interrupted',
  'unfinished': 'the run has not finished',
  'error': 'the suite could not run',
} as const;
export type NotJudgedCause = keyof typeof notJudgedCauses;

/** Why a run could not judge: the cause, what happened (one line) and what to do. */
export interface NotJudged {
  cause: NotJudgedCause;
  message: string;
  fix: string;
}

/** A failed rule in a report, the suite's and the receiver check's alike: what, received, documented, fix. */
export interface ReportedFailure {
  message: string;
  received: string;
  documented: string;
  fix: string;
}

export interface CheckResult {
  id: string;
  title: string;
  specSection: string;
  profile: Profile;
  status: CheckStatus;
  durationMs: number;
  /** Why it was skipped. */
  skipped?: string;
  /** Remarks on legal behaviour worth knowing (a duplicate delivery, one retry only, ...). */
  notes?: string[];
  /** What went wrong, when it failed. */
  failure?: ReportedFailure & {
    /** A one-line curl that repeats the last request the check sent (the key as $INGEST_API_KEY). */
    curl?: string;
    /** The id of an earlier check whose failure explains this one in full (a receiver no webhook reached): said in one line. */
    seeAlso?: string;
  };
}

export interface ConformanceReport {
  /** `conforms` (exit 0), `does-not-conform` (1) or `not-judged` (2), with `notJudged` saying why. */
  verdict: Verdict;
  /** Why the run could not judge: only with the verdict `not-judged`. */
  notJudged?: NotJudged;
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  profiles: Profile[];
  passed: number;
  failed: number;
  skipped: number;
  results: CheckResult[];
  /** Where the implementation must POST webhooks (registered out of band, spec 4.4). */
  receiverUrl: string;
  fixturesUrl: string;
  /** The lookup path template the run used (given or found), or null when no lookup was needed. */
  lookupPath: string | null;
  /** The start of every release id the run sent (`--release-prefix`). */
  releasePrefix: string;
  /**
   * Every ingest the run created: every create answered 201, in order (spec 4.1: each is an album in production).
   * A create answered otherwise, or not at all, is not listed; one sent and not answered when an interrupted run ended
   * (after a bounded wait for its answer) is listed with the status `in flight`. The report files are written again
   * after each create, so that the list outlives a run that is interrupted or killed.
   */
  created: CreatedIngest[];
}

/** An ingest the suite created, for cleaning up after a run against a real service. */
export interface CreatedIngest {
  /**
   * From the 201's record; null when the 201 carried no ingestId string, or when the create was still in flight as an
   * interrupted run ended (status `in flight`): find it by releaseId.
   */
  ingestId: string | null;
  /** The releaseId the suite sent; null only when the body sent had none (a fuzz case). */
  releaseId: string | null;
  /**
   * The last status the suite saw for it: the 201's record, a later lookup or a webhook, whichever came last;
   * null when none carried a status. A `processing` ingest may have finished after the suite looked. `in flight`: sent,
   * not answered when the interrupted run ended; the service may hold it.
   */
  status: string | null;
}
