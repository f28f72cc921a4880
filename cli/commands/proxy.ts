/**
 * `ingest-kit proxy`: a passive proxy in front of any implementation of the service (staging, the mock, a
 * partner's own stub) that judges every exchange by the rule library the conformance suite uses, live.
 */
import { checkReportPaths } from '../../conformance/report/files.js';
import { startLiveReports, writeAtomically, writeLiveReports } from '../../conformance/live/report.js';
import { exchangeLine } from '../../conformance/live/console.js';
import { har, startLiveHar } from '../../conformance/live/har.js';
import { answerTimeout, DEFAULT_ANSWER_TIMEOUT_MS, startProxy, type RunningProxy } from '../../conformance/live/proxy/index.js';
import { probeTarget } from '../../conformance/live/proxy/target-probe.js';
import { proxyLiveRules } from '../../conformance/live/rules.js';
import type { ProxyReport, RuleKind } from '../../conformance/live/types.js';
import { proxyVerdict } from '../../conformance/live/verdict.js';
import { webhookRules } from '../../conformance/live/webhook-checks.js';
import { listenFailure, usageError } from '../errors.js';
import { type Command, processIo, runCommand } from '../command.js';
import { lineBatch } from '../line-batch.js';
import { firstStopSignal } from '../stop-signal.js';
import { listenerLimitOptions, listenerLimitsOf } from '../listener-flags.js';
import type { ListenerLimits } from '../../conformance/listener-limits.js';
import { durationFlag, portFlag } from '../flag-values.js';
import { helpOption, optionsHelp, type OptionTable, parseOrHelp, reportOptions } from '../options.js';
import { startWebhooks } from '../proxy/webhooks.js';
import { kitVersion } from '../version.js';

/** The rules a clean exchange broke: none (one array for every such line). */
const noRules: readonly string[] = [];

const proxyOptions = {
  'target': { type: 'string', value: '<url>', description: 'the service to forward to, e.g. https://staging.example (required)' },
  'port': { type: 'string', value: '<n>', default: '4020', description: 'port to listen on (0: any free port, printed)' },
  'host': { type: 'string', value: '<host>', default: '127.0.0.1', description: 'address to listen on' },
  'target-timeout': {
    type: 'string',
    value: '<duration>',
    default: `${DEFAULT_ANSWER_TIMEOUT_MS / 1000}s`,
    description: ['the wait for the target\'s answer to begin', 'once the request is whole; then 504 PROXY_TARGET_TIMEOUT (0: no limit)'],
  },
  // The clients' side, and the --webhooks-port listener's (docs/guides/watch-traffic.md, "Slow and many clients").
  ...listenerLimitOptions,
  ...reportOptions,
  'har': { type: 'string', value: '<file>', description: 'record the traffic as HAR 1.2, keys and signatures redacted' },
  'fail-on-violation': {
    type: 'string',
    usage: '--fail-on-violation[=extension]',
    description: ['=extension: exit 1 when an extension rule broke too (a spec rule always', 'counts; the bare flag, spec rules only, is the default)'],
  },
  'webhooks-port': {
    type: 'string',
    value: '<n>',
    description: ['also receive the service\'s webhooks on this port (register its URL as the', 'partner\'s webhook URL) and check each delivery (needs --api-key)'],
  },
  'api-key': {
    type: 'string',
    multiple: true,
    value: '<key>',
    description: 'the partner\'s API key the webhooks are signed with (repeat it during a rotation)',
  },
  'forward-to': { type: 'string', value: '<url>', description: 'forward each webhook to your own receiver and answer with its answer' },
  ...helpOption,
} as const satisfies OptionTable;

const help = `Usage: ingest-kit proxy --target <url> [options]

A passive proxy: point your client (or your test suite) at it instead of the service. Every request and
every answer passes through unchanged (streamed, keep-alive, any method and path); the proxy sends no request
of its own. Each exchange is judged by the rules of the conformance suite and printed as one line:

  <method> <path>  <status>  <ms> ms  ✓ | ✗ <broken rule ids>

An exchange the proxy answered itself (502: the target cannot be reached; 504: it began no answer within
--target-timeout; 408: the client's request did not arrive in time) says nothing about the service: it is shown
as \`<status> by the proxy: <cause>  ✗ not judged\`, never ✓, judged by no rule, and counted apart in the reports.
At start the proxy tries a TCP connect to the target (no request) and warns when nothing listens there; it starts
anyway, and forwards once the target is up.

Rules are of two kinds: spec (the specification states it) and extension (a decision of ours marked
x-ingest-kit-decision in openapi.yaml; an implementation may choose otherwise). Keys never appear in any
output: paths are printed without their query, the HAR has keys and signatures replaced. The report files
are written every 10 s and on exit (Ctrl-C, SIGTERM). docs/guides/watch-traffic.md lists every rule.

With --webhooks-port the same process receives the service's webhooks, answers them as \`ingest-kit listen\`
does (200 when the signature verifies, else 401; or your app's answer with --forward-to), and checks each one:
the signature, its timestamp, the envelope, data.status, retries, one event per transition, and that data
equals the last lookup of that ingest the proxy saw.

Exit codes, once stopped (Ctrl-C, SIGTERM):
  0  the service conforms: exchanges were judged, and no spec rule broke
  1  a violation: a spec rule broke (with --fail-on-violation=extension, any rule)
  2  could not judge: bad usage, a port it cannot listen on, a report file it cannot write, or nothing judged
     (the target never answered: every exchange was the proxy's own answer; or no request came)

Options:
${optionsHelp(proxyOptions)}
`;

