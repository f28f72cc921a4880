/** The vocabulary of the conformance suite: checks, their context, their results and the report. */
import type { FixtureServer, WebhookReceiver } from './harness.js';

/**
 * quick: auth, create, lookup, contract (seconds). full: + lifecycle and webhooks. retries: the slow
 * retry and timeout checks. extensions: our marked decisions (problem+json, 400/404/413/415/422), off by
 * default because the specification leaves them open.
 */
export type Profile = 'quick' | 'full' | 'retries' | 'extensions';
export const profiles: readonly Profile[] = ['quick', 'full', 'retries', 'extensions'];

/** What a check needs beyond the base URL and the API key; without it the check is skipped. */
export type Requirement = 'inactiveKey' | 'revokedKey';

export interface Check {
  /** Stable id, `area.rule`, e.g. `auth.key-in-query`. */
  id: string;
  title: string;
  /** The section of the specification the check enforces, e.g. `5`, `6.3`. */
  specSection: string;
  profile: Profile;
  requires?: readonly Requirement[];
  run(context: CheckContext): Promise<void>;
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
  rawBody?: string;
}

export interface ResolvedOptions {
  baseUrl: string;
  apiKey: string;
  inactiveKey: string | null;
  revokedKey: string | null;
  lookupPath: string;
  maxWaitMs: number;
  /** Time a receiver waits before answering in the slow-response check: more than the spec's 10 s. */
  slowAnswerMs: number;
}

export interface CheckContext {
  options: ResolvedOptions;
  fixtures: FixtureServer;
  receiver: WebhookReceiver;
  request(method: string, path: string, options?: RequestOptions): Promise<HttpExchange>;
  /** The lookup path of an ingest (`--lookup-path` with `{ingestId}` filled in). */
  lookupPath(ingestId: string): string;
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

export interface CheckResult {
  id: string;
  title: string;
  specSection: string;
  profile: Profile;
  status: CheckStatus;
  durationMs: number;
  /** Why it was skipped. */
  skipped?: string;
  /** What went wrong, when it failed. */
  failure?: {
    message: string;
    received: string;
    documented: string;
    fix: string;
  };
}

export interface ConformanceReport {
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
}
