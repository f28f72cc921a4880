/** `ingest-kit mock`: starts the stateful mock server (and `npm start` runs it). */
import {
  ConfigError, defaults, devDefaults, type ErnProfilesMode, ernProfilesModes, type ErnValidationMode, ernValidationModes,
  isClockKind, loadConfig, type MockConfig, type MockFlags,
} from '../../mock-server/src/config.js';
import { implementationFaults, isImplementationFault, isVariant, variants } from '../../mock-server/src/seam/index.js';
import { docsWhere } from '../../mock-server/src/docs/routes.js';
import { demoReleasePath } from '../../mock-server/src/samples/routes.js';
import { startMockServer } from '../../mock-server/src/server.js';
import { redactDatabaseUrl } from '../../mock-server/src/store/database-url.js';
import { StoreUnavailableError } from '../../mock-server/src/store/unavailable.js';
import { type Command, processIo, runCommand } from '../command.js';
import { listenFailure, usageError } from '../errors.js';
import { numberFlag, portFlag } from '../flag-values.js';
import { helpOption, optionsHelp, type OptionTable, parseOptions } from '../options.js';
import { firstStopSignal } from '../stop-signal.js';

/** The flags of `ingest-kit mock`, each with its help; the mock server guide's Flags table lists them too (test/readme.test.ts). */
export const mockOptions = {
  'port': { type: 'string', value: '<n>', description: `port to listen on (default ${defaults.port})` },
  'host': { type: 'string', value: '<host>', description: `address to listen on (default ${defaults.host})` },
  'config': { type: 'string', value: '<file>', description: 'YAML or JSON config file (docs/guides/mock-server.md); without it: one development partner' },
  'data-dir': { type: 'string', value: '<dir>', description: 'keep state in SQLite in <dir> (default: in memory); ingests resume after a restart' },
  'database-url': {
    type: 'string',
    value: '<url>',
    description: ['keep state in PostgreSQL at postgres://user:password@host/db (else DATABASE_URL,', 'else store.url); replicas on one database are one sandbox'],
  },
  'files-dir': { type: 'string', value: '<dir>', description: 'serve <dir> under pre-signed, expiring URLs (see ingest-kit presign)' },
  'time-scale': { type: 'string', value: '<factor>', description: 'simulated durations run <factor> times faster (never HTTP timeouts)' },
  'clock': { type: 'string', usage: '--clock virtual', description: 'time moves only by POST /_operator/clock/advance' },
  'seed': { type: 'string', value: '<n>', description: `seed of simulated durations and faults (default ${defaults.seed})` },
  'strict-https': { type: 'boolean', description: 'refuse plain http even to loopback hosts (xmlUrl, files, webhook URLs)' },
  'ca-file': { type: 'string', value: '<file>', description: 'PEM CA certificates to trust, besides Node\'s, for xmlUrl, files and webhooks' },
  'xsd-dir': { type: 'string', value: '<dir>', description: 'validate each message against DDEX\'s schemas in <dir> (ern.xsdDir)' },
  'ern-validation': { type: 'string', value: '<mode>', description: 'report (default), reject or off: what a create does with its preflight' },
  'ern-profiles': {
    type: 'string', value: '<mode>', description: 'report (default), reject or off: what a create does with DDEX release-profile findings (ern.profiles)',
  },
  'ern-require-deals': { type: 'boolean', description: 'a message without a release deal is an error, not a warning (ern.requireDeals)' },
  'validate-responses': { type: 'boolean', description: 'check every service response against openapi.yaml (development switch)' },
  'log-level': { type: 'string', value: '<level>', description: 'fatal, error, warn, info (default), debug, trace, silent' },
  'fault': {
    type: 'string',
    multiple: true,
    value: '<name>',
    description: ['switch on an implementation mistake, for testing the conformance suite', '(repeatable; --fault list prints them)'],
  },
  'variant': {
    type: 'string',
    multiple: true,
    value: '<name>',
    description: ['switch on a behaviour the spec allows but the mock does not show by default', '(repeatable; --variant list prints them)'],
  },
  ...helpOption,
} as const satisfies OptionTable;

const help = `Usage: ingest-kit mock [options]

Starts the stateful Partner Ingest Service mock server.

Options:
${optionsHelp(mockOptions, 22)}
`;

/**
 * Reads the flags, and the environment's DATABASE_URL (under --database-url, over the config's store.url); a bad
 * value is a usage error (exit 2) naming the flag.
 */
