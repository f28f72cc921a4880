/**
 * `ingest-kit conformance`: the suite against any implementation of the service. Exit 0 conforms (every selected check
 * passed), 1 does not conform, 2 could not judge: a usage error, an unwritable report path, a refused key, an
 * unreachable service, an interrupted run (issue #30).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import { CA_KEY_FILE, prepareSelfSignedTls, type SelfSignedTls } from '../../conformance/ca-dir.js';
import type { TlsOptions } from '../../conformance/harness.js';
import { OptionError } from '../../conformance/option-error.js';
import { progressLine } from '../../conformance/report/console.js';
import { checkReportPaths, type ReportPaths, reportFlags } from '../../conformance/report/files.js';
import { planText } from '../../conformance/report/plan.js';
import { type ConformanceOptions, planConformance } from '../../conformance/run.js';
import type { Profile } from '../../conformance/types.js';
import { defaultProfile, profiles } from '../../conformance/types.js';
import { type Command, processIo, runCommand } from '../command.js';
import { judge } from '../conformance/judge.js';
import { usageError } from '../errors.js';
import { durationFlag, numberFlag, portFlag } from '../flag-values.js';
import { listenerLimitOptions, listenerLimitsOf } from '../listener-flags.js';
import { helpOption, optionsHelp, type OptionTable, parseOrHelp, reportOptions } from '../options.js';

/** The flags of `ingest-kit conformance`, each with its help. */
const conformanceOptions = {
  'base-url': { type: 'string', value: '<url>', description: 'the implementation under test (required)' },
  'api-key': {
    type: 'string',
    value: '<key>',
    description: 'an active partner\'s key; register the printed receiver URL as its webhook URL (required)',
  },
  'inactive-key': { type: 'string', value: '<key>', description: 'a key of an inactive partner (else auth.inactive-partner is skipped)' },
  'revoked-key': { type: 'string', value: '<key>', description: 'a revoked key (else auth.revoked-key is skipped)' },
  'receiver-port': { type: 'string', value: '<n>', description: 'port of the suite\'s webhook receiver (default: any free port)' },
  'receiver-url': { type: 'string', value: '<url>', description: 'URL the implementation reaches the receiver at (default: its local address)' },
  'fixtures-port': { type: 'string', value: '<n>', description: 'port of the suite\'s ERN and resource file server (default: any free port)' },
  'fixtures-url': { type: 'string', value: '<url>', description: 'URL the implementation reaches the fixtures at (default: its local address)' },
  'host': { type: 'string', value: '<host>', description: 'address the receiver and fixtures listen on (default 127.0.0.1)' },
  // The receiver's and the fixtures' limits (docs/guides/conformance.md, Flags).
  ...listenerLimitOptions,
  'lookup-path': {
    type: 'string',
    value: '<tpl>',
    description: [
      'lookup path template with {ingestId} (default: found, the first of',
      '/ddex/ingests/{ingestId} and /partner/v1/ddex/ingests/{ingestId} that answers)',
    ],
  },
  'profile': { type: 'string', value: '<list>', description: `${profiles.join(' | ')}, comma-separated (default ${defaultProfile})` },
  // Deliberately like conformance.ts:the rows 'fixtures-url' to 'lookup-path' above: one option table, a flag
  // a row; alike in shape, not in meaning.
  'only': { type: 'string', value: '<ids>', description: 'run only these check ids (comma-separated)' },
  'max-wait': { type: 'string', value: '<duration>', description: 'longest wait for an ingest to finish or for retries to come (default 2m)' },
  'delivery-wait': {
    type: 'string',
    value: '<duration>',
    description: [
      'longest wait for a first webhook after the lookup shows the terminal state',
      '(default 30s); once none came at all, later webhook checks do not wait again',
    ],
  },
  'wait-for-registration': {
    type: 'boolean',
    description: ['before the webhook checks, submit a probe every 5 s until a webhook arrives', '(the receiver URL is registered), for up to --max-wait'],
  },
  'rps': {
    type: 'string',
    value: '<n>',
    description: ['most requests per second the suite sends (default 20); a 429 is waited out', 'per its Retry-After and never counts as a failure'],
  },
  'release-prefix': {
    type: 'string',
    value: '<p>',
    description: ['start of every release id the suite sends (default CONF-<run id>); each create is', 'an album in production (spec 4.1), so the prefix is how to find them afterwards'],
  },
  'dry-run': {
    type: 'boolean',
    description: 'print the checks, the requests each would send and the number of creates; send nothing',
  },
  'seed': { type: 'string', value: '<n>', description: 'fuzz profile: seed of the generated cases (default 1); the same seed, the same cases' },
  'fuzz-cases': { type: 'string', value: '<n>', description: 'fuzz profile: how many generated requests in all (default 1200)' },
  'tls-cert': { type: 'string', value: '<file>', description: 'serve the receiver and fixtures over HTTPS with this certificate' },
  'tls-key': { type: 'string', value: '<file>', shownWith: 'tls-cert', description: 'the key of --tls-cert' },
  'tls-self-signed': { type: 'boolean', description: 'serve HTTPS with a certificate from the suite\'s own CA; prints the CA file to trust' },
  'tls-ca-dir': {
    type: 'string',
    value: '<dir>',
    description: [
      'with --tls-self-signed: keep that CA in <dir> (ca.pem, ca-key.pem) and reuse it',
      'on later runs, so the implementation can trust <dir>/ca.pem before the run;',
      'without --base-url and --api-key: only make (or check) the CA, and exit',
    ],
  },
  ...reportOptions,
  ...helpOption,
} as const satisfies OptionTable;

