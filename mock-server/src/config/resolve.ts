/**
 * From validated settings and the flags of `ingest-kit mock` to the one typed options object the server
 * takes (`MockConfig`): durations to milliseconds, the checks a schema cannot state (unique partner ids and
 * keys, regular expressions, budgets that must fit), and the refusal of development credentials off loopback.
 * Defaults are not stated here: they come with the settings (settings.ts).
 */
import { durationMs } from '../duration.js';
import { databaseUrlProblem } from '../store/database-url.js';
import { parseCidr } from '../fetch/address-policy.js';
import { isLoopbackHost, type UrlPolicy } from '../fetch/url-policy.js';
import { scheduleProblems } from '../webhooks/retry-policy.js';
import { faultDefaults, type WebhookFaults } from '../webhooks/faults.js';
import { devDefaults, type Settings } from './settings.js';
import type { MockConfig, MockFlags, PartnerConfig, ScenarioRule } from './types.js';
import { ConfigError, validateSettings } from './validate.js';

type Raw = Record<string, unknown>;

function object(value: unknown): Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};
}

function duration(value: unknown, fallback: number): number {
  return value === undefined ? fallback : durationMs(value as string | number);
}

/** The validated `webhookFaults` object of a file or an operator request, with defaults filled in. */
export function faultsOf(raw: unknown): WebhookFaults | undefined {
  if (raw === undefined) return undefined;
  const faults: WebhookFaults = {};
  for (const [name, value] of Object.entries(object(raw))) {
    const setting = object(value);
    const defaults = faultDefaults[name as keyof typeof faultDefaults];
    faults[name as keyof WebhookFaults] = {
      probability: (setting.probability as number | undefined) ?? defaults.probability,
      delayMs: duration(setting.delay, defaults.delayMs),
      windowMs: duration(setting.window, defaults.windowMs),
    };
  }
  return faults;
}

/** Turns a `releaseId` pattern (glob or /regex/flags) into a RegExp. */
export function releaseIdMatcher(pattern: string): RegExp {
  const regex = /^\/(.+)\/([a-z]*)$/.exec(pattern);
  if (regex) return new RegExp(regex[1] ?? '', regex[2]);
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.');
  return new RegExp(`^${escaped}$`);
}

/**
 * The well-known development credentials (README, banner) are fine on loopback; bound to any other address they
 * would let anyone on the network operate the mock. Refused there, naming each one to set. `file` is the file
 * as written: what it leaves out is a development default.
 */
function exposedDefaults(host: string, file: Raw, partners: PartnerConfig[], servesFiles: boolean): string[] {
  if (isLoopbackHost(host)) return [];
  const exposed: string[] = [];
  if (file.operatorToken === undefined) exposed.push(`operatorToken (default ${devDefaults.operatorToken})`);
  partners.forEach((p, i) => {
    if (p.apiKeys.includes(devDefaults.apiKey)) exposed.push(`partners[${i}].apiKeys (the default ${devDefaults.apiKey})`);
  });
  if (servesFiles && object(file.files).signingSecret === undefined) exposed.push(`files.signingSecret (default ${devDefaults.filesSigningSecret})`);
  return exposed.map((what) => `--host ${host}: not a loopback address, and ${what} is a well-known development credential: `
    + 'set your own in a config file (--config), or listen on 127.0.0.1');
}

function partnersOf(settings: Settings, problems: string[]): PartnerConfig[] {
  const partners = settings.partners.map(({ webhookFaults, ern, ...partner }): PartnerConfig => ({
    ...partner,
    apiKeys: [...partner.apiKeys],
    ...(webhookFaults === undefined ? {} : { webhookFaults: faultsOf(webhookFaults) ?? {} }),
    ...(ern === undefined || Object.keys(ern).length === 0 ? {} : { ern: { ...ern } }),
  }));
  const seenIds = new Set<string>();
  const seenKeys = new Set<string>();
  partners.forEach((p, i) => {
    if (seenIds.has(p.id)) problems.push(`partners[${i}].id: "${p.id}" is used by another partner`);
    seenIds.add(p.id);
    p.apiKeys.forEach((key, k) => {
      // Never repeat a key in a message: name its position only.
      if (seenKeys.has(key)) problems.push(`partners[${i}].apiKeys[${k}]: this key is listed twice`);
      seenKeys.add(key);
    });
  });
  return partners;
}