export function parseMockFlags(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): MockFlags | 'help' | 'faults' | 'variants' {
  const { values } = parseOptions({
    args: [...args],
    strict: true,
    options: mockOptions,
  });
  if (values.help) return 'help';
  if (values.fault?.includes('list')) return 'faults';
  if (values.variant?.includes('list')) return 'variants';
  const clock = values.clock;
  if (clock !== undefined && !isClockKind(clock)) throw new ConfigError('--clock', [`--clock: "${clock}" is not valid; use --clock virtual`]);
  const flags: MockFlags = {};
  if (values.port !== undefined) flags.port = portFlag('--port', values.port);
  if (values['time-scale'] !== undefined) flags.timeScale = numberFlag('--time-scale', values['time-scale'], { what: 'a time scale', above: 0 });
  if (values.seed !== undefined) flags.seed = numberFlag('--seed', values.seed, { what: 'a seed', integer: true });
  if (values.host !== undefined) flags.host = values.host;
  if (values.config !== undefined) flags.configFile = values.config;
  if (values['data-dir'] !== undefined) flags.dataDir = values['data-dir'];
  if (values['database-url'] !== undefined) flags.databaseUrl = { url: values['database-url'], from: '--database-url' };
  else if (env.DATABASE_URL !== undefined && env.DATABASE_URL !== '') flags.databaseUrl = { url: env.DATABASE_URL, from: 'DATABASE_URL' };
  if (values['files-dir'] !== undefined) flags.filesDir = values['files-dir'];
  if (clock !== undefined) flags.clock = clock;
  if (values['strict-https']) flags.strictHttps = true;
  if (values['ca-file'] !== undefined) flags.caFile = values['ca-file'];
  if (values['xsd-dir'] !== undefined) flags.xsdDir = values['xsd-dir'];
  const ernValidation = values['ern-validation'];
  if (ernValidation !== undefined) {
    if (!(ernValidationModes as readonly string[]).includes(ernValidation)) {
      throw new ConfigError('--ern-validation', [`--ern-validation: "${ernValidation}" is not valid; use ${ernValidationModes.join(', ')}`]);
    }
    flags.ernValidation = ernValidation as ErnValidationMode;
  }
  const ernProfiles = values['ern-profiles'];
  if (ernProfiles !== undefined) {
    if (!(ernProfilesModes as readonly string[]).includes(ernProfiles)) {
      throw new ConfigError('--ern-profiles', [`--ern-profiles: "${ernProfiles}" is not valid; use ${ernProfilesModes.join(', ')}`]);
    }
    flags.ernProfiles = ernProfiles as ErnProfilesMode;
  }
  if (values['ern-require-deals']) flags.ernRequireDeals = true;
  if (values['validate-responses']) flags.validateResponses = true;
  if (values['log-level'] !== undefined) flags.logLevel = values['log-level'];
  if (values.fault) {
    const unknown = values.fault.filter((f) => !isImplementationFault(f));
    if (unknown.length > 0) throw new ConfigError('--fault', [`--fault: unknown ${unknown.join(', ')}; see --fault list`]);
    flags.faults = values.fault.filter(isImplementationFault);
  }
  if (values.variant) {
    const unknown = values.variant.filter((v) => !isVariant(v));
    if (unknown.length > 0) throw new ConfigError('--variant', [`--variant: unknown ${unknown.join(', ')}; see --variant list`]);
    flags.variants = values.variant.filter(isVariant);
  }
  return flags;
}

/** The start banner: where it listens, who can call it, and a curl that works as pasted. */
/**
 * A secret as the banner shows it: the well-known development defaults readable (they are in the docs),
 * any other key or token masked to its last four characters. The banner shares stdout with the logs.
 */
function shown(secret: string, developmentDefault: string): string {
  return secret === developmentDefault ? `${secret} (development default)` : `…${secret.slice(-4)} (masked: see your config)`;
}

/** Where the state lives; a database URL without its password (it shares stdout with the logs). */
function storeLine(config: MockConfig, resumed: number): string {
  const resumedNote = resumed ? ` (${resumed} processing ingests resumed)` : '';
  if (config.store.url !== null) return `PostgreSQL at ${redactDatabaseUrl(config.store.url)}${resumedNote}`;
  return config.dataDir ? `SQLite in ${config.dataDir}${resumedNote}` : 'in memory';
}

