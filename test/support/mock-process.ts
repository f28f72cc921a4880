/**
 * The mock as a real process, `ingest-kit mock --port 0 --log-level warn <flags>` (compiled once per run:
 * test/support/cli.ts): resolved once it prints the URL it listens on, killed with SIGKILL or stopped with SIGTERM.
 * Used by the tests that kill a mock mid-way (test/mock-server/webhooks/durability.test.ts) and by the replicas on one
 * PostgreSQL (test/mock-server/replicas/support.ts), both through {@link mockProcesses}, which kills what is left at
 * the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from './contract.js';
import { ingestKitEntry } from './cli.js';

export interface MockProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGKILL, and waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (a graceful stop), and waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts `ingest-kit mock` with `flags` after `--port 0 --log-level warn`; rejects with its output when it exits
 * before listening. No timer of its own: a start on a loaded machine takes what it takes, within the caller's
 * test or hook timeout. `onSpawn` gets the child at once (to kill it in afterAll even if it never listens).
 */
export async function startMockProcess(flags: readonly string[], onSpawn?: (child: ChildProcess) => void): Promise<MockProcess> {
  const child = spawn(
    process.execPath,
    [...ingestKitEntry(), 'mock', '--port', '0', '--log-level', 'warn', ...flags],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  onSpawn?.(child);
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    resolve();
  }));
  // A process that dies on its own (an error exit, an abort: not the SIGKILL or SIGTERM the tests send) says why,
  // whatever the test then reports: a test that fails on ECONNREFUSED would otherwise hide the crash that caused it.
  // On 'close': its output is read to the end by then.
  child.once('close', (code, signal) => {
    const crashed = (code !== null && code !== 0) || (signal !== null && signal !== 'SIGKILL' && signal !== 'SIGTERM');
    if (crashed) process.stderr.write(`ingest-kit mock (pid ${String(child.pid)}) exited ${String(code ?? signal)}:\n${out}\n`);
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      reject(new Error(`mock exited ${String(code ?? signal)} before listening: ${out}`));
    });
  });
  const send = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { url, child, output: () => out, kill: () => send('SIGKILL'), stop: () => send('SIGTERM') };
}

/** The mock processes a test file (or a set of replicas) starts, to stop them all at the end. */
export interface MockProcesses {
  /** {@link startMockProcess} with `flags`; the child is kept from its spawn on. */
  start(flags: readonly string[]): Promise<MockProcess>;
  /** SIGKILLs every process still running, one that never got as far as listening too, and waits for their exits. */
  killAll(): Promise<void>;
}

export function mockProcesses(): MockProcesses {
  const children: ChildProcess[] = [];
  return {
    start: (flags) => startMockProcess(flags, (child) => children.push(child)),
    async killAll() {
      await Promise.all(children.map((child) => new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => {
          resolve();
        });
        child.kill('SIGKILL');
      })));
    },
  };
}
