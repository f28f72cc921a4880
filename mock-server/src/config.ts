/**
 * The mock server's configuration: read once (YAML or JSON file, then command-line flags on top),
 * validated by a schema that names the field at fault, and turned into one typed options object.
 * Nothing below this file reads flags or the environment.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { parse as parseYaml } from 'yaml';
import { durationMs } from './duration.js';
import { type AddressPolicy, defaultAddressPolicy, parseCidr } from './fetch/address-policy.js';
import { caPemProblem } from './fetch/trust.js';
import { isLoopbackHost, type UrlPolicy } from './fetch/url-policy.js';
import type { SocketTimeouts } from './http-server.js';
import type { ImplementationFault, Variant } from './seam/index.js';
import { defaultRetryScheduleMs, scheduleProblems } from './webhooks/retry-policy.js';
import { faultDefaults, type WebhookFaults, webhookFaultNames } from './webhooks/faults.js';

export type ResourcesMode = 'fetch' | 'simulate';
export type ScenarioName = 'completed' | 'resource-fetch-failed' | 'slow' | 'xml-fetch-failed';
export const scenarioNames: readonly ScenarioName[] = ['completed', 'resource-fetch-failed', 'slow', 'xml-fetch-failed'];

export interface PartnerConfig {
  id: string;
  apiKeys: string[];
  active: boolean;
  webhookUrl: string | null;
  webhookFaults?: WebhookFaults;
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

export interface MockConfig {
  port: number;
  host: string;
  /** Host names accepted besides loopback ones while bound to loopback (`*`: any); see host-check.ts. */
  allowedHosts: string[];
  operatorToken: string;
  partners: PartnerConfig[];
  allowHttpLoopback: boolean;
  /**
   * Every outbound request (xmlUrl and its redirects, resource files, webhooks). `caFile`/`ca`: CA
   * certificates trusted for HTTPS besides Node's default CAs, the file's path and, once read by loadConfig,
   * its PEM text. The rest: which addresses may be connected to (fetch/address-policy.ts, issue #13).
   */
  outbound: AddressPolicy & { caFile: string | null; ca: string | null };
  resources: FetchSettings & {
    mode: ResourcesMode;
    /** Files loaded at once across the server, and per ingest. */
    concurrency: number;
    perIngestConcurrency: number;
    /** simulate mode: each file takes a seeded random duration in this range (simulated ms). */
    simulateDurationMs: { min: number; max: number };
  };
  xml: FetchSettings & {
    /** Worker threads that fetch and parse ERN messages; 0: the event loop does it (ern/parse-pool.ts). */
    parseThreads: number;
    /** Most XML bytes held at once by creates (fetching, buffered, parsing); over it a create answers 503 (ern/xml-budget.ts). */
    bufferBudgetBytes: number;
  };
  /** Largest create request body, bytes (413 above). */
  bodyLimitBytes: number;
  /**
   * The memory store keeps at most this many ingests in a terminal state and webhook events no longer
   * pending, oldest out first (store/memory.ts); processing ingests and pending events are always kept.
   */
  retention: { terminalIngests: number; events: number };
  /** limits.headersTimeout, requestTimeout, idleTimeout, keepAliveTimeout (http-server.ts). */
  socketTimeouts: SocketTimeouts;
  webhooks: {
    /** Spec 4.3, 6.4: a 2xx within this many (real) ms; default 10 s. */
    timeoutMs: number;
    /** Simulated waits between attempts (spec 6.4: increasing; up to 5). */
    retryScheduleMs: number[];
    concurrencyPerReceiver: number;
    /** CA to trust for HTTPS receivers with a self-signed certificate. */
    caFile: string | null;
    ca: string | null;
    faults: WebhookFaults;
    /** One `v1` per valid key instead of the signing key's alone (ours, opt-in; webhooks/signing-keys.ts). */
    signWithAllKeys: boolean;
  };
  /** Token bucket per partner; null = no rate limit. */
  rateLimit: { requestsPerSecond: number; burst: number } | null;
  scenarios: ScenarioRule[];
  files: { dir: string | null; signingSecret: string; publicBaseUrl: string | null };
  dataDir: string | null;
  clock: 'real' | 'virtual';
  timeScale: number;
  seed: number;
  validateResponses: boolean;
  logLevel: string;
  /** --fault: implementation mistakes switched on for conformance testing (see seam/faults.ts). */
  faults: ImplementationFault[];
  /** --variant: behaviours the spec allows, switched on for conformance testing (see seam/variants.ts). */
  variants: Variant[];
  /** Where the config came from, for the start banner. */
  source: string;
}

