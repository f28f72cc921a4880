#!/usr/bin/env -S node --max-semi-space-size=16
/**
 * `ingest-kit`: the one command of partner-ingest-kit, with subcommands. Only this folder reads argv and
 * the environment; everything below it takes options objects.
 */
import { commands, type ListedCommand } from './commands.js';
import { closestNames, didYouMean } from '../mock-server/src/config/suggest.js';
import { reportFailure } from './errors.js';
import { kitVersion } from './version.js';

function usage(list: readonly ListedCommand[] = commands): string {
  const width = Math.max(...list.map((c) => c.name.length));
  return [
    'Usage: ingest-kit <command> [options]',
    '',
    'Partner Ingest Service toolkit: contract, mock server, conformance suite.',
    '',
    'Commands:',
    ...list.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    '  -h, --help     show this help (or a command\'s help: ingest-kit <command> --help)',
    '  -v, --version  print the version',
    '',
    'Exit codes (every command):',
    '  0  success: done, valid, conforms',
    '  1  judged and found wanting: does not conform, an error finding, a failed ingest',
    '  2  could not judge: bad usage, a refused key, an unreachable target, an unwritable report path,',
    '     an input over a limit, a port in use (one line on stderr says which, and what to do)',
    '',
  ].join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '-h' || first === '--help' || first === 'help') {
    process.stdout.write(usage());
    return 0;
  }
  if (first === '-v' || first === '--version') {
    process.stdout.write(`${kitVersion()}\n`);
    return 0;
  }
  const command = commands.find((c) => c.name === first);
  if (!command) {
    const closest = closestNames(first, commands.map((c) => c.name));
    process.stderr.write(`ingest-kit: unknown command "${first}"${didYouMean(closest)}\n\n${usage()}`);
    return 2;
  }
  // The one place a failure becomes its line and exit code (errors.ts): a usage error, a refused key, a port in
  // use, an unknown option with the command's closest one; never a stack, but for a bug of the kit.
  try {
    return await (await command.load()).run(rest);
  } catch (error) {
    return reportFailure(first, error, (text) => process.stderr.write(text));
  }
}

process.exitCode = await main(process.argv.slice(2));
