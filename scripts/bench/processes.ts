/**
 * The processes the benchmark starts, and the guarantee that none outlives it: every child is registered,
 * stopped by its own pid (SIGTERM, then SIGKILL after a grace period), and killed on exit whatever happened.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const children = new Set<ChildProcess>();

function alive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Registers a child so that {@link killAllChildren} (and process exit) ends it. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Synchronous, for exit paths: SIGKILL to every child still running. */
export function killAllChildren(): void {
  for (const child of children) {
    if (alive(child)) child.kill('SIGKILL');
  }
  children.clear();
}

process.once('exit', killAllChildren);

/** SIGTERM, then SIGKILL if the child has not exited within `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (!alive(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    resolve();
  }));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Rejects when the child exits, with what it last wrote to stderr: raced against readiness. Marked
 * handled, so that the normal stop at the end is not an unhandled rejection.
 */
export function exitOf(child: ChildProcess, what: string, stderrTail: () => string): Promise<never> {
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('exit', (code, signal) => {
      const tail = stderrTail().trim();
      reject(new Error(`${what} exited (${signal ?? `code ${code}`}) before it was ready${tail ? `:\n${tail}` : ''}`));
    });
  });
  exited.catch(() => undefined);
  return exited;
}

/** Keeps the last `max` characters a stream wrote (a child's stderr, for error messages). */
export function tailOf(stream: NodeJS.ReadableStream | null, max = 4_000): () => string {
  let text = '';
  stream?.on('data', (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-max);
  });
  return () => text;
}

/** Rejects after `ms` with a message naming what was awaited. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what}: no answer within ${ms / 1000} s`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A TCP port free on 127.0.0.1 right now, for a process started later on it (Prism cannot listen on port 0 and
 * report it; the README's shell blocks name their ports). Taken below Linux's ephemeral range (32768-60999), so
 * that no `listen(0)` of another test or server can be given it between this check and its use.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('freePort: no free port found in 20000-31999 after 50 tries');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}