/** The development defaults: one partner, well-known local secrets, printed at start. */
export const devDefaults = {
  partnerId: 'dev',
  apiKey: 'pk_test_dev_1',
  operatorToken: 'op_local_dev',
  filesSigningSecret: 'fs_local_dev',
} as const;

/**
 * A number of milliseconds or a duration string. A type list, not anyOf: the operator API validates with Fastify,
 * whose type coercion leaves a value alone when it has one of the listed types, where anyOf would turn a number
 * into a string (read as seconds) or a string into a number (read as milliseconds).
 */
const durationHint = 'must be a duration such as 500ms, 30s, 15m, 2h (or a number of milliseconds)';
const durationSchema = {
  type: ['integer', 'string'],
  minimum: 0,
  pattern: '^\\s*(\\d+|(\\d+(\\.\\d+)?(ms|s|m|h|d))+)\\s*$',
};
const faultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    probability: { type: 'number', minimum: 0, maximum: 1 },
    delay: durationSchema,
    window: durationSchema,
  },
};

/** `webhookFaults` of the server, a partner or a scenario: fault name → setting. */
export const faultsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(webhookFaultNames.map((name) => [name, faultSchema])),
};

const fetchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    timeout: durationSchema,
    maxBytes: { type: 'integer', minimum: 1 },
    maxRedirects: { type: 'integer', minimum: 0, maximum: 20 },
  },
};

/**
 * Threads that fetch and parse the ERN message of a create, by default: two when there are two cores or
 * more, none (the event loop does it) on one core. Measured with `npm run bench` on 2 cores: about 15%
 * more creates a second with two threads than with one, as a thread waits on its fetch part of the time.
 */
export function defaultParseThreads(): number {
  return availableParallelism() >= 2 ? 2 : 0;
}

