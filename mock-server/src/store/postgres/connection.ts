/**
 * The pool of connections to PostgreSQL, set up to fail fast when the database is away (issue #18: a request
 * answers 503 within seconds, it never hangs): a connection attempt gives up after {@link CONNECT_TIMEOUT_MS}, a
 * statement after its `statement_timeout` on the server and a little later on the client (a server that stopped
 * answering), and TCP keep-alive notices a peer that vanished. An idle connection that breaks is dropped by the pool
 * and reported to `onIdleError`, never thrown: the next call opens a new one.
 */
import pg from 'pg';
import { StoreUnavailableError } from '../unavailable.js';

/** Connections the pool opens at most, by default. */
export const DEFAULT_POOL_SIZE = 10;
/**
 * How long opening a connection (or waiting for a free one in the pool) may take. A stopped database refuses at
 * once; this bounds a database that does not answer at all. At 2 s, replicas in the replica tests on a machine at
 * load 27-35 answered valid creates 503 while PostgreSQL was up, the likely cause a new connection (a backend to
 * fork) that took longer to open.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
/** The server cancels a statement that runs longer (a lock held too long, a stuck disk). */
export const STATEMENT_TIMEOUT_MS = 5_000;

export interface PoolOptions {
  url: string;
  /** Connections at most (default {@link DEFAULT_POOL_SIZE}). */
  size?: number | undefined;
  statementTimeoutMs?: number | undefined;
  connectTimeoutMs?: number | undefined;
  /** Told of an error on an idle connection (the database went away between calls); the pool drops it. */
  onIdleError?: ((error: StoreUnavailableError) => void) | undefined;
}

export function createPool(options: PoolOptions): pg.Pool {
  const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.size ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 5_000,
    // statement_timeout is the server's; query_timeout the client's, for a server that no longer answers at all.
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 2_000,
    application_name: 'partner-ingest-mock',
    // An idle pool does not keep the process alive (a test, a CLI run that ends).
    allowExitOnIdle: true,
  });
  pool.on('error', (error) => {
    options.onIdleError?.(unavailable('idle connection', error));
  });
  return pool;
}

/** Node's socket errors that mean "no database there (now)". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH',
  'ENETUNREACH', 'ENETDOWN', 'EHOSTDOWN', 'ENOENT',
]);

/**
 * SQLSTATEs of a database that is away or refusing work for now, not of a bad statement: class 08 (connection
 * exception), admin/crash shutdown, starting up, too many connections, and a statement cancelled by its timeout.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '58030']);

/** node-postgres's own messages for a connection lost or never made. */
const DRIVER_MESSAGES = [
  'Connection terminated', 'timeout exceeded when trying to connect', 'Query read timeout',
  'Client has encountered a connection error', 'Connection ended unexpectedly', 'the database system is',
];

/** Whether `error` says the database is away (rather than that a statement was wrong). */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const { code } = error as NodeJS.ErrnoException;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_STATES.has(code))) {
    return true;
  }
  return DRIVER_MESSAGES.some((text) => error.message.includes(text));
}

/**
 * The error as the store reports it: its code and the driver's message, in which node-postgres never puts the
 * connection string (it names at most host, port and user).
 */
export function unavailable(operation: string, error: unknown): StoreUnavailableError {
  const { code, message } = error as NodeJS.ErrnoException;
  const reason = [typeof code === 'string' ? code : null, typeof message === 'string' ? message.split('\n')[0] : null]
    .filter((part) => part !== null && part !== '').join(': ') || 'no answer';
  return new StoreUnavailableError(operation, reason.slice(0, 300), { cause: error });
}

/** `error` as a {@link StoreUnavailableError} when the database is away; as it is otherwise. */
export function asStoreError(operation: string, error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  return isUnavailable(error) ? unavailable(operation, error) : error;
}

/**
 * Listens on a connection checked out of the pool until the returned function is called, which says what broke it
 * meanwhile. Checked out, a connection has no listener of the pool's: a break between two statements (the server
 * shutting down while the holder computes) is emitted as 'error', which unheard would end the process. Heard, the
 * holder's next statement fails as unavailable, and the connection is released as broken.
 */
export function hearBreaks(client: pg.PoolClient): () => Error | undefined {
  let heard: Error | undefined;
  const listener = (error: Error) => {
    heard ??= error;
  };
  client.on('error', listener);
  return () => {
    client.removeListener('error', listener);
    return heard;
  };
}

/** How long a ping waits for the database's answer, connecting included. */
export const PING_TIMEOUT_MS = 1_500;

/**
 * `SELECT 1` on a connection of its own, outside the pool: a readiness check (`/healthz`) must say whether the
 * database answers, not whether the pool has a free connection under load. Opened on first use, closed and opened
 * again after any failure. Resolves false, never rejects, within {@link PING_TIMEOUT_MS} and a little.
 */
export function createPinger(url: string): { ping(): Promise<boolean>; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;

  function drop(): void {
    const old = client;
    client = null;
    old?.end().catch(() => undefined);
  }

  async function ping(): Promise<boolean> {
    if (closed) return false;
    try {
      if (client === null) {
        const fresh = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: PING_TIMEOUT_MS,
          query_timeout: PING_TIMEOUT_MS,
          keepAlive: true,
          application_name: 'partner-ingest-mock (health)',
        });
        // A break while idle (the server stopped): forgotten, the next ping connects again.
        fresh.on('error', () => {
          if (client === fresh) drop();
        });
        client = fresh;
        await fresh.connect();
      }
      await client.query('SELECT 1');
      return true;
    } catch {
      drop();
      return false;
    }
  }

  return {
    ping,
    async close() {
      closed = true;
      const old = client;
      client = null;
      await old?.end().catch(() => undefined);
    },
  };
}
