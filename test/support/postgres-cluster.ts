/**
 * A throw-away PostgreSQL cluster: Debian's `postgresql` package (never a mock, never a container), made with `initdb`
 * and run with `pg_ctl` on a free loopback port, its data and its unix socket in a temporary folder that is deleted
 * afterwards. As root (CI), the server runs as the `postgres` user, which initdb requires. Used by the tests
 * (test/support/postgres.ts, with vitest's skip), by the container test (test/container/sandbox.ts) and by `npm run
 * bench` (scripts/bench/postgres.ts): one implementation.
 *
 * One cluster per test file is enough: {@link PostgresCluster.createDatabase} gives each suite its own database.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../scripts/bench/processes.js';

const run = promisify(execFile);

/** Where Debian puts a version's binaries: `/usr/lib/postgresql/<major>/bin`; the newest wins. */
function findBinDir(): string | null {
  // PIK_TEST_POSTGRES_LIB stands in for Debian's folder (test/support/postgres.test.ts: a machine without PostgreSQL).
  const override = process.env.PIK_TEST_POSTGRES_LIB;
  const debian = override ?? '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const bin = path.join(debian, major, 'bin');
      if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
    }
  }
  if (override !== undefined) return null;
  // pg_config (libpq-dev) names the bindir of another layout.
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const bin = config.status === 0 ? config.stdout.trim() : '';
  return bin !== '' && existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl')) ? bin : null;
}

const binDir = findBinDir();

/** The `postgres` user's uid and gid (the server runs as it when the tests run as root), or null without one. */
function postgresUserIds(): { uid: number; gid: number } | null {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
}
const isRoot = process.getuid?.() === 0;

/** Why the PostgreSQL tests cannot run here, or null when they can. */
export const postgresMissing: string | null = whyMissing();

function whyMissing(): string | null {
  if (binDir === null) {
    return 'PostgreSQL is not installed (no initdb/pg_ctl in /usr/lib/postgresql/*/bin nor pg_config --bindir): '
      + 'apt-get install postgresql (Debian\'s package; .ci/run installs it) to run these tests';
  }
  if (isRoot && postgresUserIds() === null) {
    return 'running as root, but there is no `postgres` user to run PostgreSQL as (initdb refuses root): install Debian\'s postgresql package';
  }
  return null;
}

export interface PostgresCluster {
  readonly port: number;
  /** A `postgres://` URL of `database` on this cluster (trust auth on loopback: no password). */
  url(database: string): string;
  /** Creates a new, empty database and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast shutdown: sessions are cut); the data stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops the server and deletes its folder; safe to call twice. */
  destroy(): Promise<void>;
}

/** argv for a PostgreSQL binary, as the postgres user when running as root. */
function asServerUser(binary: string, args: string[]): [string, string[]] {
  const file = path.join(binDir!, binary);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

async function pgBin(binary: string, args: string[]): Promise<void> {
  const [file, argv] = asServerUser(binary, args);
  try {
    await run(file, argv, { timeout: 60_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${binary} ${args[0] ?? ''} failed: ${[stderr, stdout].find((text) => text !== undefined && text.trim() !== '')?.trim() ?? String(error)}`, { cause: error });
  }
}

let databases = 0;
const live = new Set<{ dir: string; data: string }>();

/** Stops the server of a cluster folder (if it runs) and deletes the folder, synchronously. */
function removeCluster(dir: string): void {
  const data = path.join(dir, 'data');
  if (existsSync(path.join(data, 'postmaster.pid'))) {
    const [file, argv] = asServerUser('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
    spawnSync(file, argv, { stdio: 'ignore' });
  }
  rmSync(dir, { recursive: true, force: true });
}

// A worker that exits without its afterAll (a failed hook, a timeout) still stops its clusters and deletes them.
process.once('exit', () => {
  for (const cluster of live) removeCluster(cluster.dir);
});

/** The file in a cluster's folder that names the process that made it. */
const OWNER_FILE = 'owner.pid';

/**
 * Clusters left behind by test processes that were killed (a signal skips 'exit' handlers): any folder whose owner
 * process is gone is stopped and deleted before a new cluster starts.
 */
function sweepOrphans(): void {
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith('pik-pg-')) continue;
    const dir = path.join(os.tmpdir(), name);
    let owner: number;
    try {
      owner = Number(readFileSync(path.join(dir, OWNER_FILE), 'utf8'));
    } catch {
      continue; // Being made right now by another process (or not ours): left alone.
    }
    try {
      process.kill(owner, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') removeCluster(dir);
    }
  }
}

/**
 * Makes and starts a cluster (about 1-2 s): initdb with trust auth (and, unless `durable`, no fsync), the server on a
 * free loopback port with its socket in the same temporary folder. Call `destroy()` in afterAll (or when done).
 */
export async function startPostgres(settings: { durable?: boolean; serverOptions?: string[] } = {}): Promise<PostgresCluster> {
  if (postgresMissing !== null) throw new Error(postgresMissing);
  sweepOrphans();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pik-pg-'));
  writeFileSync(path.join(dir, OWNER_FILE), String(process.pid));
  const data = path.join(dir, 'data');
  const ids = isRoot ? postgresUserIds() : null;
  if (ids !== null) chownSync(dir, ids.uid, ids.gid);
  const entry = { dir, data };
  live.add(entry);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    // A commit returns before its WAL is flushed (the WAL writer flushes it within a fraction of a second): as the
    // SQLite store's `synchronous = NORMAL`, a crash of the mock loses nothing, a crash of the machine the last moment.
    '-c synchronous_commit=off',
    // A throw-away cluster for tests: losing it in a power cut costs nothing, and these make it start and write fast.
    // `durable` (the bench) keeps PostgreSQL's defaults: data files fsynced, full pages written after a checkpoint.
    ...(settings.durable === true ? [] : ['-c fsync=off', '-c full_page_writes=off']),
    '-c max_connections=200',
    // More `-c name=value` settings (a closer look: `shared_preload_libraries=pg_stat_statements`).
    ...(settings.serverOptions ?? []).map((option) => `-c ${option}`),
  ].join(' ');
  const start = () => pgBin('pg_ctl', ['start', '-w', '-t', '30', '-D', data, '-l', path.join(dir, 'server.log'), '-o', options]);
  try {
    await pgBin('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await start();
  } catch (error) {
    live.delete(entry);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let destroyed = false;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name = `test_${process.pid}_${++databases}`) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop: () => pgBin('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', data]),
    start,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      try {
        await pgBin('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', data]);
      } catch {
        // Already stopped (an outage test that failed half-way): the folder goes anyway.
      }
      live.delete(entry);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
