/** `ingest-kit listen`: a local webhook receiver that prints each delivery as it arrives (and can forward it). */
import { checkReportPaths } from '../../conformance/report/files.js';
import { SaveFolderError, startListener } from '../listen/index.js';
import { deliveryJson, deliveryLine } from '../listen/line.js';
import { type LiveReportFiles, startLiveReports } from '../../conformance/live/report.js';
import type { DeliveriesReport } from '../../conformance/live/types.js';
import { ViolationLog } from '../../conformance/live/violation-log.js';
import { WebhookWatcher, webhookRules } from '../../conformance/live/webhook-checks.js';
import { type Command, processIo, runCommand } from '../command.js';
import { listenFailure, usageError } from '../errors.js';
import { portFlag } from '../flag-values.js';
import { firstStopSignal } from '../stop-signal.js';
import { listenerLimitOptions, listenerLimitsOf } from '../listener-flags.js';
import { helpOption, optionsHelp, type OptionTable, parseOrHelp } from '../options.js';

// Deliberately like cli/commands/mock.ts:mockOptions: each command declares its own flags in the one
// OptionTable shape (cli/options.ts); alike in shape, not in meaning.
export const listenOptions = {
  'port': { type: 'string', value: '<n>', description: 'port to listen on (required; 0: any free port, printed)' },
  'api-key': {
    type: 'string',
    multiple: true,
    value: '<key>',
    description: ['the partner\'s API key the deliveries are signed with (required; repeat it', 'during a key rotation)'],
  },
  'host': { type: 'string', value: '<host>', default: '127.0.0.1', description: 'address to listen on' },
  'forward-to': { type: 'string', value: '<url>', description: 'forward each delivery to your own receiver and answer with its answer' },
  'accept-invalid': { type: 'boolean', description: 'answer 200 even when the signature does not verify (without --forward-to)' },
  'json': { type: 'boolean', description: 'print one JSON object per line instead (the start message goes to stderr)' },
  'save': {
    type: 'string',
    value: '<dir>',
    description: ['write each delivery\'s exact body and X-Service-Signature into <dir>, as', '<n>-<eventId>.body and .signature (to feed a verifier of your own)'],
  },
  'validate': {
    type: 'boolean',
    description: ['check each delivery against the contract\'s webhook rules (signature, timestamp, envelope,', 'data.status, retries, one event per transition) and show what broke'],
  },
  'report': { type: 'string', value: '<file>', description: 'with --validate: write the JSON report (deliveries, violations) on exit and every 10 s' },
  'junit': { type: 'string', value: '<file>', description: 'with --validate: write a JUnit XML report, a testcase per rule' },
  'summary': { type: 'string', value: '<file>', description: 'with --validate: write a markdown summary (e.g. $GITHUB_STEP_SUMMARY)' },
  ...listenerLimitOptions,
  ...helpOption,
} as const satisfies OptionTable;

const help = `Usage: ingest-kit listen --port <n> --api-key <key> [options]

A local webhook receiver to point the mock (or a service under test) at: register its URL as the
partner's webhook URL. Prints one line per delivery as it arrives:

  <time>  <eventId>  <eventType>  <data.status>  <n-th> attempt  verified|NOT verified (<reason>)  -> <status>

verified: the X-Service-Signature matches the raw body under --api-key within 300 s (spec 6.3); else the
reason (missing-header, malformed-header, timestamp-outside-tolerance, no-matching-signature, invalid-json).
It answers 200 when the signature verifies and 401 when it does not (spec 6.3, rule 4), like a real
receiver, so you see the sender retry. With --forward-to it forwards every delivery, verified or not,
with its exact bytes and headers to your app and answers what your app answers (502 when your app is
down, 504 when it takes over 10 s). Ctrl-C stops it.

With --validate it also checks every delivery, after answering it, against the webhook rules (the ids
the conformance suite uses) and ends the line with ✓ or ✗ and the ids of the rules broken, each
violation below it (received, documented, fix). --report, --junit and --summary write the findings
(the JSON form of \`ingest-kit proxy --json\`, with "deliveries") every 10 s and on exit.

Options:
${optionsHelp(listenOptions)}
`;

/** The last line of a `--validate` run: how many deliveries, and which rules broke how often. */
export function validationSummary(report: DeliveriesReport): string {
  const counts = new Map<string, number>();
  for (const v of report.violations) counts.set(`${v.rule} (${v.kind})`, (counts.get(`${v.rule} (${v.kind})`) ?? 0) + 1);
  const broken = [...counts].map(([rule, n]) => `${rule} ×${n}`).join(', ');
  const dropped = report.droppedViolations ? ` (the violations kept; ${report.droppedViolations} more not kept in the report)` : '';
  const deliveries = `${report.deliveries} ${report.deliveries === 1 ? 'delivery' : 'deliveries'}`;
  return `${deliveries} checked: ${broken === '' ? 'no rule broken' : broken}${dropped}`;
}

