/**
 * `ingest-kit conformance`: the suite against any implementation of the service. Exit 0 conforms (every selected check
 * passed), 1 does not conform, 2 could not judge: a usage error, an unwritable report path, a refused key, an
 * unreachable service, an interrupted run (issue #30).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CA_KEY_FILE, prepareSelfSignedTls, type SelfSignedTls } from '../../conformance/ca-dir.js';
import { progressLine, verdictLine } from '../../conformance/report/console.js';
import { checkReportPaths, type ReportPaths, reportFlags, writeReports } from '../../conformance/report/files.js';
import { planText } from '../../conformance/report/plan.js';
import { type ConformanceOptions, planConformance, runConformance } from '../../conformance/run.js';
import type { ConformanceReport, Profile } from '../../conformance/types.js';
import { defaultProfile, profiles, verdictExitCodes } from '../../conformance/types.js';
import { parseDuration } from '../../mock-server/src/duration.js';
import type { Command } from '../command.js';
import { listenFailure } from '../errors.js';
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
service, an interrupted run (Ctrl-C, SIGTERM: the reports are written with what the run created).

Options:
${optionsHelp(conformanceOptions, 23)}
`;

function port(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${flag}: "${text}" is not a port`);
  return n;
}

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

export const conformanceCommand: Command = {
  async run(args) {
    let values: Record<string, string | boolean | undefined>;
    let options: ConformanceOptions;
    let paths: ReportPaths;
    try {
      const parsed = parseOrHelp({ args: [...args], options: conformanceOptions }, help);
      if (parsed === undefined) return 0;
      ({ values } = parsed);
      const str = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
      const baseUrl = str('base-url');
      const apiKey = str('api-key');
      const caDir = str('tls-ca-dir');
      if (!baseUrl || !apiKey) {
        // --tls-self-signed --tls-ca-dir alone prepares the CA, so the implementation can trust it before a run.
        if (baseUrl || apiKey || caDir === undefined || !values['tls-self-signed']) throw new Error('--base-url and --api-key are required');
        announceCa(prepareSelfSignedTls({ caDir }), caDir);
        return 0;
      }
      const asked = (str('profile') ?? defaultProfile).split(',').map((p) => p.trim());
      const unknown = asked.filter((p) => !(profiles as readonly string[]).includes(p));
      if (unknown.length > 0) throw new Error(`--profile: unknown ${unknown.join(', ')}; use ${profiles.join(', ')}`);
      let tls: ConformanceOptions['tls'];
      if (caDir !== undefined && !values['tls-self-signed']) throw new Error('--tls-ca-dir goes with --tls-self-signed');
      const dryRun = values['dry-run'] === true;
      if (values['tls-self-signed'] && !dryRun) {
        // The certificate must name the hosts the implementation reaches the suite by.
        const hostNames = [str('receiver-url'), str('fixtures-url')]
          .filter((url) => url !== undefined && URL.canParse(url))
          .map((url) => new URL(url!).hostname.replace(/^\[|\]$/g, ''));
        const selfSigned = prepareSelfSignedTls({ hostNames, ...(caDir === undefined ? {} : { caDir }) });
        announceCa(selfSigned, caDir);
        tls = selfSigned.tls;
      } else if (str('tls-cert') || str('tls-key')) {
        const certFile = str('tls-cert');
        const keyFile = str('tls-key');
        if (!certFile || !keyFile) throw new Error('--tls-cert and --tls-key go together');
        tls = { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
      }
      const host = str('host');
      const receiverPort = port('--receiver-port', str('receiver-port'));
      const fixturesPort = port('--fixtures-port', str('fixtures-port'));
      const receiverUrl = str('receiver-url');
      const fixturesUrl = str('fixtures-url');
      const inactiveKey = str('inactive-key');
      const revokedKey = str('revoked-key');
      const lookupPath = str('lookup-path');
      const only = str('only');
      const maxWait = str('max-wait');
      const deliveryWait = str('delivery-wait');
      const rps = str('rps');
      const seed = str('seed');
      const fuzzCases = str('fuzz-cases');
      const releasePrefix = str('release-prefix');
      if (seed !== undefined && !/^\d+$/.test(seed)) throw new Error(`--seed: "${seed}" is not a whole number`);
      if (fuzzCases !== undefined && !/^[1-9]\d*$/.test(fuzzCases)) throw new Error(`--fuzz-cases: "${fuzzCases}" is not a positive whole number`);
      if (rps !== undefined && !(Number(rps) > 0)) throw new Error(`--rps: "${rps}" is not a positive number`);
      options = {
        baseUrl,
        apiKey,
        profiles: asked as Profile[],
        ...(inactiveKey ? { inactiveKey } : {}),
        ...(revokedKey ? { revokedKey } : {}),
        ...(lookupPath ? { lookupPath } : {}),
        ...(only ? { only: only.split(',').map((s) => s.trim()) } : {}),
        ...(maxWait ? { maxWaitMs: parseDuration(maxWait) } : {}),
        ...(deliveryWait ? { deliveryWaitMs: parseDuration(deliveryWait) } : {}),
        ...(values['wait-for-registration'] === true ? { waitForRegistration: true } : {}),
        ...(rps === undefined ? {} : { requestsPerSecond: Number(rps) }),
        ...(seed === undefined ? {} : { seed: Number(seed) }),
        ...(fuzzCases === undefined ? {} : { fuzzCases: Number(fuzzCases) }),
        ...(releasePrefix === undefined ? {} : { releasePrefix }),
        receiver: endpoint(host, receiverPort, receiverUrl),
        fixtures: endpoint(host, fixturesPort, fixturesUrl),
        listenerLimits: listenerLimitsOf(values),
        ...(tls ? { tls } : {}),
        onProgress: (event) => {
          const line = progressLine(event);
          if (line) process.stdout.write(line);
        },
      };
      // Checks every option the run reads (the release prefix too) before anything starts.
      const plan = planConformance(options);
      // Issue #30: a report that cannot be written is found before the first request, not after the last create.
      paths = Object.fromEntries(reportFlags.flatMap((flag) => (typeof values[flag] === 'string' ? [[flag, values[flag]]] : [])));
      checkReportPaths(paths);
      if (dryRun) {
        const files = Object.values(paths);
        process.stdout.write(`${planText(plan)}${files.length === 0 ? '' : `Report files can be written: ${files.join(', ')}.\n`}`);
        return 0;
      }
    } catch (error) {
      process.stderr.write(`ingest-kit conformance: ${(error as Error).message}\n`);
      return 2;
    }
    return judge(options, paths);
  },
};

/**
 * The run, with its reports written as it goes: when the preflight passed, after each create, and at the end. On
 * SIGINT or SIGTERM the run stops, the reports are written marked interrupted, and the process exits 2.
 */