/** `--fail-on-violation` alone means spec rules: parseArgs wants a value, so the bare flag is given one. */
function withFailValue(args: readonly string[]): string[] {
  return args.map((arg) => (arg === '--fail-on-violation' ? '--fail-on-violation=spec' : arg));
}

/** The target as it may be printed: no user, password or query. */
function shown(target: URL): string {
  return `${target.protocol}//${target.host}${target.pathname.replace(/\/$/, '')}`;
}

interface Settings {
  target: URL;
  port: number;
  host: string;
  answerTimeoutMs: number;
  limits: ListenerLimits;
  files: { json?: string; junit?: string; summary?: string };
  harFile: string | undefined;
  failOn: readonly RuleKind[];
  webhooks: { port: number; apiKey: readonly string[]; forwardTo?: string } | undefined;
}

/** --target-timeout as ms: a duration a timer can hold (answerTimeout), else a usage error naming the flag. */
function targetTimeoutOf(value: string): number {
  const ms = durationFlag('--target-timeout', value);
  try {
    return answerTimeout(ms);
  } catch (error) {
    throw usageError(`--target-timeout: ${(error as Error).message}`, { cause: error });
  }
}

/** The report paths by the suite's one rule (conformance/report/files.ts): an empty one is an unset variable. */
function checkPaths(paths: Readonly<Record<string, string | undefined>>): void {
  try {
    checkReportPaths(paths);
  } catch (error) {
    throw usageError((error as Error).message, { cause: error });
  }
}

function settings(args: readonly string[]): Settings | undefined {
  const parsed = parseOrHelp({ args: withFailValue(args), options: proxyOptions }, help);
  if (parsed === undefined) return undefined;
  const { values } = parsed;
  if (values.target === undefined) throw usageError('--target is required, e.g. --target https://staging.example');
  if (!URL.canParse(values.target) || !/^https?:$/.test(new URL(values.target).protocol)) throw usageError('--target: not an http(s) URL');
  const port = portFlag('--port', values.port);
  const answerTimeoutMs = targetTimeoutOf(values['target-timeout']);
  const keys = values['api-key'] ?? [];
  const forwardTo = values['forward-to'];
  if (values['webhooks-port'] === undefined && (keys.length > 0 || forwardTo !== undefined)) throw usageError('--api-key and --forward-to go with --webhooks-port');
  if (values['webhooks-port'] !== undefined && keys.length === 0) throw usageError('--webhooks-port needs --api-key (the key the webhooks are signed with)');
  if (forwardTo !== undefined && (!URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol))) throw usageError('--forward-to: not an http(s) URL');
  const webhooks = values['webhooks-port'] === undefined
    ? undefined
    : { port: portFlag('--webhooks-port', values['webhooks-port']), apiKey: keys, ...(forwardTo === undefined ? {} : { forwardTo }) };
  checkPaths({ json: values.json, junit: values.junit, summary: values.summary, har: values.har });
  const fail = values['fail-on-violation'];
  if (fail !== undefined && fail !== 'spec' && fail !== 'extension') throw usageError(`--fail-on-violation: "${fail}" is neither spec nor extension`);
  return {
    target: new URL(values.target),
    port,
    host: values.host,
    answerTimeoutMs,
    limits: listenerLimitsOf(values),
    files: {
      ...(values.json === undefined ? {} : { json: values.json }),
      ...(values.junit === undefined ? {} : { junit: values.junit }),
      ...(values.summary === undefined ? {} : { summary: values.summary }),
    },
    harFile: values.har,
    failOn: fail === 'extension' ? ['spec', 'extension'] : ['spec'],
    webhooks,
  };
}

export const proxyCommand: Command = {
  run: (args) => runCommand('proxy', processIo, () => runProxy(args)),
};

