/**
 * The servers measured, each in its own process: the mock server and bare Fastify (serve.ts), and Prism's
 * stateless mock of the same contract. Each resolves once it answers, with the command that started it
 * and a stop() that ends that process.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import path from 'node:path';
import { mockNodeFlags } from '../../mock-server/src/node-flags.js';
import { type BenchMessage, benchApiKey, type LedgerCounts, lookupPath, type ServeMessage } from './protocol.js';
import { exitOf, freePort, stopChild, tailOf, track, within } from './processes.js';

export interface Target {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** The command line that started it, from the repository root. */
  command: string;
  stop(): Promise<void>;
}

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 30_000;

/** Prism answers every lookup with the contract's example record, whose ingestId is this. */
export const prismExampleIngestId = '1700000042';

/**
 * How Prism logs. At its default level (info) it writes several lines per request; the mock and bare
 * Fastify log nothing, so the figure that decides the target runs Prism `silent` too (the stronger
 * baseline), and the command as the issue writes it is measured beside it.
 */
export type PrismLogging = 'silent' | 'default';

function prismArgs(port: number, logging: PrismLogging): string[] {
  const args = ['mock', 'openapi.yaml', '--port', String(port), '--host', '127.0.0.1'];
  return logging === 'silent' ? [...args, '--verboseLevel', 'silent'] : args;
}

async function startedOrStopped(
  child: ChildProcess,
  ready: Promise<string>,
  what: string,
  stderr: () => string,
): Promise<string> {
  try {
    return await within(Promise.race([ready, exitOf(child, what, stderr)]), START_TIMEOUT_MS, what);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

interface Forked {
  child: ChildProcess;
  url: string;
  command: string;
}

/** Forks serve.ts `kind` with `args` and resolves once it listens (`first` is sent to it before that). */
async function forkServe(kind: 'mock' | 'bare' | 'webhooks' | 'relay', args: string[], first?: BenchMessage): Promise<Forked> {
  const file = path.join('scripts', 'bench', 'serve.ts');
  // The flags `npm start` and `ingest-kit` run the mock with; bare Fastify runs with them too, so that the
  // two differ only in the server. BENCH_NODE_ARGS adds flags for a closer look (e.g. --cpu-prof).
  const nodeFlags = [...mockNodeFlags, '--import', './mock-server/src/source-imports.ts'];
  const child = track(fork(file, [kind, ...args], {
    cwd: repoRoot,
    execArgv: [...nodeFlags, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  }));
  const stderr = tailOf(child.stderr);
  const what = `the ${kind} target (serve.ts ${kind})`;
  const ready = new Promise<string>((resolve, reject) => {
    child.once('message', (message: ServeMessage) => {
      if (message.type === 'ready') resolve(message.url);
      else if (message.type === 'failed') reject(new Error(`${what} failed to start: ${message.message}`));
    });
  });
  if (first !== undefined) child.send(first);
  const url = await startedOrStopped(child, ready, what, stderr);
  return { child, url: url.replace(/\/$/, ''), command: ['node', ...nodeFlags, file, kind, ...args].join(' ') };
}

/**
 * `mock`, `bare` (which answers `record` at the lookup path) or `relay`, started by serve.ts; `args` go to serve.ts
 * (the mock's `--ern-validation <mode>`, the relay's `--target <url>`).
 */
export async function startServed(kind: 'mock' | 'bare' | 'relay', record?: unknown, args: string[] = []): Promise<Target> {
  const { child, url, command } = await forkServe(kind, args, record === undefined ? undefined : { type: 'record', record });
  return { url, command, stop: () => stopChild(child) };
}

export interface WebhookTarget extends Target {
  /** The mock's process id, to read its peak RSS from /proc. */
  pid: number;
  /** The delivery ledger, counted from the mock's store. */
  ledger(): Promise<LedgerCounts>;
}

/** Where a target keeps its state: memory (null), SQLite (a data dir) or PostgreSQL (a database URL). */
export type TargetStore = null | { dataDir: string } | { databaseUrl: string };

/** serve.ts's flags for `store`. */
export function storeArgs(store: TargetStore): string[] {
  if (store === null) return [];
  return 'dataDir' in store ? ['--data-dir', store.dataDir] : ['--database-url', store.databaseUrl];
}

/** The mock with the bench partner's webhook URL registered (serve.ts webhooks) on `store`. */
export async function startWebhookTarget(webhookUrl: string, store: TargetStore, retain?: number): Promise<WebhookTarget> {
  const args = ['--webhook-url', webhookUrl, ...storeArgs(store), ...(retain === undefined ? [] : ['--retain', String(retain)])];
  const { child, url, command } = await forkServe('webhooks', args);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the webhooks target has no pid');
  const ledger = (): Promise<LedgerCounts> => {
    const answer = new Promise<LedgerCounts>((resolve) => {
      const onMessage = (message: ServeMessage): void => {
        if (message.type !== 'ledger') return;
        child.off('message', onMessage);
        resolve(message.ledger);
      };
      child.on('message', onMessage);
    });
    child.send({ type: 'ledger' } satisfies BenchMessage);
    return within(answer, START_TIMEOUT_MS, 'the ledger of the webhooks target');
  };
  return { url, command, pid, ledger, stop: () => stopChild(child) };
}

/** GETs `url` until it answers 200, or the deadline passes, or the child exits. */
async function untilAnswers(url: string, headers: Record<string, string>, child: ChildProcess): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.status === 200) return url;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Prism did not answer GET ${url} with 200 (last: ${last})`);
}

/** Prism's stateless mock of openapi.yaml, static examples (no `-d`). */
export async function startPrism(logging: PrismLogging): Promise<Target> {
  const port = await freePort();
  const bin = path.join('node_modules', '.bin', 'prism');
  const args = prismArgs(port, logging);
  // Run with this Node (the .bin file is Prism's JavaScript entry): the pid is Prism's own. Its log lines
  // go nowhere: read here, they would cost the load generator's core.
  const child = track(spawn(process.execPath, [bin, ...args], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] }));
  const stderr = tailOf(child.stderr);
  const url = `http://127.0.0.1:${port}`;
  const probe = untilAnswers(`${url}${lookupPath(prismExampleIngestId)}`, { 'X-API-Key': benchApiKey }, child);
  await startedOrStopped(child, probe, 'Prism', stderr);
  return { url, command: `node ${bin} ${args.join(' ')}`, stop: () => stopChild(child) };
}
