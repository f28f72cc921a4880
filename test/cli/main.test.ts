/**
 * The `ingest-kit` command, run as a real process: its help, version and unknown command (main.ts). `ingest-kit codes`
 * runs in this process (runInProcess): what it prints is the point, and the three processes above show main.ts
 * handing a command's exit code to the process.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemCodes } from '../../generated/contract.js';
import { repoRoot } from '../support/contract.js';
import { commands } from '../../cli/commands.js';
import { mockOnlyProblemCodes } from '../../mock-server/src/errors.js';
import { codesCommand } from '../../cli/commands/codes.js';
import { runInProcess } from './support.js';
import { ingestKitEntry } from '../support/cli.js';

function ingestKit(...args: string[]) {
  const result = spawnSync(process.execPath, [...ingestKitEntry(), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('ingest-kit', () => {
  it('prints its help with the commands it has, and exits 0', () => {
    const { status, stdout } = ingestKit('--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: ingest-kit <command>/);
    for (const name of ['mock', 'conformance', 'presign', 'submit', 'trigger', 'events', 'clock', 'codes']) {
      expect(stdout).toMatch(new RegExp(`^  ${name}\\s`, 'm'));
    }
  });

  it('loads each listed command\'s own module: its --help names it (commands.ts imports none of them up front)', async () => {
    for (const command of commands) {
      const { name } = command;
      const { status, stdout } = await runInProcess(await command.load(), ['--help']);
      expect(status, name).toBe(0);
      expect(stdout, name).toMatch(new RegExp(`^Usage: ingest-kit ${name}\\b`));
    }
    // A command's module loads the mock server, the suite or the parser: none may load with the list.
    const source = readFileSync(path.join(repoRoot, 'cli', 'commands.ts'), 'utf8');
    expect(source.match(/^import (?!type ).*$/gm) ?? []).toEqual([]);
  });

  it('prints the package version', () => {
    const { status, stdout } = ingestKit('--version');
    expect(status).toBe(0);
    expect(stdout.trim()).toBe((JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version);
  });

  it('refuses an unknown command with exit code 2 and the help on stderr', () => {
    const { status, stderr } = ingestKit('frobnicate');
    expect(status).toBe(2);
    expect(stderr).toContain('unknown command "frobnicate"');
    expect(stderr).toContain('Usage: ingest-kit');
  });

  it('answers an option a command does not know with a line and exit code 2, never a stack', () => {
    const { status, stderr } = ingestKit('codes', '--bogus');
    expect(status).toBe(2);
    expect(stderr).toBe('ingest-kit codes: unknown option --bogus (see `ingest-kit codes --help`)\n');
  });

  it('states the three exit codes in its help (#30)', () => {
    const { stdout } = ingestKit('--help');
    expect(stdout).toMatch(/^Exit codes \(every command\):\n {2}0 {2}success: .*\n {2}1 {2}judged and found wanting: .*\n {2}2 {2}could not judge: bad usage, a refused key, an unreachable target, an unwritable report path,/m);
  });

  it('suggests the closest option of the command and points to its --help, and gives a number\'s range (#30)', () => {
    const typo = ingestKit('mock', '--porrt', '4010');
    expect(typo.status).toBe(2);
    expect(typo.stderr).toBe('ingest-kit mock: unknown option --porrt; did you mean --port? (see `ingest-kit mock --help`)\n');
    const port = ingestKit('mock', '--port', 'abc');
    expect(port.status).toBe(2);
    expect(port.stderr).toBe('ingest-kit mock: --port abc: not a port number; give 0-65535\n');
    // Two neighbours swapped are one slip, as config/suggest.ts counts them.
    expect(ingestKit('submit', '--wiat').stderr).toBe('ingest-kit submit: unknown option --wiat; did you mean --wait? (see `ingest-kit submit --help`)\n');
    expect(ingestKit('mok').stderr).toMatch(/^ingest-kit: unknown command "mok"; did you mean mock\?\n/);
  });

  // In this process: what each command says is the point, and the process above shows main.ts passing it on.
  it.each(commands.map((c) => c.name))('%s: an unknown option gets the closest of its own options (#30)', async (name) => {
    const command = commands.find((c) => c.name === name)!;
    const args = name === 'ern' ? ['demo', '--halp'] : name === 'clock' ? ['advance', '1s', '--halp'] : ['--halp'];
    const { status, stderr } = await runInProcess(await command.load(), args);
    expect(status, stderr).toBe(2);
    expect(stderr).toMatch(new RegExp(`^ingest-kit ${name}: unknown option --halp; did you mean --help\\?`));
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    { command: 'mock', args: ['--time-scale', '0'], says: 'ingest-kit mock: --time-scale 0: not a time scale; give a number above 0\n' },
    { command: 'mock', args: ['--seed', '1.5'], says: 'ingest-kit mock: --seed 1.5: not a seed; give a whole number\n' },
    { command: 'listen', args: ['--port', '70000', '--api-key', 'k'], says: 'ingest-kit listen: --port 70000: not a port number; give 0-65535\n' },
    { command: 'listen', args: ['--port', '0', '--api-key', 'k', '--max-connections', 'all'],
      says: 'ingest-kit listen: --max-connections all: not a whole number of connections; give 1 or more\n' },
    { command: 'events', args: ['list', '--limit', '5000'], says: 'ingest-kit events: --limit 5000: not a number of events; give 1-1000\n' },
    { command: 'proxy', args: ['--target', 'http://127.0.0.1:9', '--port', '70000'], says: 'ingest-kit proxy: --port 70000: not a port number; give 0-65535\n' },
    { command: 'check-receiver', args: ['--url', 'http://127.0.0.1:9/', '--api-key', 'k', '--timeout', '0'],
      says: 'ingest-kit check-receiver: --timeout 0: give a duration above 0, e.g. 10s\n' },
  ])('$command $args: a number out of range is a usage error that gives the range (#30)', async ({ command, args, says }) => {
    const listed = commands.find((c) => c.name === command)!;
    const { status, stderr } = await runInProcess(await listed.load(), args);
    expect(status).toBe(2);
    expect(stderr).toBe(says);
  });

  it('proxy: an empty report path (an unset $GITHUB_STEP_SUMMARY) is a usage error, as in conformance and listen (#30)', async () => {
    const listed = commands.find((c) => c.name === 'proxy')!;
    const { status, stderr } = await runInProcess(await listed.load(), ['--target', 'http://127.0.0.1:9', '--port', '0', '--summary', '']);
    expect(status).toBe(2);
    expect(stderr).toBe('ingest-kit proxy: --summary: the path is empty; is the variable it was given as unset (e.g. $GITHUB_STEP_SUMMARY outside '
      + 'GitHub Actions)? Give a file, or leave --summary out.\n');
  });

  it('lists every problem code of the contract with its status', async () => {
    const { status, stdout } = await runInProcess(codesCommand, []);
    expect(status).toBe(0);
    for (const [code, entry] of Object.entries(problemCodes)) {
      expect(stdout).toMatch(new RegExp(`^${entry.status}\\s+${code}\\s`, 'm'));
    }
    expect(stdout).toMatch(/^403\s+PROVIDER_INACTIVE\s+spec 5, 7\s+Partner inactive$/m);
    expect(stdout).toMatch(/^401\s+API_KEY_MISSING\s+spec 5, 7 \+ ours\s/m);
    expect(stdout).toMatch(/^422\s+XML_MALFORMED\s+ours\s/m);
    // Then the mock's own, which a partner meets at the mock (an expired pre-signed URL, a real clock).
    const mockOnly = stdout.slice(stdout.indexOf('The mock server only'));
    for (const [code, entry] of Object.entries(mockOnlyProblemCodes)) {
      expect(mockOnly).toMatch(new RegExp(`^${entry.status}\\s+${code}\\s+${entry.title}$`, 'm'));
    }
    expect(mockOnly).toMatch(/^403\s+FILE_URL_EXPIRED\s/m);
  });

  it('prints the problem codes as JSON', async () => {
    const { stdout } = await runInProcess(codesCommand, ['--json']);
    expect(JSON.parse(stdout)).toEqual(problemCodes);
  });
});