async function runProxy(args: readonly string[]): Promise<number> {
  // A usage error is worded as for every command (cli/errors.ts: one line, a pointer to --help, exit 2).
  const options = settings(args);
  if (options === undefined) return 0;
  const { target, files, harFile, failOn } = options;
  const version = kitVersion();
  const rules = options.webhooks ? [...proxyLiveRules, ...webhookRules] : proxyLiveRules;
  const reportOptions = { rules, name: `proxy → ${shown(target)}` };
  // The paths were checked with the suite's rule (settings); each report is written once now, empty, as it will be
  // every 10 s, so that it is there from the start (a write that fails all the same is still exit 2).
  try {
    await writeLiveReports({ exchanges: 0, violations: [], proxyAnswered: 0, proxyAnswers: [] }, files, reportOptions);
    if (harFile !== undefined) await writeAtomically(harFile, JSON.stringify(har([], version)));
  } catch (error) {
    process.stderr.write(`ingest-kit proxy: cannot write a report: ${(error as Error).message}; fix the path (its folder must exist and be writable)\n`);
    return 2;
  }
  // One line per exchange and per delivery, written a batch every 20 ms at most (line-batch.ts): a console that
  // stays live, and one write for many exchanges under load instead of one per turn of the event loop.
  const lines = lineBatch((text) => process.stdout.write(text), { everyMs: 20 });
  // A TCP connect to the target while the proxy starts: a warning, not a refusal (the target may come up later).
  const probe = probeTarget(target);
  let proxy: RunningProxy;
  try {
    proxy = await startProxy({
      target,
      port: options.port,
      host: options.host,
      answerTimeoutMs: options.answerTimeoutMs,
      limits: options.limits,
      recordHar: harFile !== undefined,
      onExchange: (x) => {
        const broken = x.violations.length === 0 ? noRules : x.violations.map((v) => v.rule);
        lines.line(exchangeLine({ ...x, broken }));
      },
    });
  } catch (error) {
    const listening = listenFailure(error, { '--port': options.port }, options.host);
    process.stderr.write(`ingest-kit proxy: ${listening?.message ?? `cannot listen on ${options.host}:${options.port}: ${(error as Error).message}`}\n`);
    return 2;
  }
  const deliveries = await startWebhooks(options, proxy, lines);
  if (deliveries === null) {
    await proxy.close();
    lines.close();
    return 2;
  }
  const report = (): ProxyReport => {
    const { violations, droppedViolations = 0, ...rest } = proxy.report();
    const webhooks = deliveries?.violations.snapshot() ?? { violations: [], droppedViolations: 0 };
    const dropped = droppedViolations + webhooks.droppedViolations;
    return { ...rest, violations: [...violations, ...webhooks.violations], ...(dropped === 0 ? {} : { droppedViolations: dropped }) };
  };
  const onError = (error: unknown) => process.stderr.write(`ingest-kit proxy: cannot write a report: ${(error as Error).message}\n`);
  // The deliveries are judged too: the JUnit report skips the rules only when neither exchange nor delivery was.
  const judged = () => {
    const { exchanges, proxyAnswered = 0 } = proxy.report();
    return exchanges - proxyAnswered + (deliveries?.count() ?? 0);
  };
  const reports = startLiveReports(report, files, {
    ...reportOptions,
    onError,
    get judged() {
      return judged();
    },
  });
  const harWriter = harFile === undefined ? undefined : startLiveHar(harFile, () => JSON.stringify(proxy.har(version)), onError);
  const unreachable = await probe;
  if (unreachable !== null) {
    process.stderr.write(`ingest-kit proxy: warning: ${unreachable}: start the service, or fix --target. The proxy starts anyway; until the target answers, each request gets the proxy's 502, not judged.\n`);
  }
  const stopping = firstStopSignal();
  lines.line(`Proxying ${proxy.url} → ${shown(target)}: point your client at ${proxy.url}. Ctrl-C stops.`);
  if (deliveries) lines.line(`Receiving webhooks on ${deliveries.url} (any path): register it as the partner's webhook URL.`);
  lines.flush();
  await stopping;
  await Promise.all([proxy.close(), deliveries?.close()]);
  const written = await Promise.all([reports.stop(), harWriter?.stop() ?? true]);
  lines.close();
  const { exchanges, violations, droppedViolations, proxyAnswered = 0 } = report();
  const spec = violations.filter((v) => v.kind === 'spec').length;
  const received = deliveries ? `, ${deliveries.count()} webhook deliveries` : '';
  const own = proxyAnswered === 0 ? '' : ` (${proxyAnswered} answered by the proxy itself, not judged)`;
  const dropped = droppedViolations ? ` (kept in the reports; ${droppedViolations} more not kept)` : '';
  process.stdout.write(`${exchanges} exchange(s)${own}${received}, ${violations.length} violation(s): ${spec} spec, ${violations.length - spec} extension${dropped}.\n`);
  const verdict = proxyVerdict({ violations, failOn, judged: judged(), proxyAnswered, reportsWritten: written.every(Boolean) });
  if (verdict.exitCode === 2) process.stderr.write(`ingest-kit proxy: ${verdict.why} (exit 2).\n`);
  return verdict.exitCode;
}