export const listenCommand: Command = {
  run: (args) => runCommand('listen', processIo, () => runListen(args)),
};

async function runListen(args: readonly string[]): Promise<number> {
  const parsed = parseOrHelp({ args: [...args], options: listenOptions }, help);
  if (parsed === undefined) return 0;
  const { values } = parsed;
  const keys = values['api-key'] ?? [];
  if (values.port === undefined || keys.length === 0) throw usageError('--port and --api-key are required', { seeHelp: true });
  const port = portFlag('--port', values.port);
  const forwardTo = values['forward-to'];
  if (forwardTo !== undefined && (!URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol))) {
    throw usageError(`--forward-to: "${forwardTo}" is not an http(s) URL`);
  }
  if (forwardTo !== undefined && values['accept-invalid']) throw usageError('--accept-invalid does nothing with --forward-to: your app answers');
  const json = values.json === true;
  const files: LiveReportFiles = {
    ...(values.report === undefined ? {} : { json: values.report }),
    ...(values.junit === undefined ? {} : { junit: values.junit }),
    ...(values.summary === undefined ? {} : { summary: values.summary }),
  };
  if (Object.keys(files).length > 0 && values.validate !== true) throw usageError('--report, --junit and --summary need --validate');
  try {
    // The suite's rule (conformance/report/files.ts): an empty path or one that cannot be written, before listening.
    checkReportPaths({ report: values.report, junit: values.junit, summary: values.summary });
  } catch (error) {
    throw usageError((error as Error).message, { cause: error });
  }
  // Bounded (violation-log.ts): a receiver runs for days, and one broken rule can break on every delivery.
  const log = new ViolationLog();
  let deliveries = 0;
  const report = (): DeliveriesReport => {
    const { violations, droppedViolations } = log.snapshot();
    return { deliveries, violations, ...(droppedViolations === 0 ? {} : { droppedViolations }) };
  };
  const options: Parameters<typeof startListener>[0] = {
    port,
    host: values.host,
    apiKey: keys,
    limits: listenerLimitsOf(values),
    ...(forwardTo === undefined ? {} : { forwardTo }),
    ...(values['accept-invalid'] ? { acceptInvalid: true } : {}),
    ...(values.save === undefined ? {} : { saveTo: values.save }),
    ...(values.validate === true ? { watcher: new WebhookWatcher({ apiKey: keys }) } : {}),
    onRequest: (request) => {
      if (request.violations !== undefined) {
        deliveries += 1;
        log.add(request.violations);
      }
      process.stdout.write(`${json ? deliveryJson(request) : deliveryLine(request)}\n`);
    },
  };
  let listener;
  try {
    listener = await startListener(options);
  } catch (error) {
    if (error instanceof SaveFolderError) throw usageError(`--save: ${error.message}`, { cause: error });
    throw listenFailure(error, { '--port': port }, values.host) ?? error;
  }
  const answers = options.forwardTo === undefined
    ? `answering 200 when the signature verifies, ${options.acceptInvalid ? '200' : '401'} when it does not`
    : `forwarding to ${options.forwardTo} and answering what it answers`;
  const validating = options.watcher === undefined ? '' : '; checking each delivery against the webhook rules';
  // With --json, stdout carries only the deliveries.
  const notes = json ? process.stderr : process.stdout;
  const writer = startLiveReports(report, files, {
    name: `ingest-kit listen ${listener.url}`,
    rules: webhookRules,
    onError: (error) => process.stderr.write(`ingest-kit listen: cannot write a report: ${(error as Error).message}\n`),
  });
  const stopping = firstStopSignal();
  notes.write(`Listening for webhooks on ${listener.url} (any path): register it as the partner's webhook URL; ${answers}${validating}. Ctrl-C stops.\n`);
  await stopping;
  await listener.close();
  const written = await writer.stop();
  if (options.watcher !== undefined) notes.write(`${validationSummary(report())}\n`);
  if (options.watcher === undefined) return 0;
  const { exitCode, why } = listenVerdict(report(), written);
  if (why !== '') notes.write(`ingest-kit listen: could not judge: ${why}\n`);
  return exitCode;
}

/**
 * What `listen --validate` exits with once stopped, by the kit's three codes (issue #30): 1 a delivery broke a spec
 * rule, 0 deliveries were checked and none did, 2 nothing could be judged (no delivery arrived, or a report could not
 * be written). Without --validate, listen judges nothing and exits 0.
 */
export function listenVerdict(report: DeliveriesReport, reportsWritten: boolean): { exitCode: 0 | 1 | 2; why: string } {
  if (!reportsWritten) return { exitCode: 2, why: 'a report could not be written (said above): fix its path' };
  if (report.violations.some((violation) => violation.kind === 'spec')) return { exitCode: 1, why: '' };
  if (report.deliveries > 0) return { exitCode: 0, why: '' };
  return { exitCode: 2, why: 'no delivery reached the listener: register its URL as the partner\'s webhook URL, then make an ingest finish' };
}
