/**
 * One request of a client and its answer, on the client's side of the proxy: the request's body handed to
 * whoever forwards it (with backpressure: the client's socket is paused while the target's is full), and the
 * answer written as it comes. What is written is held until the end of each read from the target (`flush`) and
 * then goes in one write, its end included, so that an answer that came in one read leaves in one write.
 */
import type { Socket } from 'node:net';
import type { ResponseHead } from '../upstream/response-parser.js';
import { answerHead, type DownFraming, interimHead, lastChunk } from './answer.js';
import type { RequestHead } from './request-parser.js';

/** What the forwarding does with the request and its fate. */
export interface RequestHandlers {
  requestBody(chunk: Buffer): void;
  /** The request is complete, with its trailer fields (flat pairs) for a chunked body. */
  requestEnd(rawTrailers: string[]): void;
  /** The client went away, or its request broke off, before its answer ended: nothing more will be written. */
  aborted(): void;
}

/** Who reads the answer from the target: paused while the client's socket is full, resumed once it drained. */
export interface Backpressure {
  pauseAnswer(): void;
  resumeAnswer(): void;
}

/** The connection an exchange belongs to (client/server.ts). */
export interface ExchangeOwner {
  readonly socket: Socket;
  /** The exchange's answer is written whole: the connection serves the next request, or closes. */
  answered(exchange: ClientExchange, close: boolean): void;
  pauseReading(): void;
  resumeReading(): void;
}

const crlf = '\r\n';
const continueHead = 'HTTP/1.1 100 Continue\r\n\r\n';

export class ClientExchange {
  readonly request: RequestHead;
  handlers: RequestHandlers | null = null;
  /** Told when a write fills the client's socket, and once it drained. */
  backpressure: Backpressure | null = null;
  /** The client's request was read whole. */
  requestEnded = false;
  /** The answer's head is written (or held to be). */
  headSent = false;
  /** The answer ended, or the client went away: nothing more is written. */
  finished = false;
  /** The answer the proxy gave itself (`problem`), if it did: the exchange is reported as the proxy's, not judged. */
  ownAnswer: { status: number; body: Buffer } | null = null;
  private readonly owner: ExchangeOwner;
  private framing: DownFraming = 'none';
  private close = false;
  private continueSent = false;
  private out: (string | Buffer)[] = [];
  private outBytes = 0;

  constructor(owner: ExchangeOwner, request: RequestHead) {
    this.owner = owner;
    this.request = request;
  }

  /** The client reads its own body slower than the target takes it: stop reading the client. */
  pauseBody(): void {
    this.owner.pauseReading();
  }

  resumeBody(): void {
    this.owner.resumeReading();
  }

  /**
   * A 1xx answer of the target (RFC 9110 15.2): a 100 to a client that waits for one (once), others to an
   * HTTP/1.1 client; an HTTP/1.0 client gets none.
   */
  interim(status: number, reason: string, raw: readonly string[]): void {
    if (this.finished || this.headSent || this.request.version === '1.0') return;
    if (status === 100) {
      if (!this.request.expectContinue || this.continueSent || this.requestEnded) return;
      this.continueSent = true;
      this.owner.socket.write(continueHead, 'latin1');
      return;
    }
    this.owner.socket.write(interimHead(status, reason, raw), 'latin1');
  }

  /** The answer's head, as the target sent it, framed for this client. */
  head(head: ResponseHead): void {
    if (this.finished) return;
    const down = answerHead(head, { version: this.request.version, keepAlive: this.request.keepAlive && this.requestEnded });
    this.framing = down.framing;
    this.close = down.close;
    this.headSent = true;
    this.queue(down.text);
  }

  /** A piece of the answer's body: held until `flush` (the end of the target's read). */
  body(chunk: Buffer): void {
    if (this.finished || chunk.length === 0 || this.framing === 'none') return;
    if (this.framing === 'chunked') {
      this.queue(`${chunk.length.toString(16)}\r\n`);
      this.queue(chunk);
      this.queue(crlf);
    } else {
      this.queue(chunk);
    }
  }

  /**
   * Writes what is held, in one write. The body's pieces may be the target connection's reused read buffer
   * (upstream/pool.ts): they are copied into the one buffer written, which is also what makes it one write.
   */
  flush(): void {
    if (this.out.length === 0 || this.finished) return;
    const socket = this.owner.socket;
    let more: boolean;
    const only = this.out.length === 1 ? this.out[0]! : null;
    if (typeof only === 'string') {
      more = socket.write(only, 'latin1');
    } else {
      const joined = Buffer.allocUnsafe(this.outBytes);
      let at = 0;
      for (const piece of this.out) at += typeof piece === 'string' ? joined.write(piece, at, 'latin1') : piece.copy(joined, at);
      more = socket.write(joined);
    }
    this.out = [];
    this.outBytes = 0;
    if (!more && this.backpressure !== null) {
      const backpressure = this.backpressure;
      backpressure.pauseAnswer();
      socket.once('drain', () => {
        backpressure.resumeAnswer();
      });
    }
  }

  /** The answer's end, with the target's trailer fields for a chunked body. */
  end(rawTrailers: readonly string[]): void {
    if (this.finished) return;
    if (this.framing === 'chunked') this.queue(lastChunk(rawTrailers));
    this.flush();
    this.finished = true;
    this.owner.answered(this, this.close || this.framing === 'close');
  }

  /** A whole answer of the proxy's own (problem+json), when no head of the target's went to the client. */
  problem(status: number, title: string, body: Buffer, close = false): void {
    if (this.finished || this.headSent) return;
    this.headSent = true;
    this.ownAnswer = { status, body };
    this.close = close || !this.request.keepAlive || !this.requestEnded;
    const connection = this.close ? 'Connection: close\r\n' : this.request.version === '1.0' ? 'Connection: keep-alive\r\n' : '';
    this.out = [];
    this.outBytes = 0;
    this.queue(`HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\nContent-Length: ${body.length}\r\n${connection}\r\n`);
    if (this.request.method !== 'HEAD') this.queue(body);
    this.framing = 'length';
    this.end([]);
  }

  /** The answer cannot go on (the target broke it off after its head went): the client's connection is closed. */
  destroy(): void {
    if (this.finished) return;
    this.owner.socket.destroy();
  }

  /** The client went away before the answer ended. */
  gone(): void {
    if (this.finished) return;
    this.finished = true;
    this.out = [];
    this.handlers?.aborted();
  }

  private queue(piece: string | Buffer): void {
    this.out.push(piece);
    this.outBytes += piece.length;
  }
}
