/** A command's options are declared once: parseArgs reads the table, and the help is rendered from it. */
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runClock } from '../../cli/commands/clock.js';
import { runEvents } from '../../cli/commands/events.js';
import { runSubmit } from '../../cli/commands/submit.js';
import { runTrigger } from '../../cli/commands/trigger.js';
import { operatorOptions } from '../../cli/mock-client.js';
import { optionsHelp, type OptionTable, parseOptions } from '../../cli/options.js';
import { capture } from './support.js';

const table = {
  'port': { type: 'string', value: '<n>', default: '4010', description: 'port to listen on' },
  'strict': { type: 'boolean', description: ['refuse plain http', 'even to loopback hosts'] },
  'clock': { type: 'string', usage: '--clock virtual', description: 'time moves only when told' },
  'tls-cert': { type: 'string', value: '<file>', description: 'serve HTTPS with this certificate' },
  'tls-key': { type: 'string', value: '<file>', shownWith: 'tls-cert', description: 'its key' },
  'help': { type: 'boolean', short: 'h', description: 'show this help' },
} as const satisfies OptionTable;

describe('optionsHelp', () => {
  it('renders one line per option, descriptions in one column, a parseArgs default said once', () => {
    expect(optionsHelp(table, 20).split('\n')).toEqual([
      '  --port <n>            port to listen on (default 4010)',
      '  --strict              refuse plain http',
      '                        even to loopback hosts',
      '  --clock virtual       time moves only when told',
      '  --tls-cert <file> --tls-key <file>  serve HTTPS with this certificate',
      '  -h, --help            show this help',
    ]);
  });

  it('is a table parseArgs reads as it is', () => {
    const { values } = parseArgs({ args: ['--tls-key', 'k.pem', '-h'], options: table });
    expect(values).toEqual({ 'port': '4010', 'tls-key': 'k.pem', 'help': true });
  });

  it.each([
    ['clock', runClock],
    ['events', runEvents],
    ['submit', runSubmit],
    ['trigger', runTrigger],
  ])('ingest-kit %s --help lists the flags it parses', async (_, run) => {
    const { code, stdout } = await capture(run, ['--help']);
    expect(code).toBe(0);
    const shared = run === runSubmit ? ['help'] : Object.keys(operatorOptions);
    for (const name of shared) expect(stdout).toMatch(new RegExp(`^ {2}(-h, )?--${name}\\b`, 'm'));
  });
});

describe('an unknown option', () => {
  const said = (args: string[]) => {
    try {
      parseOptions({ args, options: table });
    } catch (error) {
      return (error as Error).message;
    }
    return 'parsed';
  };

  it.each([
    [['--prot'], 'unknown option --prot; did you mean --port?'],
    // A start several options share is no slip towards the shortest: each is named (#30, from a review).
    [['--tls'], 'unknown option --tls; did you mean --tls-cert or --tls-key?'],
    [['--tls-ke'], 'unknown option --tls-ke; did you mean --tls-key?'],
    [['--nothing-like'], 'unknown option --nothing-like'],
  ])('%j: %s', (args, message) => {
    expect(said(args)).toBe(message);
  });
});
