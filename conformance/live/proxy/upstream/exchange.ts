/**
 * One request of a client sent on to the target over a pooled connection (pool.ts), its answer read by
 * response-parser.ts and handed to the caller as it comes. A request without a body, of an idempotent method
 * (RFC 9110 9.2.2), that finds its kept-alive connection closed by the target before one byte of an answer is
 * sent once more on a new connection: the target closed it while idle, a race no client can avoid. Anything
 * else that breaks is the caller's to answer (`fail`), and so is a target that begins no answer within
 * `answerTimeoutMs` once the client's request is whole (its wait for a connection included): a {@link TargetTimeout}.
 * While the client still sends its body, the silence is the client's, and nothing is timed.
 */
import { maxTimeoutMs } from '../../../../mock-server/src/clock.js';
import { type ConnectionHolder, type OriginPool, type UpstreamConnection } from './pool.js';
import { ProtocolError, ResponseParser, type ResponseHead, type ResponseSink } from './response-parser.js';

export interface UpstreamRequest {
  method: string;
  /** The request line and header lines, through the empty line that ends the head. */
  head: string;
  /** How the body goes: none, as received under the client's Content-Length, or chunked. */
  body: 'none' | 'length' | 'chunked';
}

export interface UpstreamHandler extends ResponseSink {
  /** The target could not be reached, or broke off its answer; `answered`: the answer's head was handed on. */
  fail(error: Error, answered: boolean): void;
  /** The end of one read from the target: what the handler holds back may be written now. */
  flush(): void;
}

/** The target began no answer in time; the exchange's connection is closed (its late answer would belong to nobody). */
export class TargetTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TargetTimeout';
  }
}

/** `ms` as an answer timeout: 0 (none) or a whole number of ms that a timer holds (setTimeout makes 1 ms of more). */
export function answerTimeout(ms: number): number {
  if (Number.isInteger(ms) && ms >= 0 && ms <= maxTimeoutMs) return ms;
  throw new RangeError(`the wait for the target's answer is 0 (no limit) or 1 ms to ${maxTimeoutMs} ms (24.8 days), not ${ms} ms`);
}

const idempotent = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE']);
const lastChunk = Buffer.from('0\r\n');
const crlf = Buffer.from('\r\n');

export class UpstreamExchange implements ConnectionHolder, ResponseSink {
  private connection: UpstreamConnection | null = null;
  private parser: ResponseParser;
  private readonly pool: OriginPool;
  private readonly request: UpstreamRequest;
  private readonly handler: UpstreamHandler;
  private pending: Buffer[] = [];
  private bodyEnded = false;
  private requestSent = false;
  private answered = false;
  private finished = false;
  private retried = false;
  private reused = false;
  private drainWaiter: (() => void) | null = null;
  private keepAlive = false;
  private keepAliveMs: number | null = null;
  /** Until the answer's head: how long the target may stay silent (0: for ever), and the timer that says it did. */
  private readonly answerTimeoutMs: number;
  private silence: NodeJS.Timeout | null = null;

  constructor(pool: OriginPool, request: UpstreamRequest, handler: UpstreamHandler, answerTimeoutMs: number) {
    this.pool = pool;
    this.request = request;
    this.handler = handler;
    this.answerTimeoutMs = answerTimeoutMs;
    this.parser = new ResponseParser(request.method === 'HEAD', this);
    if (request.body === 'none') {
      this.bodyEnded = true;
    }
    this.heard();
    pool.acquire((connection) => {
      this.attach(connection);
    });
  }

  /** Writes a piece of the request body; false when the caller should wait for `onDrain`. */
  sendBody(chunk: Buffer): boolean {
    if (this.finished || chunk.length === 0) return true;
    const framed = this.request.body === 'chunked' ? [Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, crlf] : [chunk];
    if (this.connection === null) {
      this.pending.push(...framed);
      return false;
    }
    const socket = this.connection.socket;
    if (framed.length === 1) return socket.write(chunk);
    socket.cork();
    socket.write(framed[0]!);
    socket.write(chunk);
    const more = socket.write(crlf);
    socket.uncork();
    return more;
  }

  /** The end of the request body, with the client's trailer fields (flat pairs) for a chunked one. */
  endBody(rawTrailers: readonly string[] = []): void {
    if (this.bodyEnded) return;
    this.bodyEnded = true;
    if (this.finished) return;
    this.heard();
    const tail: Buffer[] = [];
    if (this.request.body === 'chunked') {
      let trailers = '';
      for (let i = 0; i + 1 < rawTrailers.length; i += 2) trailers += `${rawTrailers[i]!}: ${rawTrailers[i + 1]!}\r\n`;
      tail.push(lastChunk, Buffer.from(`${trailers}\r\n`, 'latin1'));
    }
    if (this.connection === null) {
      this.pending.push(...tail);
      return;
    }
    for (const piece of tail) this.connection.socket.write(piece);
    this.requestSent = true;
  }

