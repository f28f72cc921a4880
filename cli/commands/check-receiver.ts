/** `ingest-kit check-receiver`: grades a partner's webhook receiver (spec 4.3, 6). Exit 0 only if every check passed. */
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
import { type Command, processIo, runCommand } from '../command.js';
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
interfere. Exit 0 only if every check passed, 1 if one failed, 2 if it could not judge (bad usage, the
receiver unreachable, a report file that cannot be written).

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

async function runCheckReceiver(args: readonly string[]): Promise<number> {
  const parsed = parseOrHelp({ args: [...args], options: checkReceiverOptions }, help);
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
  process.stdout.write(`Checking the webhook receiver at ${url} (${receiverChecks.length} checks, timeout ${timeoutMs / 1000} s)…\n`);
  const report: ReceiverReport = await checkReceiver({ url, apiKey: values['api-key'], timeoutMs });
  if (report.unreachable) process.stderr.write(`ingest-kit check-receiver: ${report.unreachable}\n`);
  else process.stdout.write(`${report.results.map(receiverResultLine).join('\n')}\n`);
  process.stdout.write(receiverVerdictLine(report));
  writeReport('--junit', values.junit, () => receiverJunitXml(report));
  writeReport('--json', values.json, () => `${JSON.stringify(report, null, 2)}\n`);
  writeReport('--summary', values.summary, () => receiverMarkdownSummary(report));
  // Nothing answered: nothing was judged.
  if (report.unreachable) return 2;
  return report.failed === 0 ? 0 : 1;
}

export const checkReceiverCommand: Command = {
  run: (args) => runCommand('check-receiver', processIo, () => runCheckReceiver(args)),
};
