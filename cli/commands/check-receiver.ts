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
import { parseDuration } from '../../mock-server/src/duration.js';
import type { Command } from '../command.js';
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
interfere. Exit 0 only if every check passed, 1 otherwise, 2 on bad usage.

Options:
${optionsHelp(checkReceiverOptions)}
`;

export const checkReceiverCommand: Command = {
  async run(args) {
    let url: string;
    let apiKey: string;
    let timeoutMs: number;
    let files: { junit?: string | undefined; json?: string | undefined; summary?: string | undefined };
    try {
      const parsed = parseOrHelp({ args: [...args], options: checkReceiverOptions }, help);
      if (parsed === undefined) return 0;
      const { values } = parsed;
      if (!values.url || !values['api-key']) throw new Error('--url and --api-key are required');
      if (!URL.canParse(values.url) || !/^https?:$/.test(new URL(values.url).protocol)) throw new Error(`--url: "${values.url}" is not an http(s) URL`);
      timeoutMs = parseDuration(values.timeout);
      if (timeoutMs <= 0) throw new Error('--timeout must be more than 0');
      url = values.url;
      apiKey = values['api-key'];
      files = { junit: values.junit, json: values.json, summary: values.summary };
    } catch (error) {
      process.stderr.write(`ingest-kit check-receiver: ${(error as Error).message}\n`);
      return 2;
    }
    process.stdout.write(`Checking the webhook receiver at ${url} (${receiverChecks.length} checks, timeout ${timeoutMs / 1000} s)…\n`);
    const report: ReceiverReport = await checkReceiver({ url, apiKey, timeoutMs });
    if (report.unreachable) process.stderr.write(`ingest-kit check-receiver: ${report.unreachable}\n`);
    else process.stdout.write(`${report.results.map(receiverResultLine).join('\n')}\n`);
    process.stdout.write(receiverVerdictLine(report));
    if (files.junit) writeFileSync(files.junit, receiverJunitXml(report));
    if (files.json) writeFileSync(files.json, `${JSON.stringify(report, null, 2)}\n`);
    if (files.summary) writeFileSync(files.summary, receiverMarkdownSummary(report));
    return report.failed === 0 ? 0 : 1;
  },
};
