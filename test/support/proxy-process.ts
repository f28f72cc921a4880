/**
 * `ingest-kit proxy --target <target> --port 0 <args>` as a process (the run's compiled CLI, cli.ts): its output, its
 * exit code once it exits, and `until`, which waits for a pattern in its stdout (45 s by default: a start on a loaded
 * machine is slow) and fails with both outputs when it does not come.
 */
import { spawn } from 'node:child_process';
import { ingestKitEntry } from './cli.js';
import { repoRoot } from './contract.js';

export function startProxyProcess(target: string, args: readonly string[] = []) {
  const child = spawn(process.execPath, [...ingestKitEntry(), 'proxy', '--target', target, '--port', '0', ...args], { cwd: repoRoot });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const until = async (pattern: RegExp, timeoutMs = 45_000): Promise<RegExpExecArray> => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const match = pattern.exec(out);
      if (match) return match;
      if (performance.now() > deadline) throw new Error(`no ${String(pattern)} in:\n${out}\n${err}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { child, exited, until, output: () => ({ out, err }) };
}