function scenariosOf(settings: Settings, problems: string[]): ScenarioRule[] {
  const rules: ScenarioRule[] = [];
  settings.scenarios.forEach((s, i) => {
    const releaseId = s.match.releaseId;
    let matcher: RegExp;
    try {
      matcher = releaseIdMatcher(releaseId);
    } catch (error) {
      problems.push(`scenarios[${i}].match.releaseId: not a valid regular expression (${(error as Error).message})`);
      return;
    }
    rules.push({
      releaseId,
      matcher,
      scenario: s.scenario,
      files: s.files,
      durationMs: durationMs(s.duration),
      ...(s.webhookFaults === undefined ? {} : { webhookFaults: faultsOf(s.webhookFaults) ?? {} }),
    });
  });
  return rules;
}

/**
 * What is wrong with the PostgreSQL settings: a URL that is not a postgres:// one (named by where it came from,
 * `--database-url`, `DATABASE_URL` or `store.url`, and never repeated: it may hold a password), a data dir beside
 * it (one store or the other), a lease of 0.
 */
function storeProblems(url: string | null, from: string, dataDir: string | undefined, leaseMs: number): string[] {
  const problems: string[] = [];
  const problem = url === null ? null : databaseUrlProblem(url);
  if (problem !== null) problems.push(`${from}: ${problem}`);
  if (url !== null && dataDir !== undefined) {
    problems.push(`${from}: a PostgreSQL URL and a data dir (--data-dir or dataDir) are both given; the state lives in one `
      + `store: drop the data dir for PostgreSQL, or ${from === 'DATABASE_URL' ? 'unset DATABASE_URL' : `remove ${from}`} for SQLite`);
  }
  if (leaseMs < 1_000) problems.push('store.lease: must be at least 1s (a replica renews its leases well within it)');
  return problems;
}

/**
 * Validates a parsed config file and applies the flags on top. With no file it gives the development
 * defaults: one active partner `dev` with key `pk_test_dev_1`, operator token `op_local_dev`.
 */
