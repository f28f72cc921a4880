/**
 * `ingest-kit check-receiver`: grades a partner's webhook receiver (spec 4.3, 6). Exit 0 only if every check passed, 1
 * if one failed, 2 if it could not judge (no delivery got an answer at all).
 */
import { writeFileSync } from 'node:fs';
import {
  checkReceiver,
  receiverChecks,
  receiverJunitXml,
  receiverMarkdownSummary,
  receiverResultLine,
  receiverVerdictLine,
  type ReceiverReport,
} from '../../conformance/receiver-check/index.js';
import { checkReportPaths } from '../../conformance/report/files.js';
import { verdictExitCodes } from '../../conformance/types.js';
import { type Command, type CommandIo, processIo, runCommand } from '../command.js';
import { usageError } from '../errors.js';
import { durationFlag } from '../flag-values.js';
import { helpOption, optionsHelp, type OptionTable, parseOrHelp, reportOptions } from '../options.js';

const checkReceiverOptions = {
  'url': { type: 'string', value: '<url>', description: 'the receiver, http(s) (required)' },
  'api-key': { type: 'string', value: '<key>', description: 'the partner\'s API key the receiver verifies with (required)' },
  'timeout': { type: 'string', value: '<duration>', default: '10s', description: 'how long an answer may take, spec 4.3' },
  ...reportOptions,
  ...helpOption,
} as const satisfies OptionTable;

const help = `Usage: ingest-kit check-receiver --url <receiver> --api-key <key> [options]

Sends your webhook receiver the deliveries the service may send (spec 4.3, 6), signed with --api-key as
the service signs them (X-Service-Signature, spec 6.3), and judges each answer:
${receiverChecks.map((c) => `  ${c.id.padEnd(36)} ${{ accept: '2xx  ', reject: '4xx  ', advisory: 'note ' }[c.expects]} spec ${c.specSection}`).join('\n')}
2xx: any 2xx within --timeout. 4xx: 401 as spec 6.3 recommends (another 4xx passes with a note; a 2xx, a
5xx or no answer fails). note: advisory, reported and never failed (from outside, a right and a wrong
answer can look alike). Every run uses fresh eventIds, so the receiver's idempotency store does not
interfere. Exit 0 only if every check passed, 1 if one failed, 2 if it could not judge (bad usage, no
delivery answered at all: nothing listens, a name that does not resolve, every answer past --timeout; a
report file that cannot be written).

Options:
${optionsHelp(checkReceiverOptions)}
`;

/** Writes a report file; one that cannot be written is a usage error naming it (exit 2). */
function writeReport(flag: string, file: string | undefined, text: () => string): void {
  if (file === undefined) return;
  try {
    writeFileSync(file, text());
  } catch (error) {
    throw usageError(`${flag} ${file}: cannot write it: ${(error as Error).message}`, { cause: error });
  }
}

/** The command, writing to `io` and sending with its fetch (a test passes its own). */
export async function runCheckReceiver(args: readonly string[], io: CommandIo = processIo): Promise<number> {
  const parsed = parseOrHelp({ args: [...args], options: checkReceiverOptions }, help, io.stdout);
  if (parsed === undefined) return 0;
  const { values } = parsed;
  if (!values.url || !values['api-key']) throw usageError('--url and --api-key are required', { seeHelp: true });
  if (!URL.canParse(values.url) || !/^https?:$/.test(new URL(values.url).protocol)) throw usageError(`--url: "${values.url}" is not an http(s) URL`);
  const timeoutMs = durationFlag('--timeout', values.timeout, { above: 0 });
  const url = values.url;
  try {
    // The suite's check (conformance/report/files.ts): a path it cannot write is found before the receiver is sent anything.
    checkReportPaths(Object.fromEntries((['junit', 'json', 'summary'] as const).flatMap((flag) => (values[flag] === undefined ? [] : [[flag, values[flag]]]))));
  } catch (error) {
    throw usageError((error as Error).message, { cause: error });
  }
  io.stdout(`Checking the webhook receiver at ${url} (${receiverChecks.length} checks, timeout ${timeoutMs / 1000} s)…\n`);
  const report: ReceiverReport = await checkReceiver({ url, apiKey: values['api-key'], timeoutMs, fetch: io.fetch });
  if (report.unreachable) io.stderr(`ingest-kit check-receiver: ${report.unreachable}\n`);
  else io.stdout(`${report.results.map(receiverResultLine).join('\n')}\n`);
  io.stdout(receiverVerdictLine(report));
  writeReport('--junit', values.junit, () => receiverJunitXml(report));
  writeReport('--json', values.json, () => `${JSON.stringify(report, null, 2)}\n`);
  writeReport('--summary', values.summary, () => receiverMarkdownSummary(report));
  // No answer at all (nothing listens, a name that does not resolve, every answer too late): nothing was judged, 2.
  return verdictExitCodes[report.verdict];
}

export const checkReceiverCommand: Command = {
  run: (args) => runCommand('check-receiver', processIo, () => runCheckReceiver(args)),
};