/** JSON Schema of the config file (the README documents every key). */
export const configFileSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  properties: {
    port: { type: 'integer', minimum: 0, maximum: 65535 },
    host: { type: 'string', minLength: 1 },
    operatorToken: { type: 'string', minLength: 8 },
    partners: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'apiKeys'],
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' },
          apiKeys: {
            type: 'array',
            minItems: 1,
            items: { type: 'string', minLength: 8, pattern: '^[\\x21-\\x7e]+$' },
          },
          active: { type: 'boolean' },
          webhookUrl: { type: ['string', 'null'], format: 'uri' },
          webhookFaults: faultsSchema,
        },
      },
    },
    allowHttpLoopback: { type: 'boolean' },
    allowedHosts: { type: 'array', items: { type: 'string', minLength: 1 } },
    outbound: {
      type: 'object',
      additionalProperties: false,
      properties: {
        caFile: { type: 'string', minLength: 1 },
        allowLoopback: { type: 'boolean' },
        allowPrivate: { type: 'boolean' },
        allowedHosts: { type: 'array', items: { type: 'string', pattern: '^(\\*\\.)?[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?\\.?$' } },
        allowedCidrs: { type: 'array', items: { type: 'string', minLength: 1 } },
      },
    },
    resources: {
      type: 'object',
      additionalProperties: false,
      properties: {
        mode: { enum: ['fetch', 'simulate'] },
        concurrency: { type: 'integer', minimum: 1, maximum: 1024 },
        perIngestConcurrency: { type: 'integer', minimum: 1, maximum: 256 },
        timeout: durationSchema,
        maxBytes: { type: 'integer', minimum: 1 },
        maxRedirects: { type: 'integer', minimum: 0, maximum: 20 },
        simulate: {
          type: 'object',
          additionalProperties: false,
          properties: { minDuration: durationSchema, maxDuration: durationSchema },
        },
      },
    },
    xml: {
      ...fetchSchema,
      properties: {
        ...fetchSchema.properties,
        parseThreads: { type: 'integer', minimum: 0, maximum: 16 },
        bufferBudget: { type: 'integer', minimum: 1 },
      },
    },
    webhooks: {
      type: 'object',
      additionalProperties: false,
      properties: {
        timeout: durationSchema,
        retrySchedule: { type: 'array', maxItems: 5, items: durationSchema },
        concurrencyPerReceiver: { type: 'integer', minimum: 1, maximum: 256 },
        caFile: { type: 'string', minLength: 1 },
        signWithAllKeys: { type: 'boolean' },
        faults: faultsSchema,
      },
    },
    limits: {
      type: 'object',
      additionalProperties: false,
      properties: {
        bodyBytes: { type: 'integer', minimum: 256, maximum: 16777216 },
        retainTerminalIngests: { type: 'integer', minimum: 1 },
        retainEvents: { type: 'integer', minimum: 1 },
        headersTimeout: durationSchema,
        requestTimeout: durationSchema,
        idleTimeout: durationSchema,
        keepAliveTimeout: durationSchema,
      },
    },
    rateLimit: {
      type: 'object',
      additionalProperties: false,
      required: ['requestsPerSecond'],
      properties: {
        requestsPerSecond: { type: 'number', exclusiveMinimum: 0 },
        burst: { type: 'integer', minimum: 1 },
      },
    },
    scenarios: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['match', 'scenario'],
        properties: {
          match: {
            type: 'object',
            additionalProperties: false,
            required: ['releaseId'],
            properties: { releaseId: { type: 'string', minLength: 1 } },
          },
          scenario: { enum: scenarioNames },
          files: { anyOf: [{ type: 'integer', minimum: 1 }, { const: 'all' }] },
          duration: durationSchema,
          webhookFaults: faultsSchema,
        },
      },
    },
    files: {
      type: 'object',
      additionalProperties: false,
      properties: {
        dir: { type: 'string', minLength: 1 },
        signingSecret: { type: 'string', minLength: 8 },
        publicBaseUrl: { type: 'string', format: 'uri' },
      },
    },
    dataDir: { type: 'string', minLength: 1 },
    seed: { type: 'integer' },
    timeScale: { type: 'number', exclusiveMinimum: 0 },
  },
} as const;

/** Command-line flags of `ingest-kit mock`, already parsed; they win over the file. */
export interface MockFlags {
  port?: number;
  host?: string;
  configFile?: string;
  dataDir?: string;
  filesDir?: string;
  timeScale?: number;
  clock?: 'real' | 'virtual';
  seed?: number;
  strictHttps?: boolean;
  /** --ca-file: outbound.caFile, relative to the working directory. */
  caFile?: string;
  validateResponses?: boolean;
  logLevel?: string;
  faults?: ImplementationFault[];
  variants?: Variant[];
}

/** A config error: a list of messages, each naming the field (`partners[0].apiKeys: ...`). */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(source: string, problems: string[]) {
    super(`${source}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addFormat('uri', (value: string) => URL.canParse(value));
const validateFile = ajv.compile(configFileSchema);

/** `/partners/0/apiKeys` → `partners[0].apiKeys`. */
function fieldName(error: ErrorObject): string {
  const parts = error.instancePath.split('/').slice(1);
  if (error.keyword === 'additionalProperties') parts.push(String(error.params.additionalProperty));
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty));
  const name = parts.map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
  return name === '' ? '(root)' : name;
}

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return 'is not a known setting (see the README for the keys)';
    case 'required':
      return 'is required';
    case 'enum':
      return `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'anyOf':
      return durationHint;
    case 'pattern':
      return error.params.pattern === durationSchema.pattern ? durationHint : error.message ?? 'is invalid';
    case 'type':
      return Array.isArray(error.params.type) && error.params.type.join() === durationSchema.type.join() ? durationHint : error.message ?? 'is invalid';
    default:
      return error.message ?? 'is invalid';
  }
}

function schemaProblems(errors: ErrorObject[]): string[] {
  // anyOf reports each branch too; keep the anyOf summary and drop the branch noise under the same path.
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const kept = errors.filter((e) => e.keyword === 'anyOf' || !anyOfPaths.has(e.instancePath));
  return [...new Set(kept.map((e) => `${fieldName(e)}: ${describe(e)}`))];
}

