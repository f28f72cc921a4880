/** Runs an `ingest-kit` command in-process against a real mock on a loopback socket, with its output captured. */
import { vi } from 'vitest';
import type { Command } from '../../cli/command.js';
import type { CommandIo } from '../../cli/mock-client.js';

export interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

/** Calls `run(args, io)` with an io that records stdout and stderr; `env` replaces the environment. */
export async function capture(
  run: (args: readonly string[], io: CommandIo) => Promise<number>,
  args: readonly string[],
  env: Record<string, string | undefined> = {},
): Promise<Captured> {
  let stdout = '';
  let stderr = '';
  const io: CommandIo = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env,
    fetch: (...a) => globalThis.fetch(...a),
  };
  const code = await run(args, io);
  return { code, stdout, stderr };
}

/** The JSON documents printed one after another (pretty-printed, each starting with `{` at column 0). */
export function printedRecords(stdout: string): Record<string, unknown>[] {
  return stdout.split(/^(?=\{)/m).filter((part) => part.startsWith('{')).map((part) => {
    const end = part.lastIndexOf('}');
    return JSON.parse(part.slice(0, end + 1)) as Record<string, unknown>;
  });
}

/** The in-process runs, one at a time: each replaces process.stdout's and process.stderr's write while it runs. */
let inProcessTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs a command that writes to process.stdout and process.stderr (`ernCommand`, `mockCommand`, `presignCommand`) in
 * this process, its output captured: for what the command says and returns, where the process itself is not the
 * point (each file that does this keeps a test of the same command as a real process, for its exit code). Calls made
 * side by side (concurrent tests) take turns, so that one's output never lands in another's.
 */
export function runInProcess(command: Command, args: readonly string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const turn = inProcessTurn.then(async () => {
    let stdout = '';
    let stderr = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stdout += String(chunk);
      return true;
    });
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stderr += String(chunk);
      return true;
    });
    try {
      const status = await command.run([...args]);
      return { status, stdout, stderr };
    } finally {
      vi.restoreAllMocks();
    }
  });
  inProcessTurn = turn.catch(() => undefined);
  return turn;
}
