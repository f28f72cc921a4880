/**
 * Kept-alive connections to the target, per origin, with a bound: at most `maxConnections` open to one origin, a
 * request past the bound waits for the first connection let go (first come, first served). An idle connection
 * is the one used last (the least likely to have been closed by the target meanwhile); it is closed after
 * `idleMs`, or sooner when the target's `Keep-Alive: timeout` says it closes sooner. Each socket has its
 * listeners set once, and passes what it reads to whichever exchange holds it.
 */
import { connect as tcpConnect, isIP, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** What holds a connection: one exchange at a time. */
export interface ConnectionHolder {
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
  idleTimer: NodeJS.Timeout | null = null;
  readonly origin: OriginPool;

  constructor(socket: Socket, origin: OriginPool) {
    this.socket = socket;
    this.origin = origin;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      if (this.holder !== null) this.holder.data(chunk);
      // Bytes while idle: the target broke the protocol; the connection is not reused.
      else this.destroy();
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

  destroy(): void {
    this.holder = null;
    if (this.dead) return;
    this.dead = true;
    this.origin.forget(this);
    this.socket.destroy();
  }
}

type Waiter = (connection: UpstreamConnection) => void;

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
        if (connection.idleTimer !== null) clearTimeout(connection.idleTimer);
        connection.idleTimer = null;
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
    connection.idleTimer = setTimeout(() => {
      connection.destroy();
    }, idleMs);
    connection.idleTimer.unref();
    this.idle.push(connection);
  }

  /** A connection closed: it leaves the pool, and a waiter gets a new one in its place. */
  forget(connection: UpstreamConnection): void {
    if (connection.idleTimer !== null) clearTimeout(connection.idleTimer);
    connection.idleTimer = null;
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
    const socket = secure
      ? tlsConnect({
          host,
          port,
          ...(isIP(host) === 0 ? { servername: host } : {}),
          ALPNProtocols: ['http/1.1'],
          ...(this.options.ca === undefined ? {} : { ca: this.options.ca as (string | Buffer)[] }),
        })
      : tcpConnect({ host, port });
    return new UpstreamConnection(socket, this);
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