export function resolveConfig(file: unknown, flags: MockFlags = {}, source = '(defaults)'): MockConfig {
  const settings = validateSettings(file, source);
  const problems: string[] = [];
  const partners = partnersOf(settings, problems);
  const scenarios = scenariosOf(settings, problems);
  // What is left after the sections resolved below passes through as it is (MockConfig says the same).
  const { outbound, resources, xml, limits, webhooks, rateLimit, files, dataDir, ern, store, ...rest } = settings;
  const { partners: _partners, scenarios: _scenarios, ...plain } = rest;

  const { timeout: resourcesTimeout, simulate, ...resourcesRest } = resources;
  const minDuration = durationMs(simulate.minDuration);
  const maxDuration = durationMs(simulate.maxDuration);
  if (maxDuration < minDuration) problems.push('resources.simulate.maxDuration: must not be less than minDuration');

  const { timeout: webhooksTimeout, retrySchedule, caFile: webhooksCaFile, faults, ...webhooksRest } = webhooks;
  const retryScheduleMs = retrySchedule.map((gap) => durationMs(gap));
  for (const problem of scheduleProblems(retryScheduleMs)) problems.push(`webhooks.retrySchedule: ${problem}`);
  outbound.allowedCidrs.forEach((cidr, i) => {
    if (parseCidr(cidr) === null) {
      problems.push(`outbound.allowedCidrs[${i}]: ${JSON.stringify(cidr.slice(0, 64))} is not an address or CIDR block such as 10.20.0.0/16 or fd00::/8`);
    }
  });
  const servesFiles = flags.filesDir !== undefined || files.dir !== undefined;
  const host = flags.host ?? settings.host;
  problems.push(...exposedDefaults(host, object(file), partners, servesFiles));

  const { timeout: xmlTimeout, bufferBudget, ...xmlRest } = xml;
  // A message of xml.maxBytes must fit, or it would be refused as busy for ever instead of as too large.
  if (bufferBudget < xml.maxBytes) problems.push(`xml.bufferBudget: must be at least xml.maxBytes (${xml.maxBytes})`);

  const databaseUrl = flags.databaseUrl?.url ?? store.url ?? null;
  problems.push(...storeProblems(databaseUrl, flags.databaseUrl?.from ?? 'store.url', flags.dataDir ?? dataDir, durationMs(store.lease)));

  if (problems.length > 0) throw new ConfigError(source, problems);

  const timeScale = flags.timeScale ?? settings.timeScale;
  if (!(timeScale > 0)) throw new ConfigError(source, ['--time-scale: must be a number above 0']);

  return {
    ...plain,
    port: flags.port ?? settings.port,
    host,
    partners,
    allowHttpLoopback: flags.strictHttps === true ? false : settings.allowHttpLoopback,
    outbound: { ...outbound, caFile: flags.caFile ?? outbound.caFile ?? null, ca: null },
    resources: {
      ...resourcesRest,
      timeoutMs: durationMs(resourcesTimeout),
      simulateDurationMs: { min: minDuration, max: maxDuration },
    },
    xml: { ...xmlRest, timeoutMs: durationMs(xmlTimeout), bufferBudgetBytes: bufferBudget },
    bodyLimitBytes: limits.bodyBytes,
    retention: { terminalIngests: limits.retainTerminalIngests, events: limits.retainEvents, keptBytes: ern.keepTotalBytes },
    socketTimeouts: {
      headersMs: durationMs(limits.headersTimeout),
      requestMs: durationMs(limits.requestTimeout),
      idleMs: durationMs(limits.idleTimeout),
      keepAliveMs: durationMs(limits.keepAliveTimeout),
    },
    webhooks: {
      ...webhooksRest,
      timeoutMs: durationMs(webhooksTimeout),
      retryScheduleMs,
      caFile: webhooksCaFile ?? null,
      ca: null,
      faults: faultsOf(faults) ?? {},
    },
    // No default burst in the schema: it follows the rate, a second's worth of requests.
    rateLimit: rateLimit === undefined ? null : { burst: Math.max(1, Math.ceil(rateLimit.requestsPerSecond)), ...rateLimit },
    scenarios,
    files: { ...files, dir: flags.filesDir ?? files.dir ?? null, publicBaseUrl: files.publicBaseUrl ?? null },
    dataDir: flags.dataDir ?? dataDir ?? null,
    store: { url: databaseUrl, leaseMs: durationMs(store.lease), poolSize: store.poolSize },
    ern: {
      ...ern,
      validation: flags.ernValidation ?? ern.validation,
      profiles: flags.ernProfiles ?? ern.profiles,
      requireDeals: flags.ernRequireDeals ?? ern.requireDeals,
      xsdDir: flags.xsdDir ?? ern.xsdDir ?? null,
    },
    clock: flags.clock ?? 'real',
    timeScale,
    seed: flags.seed ?? settings.seed,
    validateResponses: flags.validateResponses ?? false,
    logLevel: flags.logLevel ?? 'info',
    faults: flags.faults ?? [],
    variants: flags.variants ?? [],
    source,
  };
}

/**
 * The policy of every outbound URL, as the fetches, the webhook posts and the operator API's URL checks take
 * it: plain http to loopback while `allowHttpLoopback`, and the address allowances of `outbound.*`.
 * Plain data, so that it reaches the parse threads.
 */
export function outboundPolicy(config: Pick<MockConfig, 'allowHttpLoopback' | 'outbound'>): Required<UrlPolicy> {
  const { allowLoopback, allowPrivate, allowedHosts, allowedCidrs } = config.outbound;
  return { allowHttpLoopback: config.allowHttpLoopback, addresses: { allowLoopback, allowPrivate, allowedHosts, allowedCidrs } };
}
