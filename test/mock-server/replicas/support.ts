/**
 * Replicas of the mock as real processes (`ingest-kit mock`) on one throw-away PostgreSQL (issue #18): started
 * together on an empty database, each on its own loopback port, killed with SIGKILL or stopped with SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { repoRoot } from '../../support/contract.js';

export interface Replica {
  url: string;
  child: ChildProcess;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGKILL, and waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (a graceful stop), and waits for the exit. */
  stop(): Promise<void>;
}

export interface ReplicaSet {
  /** Writes the config file every replica reads. */
  config(content: Record<string, unknown>): string;
  /** Starts `count` replicas at once on `databaseUrl` with the config file. */
  start(count: number, databaseUrl: string, extraFlags?: string[]): Promise<Replica[]>;
  /** Kills every replica still running and deletes the folder. */
  close(): Promise<void>;
}

export function replicaSet(): ReplicaSet {
  const dir = mkdtempSync(path.join(tmpdir(), 'pik-replicas-'));
  const configPath = path.join(dir, 'mock.yaml');
  const replicas: Replica[] = [];
  return {
    config(content) {
      writeFileSync(configPath, stringify(content));
      return configPath;
    },
    async start(count, databaseUrl, extraFlags = []) {
      const started = await Promise.all(Array.from({ length: count }, () => startReplica(configPath, databaseUrl, extraFlags)));
      replicas.push(...started);
      return started;
    },
    async close() {
      await Promise.all(replicas.map((replica) => replica.kill()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startReplica(configPath: string, databaseUrl: string, extraFlags: string[]): Promise<Replica> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'cli/main.ts', 'mock', '--port', '0', '--log-level', 'warn', '--config', configPath, '--database-url', databaseUrl, ...extraFlags],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    resolve();
  }));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => {
      reject(new Error(`replica exited ${String(code)}: ${out}`));
    });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { url, child, output: () => out, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}