async function judge(options: ConformanceOptions, paths: ReportPaths): Promise<number> {
  const write = (report: ConformanceReport) => {
    for (const problem of writeReports(paths, report)) process.stderr.write(`ingest-kit conformance: cannot write a report: ${problem}\n`);
  };
  const controller = new AbortController();
  const stops = (['SIGINT', 'SIGTERM'] as const).map((name) => {
    const stop = () => {
      process.stdout.write(`\n${name}: stopping the run and writing the reports…\n`);
      controller.abort(name);
    };
    process.once(name, stop);
    return () => process.off(name, stop);
  });
  let report: ConformanceReport;
  try {
    report = await runConformance({
      ...options,
      signal: controller.signal,
      onProgress: (event) => {
        options.onProgress?.(event);
        if (event.type === 'report') write(event.report);
      },
    });
  } catch (error) {
    // A --receiver-port or --fixtures-port in use: the hint every listening command gives (errors.ts), exit 2.
    const { receiver, fixtures } = options;
    throw listenFailure(error, { '--receiver-port': receiver?.port, '--fixtures-port': fixtures?.port }, receiver?.host ?? '127.0.0.1') ?? error;
  } finally {
    for (const off of stops) off();
  }
  write(report);
  process.stdout.write(verdictLine(report));
  const code = verdictExitCodes[report.verdict];
  if (report.notJudged?.cause === 'interrupted') {
    // The check under way was abandoned with its waits pending: the process ends here, once the lines are out.
    await new Promise((resolve) => process.stdout.write('', resolve));
    process.exit(code);
  }
  return code;
}