export function banner(config: MockConfig, url: string, resumed: number, docs = docsWhere()): string {
  const partner = config.partners[0];
  const first = partner?.apiKeys[0] ?? devDefaults.apiKey;
  // A curl that works as pasted with the default key; with a configured one, the reader supplies it.
  const key = first === devDefaults.apiKey ? first : `<the X-API-Key of partner ${partner?.id ?? ''}>`;
  const lines = [
    `partner-ingest-kit mock server listening on ${url}`,
    `  config      ${config.source}`,
    `  store       ${storeLine(config, resumed)}`,
    `  clock       ${config.clock === 'virtual' ? 'virtual (POST /_operator/clock/advance)' : `real, time scale ${config.timeScale}`}`,
    `  resources   ${config.resources.mode}`,
    // The first key listed is the oldest: the one that signs the partner's webhooks (webhooks/signing-keys.ts).
    ...config.partners.map((p) => `  partner     ${p.id}${p.active ? '' : ' (inactive)'}  X-API-Key: ${shown(p.apiKeys[0] ?? '', devDefaults.apiKey)}${
      config.webhooks.signWithAllKeys ? '  (every valid key signs webhooks)' : '  (signs its webhooks)'}`),
    `  operator    X-Operator-Token: ${shown(config.operatorToken, devDefaults.operatorToken)}`,
    `  dashboard   ${url}/_dashboard (the operator token once)`,
    `  docs        ${docs.built ? `${url}/docs` : `${docs.guides} (Markdown; the rendered site at ${url}/docs after npm run docs in a clone)`}`,
  ];
  if (config.files.dir) lines.push(`  files       ${config.files.dir} (ingest-kit presign <path>)`);
  if (config.outbound.caFile) lines.push(`  trusts      ${config.outbound.caFile} (CA for outbound HTTPS, besides Node's)`);
  const xmlUrl = `${url}${demoReleasePath}`;
  lines.push(
    '',
    'Submit the built-in demo release (3 tracks and a cover):',
    `  curl -s -X POST ${url}/partner/v1/ddex/ingests -H 'X-API-Key: ${key}' -H 'Content-Type: application/json' \\`,
    `    -d '{"releaseId":"DEMO-1","xmlUrl":"${xmlUrl}"}'`,
    'then look it up (use the ingestId from the answer):',
    `  curl -s ${url}/partner/v1/ddex/ingests/<ingestId> -H 'X-API-Key: ${key}'`,
    `Add -H 'Prefer: scenario=resource-fetch-failed' to the submit to see a failed ingest.`,
    '',
  );
  if (config.variants.length > 0) lines.push(`Legal variants on (--variant ${config.variants.join(', ')}): behaviours the spec allows.`, '');
  if (config.faults.length > 0) lines.push(`WARNING: implementation faults on (--fault ${config.faults.join(', ')}): this mock breaks the spec on purpose.`, '');
  if (!config.allowHttpLoopback) lines.push('(--strict-https is on: the demo release, served over plain http, is refused.)', '');
  return lines.join('\n');
}

/** `--fault list` and `--variant list`: each name and what it does. */
function listing(table: Readonly<Record<string, { description: string }>>): string {
  const width = Math.max(...Object.keys(table).map((name) => name.length));
  return `${Object.entries(table).map(([name, { description }]) => `${name.padEnd(width)}  ${description}`).join('\n')}\n`;
}

export const mockCommand: Command = {
  run: (args) => runCommand('mock', processIo, () => runMock(args)),
};

async function runMock(args: readonly string[]): Promise<number> {
  const flags = parseMockFlags(args);
  if (flags === 'help') {
    process.stdout.write(help);
    return 0;
  }
  if (flags === 'faults' || flags === 'variants') {
    process.stdout.write(listing(flags === 'faults' ? implementationFaults : variants));
    return 0;
  }
  // A config error (a bad file, a missing files folder, a replica's --clock unlike its sandbox's) is a usage error
  // that errors.ts prints as it is: exit 2.
  const config: MockConfig = await loadConfig(flags);
  let mock: Awaited<ReturnType<typeof startMockServer>>;
  try {
    mock = await startMockServer(config);
  } catch (error) {
    const listening = listenFailure(error, { '--port': config.port }, config.host);
    if (listening !== undefined) throw listening;
    if (error instanceof StoreUnavailableError) {
      // The message names the database without its password (store/unavailable.ts).
      throw usageError(`${error.message}; start PostgreSQL or check --database-url, DATABASE_URL or store.url.`, { cause: error });
    }
    throw error;
  }
  const stopping = firstStopSignal();
  process.stdout.write(banner(config, mock.url, mock.resumed));
  mock.parts.logger.info({ signal: await stopping }, 'shutting down');
  await mock.close();
  return 0;
}
