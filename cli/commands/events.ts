/**
 * `ingest-kit events list|resend`: the delivery ledger of the operator API (docs/guides/webhooks.md, "Delivery ledger"), as
 * `stripe events resend` does for Stripe: list the webhook events, deliver one again, or once to another URL.
 */
import type { Command } from '../command.js';
import { baseUrlOf, cell, CommandError, type CommandIo, operatorOptions, operatorToken, processIo, runCommand, usageError } from '../mock-client.js';
import { answer, type OperatorClient, operatorClient, type OperatorSchemas } from '../operator-client.js';
import { numberFlag } from '../flag-values.js';
import { optionsHelp, type OptionTable, parseOrHelp } from '../options.js';

const listOptions = {
  ingest: { type: 'string', value: '<id>', description: 'only this ingest\'s events' },
  partner: { type: 'string', value: '<id>', description: 'only this partner\'s events' },
  state: { type: 'string', value: '<state>', description: 'pending, delivered, lost or undeliverable' },
  limit: { type: 'string', value: '<n>', default: '20', description: 'at most n events' },
  json: { type: 'boolean', description: 'the operator API\'s JSON instead of a table' },
} as const satisfies OptionTable;

const resendOptions = {
  to: {
    type: 'string',
    value: '<url>',
    description: [
      'deliver it once to this URL instead of the registered one (HTTPS, or http to a',
      'loopback host): the registration and the event\'s state stay as they are',
    ],
  },
} as const satisfies OptionTable;

const help = `Usage: ingest-kit events list [options]
       ingest-kit events resend <eventId> [--to <url>] [options]

list     the webhook events, newest first: eventId, ingestId, state, attempts made (all kinds), the last attempt's status
${optionsHelp(listOptions, 17)}

resend   deliver an event again now, as a new attempt; exit 1 when that attempt fails
${optionsHelp(resendOptions, 17)}

Options of both:
${optionsHelp(operatorOptions, 25)}
`;

/** How the last attempt ended, in a few characters: `200`, `500`, the error, `in-flight`, or `-`. */
function lastStatus(attempts: readonly { outcome: string; statusCode: number | null; error: string | null }[]): string {
  const last = attempts.at(-1);
  if (last === undefined) return '-';
  if (last.outcome === 'in-flight') return 'in-flight';
  return last.statusCode === null ? (last.error ?? last.outcome) : String(last.statusCode);
}

async function list(io: CommandIo, client: OperatorClient, values: Record<string, string | boolean | undefined>): Promise<number> {
  const limit = typeof values.limit === 'string' ? values.limit : listOptions.limit.default;
  const count = numberFlag('--limit', limit, { what: 'a number of events', integer: true, min: 1, max: 1000 });
  const query = {
    ...(typeof values.ingest === 'string' ? { ingestId: values.ingest } : {}),
    ...(typeof values.partner === 'string' ? { partnerId: values.partner } : {}),
    // The mock refuses an unknown state (400): passed on as given.
    ...(typeof values.state === 'string' ? { state: values.state as OperatorSchemas['EventState'] } : {}),
    limit: count,
  };
  const events = answer(await client.GET('/_operator/events', { params: { query } }));
  if (values.json === true) {
    io.stdout(`${JSON.stringify(events, null, 2)}\n`);
    return 0;
  }
  // The list has no attempts: one lookup each (a local mock; at most --limit of them).
  const details = await Promise.all(events.map(async (event) =>
    answer(await client.GET('/_operator/events/{eventId}', { params: { path: { eventId: event.eventId } } })).attempts));
  // ATTEMPTS counts the ledger: every attempt made, whatever its kind (resends, fault-injected deliveries, attempts
  // cut by a restart), not the list's `attempts`, the retry counter, which counts scheduled attempts only.
  const rows = events.map((event, i) => {
    const attempts = details[i] ?? [];
    return [event.eventId, event.ingestId, event.state, String(attempts.length), lastStatus(attempts)];
  });
  const widths = [30, 12, 14, 9, 40];
  const line = (cells: readonly string[]) => cells.map((c, i) => cell(c, widths[i]!).padEnd(widths[i]! + 2)).join('').trimEnd();
  io.stdout(`${[line(['EVENT ID', 'INGEST', 'STATE', 'ATTEMPTS', 'LAST STATUS']), ...rows.map(line)].join('\n')}\n`);
  if (events.length === 0) io.stderr('no events (yet): an event is made when an ingest completes or fails\n');
  return 0;
}

async function resend(io: CommandIo, client: OperatorClient, eventId: string, to: string | undefined): Promise<number> {
  const { attempt, event } = answer(await client.POST('/_operator/events/{eventId}/resend', {
    params: { path: { eventId } },
    ...(to === undefined ? {} : { body: { url: to } }),
  }));
  if (attempt === undefined) throw new CommandError(`the resend of ${eventId} made no attempt`, 1);
  const result = attempt.statusCode === null ? (attempt.error ?? attempt.outcome) : `HTTP ${attempt.statusCode}`;
  io.stdout(`${eventId}: attempt ${attempt.number} (${attempt.kind}) to ${attempt.url}: ${attempt.outcome}, ${result}; event ${event.state}\n`);
  if (attempt.outcome !== 'succeeded') throw new CommandError(`the resend of ${eventId} failed: ${result}`, 1);
  return 0;
}

export async function runEvents(args: readonly string[], io: CommandIo = processIo): Promise<number> {
  return runCommand('events', io, async () => {
    const options = { ...listOptions, ...resendOptions, ...operatorOptions };
    const parsed = parseOrHelp({ args: [...args], allowPositionals: true, options }, help, io.stdout);
    if (parsed === undefined) return 0;
    const { values, positionals } = parsed;
    const [action, ...rest] = positionals;
    const client = operatorClient(io, baseUrlOf(values['base-url']), operatorToken(values['operator-token'], io));
    if (action === 'list' && rest.length === 0) {
      if (values.to !== undefined) throw usageError('--to belongs to events resend');
      return list(io, client, values);
    }
    if (action === 'resend' && rest.length === 1) return resend(io, client, rest[0]!, values.to);
    throw usageError(action === 'resend' ? 'give exactly one eventId: ingest-kit events resend <eventId>' : 'give list or resend (ingest-kit events --help)');
  });
}

export const eventsCommand: Command = {
  run: (args) => runEvents(args),
};
