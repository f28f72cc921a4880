/**
 * `ingest-kit clock advance <duration>`: steps the mock's virtual clock (`--clock virtual`) through the
 * operator API, firing every timer that falls due: webhook retries, `slow` holds, simulated file loads.
 */
import { parseDuration } from '../../mock-server/src/duration.js';
import type { Command } from '../command.js';
import { baseUrlOf, type CommandIo, operatorOptions, operatorToken, processIo, runCommand, usageError } from '../mock-client.js';
import { answer, operatorClient } from '../operator-client.js';
import { optionsHelp, parseOrHelp } from '../options.js';

const help = `Usage: ingest-kit clock advance <duration> [options]

Moves the mock's virtual clock forward by <duration> (500ms, 90s, 15m, 2h, 1d, 1h30m; a bare number is
seconds), firing every timer that falls due, in order. The mock must run with --clock virtual.

Options:
${optionsHelp(operatorOptions, 25)}
`;

export async function runClock(args: readonly string[], io: CommandIo = processIo): Promise<number> {
  return runCommand('clock', io, async () => {
    const parsed = parseOrHelp({ args: [...args], allowPositionals: true, options: operatorOptions }, help, io.stdout);
    if (parsed === undefined) return 0;
    const { values, positionals } = parsed;
    const [action, duration, ...extra] = positionals;
    if (action !== 'advance') {
      throw usageError(`${action === undefined ? 'give the subcommand' : `unknown subcommand "${action}"`}: ingest-kit clock advance <duration>, e.g. 90s or 1h30m`);
    }
    if (duration === undefined || extra.length > 0) {
      throw usageError('give one duration: ingest-kit clock advance <duration>, e.g. 90s or 1h30m');
    }
    try {
      parseDuration(duration);
    } catch (error) {
      throw usageError((error as Error).message);
    }
    const client = operatorClient(io, baseUrlOf(values['base-url']), operatorToken(values['operator-token'], io));
    const { advancedMs, firedTimers, now, pendingTimers } = answer(await client.POST('/_operator/clock/advance', { body: { duration } }));
    io.stdout(`advanced ${duration} (${advancedMs} ms): now ${now}; ${firedTimers} timer(s) fired, ${pendingTimers} pending\n`);
    return 0;
  });
}

export const clockCommand: Command = {
  run: (args) => runClock(args),
};
