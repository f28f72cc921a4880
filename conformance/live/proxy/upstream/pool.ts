/**
 * Kept-alive connections to the target, per origin, with a bound: at most `maxConnections` open to one origin, a
 * request past the bound waits for the first connection let go (first come, first served). An idle connection
 * is the one used last (the least likely to have been closed by the target meanwhile); it is closed after
 * `idleMs`, or sooner when the target's `Keep-Alive: timeout` says it closes sooner. Each socket has its
 * listeners set once, and passes what it reads to whichever exchange holds it.
 *
 * A plain (TCP) connection reads into one buffer shared by every connection (net's `onread`): no Buffer and no
 * stream events per read (issue #19 item 5). What a holder is given is valid only until it returns; whatever
 * it keeps, it copies. A TLS connection reads as a stream.
 */
import { connect as tcpConnect, isIP, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { connect as tlsConnect } from 'node:tls';

/** What holds a connection: one exchange at a time. */
export interface ConnectionHolder {
  /** What the target sent: valid only until this returns (the read buffer is reused); copy what is kept. */
  data(chunk: Buffer): void;
  /** The socket ended or failed while held. */
  closed(error: Error | undefined): void;
}

export interface Origin {
  secure: boolean;
  hostname: string;
  port: number;
  /** The key of the pool: scheme, host and port. */
  key: string;
}

export interface PoolOptions {
  /** At most this many connections to one origin (default 256). */
  maxConnections?: number;
  /** An idle connection is closed after this long (default 30 s). */
  idleMs?: number;
  /** CAs trusted for an https target (default: Node's, NODE_EXTRA_CA_CERTS included). */
  ca?: string | Buffer | readonly (string | Buffer)[];
}

export class UpstreamConnection {
  readonly socket: Socket;
  /** Exchanges this connection carried to their end. */
  uses = 0;
  holder: ConnectionHolder | null = null;
  dead = false;
  /** Armed once per idle spell's end, not once per exchange: it checks `idleUntil` when it fires. */
  idleTimer: NodeJS.Timeout | null = null;
  /** When the connection, idle, is closed (performance.now() ms); Infinity while held. */
  idleUntil = Number.POSITIVE_INFINITY;
  readonly origin: OriginPool;

  constructor(socket: Socket, origin: OriginPool, streamed: boolean) {
    this.socket = socket;
    this.origin = origin;
    socket.setNoDelay(true);
    if (streamed) socket.on('data', (chunk: Buffer) => {
      this.received(chunk);
    });
    const gone = (error?: Error) => {
      if (this.dead && this.holder === null) return;
      this.dead = true;
      const holder = this.holder;
      this.holder = null;
      this.origin.forget(this);
      socket.destroy();
      holder?.closed(error);
    };
    socket.on('end', () => {
      gone();
    });
    socket.on('error', gone);
    socket.on('close', () => {
      gone();
    });
  }

  /** A read (from the stream, or from the shared buffer by `onread`). */
  received(chunk: Buffer): void {
    if (this.holder !== null) this.holder.data(chunk);
    // Bytes while idle: the target broke the protocol; the connection is not reused.
    else this.destroy();
  }

  destroy(): void {
    this.holder = null;
    if (this.dead) return;
    this.dead = true;
    this.origin.forget(this);
    this.socket.destroy();
  }
}

type Waiter = (connection: UpstreamConnection) => void;

/** The one read buffer of every plain connection (reads are handled one at a time, each before the next). */
const readBuffer = Buffer.allocUnsafe(64 * 1024);

/** The connections to one origin. */
export class OriginPool {
  private readonly idle: UpstreamConnection[] = [];
  private readonly waiting: Waiter[] = [];
  private open = 0;
  private readonly origin: Origin;
  private readonly options: Required<Pick<PoolOptions, 'maxConnections' | 'idleMs'>> & Pick<PoolOptions, 'ca'>;

  constructor(origin: Origin, options: Required<Pick<PoolOptions, 'maxConnections' | 'idleMs'>> & Pick<PoolOptions, 'ca'>) {
    this.origin = origin;
    this.options = options;
  }

  /** Connections open now (idle or held), for tests and the bound. */
  get size(): number {
    return this.open;
  }

  get idleCount(): number {
    return this.idle.length;
  }

  /** Calls `take` with an idle connection, a new one, or the first let go when the bound is reached. */
  acquire(take: Waiter, fresh = false): void {
    if (!fresh) {
      const connection = this.idle.pop();
      if (connection !== undefined) {
        connection.idleUntil = Number.POSITIVE_INFINITY;
        take(connection);
        return;
      }
    }
    if (this.open < this.options.maxConnections) {
      take(this.connect());
      return;
    }
    if (fresh) {
      // A retry at the bound: close the idle connection used least recently to make room.
      const oldest = this.idle.shift();
      if (oldest !== undefined) {
        oldest.destroy();
        take(this.connect());
        return;
      }
    }
    this.waiting.push(take);
  }

  /** The exchange ended cleanly: the connection serves the next waiter, or waits idle. */
  release(connection: UpstreamConnection, keepAliveMs: number | null): void {
    connection.holder = null;
    connection.uses += 1;
    if (connection.dead) return;
    const waiter = this.waiting.shift();
    if (waiter !== undefined) {
      waiter(connection);
      return;
    }
    // The target's hint less a second, so the proxy lets go before the target does (the race is what retries cover).
    const idleMs = keepAliveMs === null ? this.options.idleMs : Math.min(this.options.idleMs, Math.max(keepAliveMs - 1000, 0));
    if (idleMs === 0) {
      connection.destroy();
      return;
    }
    connection.idleUntil = performance.now() + idleMs;
    if (connection.idleTimer === null) this.armIdle(connection, idleMs);
    this.idle.push(connection);
  }

  /** A timer that closes the connection if it is still idle past `idleUntil` when it fires, else waits on. */
  private armIdle(connection: UpstreamConnection, ms: number): void {
    connection.idleTimer = setTimeout(() => {
      connection.idleTimer = null;
      if (connection.dead || connection.idleUntil === Number.POSITIVE_INFINITY) return;
      const left = connection.idleUntil - performance.now();
      if (left <= 0) connection.destroy();
      else this.armIdle(connection, left);
    }, ms);
    connection.idleTimer.unref();
  }

  /** A connection closed: it leaves the pool, and a waiter gets a new one in its place. */
  forget(connection: UpstreamConnection): void {
    if (connection.idleTimer !== null) clearTimeout(connection.idleTimer);
    connection.idleTimer = null;
    connection.idleUntil = Number.POSITIVE_INFINITY;
    const at = this.idle.indexOf(connection);
    if (at !== -1) this.idle.splice(at, 1);
    this.open -= 1;
    const waiter = this.waiting.shift();
    if (waiter !== undefined) waiter(this.connect());
  }

  close(): void {
    for (const connection of [...this.idle]) connection.destroy();
  }

  private connect(): UpstreamConnection {
    this.open += 1;
    const { secure, hostname, port } = this.origin;
    const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
    if (secure) {
      const socket = tlsConnect({
        host,
        port,
        ...(isIP(host) === 0 ? { servername: host } : {}),
        ALPNProtocols: ['http/1.1'],
        ...(this.options.ca === undefined ? {} : { ca: this.options.ca as (string | Buffer)[] }),
      });
      return new UpstreamConnection(socket, this, true);
    }
    let connection: UpstreamConnection | null = null;
    const socket = tcpConnect({
      host,
      port,
      onread: {
        buffer: readBuffer,
        callback: (bytes: number, buffer: Uint8Array) => {
          connection?.received((buffer as Buffer).subarray(0, bytes));
          // Not false, which would pause the socket: a holder pauses it itself, for backpressure.
          return true;
        },
      },
    });
    connection = new UpstreamConnection(socket, this, false);
    return connection;
  }
}

/** One pool per origin. */
export class UpstreamPools {
  private readonly pools = new Map<string, OriginPool>();
  private readonly options: Required<Pick<PoolOptions, 'maxConnections' | 'idleMs'>> & Pick<PoolOptions, 'ca'>;

  constructor(options: PoolOptions = {}) {
    this.options = {
      maxConnections: options.maxConnections ?? 256,
      idleMs: options.idleMs ?? 30_000,
      ...(options.ca === undefined ? {} : { ca: options.ca }),
    };
  }

  of(origin: Origin): OriginPool {
    let pool = this.pools.get(origin.key);
    if (pool === undefined) {
      pool = new OriginPool(origin, this.options);
      this.pools.set(origin.key, pool);
    }
    return pool;
  }

  close(): void {
    for (const pool of this.pools.values()) pool.close();
  }
}

/** The origin of an http(s) URL. */
export function originOf(url: URL): Origin {
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  return { secure, hostname: url.hostname, port, key: `${url.protocol}//${url.hostname}:${port}` };
}