const help = `Usage: ingest-kit conformance --base-url <url> --api-key <key> [options]

Runs the Partner Ingest Service conformance checks against the implementation at --base-url and
reports each result with the spec section it enforces. Before the first create, read-only probes check
that it can judge: the report paths can be written, the service answers, the key is not refused.

Exit codes: 0 conforms (every selected check passed); 1 does not conform (a check found a spec
violation); 2 could not judge: a usage error, an unwritable report path, a refused key, an unreachable
service, an interrupted run (Ctrl-C, SIGTERM: the reports are written with what the run created, a
create in flight waited for up to 5 s), a run that passed nothing (every selected check skipped).

Options:
${optionsHelp(conformanceOptions, 23)}
`;

/** Prints the CA file the implementation must trust, where the CA comes from, and its fingerprint. */
function announceCa(selfSigned: SelfSignedTls, caDir: string | undefined): void {
  const origin = caDir === undefined
    ? 'a CA made for this run, its key in memory only; --tls-ca-dir <dir> keeps one across runs'
    : `${selfSigned.created ? 'created' : 'reused'}, its key in ${path.resolve(caDir, CA_KEY_FILE)} (0600)`;
  process.stdout.write(
    `TLS: tell the implementation to trust the CA certificate ${selfSigned.caFile}\n`
    + `     (${origin}; SHA-256 ${selfSigned.fingerprint})\n`,
  );
}

function endpoint(host: string | undefined, port: number | undefined, url: string | undefined) {
  return { ...(host ? { host } : {}), ...(port === undefined ? {} : { port }), ...(url ? { url } : {}) };
}

/** The flag's text, when given as one. */
type Values = Record<string, string | boolean | undefined>;
const text = (values: Values, name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined);

/**
 * Reads the certificate and key of --tls-cert and --tls-key as TLS would, so that a file that is no PEM, or a key not
 * of the certificate, is a usage error before the plan (issue #30, from a review: "PEM routines::no start line" and a
 * stack once the servers started).
 */
function certificateFiles(certFile: string, keyFile: string): TlsOptions {
  const tls = { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
  try {
    createSecureContext(tls);
  } catch (error) {
    throw usageError(`--tls-cert ${certFile} --tls-key ${keyFile}: not a certificate and its key in PEM that TLS can use `
      + `(${(error as Error).message}); give the PEM files of one certificate and its private key`, { cause: error });
  }
  return tls;
}

/** The run's options from the flags; every value checked, with its range, before anything starts. */
function optionsOf(values: Values, baseUrl: string, apiKey: string): ConformanceOptions {
  const str = (name: string) => text(values, name);
  const asked = (str('profile') ?? defaultProfile).split(',').map((p) => p.trim());
  const unknown = asked.filter((p) => !(profiles as readonly string[]).includes(p));
  if (unknown.length > 0) throw usageError(`--profile: unknown ${unknown.join(', ')}; use ${profiles.join(', ')}`);
  const given = <T>(flag: string, read: (flag: string, value: string) => T): T | undefined => {
    const value = str(flag);
    return value === undefined ? undefined : read(`--${flag}`, value);
  };
  const host = str('host');
  const receiverPort = given('receiver-port', portFlag);
  const fixturesPort = given('fixtures-port', portFlag);
  const inactiveKey = str('inactive-key');
  const revokedKey = str('revoked-key');
  const lookupPath = str('lookup-path');
  const only = str('only')?.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const maxWaitMs = given('max-wait', (flag, value) => durationFlag(flag, value, { above: 0 }));
  const deliveryWaitMs = given('delivery-wait', (flag, value) => durationFlag(flag, value, { above: 0 }));
  const requestsPerSecond = given('rps', (flag, value) => numberFlag(flag, value, { what: 'a number of requests per second', above: 0 }));
  // The fuzz cases' generator takes a 32-bit seed (conformance/fuzz/random.ts).
  const seed = given('seed', (flag, value) => numberFlag(flag, value, { what: 'a seed', integer: true, min: 0, max: 0xffff_ffff }));
  const fuzzCases = given('fuzz-cases', (flag, value) => numberFlag(flag, value, { what: 'a number of cases', integer: true, min: 1 }));
  const releasePrefix = str('release-prefix');
  return {
    baseUrl,
    apiKey,
    profiles: asked as Profile[],
    ...(inactiveKey ? { inactiveKey } : {}),
    ...(revokedKey ? { revokedKey } : {}),
    ...(lookupPath ? { lookupPath } : {}),
    ...(only && only.length > 0 ? { only } : {}),
    ...(maxWaitMs === undefined ? {} : { maxWaitMs }),
    ...(deliveryWaitMs === undefined ? {} : { deliveryWaitMs }),
    ...(values['wait-for-registration'] === true ? { waitForRegistration: true } : {}),
    ...(requestsPerSecond === undefined ? {} : { requestsPerSecond }),
    ...(seed === undefined ? {} : { seed }),
    ...(fuzzCases === undefined ? {} : { fuzzCases }),
    ...(releasePrefix === undefined ? {} : { releasePrefix }),
    receiver: endpoint(host, receiverPort, str('receiver-url')),
    fixtures: endpoint(host, fixturesPort, str('fixtures-url')),
    listenerLimits: listenerLimitsOf(values),
    onProgress: (event) => {
      const line = progressLine(event);
      if (line) process.stdout.write(line);
    },
  };
}

/** An option the run cannot use (conformance/option-error.ts) is a usage error; anything else is as thrown. */
function asUsage<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof OptionError) throw usageError(error.message, { cause: error });
    throw error;
  }
}

