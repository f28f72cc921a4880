#!/usr/bin/env -S node --max-semi-space-size=16
/**
 * `ingest-kit`: the one command of partner-ingest-kit, with subcommands. Only this folder reads argv and
 * the environment; everything below it takes options objects.
 */
import { commands, type ListedCommand } from './commands.js';
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
    process.stderr.write(`ingest-kit: unknown command "${first}"\n\n${usage()}`);
    return 2;
  }
  try {
    return await (await command.load()).run(rest);
  } catch (error) {
    // A command's own usage errors say more; an unknown or malformed option that one of them lets through (Node's
    // parseArgs throws it) is still usage, never a stack.
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) throw error;
    process.stderr.write(`ingest-kit ${first}: ${(error as Error).message} (see \`ingest-kit ${first} --help\`)\n`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
