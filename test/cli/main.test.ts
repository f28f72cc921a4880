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
    expect(stderr).toBe('ingest-kit codes: Unknown option \'--bogus\' (see `ingest-kit codes --help`)\n');
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
