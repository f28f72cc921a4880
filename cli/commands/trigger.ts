/**
 * `ingest-kit trigger completed|failed`: an ingest that ends in that state, and its webhook event, in one
 * step (as `stripe trigger` makes an event happen). It submits the mock's own demo release
 * (/_samples/demo-release.xml) with `Prefer: scenario=…` (docs/guides/scenarios-faults-clock.md), waits for the terminal
 * state and the event, and prints both.
 */
import { devDefaults } from '../../mock-server/src/config.js';
import { demoReleasePath } from '../../mock-server/src/samples/routes.js';
import type { Command } from '../command.js';
import { baseUrlOf, CommandError, type CommandIo, operatorOptions, operatorToken, operatorTokenDefault, processIo, requestJson, runCommand, sleep, usageError, waitForTerminal } from '../mock-client.js';
import { answer, operatorClient, type OperatorSchemas } from '../operator-client.js';
import { durationFlag } from '../flag-values.js';
import { optionsHelp, type OptionTable, parseOrHelp } from '../options.js';

const triggerOptions = {
  'api-key': { type: 'string', value: '<key>', default: devDefaults.apiKey, description: 'X-API-Key of the partner' },
  'release-id': { type: 'string', value: '<id>', description: 'releaseId (default TRIGGER-<state>-<time>)' },
  'webhook-faults': {
    type: 'string',
    value: '<list>',
    description: ['delivery faults for this ingest\'s events, joined by +:', 'duplicate+reorder+stale-timestamp… (docs/guides/scenarios-faults-clock.md)'],
  },
  'wait': { type: 'boolean', default: true, usage: '--no-wait', description: 'print the 201 and stop' },
  'timeout': { type: 'string', value: '<duration>', default: '30s', description: 'how long to wait' },
  ...operatorOptions,
  'operator-token': { ...operatorOptions['operator-token'], description: `X-Operator-Token, to read the event ${operatorTokenDefault}` },
} as const satisfies OptionTable;

const help = `Usage: ingest-kit trigger completed|failed [options]

Creates an ingest of the mock's demo release that ends completed, or failed (RESOURCE_FETCH_FAILED, one
file failing), with the Prefer: scenario header; waits for the terminal state and its webhook event, and
prints the record and the eventId(s).

Options:
${optionsHelp(triggerOptions, 25)}
`;

/** The scenario each outcome asks for (docs/guides/scenarios-faults-clock.md). */
const scenarios = { completed: 'scenario=completed', failed: 'scenario=resource-fetch-failed; files=1' } as const;

export async function runTrigger(args: readonly string[], io: CommandIo = processIo): Promise<number> {
  return runCommand('trigger', io, async () => {
    const parsed = parseOrHelp({ args: [...args], allowPositionals: true, allowNegative: true, options: triggerOptions }, help, io.stdout);
    if (parsed === undefined) return 0;
    const { values, positionals } = parsed;
    const [outcome, ...extra] = positionals;
    if ((outcome !== 'completed' && outcome !== 'failed') || extra.length > 0) {
      throw usageError('give the outcome to trigger: completed or failed (ingest-kit trigger --help)');
    }
    const faults = values['webhook-faults'];
    if (faults !== undefined && !/^[a-z-]+(\+[a-z-]+)*$/.test(faults)) {
      throw usageError(`--webhook-faults ${JSON.stringify(faults)}: give fault names joined by +, e.g. duplicate+reorder`);
    }
    const timeoutMs = durationFlag('--timeout', values.timeout, { above: 0 });
    const baseUrl = baseUrlOf(values['base-url']);
    const apiKey = values['api-key'];
    const prefer = `${scenarios[outcome]}${faults === undefined ? '' : `; webhook-faults=${faults}`}`;
    const created = await requestJson(io, baseUrl, 'POST', '/partner/v1/ddex/ingests', {
      headers: { 'x-api-key': apiKey, 'prefer': prefer },
      body: { releaseId: values['release-id'] ?? `TRIGGER-${outcome}-${Date.now()}`, xmlUrl: `${baseUrl}${demoReleasePath}` },
    });
    if (!values.wait) {
      io.stdout(`${JSON.stringify(created.body, null, 2)}\n`);
      return 0;
    }
    const { ingestId } = created.body as { ingestId: string };
    const record = await waitForTerminal(io, baseUrl, apiKey, ingestId, timeoutMs);
    io.stdout(`${JSON.stringify(record, null, 2)}\n`);
    const events = await eventsOf(io, baseUrl, operatorToken(values['operator-token'], io), ingestId, timeoutMs);
    for (const event of events) {
      // Why it went nowhere, and how to send it: `undeliverable` alone left a newcomer guessing.
      const why = event.state === 'undeliverable'
        ? `: the partner had no webhook URL; register one (PUT /_operator/partners/<partner>/webhook, docs/guides/webhooks.md), `
        + `then: ingest-kit events resend ${event.eventId}`
        : '';
      io.stdout(`eventId: ${event.eventId} (${event.state}${why})\n`);
    }
    if (record.status !== outcome) throw new CommandError(`ingest ${ingestId} ended ${String(record.status)}, not ${outcome}`, 1);
    return 0;
  });
}

/** The ingest's webhook events, once the first exists (it is stored with the terminal state: soon). */
async function eventsOf(
  io: CommandIo,
  baseUrl: string,
  token: string,
  ingestId: string,
  timeoutMs: number,
): Promise<OperatorSchemas['Event'][]> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const events = answer(await operatorClient(io, baseUrl, token).GET('/_operator/events', { params: { query: { ingestId } } }));
    if (events.length > 0) return events.reverse();
    if (performance.now() > deadline) throw new CommandError(`no webhook event for ingest ${ingestId} yet`, 1);
    await sleep(50);
  }
}

export const triggerCommand: Command = {
  run: (args) => runTrigger(args),
};
