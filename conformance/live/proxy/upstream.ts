/**
 * The proxy's side towards the target: an undici Pool per target origin (Node's own HTTP/1.1 client, its llhttp
 * strict), kept-alive connections with a bound, and the proxy's own wait for an answer (--target-timeout). undici's
 * timers are off: the only limit on the target is the one the proxy states, counted from the request's end.
 */
import { Pool } from 'undici';
import { maxTimeoutMs } from '../../../mock-server/src/clock.js';

export interface UpstreamOptions {
  /** At most this many connections to the target at once; a request past them waits its turn (default 256). */
  maxConnections?: number;
  /** An idle connection is closed after this long when the target gave no Keep-Alive timeout (default 4 s, undici's). */
  idleMs?: number;
  /** CAs trusted for an https target (default: Node's, NODE_EXTRA_CA_CERTS included). */
  ca?: string | Buffer | (string | Buffer)[];
}

/** A target's answer head may be as long as a client's request head (forward.ts). */
export const MAX_HEAD_BYTES = 64 * 1024;

/** The pool of connections to the target's origin. */
export function targetPool(target: URL, options: UpstreamOptions = {}): Pool {
  return new Pool(target.origin, {
    connections: options.maxConnections ?? 256,
    pipelining: 1,
    ...(options.idleMs === undefined ? {} : { keepAliveTimeout: options.idleMs }),
    // A target's `Keep-Alive: timeout=n` is taken a second early, so that an idle connection is let go before the target closes it.
    keepAliveTimeoutThreshold: 1_000,
    headersTimeout: 0,
    bodyTimeout: 0,
    maxHeaderSize: MAX_HEAD_BYTES,
    ...(options.ca === undefined ? {} : { connect: { ca: options.ca } }),
  });
}

/** The target began no answer in time; the exchange's connection is closed (its late answer would belong to nobody). */
export class TargetTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TargetTimeout';
  }
}

/**
 * The target's silence once the client's request is whole: one timer per exchange, moved on by refresh() when the
 * target sends a 1xx, stopped when its answer begins. Past `ms` (0: never), `onTimeout` with a {@link TargetTimeout}.
 */
export class Silence {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly ms: number, private readonly onTimeout: (error: TargetTimeout) => void) {}

  heard(): void {
    if (this.ms <= 0) return;
    if (this.timer !== null) {
      this.timer.refresh();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.onTimeout(new TargetTimeout(this.ms));
    }, this.ms);
  }

  over(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
  }
}

/** `ms` as an answer timeout: 0 (none) or a whole number of ms that a timer holds (setTimeout makes 1 ms of more). */
export function answerTimeout(ms: number): number {
  if (Number.isInteger(ms) && ms >= 0 && ms <= maxTimeoutMs) return ms;
  throw new RangeError(`the wait for the target's answer is 0 (no limit) or 1 ms to ${maxTimeoutMs} ms (24.8 days), not ${ms} ms`);
}

/** As nginx's proxy_read_timeout: a target silent this long after a whole request is taken as one that will not answer. */
export const DEFAULT_ANSWER_TIMEOUT_MS = 60_000;

const idempotent: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE']);

/**
 * Whether a request that failed is sent once more, on a new connection (RFC 9112 9.3.1): one without a body, of an
 * idempotent method (RFC 9110 9.2.2), whose kept-alive connection the target closed before one byte of its answer
 * came. The target closed it while idle as the request crossed, a race no client can avoid. A connection that read
 * nothing ever was a new one: its target closes unanswered, and gets one try.
 */
export function sendAgain(method: string, hasBody: boolean, error: Error): boolean {
  const { code, socket } = error as Error & { code?: string; socket?: { bytesRead?: number } };
  return !hasBody && idempotent.has(method) && closedByTarget(error) && code === 'UND_ERR_SOCKET' && (socket?.bytesRead ?? 0) > 0;
}

/** undici's words for a connection the target closed (its other SocketErrors are answers it cannot take). */
export function closedByTarget(error: Error): boolean {
  return error.message === 'other side closed' || error.message === 'closed';
}