/**
 * The well-known development credentials (README, banner) are fine on loopback; bound to any other address they
 * would let anyone on the network operate the mock. Refused there, naming each one to set.
 */
function exposedDefaults(host: string, f: Record<string, unknown>, partners: PartnerConfig[], servesFiles: boolean): string[] {
  if (isLoopbackHost(host)) return [];
  const exposed: string[] = [];
  if (f.operatorToken === undefined) exposed.push('operatorToken (default op_local_dev)');
  partners.forEach((p, i) => {
    if (p.apiKeys.includes(devDefaults.apiKey)) exposed.push(`partners[${i}].apiKeys (the default ${devDefaults.apiKey})`);
  });
  const files = f.files as Record<string, unknown> | undefined;
  if (servesFiles && files?.signingSecret === undefined) exposed.push('files.signingSecret (default fs_local_dev)');
  return exposed.map((what) => `--host ${host}: not a loopback address, and ${what} is a well-known development credential: `
    + 'set your own in a config file (--config), or listen on 127.0.0.1');
}

/** Turns a `releaseId` pattern (glob or /regex/flags) into a RegExp. */
export function releaseIdMatcher(pattern: string): RegExp {
  const regex = /^\/(.+)\/([a-z]*)$/.exec(pattern);
  if (regex) return new RegExp(regex[1] ?? '', regex[2]);
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.');
  return new RegExp(`^${escaped}$`);
}

type Raw = Record<string, unknown>;

function object(value: unknown): Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};
}

function duration(value: unknown, fallback: number): number {
  return value === undefined ? fallback : durationMs(value as string | number);
}

/** The validated `webhookFaults` object of a file, with defaults filled in. */
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

/** Parses the text of a config file: JSON when it looks like JSON (or ends in .json), else YAML. */
export function parseConfigText(text: string, file: string): unknown {
  try {
    if (file.endsWith('.json') || text.trimStart().startsWith('{')) return JSON.parse(text) as unknown;
    return parseYaml(text) as unknown;
  } catch (error) {
    throw new ConfigError(file, [`could not be parsed: ${(error as Error).message.split('\n')[0] ?? ''}`]);
  }
}

/**
 * Validates a parsed config file and applies the flags on top. With no file it gives the development
 * defaults: one active partner `dev` with key `pk_test_dev_1`, operator token `op_local_dev`.
 */
