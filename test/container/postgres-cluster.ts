/**
 * A throw-away PostgreSQL cluster of Debian's `postgresql` package (spec of issue #18, section 4): `initdb` and
 * `pg_ctl` (as the `postgres` user when running as root), listening on a loopback port with trust auth, its data
 * in a temporary folder that stop() removes. For the container test (test/container/sandbox.ts).
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The bin folder of the newest PostgreSQL in /usr/lib/postgresql (Debian's layout), or why there is none. */
export function postgresBin(root = '/usr/lib/postgresql'): { bin: string } | { missing: string } {
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) return { missing: `no ${root}/<version>/bin/initdb: install Debian's postgresql package (apt-get install postgresql)` };
  return { bin: path.join(root, newest, 'bin') };
}

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port from the loopback listener');
  return address.port;
}

/** initdb + pg_ctl start; the caller calls stop(). */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pik-pg-'));
  const data = path.join(dir, 'data');
  // PostgreSQL refuses to run as root: its files and processes belong to `postgres` then.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
    chmodSync(dir, 0o700);
  }
  const pg = (tool: string, args: string[]) => (asRoot
    ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: dir })
    : run(path.join(bin, tool), args, { cwd: dir }));
  const port = await freePort();
  try {
    await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    // A test cluster: no fsync; the socket in the data folder, not /var/run/postgresql.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      try {
        await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
