/**
 * The PostgreSQL rows of `npm run bench` (issue #18, item 7): the mock on PostgreSQL with 1 and with 2 replicas, and
 * on SQLite beside them, each measured the same way in the same run: creates/s and lookups/s (autocannon, the load
 * spread over the replicas at once), webhook deliveries/s of a burst (webhook-burst.ts: the creates round-robin over
 * the replicas, every replica delivering to the one receiver), and each replica's peak RSS. PostgreSQL is a
 * throw-away cluster of Debian's package (test/support/postgres-cluster.ts, the tests' own code), with PostgreSQL's
 * durable defaults but `synchronous_commit = off`, as the SQLite store's `synchronous = NORMAL`. Rendered by
 * report-postgres.ts; `--only postgres` runs just this.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgres } from '../../test/support/postgres-cluster.js';
import { type Figure, type LoadShape, measureSpread } from './autocannon-run.js';
import { createBody, createHeaders, createIngest } from './ingest.js';
import { benchApiKey, createPath, lookupPath } from './protocol.js';
import { cpuSecondsOfTree, parentPidOf } from './proc-stats.js';
import { startReceiver } from './receiver.js';
import { startServed, startWebhookTarget, storeArgs, type Target, type TargetStore, type WebhookTarget } from './targets.js';
import { tinyErnXml } from './tiny-ern.js';
import { type BurstFigure, type BurstShape, measureBurst } from './webhook-burst.js';
import { serveXml } from './xml-server.js';

export interface StoreRowsShape {
  load: LoadShape;
  burst: BurstShape;
}

export interface StoreRow {
  store: 'sqlite' | 'postgres';
  replicas: number;
  creates: Figure;
  lookups: Figure;
  burst: BurstFigure;
  /** How the mocks of the creates and lookups were started. */
  startCommand: string;
  /**
   * CPU ms per create and per lookup (issue #31 item 4): the mocks' and PostgreSQL's CPU over the measure, warm-up
   * included, over the requests answered in it (the warm-up's counted at the measured rate). Null without /proc.
   */
  requestCpuMs?: { create: number | null; lookup: number | null };
  /** PostgreSQL: where the server's time went in the burst's database (pg_stat_statements), the most first. */
  statements?: ServerStatement[];
}

export interface ServerStatement {
  calls: number;
  totalMs: number;
  meanMs: number;
  /** The statement's start, spaces folded. */
  query: string;
}

export interface StoreRowsResults {
  rows: StoreRow[];
  shape: StoreRowsShape;
  cores: number;
  loadAverage: { start: number; end: number };
  /** The sample the creates fetch and parse, relative to the repository. */
  sample: string;
  postgresVersion: string;
}

type Progress = (step: string, seconds: number) => void;

/** `count` processes of one kind on one store, started one after the other (the first migrates and seeds). */
async function startAll<T extends Target>(count: number, start: () => Promise<T>): Promise<T[]> {
  const started: T[] = [];
  try {
    for (let i = 0; i < count; i++) started.push(await start());
  } catch (error) {
    await Promise.all(started.map((target) => target.stop()));
    throw error;
  }
  return started;
}

async function stopAll(targets: Target[]): Promise<void> {
  await Promise.all(targets.map((target) => target.stop()));
}

/**
 * CPU seconds so far of the mocks (this process's children: the bench forks them; its own time, autocannon's, taken
 * out) and of PostgreSQL's server and backends when `databasePid` is given; null without /proc.
 */
async function serverCpuSeconds(databasePid: number | null): Promise<number | null> {
  const own = process.cpuUsage();
  const tree = await cpuSecondsOfTree(process.pid);
  const database = databasePid === null ? 0 : await cpuSecondsOfTree(databasePid);
  return tree === null || database === null ? null : tree - (own.user + own.system) / 1e6 + database;
}

/** `figure`, and the CPU ms per request the servers spent on it (warm-up included, see StoreRow.requestCpuMs). */
async function withCpu(databasePid: number | null, load: LoadShape, measured: () => Promise<Figure>): Promise<[Figure, number | null]> {
  const before = await serverCpuSeconds(databasePid);
  const figure = await measured();
  const after = await serverCpuSeconds(databasePid);
  const requests = figure.requestsPerSec * (load.durationS + load.warmupS);
  return [figure, before === null || after === null || requests === 0 ? null : ((after - before) * 1000) / requests];
}

/** Lookups of one ingest (created on the first replica) on every replica, then creates on every replica. */
async function requestFigures(
  store: TargetStore,
  replicas: number,
  xmlUrl: string,
  load: LoadShape,
): Promise<Pick<StoreRow, 'creates' | 'lookups' | 'startCommand' | 'requestCpuMs'>> {
  const targets = await startAll(replicas, () => startServed('mock', undefined, storeArgs(store)));
  try {
    const databasePid = store !== null && 'databaseUrl' in store ? await postmasterPid(store.databaseUrl) : null;
    const { ingestId } = await createIngest(targets[0]!.url, xmlUrl);
    const [lookups, lookup] = await withCpu(databasePid, load, () => measureSpread(`lookups, ${replicas} replica(s)`, targets.map((target) => ({
      url: `${target.url}${lookupPath(ingestId)}`, method: 'GET' as const, headers: { 'X-API-Key': benchApiKey },
    })), load));
    const [creates, create] = await withCpu(databasePid, load, () => measureSpread(`creates, ${replicas} replica(s)`, targets.map((target) => ({
      url: `${target.url}${createPath}`, method: 'POST' as const, headers: createHeaders(), body: createBody(xmlUrl),
    })), load));
    return { creates, lookups, startCommand: targets.map((target) => target.command).join(' & '), requestCpuMs: { create, lookup } };
  } finally {
    await stopAll(targets);
  }
}