export function resolveConfig(file: unknown, flags: MockFlags = {}, source = '(defaults)'): MockConfig {
  const raw = file ?? {};
  if (!validateFile(raw)) throw new ConfigError(source, schemaProblems(validateFile.errors ?? []));
  const f = raw as Raw;
  const problems: string[] = [];

  const partnersRaw = Array.isArray(f.partners) ? (f.partners as Raw[]) : undefined;
  const partners: PartnerConfig[] = (
    partnersRaw ?? [{ id: devDefaults.partnerId, apiKeys: [devDefaults.apiKey] }]
  ).map((p) => ({
    id: String(p.id),
    apiKeys: [...(p.apiKeys as string[])],
    active: p.active !== false,
    webhookUrl: typeof p.webhookUrl === 'string' ? p.webhookUrl : null,
    ...(p.webhookFaults === undefined ? {} : { webhookFaults: faultsOf(p.webhookFaults) ?? {} }),
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

  const scenarios: ScenarioRule[] = [];
  (Array.isArray(f.scenarios) ? (f.scenarios as Raw[]) : []).forEach((s, i) => {
    const releaseId = String(object(s.match).releaseId);
    let matcher: RegExp;
    try {
      matcher = releaseIdMatcher(releaseId);
    } catch (error) {
      problems.push(`scenarios[${i}].match.releaseId: not a valid regular expression (${(error as Error).message})`);
      return;
    }
    scenarios.push({
      releaseId,
      matcher,
      scenario: s.scenario as ScenarioName,
      files: (s.files as number | 'all' | undefined) ?? 1,
      durationMs: duration(s.duration, 30_000),
      ...(s.webhookFaults === undefined ? {} : { webhookFaults: faultsOf(s.webhookFaults) ?? {} }),
    });
  });

  const resources = object(f.resources);
  const simulate = object(resources.simulate);
  const minDuration = duration(simulate.minDuration, 200);
  const maxDuration = duration(simulate.maxDuration, 2_000);
  if (maxDuration < minDuration) problems.push('resources.simulate.maxDuration: must not be less than minDuration');
  const xml = object(f.xml);
  const files = object(f.files);
  const limits = object(f.limits);
  const rateLimit = f.rateLimit === undefined ? null : object(f.rateLimit);
  const webhooks = object(f.webhooks);
  const outbound = object(f.outbound);
  const retryScheduleMs = Array.isArray(webhooks.retrySchedule)
    ? (webhooks.retrySchedule as (string | number)[]).map((gap) => duration(gap, 0))
    : [...defaultRetryScheduleMs];
  for (const problem of scheduleProblems(retryScheduleMs)) problems.push(`webhooks.retrySchedule: ${problem}`);
  const allowedCidrs = (outbound.allowedCidrs as string[] | undefined) ?? [...defaultAddressPolicy.allowedCidrs];
  allowedCidrs.forEach((cidr, i) => {
    if (parseCidr(cidr) === null) {
      problems.push(`outbound.allowedCidrs[${i}]: ${JSON.stringify(cidr.slice(0, 64))} is not an address or CIDR block such as 10.20.0.0/16 or fd00::/8`);
    }
  });
  const servesFiles = flags.filesDir !== undefined || object(f.files).dir !== undefined;
  problems.push(...exposedDefaults(flags.host ?? (f.host as string | undefined) ?? '127.0.0.1', f, partners, servesFiles));

  const xmlMaxBytes = (xml.maxBytes as number | undefined) ?? 64 * 1024 * 1024;
  const xmlBufferBudget = (xml.bufferBudget as number | undefined) ?? 256 * 1024 * 1024;
  // A message of xml.maxBytes must fit, or it would be refused as busy for ever instead of as too large.
  if (xmlBufferBudget < xmlMaxBytes) problems.push(`xml.bufferBudget: must be at least xml.maxBytes (${xmlMaxBytes})`);

  if (problems.length > 0) throw new ConfigError(source, problems);

  const timeScale = flags.timeScale ?? (f.timeScale as number | undefined) ?? 1;
  if (!(timeScale > 0)) throw new ConfigError(source, ['--time-scale: must be a number above 0']);

  return {
    port: flags.port ?? (f.port as number | undefined) ?? 4010,
    host: flags.host ?? (f.host as string | undefined) ?? '127.0.0.1',
    allowedHosts: (f.allowedHosts as string[] | undefined) ?? [],
    operatorToken: (f.operatorToken as string | undefined) ?? devDefaults.operatorToken,
    partners,
    allowHttpLoopback: flags.strictHttps === true ? false : f.allowHttpLoopback !== false,
    outbound: {
      caFile: flags.caFile ?? (outbound.caFile as string | undefined) ?? null,
      ca: null,
      allowLoopback: (outbound.allowLoopback as boolean | undefined) ?? defaultAddressPolicy.allowLoopback,
      allowPrivate: (outbound.allowPrivate as boolean | undefined) ?? defaultAddressPolicy.allowPrivate,
      allowedHosts: (outbound.allowedHosts as string[] | undefined) ?? [...defaultAddressPolicy.allowedHosts],
      allowedCidrs,
    },
    resources: {
      mode: (resources.mode as ResourcesMode | undefined) ?? 'fetch',
      concurrency: (resources.concurrency as number | undefined) ?? 16,
      perIngestConcurrency: (resources.perIngestConcurrency as number | undefined) ?? 4,
      timeoutMs: duration(resources.timeout, 30_000),
      maxBytes: (resources.maxBytes as number | undefined) ?? 2 * 1024 ** 3,
      maxRedirects: (resources.maxRedirects as number | undefined) ?? 5,
      simulateDurationMs: { min: minDuration, max: maxDuration },
    },
    xml: {
      timeoutMs: duration(xml.timeout, 10_000),
      maxBytes: xmlMaxBytes,
      maxRedirects: (xml.maxRedirects as number | undefined) ?? 5,
      parseThreads: (xml.parseThreads as number | undefined) ?? defaultParseThreads(),
      bufferBudgetBytes: xmlBufferBudget,
    },
    bodyLimitBytes: (limits.bodyBytes as number | undefined) ?? 64 * 1024,
    retention: {
      terminalIngests: (limits.retainTerminalIngests as number | undefined) ?? 10_000,
      events: (limits.retainEvents as number | undefined) ?? 10_000,
    },
    socketTimeouts: {
      headersMs: duration(limits.headersTimeout, 10_000),
      requestMs: duration(limits.requestTimeout, 30_000),
      idleMs: duration(limits.idleTimeout, 60_000),
      keepAliveMs: duration(limits.keepAliveTimeout, 5_000),
    },
    webhooks: {
      timeoutMs: duration(webhooks.timeout, 10_000),
      retryScheduleMs,
      concurrencyPerReceiver: (webhooks.concurrencyPerReceiver as number | undefined) ?? 8,
      caFile: (webhooks.caFile as string | undefined) ?? null,
      ca: null,
      faults: faultsOf(webhooks.faults) ?? {},
      signWithAllKeys: (webhooks.signWithAllKeys as boolean | undefined) ?? false,
    },
    rateLimit: rateLimit && {
      requestsPerSecond: rateLimit.requestsPerSecond as number,
      burst: (rateLimit.burst as number | undefined) ?? Math.max(1, Math.ceil(rateLimit.requestsPerSecond as number)),
    },
    scenarios,
    files: {
      dir: flags.filesDir ?? (files.dir as string | undefined) ?? null,
      signingSecret: (files.signingSecret as string | undefined) ?? devDefaults.filesSigningSecret,
      publicBaseUrl: (files.publicBaseUrl as string | undefined) ?? null,
    },
    dataDir: flags.dataDir ?? (f.dataDir as string | undefined) ?? null,
    clock: flags.clock ?? 'real',
    timeScale,
    seed: flags.seed ?? (f.seed as number | undefined) ?? 1,
    validateResponses: flags.validateResponses ?? false,
    logLevel: flags.logLevel ?? 'info',
    faults: flags.faults ?? [],
    variants: flags.variants ?? [],
    source,
  };
}

/**
 * Reads a CA file of the config and checks that it holds PEM certificates; `field` names it in the error
 * (`outbound.caFile`, `--ca-file`).
 */
async function readCaFile(file: string, field: string, source: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(source, [`${field}: cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)} (${file})`]);
  }
  const problem = caPemProblem(text);
  if (problem !== null) throw new ConfigError(source, [`${field}: ${file} ${problem}`]);
  return text;
}

/**
 * Reads `flags.configFile` (if any), validates it and applies the flags. Relative paths in the file resolve
 * against the file; those of flags against the working directory.
 */
export async function loadConfig(flags: MockFlags): Promise<MockConfig> {
  if (flags.configFile === undefined) {
    const config = resolveConfig(undefined, flags);
    if (flags.caFile === undefined) return config;
    const caFile = path.resolve(flags.caFile);
    return { ...config, outbound: { ...config.outbound, caFile, ca: await readCaFile(caFile, '--ca-file', '--ca-file') } };
  }
  const file = path.resolve(flags.configFile);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(flags.configFile, [`cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`]);
  }
  const config = resolveConfig(parseConfigText(text, file), flags, flags.configFile);
  const base = path.dirname(file);
  const ca = config.webhooks.caFile === null
    ? null
    : await readCaFile(path.resolve(base, config.webhooks.caFile), 'webhooks.caFile', flags.configFile);
  const outboundCaFile = config.outbound.caFile === null
    ? null
    : path.resolve(flags.caFile === undefined ? base : '.', config.outbound.caFile);
  const outboundCa = outboundCaFile === null
    ? null
    : await readCaFile(outboundCaFile, flags.caFile === undefined ? 'outbound.caFile' : '--ca-file', flags.configFile);
  return {
    ...config,
    outbound: { ...config.outbound, caFile: outboundCaFile, ca: outboundCa },
    webhooks: { ...config.webhooks, ca },
    dataDir: config.dataDir && flags.dataDir === undefined ? path.resolve(base, config.dataDir) : config.dataDir,
    files: {
      ...config.files,
      dir: config.files.dir && flags.filesDir === undefined ? path.resolve(base, config.files.dir) : config.files.dir,
    },
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
