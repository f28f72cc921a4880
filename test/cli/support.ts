/** Runs an `ingest-kit` command in-process against a real mock on a loopback socket, with its output captured. */
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
