/**
 * Every setting of the config file, stated once: its default in `defaults` (as fastify states its
 * `defaultInitOptions`), its shape in `configFileSchema`, whose `default:` keywords point into `defaults`
 * (Ajv fills them in while validating), and its type, `Settings`, derived from the schema. A new setting is
 * one default and one schema entry here; the mock server guide's config file documents it (test/readme.test.ts).
 *
 * One piece: each setting's default and its schema entry sit side by side, so that a setting is stated once.
 */
import { availableParallelism } from 'node:os';
import { defaultAddressPolicy } from '../fetch/address-policy.js';
import { defaultRetryScheduleMs } from '../webhooks/retry-policy.js';
import { webhookFaultNames } from '../webhooks/faults.js';
import { defaultXmlStructureLimits } from '../xml/limits.js';
import type { FromSchema } from './from-schema.js';
import { resourceFileLimits } from './resource-file-limits.js';

/** The scenarios a config rule or a `Prefer: scenario=` header may name (docs/guides/scenarios-faults-clock.md). */
export const scenarioNames = ['completed', 'resource-fetch-failed', 'slow', 'xml-fetch-failed'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

/** fetch: really GET every resource file; simulate: seeded random durations. */
export const resourcesModes = ['fetch', 'simulate'] as const;
export type ResourcesMode = (typeof resourcesModes)[number];

/**
 * What the create does with the preflight of a message (ern.validation, a partner's ern.validation, `Prefer:
 * validation=`): `report` stores the findings with the ingest, `reject` refuses a message with an error finding
 * (422 ERN_INVALID), `off` runs no rule and no schema. A message without a release is refused in every mode.
 */
export const ernValidationModes = ['report', 'reject', 'off'] as const;
export type ErnValidationMode = (typeof ernValidationModes)[number];

/**
 * What the create does with the findings of DDEX's release-profile rules (ern.profiles, a partner's ern.profiles; issue
 * #32): `report` stores them with the other findings, `reject` refuses a message with a profile error finding (422
 * ERN_INVALID, whatever ern.validation says of the other findings), `off` runs no profile rule. Only where the
 * preflight runs (not with ern.validation `off`).
 */
export const ernProfilesModes = ['report', 'reject', 'off'] as const;
export type ErnProfilesMode = (typeof ernProfilesModes)[number];

/** real: timers follow the wall clock (times timeScale); virtual: time moves only when the operator advances it. */
export const clockKinds = ['real', 'virtual'] as const;
export type ClockKind = (typeof clockKinds)[number];
export const isClockKind = (text: string): text is ClockKind => (clockKinds as readonly string[]).includes(text);

/** The development defaults: one partner, well-known local secrets, printed at start. */
export const devDefaults = {
  partnerId: 'dev',
  apiKey: 'pk_test_dev_1',
  operatorToken: 'op_local_dev',
  filesSigningSecret: 'fs_local_dev',
} as const;

/**
 * Threads that fetch and parse the ERN message of a create, by default: two when there are two cores or
 * more, none (the event loop does it) on one core. Measured with `npm run bench` on 2 cores: about 15%
 * more creates a second with two threads than with one, as a thread waits on its fetch part of the time.
 */
export function defaultParseThreads(): number {
  return availableParallelism() >= 2 ? 2 : 0;
}

/**
 * The default of every setting that has one, nested as in the file. Durations as the file writes them.
 * Without a default: `outbound.caFile`, `webhooks.caFile`, `files.dir`, `files.publicBaseUrl`, `ern.xsdDir`, `dataDir`,
 * `store.url`
 * (off), `rateLimit` (none; its `burst` defaults to `requestsPerSecond` rounded up, see resolve.ts).
 */
export const defaults = {
  port: 4010,
  host: '127.0.0.1',
  operatorToken: devDefaults.operatorToken,
  partners: [{ id: devDefaults.partnerId, apiKeys: [devDefaults.apiKey] }],
  partner: { active: true, webhookUrl: null },
  allowHttpLoopback: true,
  /** Host names accepted besides loopback ones while bound to loopback (`*`: any); see host-check.ts. */
  allowedHosts: [],
  outbound: {
    allowLoopback: defaultAddressPolicy.allowLoopback,
    allowPrivate: defaultAddressPolicy.allowPrivate,
    allowedHosts: defaultAddressPolicy.allowedHosts,
    allowedCidrs: defaultAddressPolicy.allowedCidrs,
  },
  resources: {
    mode: 'fetch',
    /** Files loaded at once across the server, and per ingest. */
    concurrency: 16,
    perIngestConcurrency: 4,
    timeout: resourceFileLimits.timeout,
    maxBytes: resourceFileLimits.maxBytes,
    maxRedirects: 5,
    simulate: { minDuration: '200ms', maxDuration: '2s' },
  },
  xml: {
    timeout: '10s',
    maxBytes: 64 * 1024 * 1024,
    maxRedirects: 5,
    /** Worker threads that fetch and parse ERN messages; 0: the event loop does it (ingest/parse-pool.ts). */
    parseThreads: defaultParseThreads(),
    bufferBudget: 256 * 1024 * 1024,
    /** The structure's limits (xml/limits.ts): a message over one is refused with 422 XML_TOO_COMPLEX. */
    limits: defaultXmlStructureLimits,
  },
  webhooks: {
    timeout: '10s',
    retrySchedule: defaultRetryScheduleMs,
    concurrencyPerReceiver: 8,
    /** One `v1` per valid key instead of the signing key's alone (ours, opt-in; webhooks/signing-keys.ts). */
    signWithAllKeys: false,
    faults: {},
  },
  limits: {
    bodyBytes: 64 * 1024,
    retainTerminalIngests: 10_000,
    retainEvents: 10_000,
    headersTimeout: '10s',
    requestTimeout: '30s',
    idleTimeout: '60s',
    keepAliveTimeout: '5s',
  },
  ern: {
    validation: 'report',
    /** The release-profile rules' findings: stored (report), refused on an error (reject), or not looked for (off). */
    profiles: 'report',
    /** A message without a release deal is an error (no-release-deal), not a warning: ERN 4 Part 1 §6.19.4 takedowns have none. */
    requireDeals: false,
    /** The message's XML kept with its ingest for the dashboard's view, when it is at most this many bytes. */
    keepMessageBytes: 1024 * 1024,
    /** The front-cover file kept with its ingest (fetch mode), when it is at most this many bytes. */
    keepCoverBytes: 512 * 1024,
    /** All kept messages and covers together, in every store: past it, the first kept go first (types.ts RetentionLimits). */
    keepTotalBytes: 256 * 1024 * 1024,
  },
  scenarios: [],
  scenario: { files: 1, duration: '30s' },
  files: { signingSecret: devDefaults.filesSigningSecret },
  store: {
    /** How long a replica holds a piece of timed work without renewing it (issue #18): a dead replica's work waits this long. */
    lease: '15s',
    /** Connections to PostgreSQL at most, per replica. */
    poolSize: 10,
  },
  seed: 1,
  timeScale: 1,
} as const;

/**
 * A number of milliseconds or a duration string. A type list, not anyOf: the operator API validates with Fastify,
 * whose type coercion leaves a value alone when it has one of the listed types, where anyOf would turn a number
 * into a string (read as seconds) or a string into a number (read as milliseconds).
 */
export const durationSchema = {
  type: ['integer', 'string'],
  minimum: 0,
  pattern: '^\\s*(\\d+|(\\d+(\\.\\d+)?(ms|s|m|h|d))+)\\s*$',
} as const;

const faultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    probability: { type: 'number', minimum: 0, maximum: 1 },
    delay: durationSchema,
    window: durationSchema,
  },
} as const;