  onDrain(resume: () => void): void {
    if (this.connection === null) this.drainWaiter = resume;
    else this.connection.socket.once('drain', resume);
  }

  /** The client gave up: the connection is closed (its answer would be read by nobody). */
  abort(): void {
    if (this.finished) return;
    this.finished = true;
    this.silenceOver();
    this.connection?.destroy();
    this.connection = null;
  }

  /** Backpressure from the client: stop reading the target until `resume`. */
  pause(): void {
    this.connection?.socket.pause();
  }

  resume(): void {
    this.connection?.socket.resume();
  }

  private attach(connection: UpstreamConnection): void {
    if (this.finished) {
      // Aborted while waiting for a connection: it goes back unused.
      this.pool.release(connection, null);
      return;
    }
    this.connection = connection;
    this.reused = connection.uses > 0;
    connection.holder = this;
    const socket = connection.socket;
    if (this.pending.length === 0) {
      socket.write(this.request.head, 'latin1');
    } else {
      socket.cork();
      socket.write(this.request.head, 'latin1');
      for (const piece of this.pending) socket.write(piece);
      this.pending = [];
      socket.uncork();
    }
    if (this.bodyEnded) this.requestSent = true;
    const waiter = this.drainWaiter;
    this.drainWaiter = null;
    if (waiter !== null) {
      if (socket.writableNeedDrain) socket.once('drain', waiter);
      else waiter();
    }
  }

  data(chunk: Buffer): void {
    if (this.finished) return;
    try {
      this.parser.push(chunk);
    } catch (error) {
      this.failWith(error as Error);
      return;
    }
    if (this.parser.done) this.settle();
    else this.handler.flush();
  }

  closed(error: Error | undefined): void {
    if (this.finished) return;
    this.connection = null;
    try {
      this.parser.close();
    } catch (closing) {
      const nothing = closing instanceof ProtocolError && closing.nothingReceived;
      if (nothing && this.reused && !this.retried && this.request.body === 'none' && idempotent.has(this.request.method)) {
        this.retried = true;
        this.parser = new ResponseParser(this.request.method === 'HEAD', this);
        this.pool.acquire((connection) => {
          this.attach(connection);
        }, true);
        return;
      }
      this.failWith(error ?? (closing as Error));
    }
  }

  informational(status: number, reason: string, rawHeaders: string[]): void {
    if (this.finished) return;
    this.heard();
    this.handler.informational(status, reason, rawHeaders);
  }

  head(head: ResponseHead): void {
    if (this.finished) return;
    this.silenceOver();
    this.answered = true;
    this.keepAlive = head.keepAlive;
    this.keepAliveMs = head.keepAliveMs;
    this.handler.head(head);
  }

  body(chunk: Buffer): void {
    if (this.finished) return;
    this.handler.body(chunk);
  }

  end(rawTrailers: string[]): void {
    if (this.finished) return;
    this.finished = true;
    this.silenceOver();
    this.handler.end(rawTrailers);
  }

  /** After the answer's last read: the connection serves another request, or is closed. */
  private settle(): void {
    const connection = this.connection;
    this.connection = null;
    if (connection === null) return;
    // Reused only when both messages ended cleanly: an answer before the whole request went (a 413, say) leaves
    // the target reading a body that will not come, and bytes past the answer are a broken protocol.
    if (this.keepAlive && this.requestSent && !this.parser.overrun) this.pool.release(connection, this.keepAliveMs);
    else connection.destroy();
  }

  /**
   * The client's request is whole (at the start, for a request without a body), or the target sent a 1xx: the
   * target's silence is counted from now. One timer per exchange, moved on by refresh().
   */
  private heard(): void {
    // A target that began its answer before the client's body ended (an early 413, a streamed answer) is heard.
    if (this.answerTimeoutMs <= 0 || !this.bodyEnded || this.answered || this.finished) return;
    if (this.silence !== null) {
      this.silence.refresh();
      return;
    }
    this.silence = setTimeout(() => {
      this.silence = null;
      this.failWith(new TargetTimeout(this.answerTimeoutMs));
    }, this.answerTimeoutMs);
  }

  private silenceOver(): void {
    if (this.silence === null) return;
    clearTimeout(this.silence);
    this.silence = null;
  }

  private failWith(error: Error): void {
    if (this.finished) return;
    this.finished = true;
    this.silenceOver();
    this.connection?.destroy();
    this.connection = null;
    this.handler.fail(error, this.answered);
  }
}