/**
 * The command. What it throws reaches main.ts's reportFailure (cli/errors.ts), as every command's does: a usage error
 * is one line with the pointer to --help where it is an option's, exit 2; a bug of the kit keeps its stack.
 */
async function runConformanceCommand(args: readonly string[]): Promise<number> {
  const parsed = parseOrHelp({ args: [...args], options: conformanceOptions }, help);
  if (parsed === undefined) return 0;
  const values: Values = parsed.values;
  const baseUrl = text(values, 'base-url');
  const apiKey = text(values, 'api-key');
  const caDir = text(values, 'tls-ca-dir');
  const selfSigned = values['tls-self-signed'] === true;
  if (!baseUrl || !apiKey) {
    // --tls-self-signed --tls-ca-dir alone prepares the CA, so the implementation can trust it before a run.
    if (baseUrl || apiKey || caDir === undefined || !selfSigned) throw usageError('--base-url and --api-key are required', { seeHelp: true });
    announceCa(asUsage(() => prepareSelfSignedTls({ caDir })), caDir);
    return 0;
  }
  if (caDir !== undefined && !selfSigned) throw usageError('--tls-ca-dir goes with --tls-self-signed');
  const certFile = text(values, 'tls-cert');
  const keyFile = text(values, 'tls-key');
  if ((certFile || keyFile) && !(certFile && keyFile)) throw usageError('--tls-cert and --tls-key go together');
  const options = optionsOf(values, baseUrl, apiKey);
  // Checks every option the run reads (the release prefix, --only, the URLs too) before anything starts.
  const plan = asUsage(() => planConformance(options));
  // Issue #30: a report that cannot be written is found before the first request, not after the last create.
  const paths: ReportPaths = Object.fromEntries(reportFlags.flatMap((flag) => (typeof values[flag] === 'string' ? [[flag, values[flag]]] : [])));
  asUsage(() => {
    try {
      checkReportPaths(paths);
    } catch (error) {
      throw new OptionError((error as Error).message, { cause: error });
    }
  });
  let tls = certFile && keyFile && !selfSigned ? certificateFiles(certFile, keyFile) : undefined;
  if (values['dry-run'] === true) {
    const files = Object.values(paths);
    process.stdout.write(`${planText(plan)}${files.length === 0 ? '' : `Report files can be written: ${files.join(', ')}.\n`}`);
    return 0;
  }
  if (selfSigned) {
    // The certificate must name the hosts the implementation reaches the suite by (URLs checked by the plan).
    const hostNames = [options.receiver?.url, options.fixtures?.url]
      .filter((url) => url !== undefined)
      .map((url) => new URL(url).hostname.replace(/^\[|\]$/g, ''));
    const prepared = asUsage(() => prepareSelfSignedTls({ hostNames, ...(caDir === undefined ? {} : { caDir }) }));
    announceCa(prepared, caDir);
    tls = prepared.tls;
  }
  return judge({ ...options, ...(tls ? { tls } : {}) }, paths);
}

export const conformanceCommand: Command = {
  run: (args) => runCommand('conformance', processIo, () => runConformanceCommand(args)),
};