/** The pid of the PostgreSQL server at `url` (the postmaster: a backend's parent), for its CPU time; null without /proc. */
export async function postmasterPid(url: string): Promise<number | null> {
  // Read while the backend lives: it ends with its connection.
  return onDatabase(url, async (client) => {
    const backend = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
    return backend === undefined ? null : parentPidOf(backend);
  });
}

/** One burst on fresh mocks of `store` with their own receiver. */
export async function burstFigure(store: TargetStore, replicas: number, shape: BurstShape): Promise<BurstFigure> {
  const receiver = await startReceiver(benchApiKey);
  const xml = await serveXml(tinyErnXml(), 'bench-single.xml');
  const retain = 2 * (shape.ingests + shape.warmupIngests + shape.calibrationIngests);
  try {
    const targets: WebhookTarget[] = await startAll(replicas, () => startWebhookTarget(receiver.url, store, retain));
    try {
      const databaseUrl = store !== null && 'databaseUrl' in store ? store.databaseUrl : null;
      const databasePid = databaseUrl === null ? null : await postmasterPid(databaseUrl);
      return await measureBurst(targets, receiver, xml.xmlUrl, shape, databaseUrl === null ? 'sqlite' : 'postgres', databasePid ?? undefined);
    } finally {
      await stopAll(targets);
    }
  } finally {
    await receiver.close();
    await xml.close();
  }
}

async function onDatabase<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function serverVersion(url: string): Promise<string> {
  return onDatabase(url, async (client) => String((await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version));
}

/**
 * The statements that took the server the most time in `database` (its whole life: set-up included), read through
 * the database the extension was created in (`url`).
 */
async function topStatements(url: string, database: string): Promise<ServerStatement[]> {
  return onDatabase(url, async (client) => (await client.query<{ calls: string; total: number; mean: number; query: string }>(
    `SELECT calls, total_exec_time AS total, mean_exec_time AS mean, left(regexp_replace(query, '\\s+', ' ', 'g'), 100) AS query
     FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = $1)
     ORDER BY total_exec_time DESC LIMIT 6`,
    [database],
  )).rows.map((row) => ({ calls: Number(row.calls), totalMs: row.total, meanMs: row.mean, query: row.query })));
}

/** SQLite, then PostgreSQL with 1 and with 2 replicas; every store fresh for each figure. */
export async function measureStoreRows(
  shape: StoreRowsShape,
  sample: { xmlUrl: string; path: string },
  progress: Progress,
): Promise<StoreRowsResults> {
  const loadAverageStart = os.loadavg()[0] ?? 0;
  const rows: StoreRow[] = [];
  const requestSeconds = 2 * (shape.load.warmupS + shape.load.durationS) + 5;
  const burstSeconds = Math.round(((shape.burst.ingests + 2 * shape.burst.warmupIngests) / 300) * 2.5 + 10);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'pik-bench-store-'));
  try {
    progress('SQLite store: lookups and creates', requestSeconds);
    const requests = await requestFigures({ dataDir: path.join(dir, 'requests') }, 1, sample.xmlUrl, shape.load);
    progress(`SQLite store: webhook burst of ${shape.burst.ingests}`, burstSeconds);
    rows.push({ store: 'sqlite', replicas: 1, ...requests, burst: await burstFigure({ dataDir: path.join(dir, 'burst') }, 1, shape.burst) });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  progress('PostgreSQL: a throw-away cluster (initdb, pg_ctl)', 5);
  // pg_stat_statements (PostgreSQL's contrib, in Debian's package) says where the server's time goes.
  const cluster = await startPostgres({ durable: true, serverOptions: ['shared_preload_libraries=pg_stat_statements'] });
  await onDatabase(cluster.url('postgres'), (client) => client.query('CREATE EXTENSION pg_stat_statements'));
  try {
    for (const replicas of [1, 2]) {
      progress(`PostgreSQL, ${replicas} replica(s): lookups and creates`, requestSeconds + 3 * replicas);
      const requests = await requestFigures({ databaseUrl: await cluster.createDatabase() }, replicas, sample.xmlUrl, shape.load);
      progress(`PostgreSQL, ${replicas} replica(s): webhook burst of ${shape.burst.ingests}`, burstSeconds);
      const databaseUrl = await cluster.createDatabase();
      const burst = await burstFigure({ databaseUrl }, replicas, shape.burst);
      const statements = await topStatements(cluster.url('postgres'), new URL(databaseUrl).pathname.slice(1));
      rows.push({ store: 'postgres', replicas, ...requests, burst, statements });
    }
    return {
      rows,
      shape,
      cores: os.cpus().length,
      loadAverage: { start: loadAverageStart, end: os.loadavg()[0] ?? 0 },
      sample: sample.path,
      postgresVersion: await serverVersion(cluster.url('postgres')),
    };
  } finally {
    await cluster.destroy();
  }
}
