/**
 * The resolved configuration, `MockConfig`, as the server takes it: the validated settings (settings.ts)
 * with durations in milliseconds and a few keys renamed for their readers. Every setting that needs no
 * conversion passes through by type (`Omit<Settings…>`), so a new one needs no line here; only
 * converted or renamed settings are spelled out. Also the flags of `ingest-kit mock` that win over the file.
 */
import type { AddressPolicy } from '../fetch/address-policy.js';
import type { SocketTimeouts } from '../http-server.js';
import type { ImplementationFault, Variant } from '../seam/index.js';
import type { WebhookFaults } from '../webhooks/faults.js';
import type { ClockKind, ErnProfilesMode, ErnValidationMode, ScenarioName, Settings } from './settings.js';

export interface PartnerConfig {
  id: string;
  apiKeys: string[];
  active: boolean;
  webhookUrl: string | null;
  webhookFaults?: WebhookFaults;
  /**
   * The partner's own `ern.validation` (a request's `Prefer: validation=` wins over both), `ern.profiles` and
   * `ern.requireDeals`, each over the server's.
   */
  ern?: { validation?: ErnValidationMode; profiles?: ErnProfilesMode; requireDeals?: boolean };
}

export interface ScenarioRule {
  /** `releaseId` pattern as written: a glob (`FAIL-*`) or a regex between slashes (`/^SLOW-\d+$/i`). */
  releaseId: string;
  matcher: RegExp;
  scenario: ScenarioName;
  /** resource-fetch-failed: how many files fail (default 1; `all` for every file). */
  files: number | 'all';
  /** slow: how long the ingest stays processing, simulated ms (default 30 s). */
  durationMs: number;
  /** Delivery faults for the events of matching ingests. */
  webhookFaults?: WebhookFaults;
}

export interface FetchSettings {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/** Settings resolved by resolve.ts itself (converted, renamed, or merged with flags); the rest pass through. */
type Resolved = 'partners' | 'outbound' | 'resources' | 'xml' | 'limits' | 'webhooks' | 'rateLimit' | 'scenarios' | 'files' | 'dataDir' | 'ern'
  | 'store';

export type MockConfig = Omit<Settings, Resolved> & {
  partners: PartnerConfig[];
  /**
   * Every outbound request (xmlUrl and its redirects, resource files, webhooks). `caFile`/`ca`: CA
   * certificates trusted for HTTPS besides Node's default CAs, the file's path and, once read by loadConfig,
   * its PEM text. The rest: which addresses may be connected to (fetch/address-policy.ts, issue #13).
   */
  outbound: Omit<Settings['outbound'], keyof AddressPolicy | 'caFile'> & AddressPolicy & { caFile: string | null; ca: string | null };
  resources: Omit<Settings['resources'], 'timeout' | 'simulate'> & FetchSettings & {
    /** simulate mode: each file takes a seeded random duration in this range (simulated ms). */
    simulateDurationMs: { min: number; max: number };
  };
  xml: Omit<Settings['xml'], 'timeout' | 'bufferBudget'> & FetchSettings & {
    /** Most XML bytes held at once by creates (fetching, buffered, parsing); over it a create answers 503 (ingest/xml-budget.ts). */
    bufferBudgetBytes: number;
  };
  /** Largest create request body, bytes (413 above). */
  bodyLimitBytes: number;
  /**
   * What every store keeps at most (store/types.ts RetentionLimits): ingests in a terminal state and webhook events
   * no longer pending, oldest out first (processing ingests and pending events are always kept), and the bytes of
   * messages and covers kept in all (ern.keepTotalBytes), the first kept out first.
   */
  retention: { terminalIngests: number; events: number; keptBytes: number };
  /** limits.headersTimeout, requestTimeout, idleTimeout, keepAliveTimeout (http-server.ts). */
  socketTimeouts: SocketTimeouts;
  webhooks: Omit<Settings['webhooks'], 'timeout' | 'retrySchedule' | 'caFile' | 'faults'> & {
    /** Spec 4.3, 6.4: a 2xx within this many (real) ms; default 10 s. */
    timeoutMs: number;
    /** Simulated waits between attempts (spec 6.4: increasing; up to 5). */
    retryScheduleMs: number[];
    /** CA to trust for HTTPS receivers with a self-signed certificate. */
    caFile: string | null;
    ca: string | null;
    faults: WebhookFaults;
  };
  /** Token bucket per partner; null = no rate limit. */
  rateLimit: { requestsPerSecond: number; burst: number } | null;
  scenarios: ScenarioRule[];
  files: Omit<Settings['files'], 'dir' | 'publicBaseUrl'> & { dir: string | null; publicBaseUrl: string | null };
  /**
   * The preflight of each create (ingest/preflight-job.ts): its mode, the folder of DDEX's schemas (null: no
   * schema validation; loadConfig resolves it against the config file), and what is kept for the dashboard.
   */
  ern: Omit<Settings['ern'], 'xsdDir'> & { xsdDir: string | null };
  dataDir: string | null;
  /**
   * PostgreSQL (issue #18): `url` from --database-url, else DATABASE_URL, else `store.url` (null: no PostgreSQL);
   * it may hold a password, so it is shown only through redactDatabaseUrl. `leaseMs`: store.lease. `poolSize`:
   * connections at most.
   */
  store: { url: string | null; leaseMs: number; poolSize: number };
  clock: ClockKind;
  validateResponses: boolean;
  logLevel: string;
  /** --fault: implementation mistakes switched on for conformance testing (see seam/faults.ts). */
  faults: ImplementationFault[];
  /** --variant: behaviours the spec allows, switched on for conformance testing (see seam/variants.ts). */
  variants: Variant[];
  /** Where the config came from, for the start banner. */
  source: string;
};

/** Command-line flags of `ingest-kit mock`, already parsed; they win over the file. */
export interface MockFlags {
  port?: number;
  host?: string;
  configFile?: string;
  dataDir?: string;
  /** --database-url, else the environment's DATABASE_URL (read by the CLI), and which of them gave it: over `store.url`. */
  databaseUrl?: { url: string; from: '--database-url' | 'DATABASE_URL' };
  filesDir?: string;
  timeScale?: number;
  clock?: ClockKind;
  seed?: number;
  strictHttps?: boolean;
  /** --ca-file: outbound.caFile, relative to the working directory. */
  caFile?: string;
  /** --xsd-dir: ern.xsdDir, relative to the working directory. */
  xsdDir?: string;
  /** --ern-validation: ern.validation. */
  ernValidation?: ErnValidationMode;
  /** --ern-profiles: ern.profiles. */
  ernProfiles?: ErnProfilesMode;
  /** --ern-require-deals: ern.requireDeals true. */
  ernRequireDeals?: boolean;
  validateResponses?: boolean;
  logLevel?: string;
  faults?: ImplementationFault[];
  variants?: Variant[];
}
