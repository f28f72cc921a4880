/**
 * Replicas of the mock as real processes (`ingest-kit mock`, test/support/mock-process.ts) on one throw-away
 * PostgreSQL (issue #18): started together on an empty database, each on its own loopback port, killed with SIGKILL
 * or stopped with SIGTERM. {@link startSandbox} makes the whole set-up the replica tests share: the cluster, a file
 * server with the messages, a receiver and the replicas with partner acme delivering to it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { type MockProcess, mockProcesses } from '../../support/mock-process.js';
import { type PostgresCluster, startPostgres } from '../../support/postgres.js';
import { type Receiver, startReceiver } from '../../support/receiver.js';
import { ern43, type FixtureFile, type FixtureServer, startFixtureServer } from '../server/harness.js';

export type Replica = MockProcess;

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
  const processes = mockProcesses();
  return {
    config(content) {
      writeFileSync(configPath, stringify(content));
      return configPath;
    },
    async start(count, databaseUrl, extraFlags = []) {
      const flags = ['--config', configPath, '--database-url', databaseUrl, ...extraFlags];
      return Promise.all(Array.from({ length: count }, () => processes.start(flags)));
    },
    async close() {
      await processes.killAll();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A receiver's answer that fails each event's first attempt (500) and takes the others (200): every event is retried. */
export function failFirstAttempt(): Receiver['answer'] {
  const seen = new Map<string, number>();
  return (_n, delivery) => {
    const count = (seen.get(delivery.json.eventId) ?? 0) + 1;
    seen.set(delivery.json.eventId, count);
    return { status: count === 1 ? 500 : 200 };
  };
}

/** The partner every sandbox has, and its key. */
export const acme = { id: 'acme', apiKey: 'pk_test_acme_1' } as const;

export interface SandboxOptions {
  /** How many replicas start at once. */
  replicas: number;
  /** The file server's resource files, by path (`/a.flac`). */
  files: Record<string, FixtureFile>;
  /**
   * ERN 4.3 messages to serve, by path (`/r.xml`), each naming its resources: a path of `files` (`/a.flac`) becomes
   * that file's URL on the file server; a relative URI (`a.flac`, for `resources.mode: simulate`) stays as written.
   */
  messages: Record<string, string[]>;
  /** How the receiver answers each delivery (default 200). */
  answer?: Receiver['answer'];
  /** The rest of the config file: webhooks, store, timeScale… (`partners` is acme delivering to the receiver). */
  config: Record<string, unknown>;
  /** More flags for every replica. */
  extraFlags?: string[];
}

export interface Sandbox {
  cluster: PostgresCluster;
  files: FixtureServer;
  receiver: Receiver;
  set: ReplicaSet;
  replicas: Replica[];
  /** The replicas' database: more replicas can join it with `set.start(n, databaseUrl)`. */
  databaseUrl: string;
  /** `${files.url}${path}`. */
  fileUrl(path: string): string;
  /** Kills the replicas, closes the receiver and the file server, destroys the cluster; safe after a failed start. */
  close(): Promise<void>;
}

/** Starts a cluster, a file server, a receiver and `replicas` replicas on a new database of the cluster. */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const set = replicaSet();
  const parts: { cluster?: PostgresCluster; files?: FixtureServer; receiver?: Receiver } = {};
  const close = async () => {
    await set.close();
    await parts.receiver?.close();
    await parts.files?.close();
    await parts.cluster?.destroy();
  };
  try {
    // The cluster (initdb, the slowest part) and the servers of this process start side by side; all settle before
    // a failure is thrown, so that close() finds every part that did start.
    const settled = await Promise.allSettled([
      startPostgres().then((started) => (parts.cluster = started)),
      startFixtureServer(options.files).then((started) => (parts.files = started)),
      startReceiver(options.answer).then((started) => (parts.receiver = started)),
    ]);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const { cluster, files, receiver } = parts as Required<typeof parts>;
    for (const [messagePath, resources] of Object.entries(options.messages)) {
      files.set(messagePath, { body: ern43(resources.map((resource) => (resource.startsWith('/') ? `${files.url}${resource}` : resource))) });
    }
    set.config({ partners: [{ id: acme.id, apiKeys: [acme.apiKey], webhookUrl: receiver.url }], ...options.config });
    const databaseUrl = await cluster.createDatabase();
    const replicas = await set.start(options.replicas, databaseUrl, options.extraFlags);
    return { cluster, files, receiver, set, replicas, databaseUrl, fileUrl: (resource) => `${files.url}${resource}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}