/** `webhookFaults` of the server, a partner or a scenario: fault name → setting. */
export const faultsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(webhookFaultNames.map((name) => [name, faultSchema])),
} as const;

/** A section of the file: an object with its own defaults, there even when the file leaves it out. */
const section = { type: 'object', additionalProperties: false, default: {} } as const;

/** JSON Schema of the config file (docs/guides/mock-server.md documents every key). */
export const configFileSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  properties: {
    port: { type: 'integer', minimum: 0, maximum: 65535, default: defaults.port },
    host: { type: 'string', minLength: 1, default: defaults.host },
    operatorToken: { type: 'string', minLength: 8, default: defaults.operatorToken },
    partners: {
      type: 'array',
      default: defaults.partners,
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
          active: { type: 'boolean', default: defaults.partner.active },
          webhookUrl: { type: ['string', 'null'], format: 'uri', default: defaults.partner.webhookUrl },
          webhookFaults: faultsSchema,
          ern: {
            type: 'object',
            additionalProperties: false,
            properties: { validation: { enum: ernValidationModes }, profiles: { enum: ernProfilesModes }, requireDeals: { type: 'boolean' } },
          },
        },
      },
    },
    allowHttpLoopback: { type: 'boolean', default: defaults.allowHttpLoopback },
    allowedHosts: { type: 'array', items: { type: 'string', minLength: 1 }, default: defaults.allowedHosts },
    outbound: {
      ...section,
      properties: {
        caFile: { type: 'string', minLength: 1 },
        allowLoopback: { type: 'boolean', default: defaults.outbound.allowLoopback },
        allowPrivate: { type: 'boolean', default: defaults.outbound.allowPrivate },
        allowedHosts: {
          type: 'array',
          items: { type: 'string', pattern: '^(\\*\\.)?[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?\\.?$' },
          default: defaults.outbound.allowedHosts,
        },
        allowedCidrs: { type: 'array', items: { type: 'string', minLength: 1 }, default: defaults.outbound.allowedCidrs },
      },
    },
    resources: {
      ...section,
      properties: {
        mode: { enum: resourcesModes, default: defaults.resources.mode },
        concurrency: { type: 'integer', minimum: 1, maximum: 1024, default: defaults.resources.concurrency },
        perIngestConcurrency: { type: 'integer', minimum: 1, maximum: 256, default: defaults.resources.perIngestConcurrency },
        timeout: { ...durationSchema, default: defaults.resources.timeout },
        maxBytes: { type: 'integer', minimum: 1, default: defaults.resources.maxBytes },
        maxRedirects: { type: 'integer', minimum: 0, maximum: 20, default: defaults.resources.maxRedirects },
        simulate: {
          ...section,
          properties: {
            minDuration: { ...durationSchema, default: defaults.resources.simulate.minDuration },
            maxDuration: { ...durationSchema, default: defaults.resources.simulate.maxDuration },
          },
        },
      },
    },
    xml: {
      ...section,
      properties: {
        timeout: { ...durationSchema, default: defaults.xml.timeout },
        maxBytes: { type: 'integer', minimum: 1, default: defaults.xml.maxBytes },
        maxRedirects: { type: 'integer', minimum: 0, maximum: 20, default: defaults.xml.maxRedirects },
        parseThreads: { type: 'integer', minimum: 0, maximum: 16, default: defaults.xml.parseThreads },
        bufferBudget: { type: 'integer', minimum: 1, default: defaults.xml.bufferBudget },
        limits: {
          ...section,
          properties: {
            maxDepth: { type: 'integer', minimum: 1, default: defaults.xml.limits.maxDepth },
            maxAttributesPerElement: { type: 'integer', minimum: 1, default: defaults.xml.limits.maxAttributesPerElement },
            maxNamespacesPerElement: { type: 'integer', minimum: 1, default: defaults.xml.limits.maxNamespacesPerElement },
            maxNamespacesPerMessage: { type: 'integer', minimum: 1, default: defaults.xml.limits.maxNamespacesPerMessage },
          },
        },
      },
    },
    webhooks: {
      ...section,
      properties: {
        timeout: { ...durationSchema, default: defaults.webhooks.timeout },
        retrySchedule: { type: 'array', maxItems: 5, items: durationSchema, default: defaults.webhooks.retrySchedule },
        concurrencyPerReceiver: { type: 'integer', minimum: 1, maximum: 256, default: defaults.webhooks.concurrencyPerReceiver },
        caFile: { type: 'string', minLength: 1 },
        signWithAllKeys: { type: 'boolean', default: defaults.webhooks.signWithAllKeys },
        faults: { ...faultsSchema, default: defaults.webhooks.faults },
      },
    },
    limits: {
      ...section,
      properties: {
        bodyBytes: { type: 'integer', minimum: 256, maximum: 16777216, default: defaults.limits.bodyBytes },
        retainTerminalIngests: { type: 'integer', minimum: 1, default: defaults.limits.retainTerminalIngests },
        retainEvents: { type: 'integer', minimum: 1, default: defaults.limits.retainEvents },
        headersTimeout: { ...durationSchema, default: defaults.limits.headersTimeout },
        requestTimeout: { ...durationSchema, default: defaults.limits.requestTimeout },
        idleTimeout: { ...durationSchema, default: defaults.limits.idleTimeout },
        keepAliveTimeout: { ...durationSchema, default: defaults.limits.keepAliveTimeout },
      },
    },
    ern: {
      ...section,
      properties: {
        validation: { enum: ernValidationModes, default: defaults.ern.validation },
        profiles: { enum: ernProfilesModes, default: defaults.ern.profiles },
        requireDeals: { type: 'boolean', default: defaults.ern.requireDeals },
        xsdDir: { type: 'string', minLength: 1 },
        keepMessageBytes: { type: 'integer', minimum: 0, default: defaults.ern.keepMessageBytes },
        keepCoverBytes: { type: 'integer', minimum: 0, default: defaults.ern.keepCoverBytes },
        keepTotalBytes: { type: 'integer', minimum: 0, default: defaults.ern.keepTotalBytes },
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
      default: defaults.scenarios,
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
          files: { anyOf: [{ type: 'integer', minimum: 1 }, { const: 'all' }], default: defaults.scenario.files },
          duration: { ...durationSchema, default: defaults.scenario.duration },
          webhookFaults: faultsSchema,
        },
      },
    },
    files: {
      ...section,
      properties: {
        dir: { type: 'string', minLength: 1 },
        signingSecret: { type: 'string', minLength: 8, default: defaults.files.signingSecret },
        publicBaseUrl: { type: 'string', format: 'uri' },
      },
    },
    dataDir: { type: 'string', minLength: 1 },
    store: {
      ...section,
      properties: {
        // A postgres:// URL, checked in resolve.ts (database-url.ts) so that the message never repeats it.
        url: { type: 'string', minLength: 1 },
        lease: { ...durationSchema, default: defaults.store.lease },
        poolSize: { type: 'integer', minimum: 1, maximum: 100, default: defaults.store.poolSize },
      },
    },
    seed: { type: 'integer', default: defaults.seed },
    timeScale: { type: 'number', exclusiveMinimum: 0, default: defaults.timeScale },
  },
} as const;

/** A config file once validated, with every default filled in. */
export type Settings = FromSchema<typeof configFileSchema>;
