/**
 * What every `ingest-kit` subcommand's module gives: a run that yields an exit code. Its name and help line are
 * in commands.ts, which imports the module only when the command runs. And where a command writes, and how a
 * command run in a test's process reports its failure as main.ts does.
 */
import { reportFailure } from './errors.js';

export interface Command {
  /** Runs the command with the arguments after its name; resolves to the process exit code. */
  run(args: readonly string[]): number | Promise<number>;
}

/** Where a command writes and what it reads from its surroundings; tests pass their own. */
export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  fetch: typeof globalThis.fetch;
}

export const processIo: CommandIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  fetch: (...args) => globalThis.fetch(...args),
};

/**
 * Runs a command body with its output in `io`, its failures reported as main.ts reports them (errors.ts
 * reportFailure): a test that runs the command in its own process sees the line and the exit code a process has.
 */
export async function runCommand(name: string, io: CommandIo, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    return reportFailure(name, error, io.stderr);
  }
}
