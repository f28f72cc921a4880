/**
 * One client request forwarded to the target and its answer brought back: node:http's request and response on the
 * client's side, an undici dispatch handler on the target's. Both bodies stream, with backpressure both ways (the
 * client's body is read as undici writes it; the target is paused while the client's socket is full), and beside
 * them the first `limit` bytes of each are kept for judging (capture.ts). Reported once, when the client's answer
 * ended, or the client or the target gave up.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { LiveExchange } from '../exchange.js';
import { Capture } from './capture.js';
import { connectionTokens, forwardable, headersObject, rawStrings } from './headers.js';
import { type OwnAnswer, proxyAnswerOf, targetFailure } from './own-answers.js';
import { sendAgain, Silence } from './upstream.js';

/** What every exchange of one forwarding shares. */
export interface ForwardContext {
  pool: Dispatcher;
  target: URL;
  /** The target's base path, put before every request's path ('' for none). */
  base: string;
  now: () => number;
  /** The most of each body kept for judging. */
  limit: number;
  /** How long the target may stay silent once the request is whole (0: for ever). */
  answerTimeoutMs: number;
  onExchange(exchange: LiveExchange, detail: { httpVersion: string }): void;
}

/** Besides the hop-by-hop fields: undici writes Host, refuses Expect (node:http answered 100 Continue) and sends no trailers. */
const skipOnRequest: ReadonlySet<string> = new Set(['host', 'expect', 'trailer']);
const skipNothing: ReadonlySet<string> = new Set();
/** A Trailer field goes only with a chunked body (node:http refuses it otherwise). */
const skipTrailer: ReadonlySet<string> = new Set(['trailer']);
/** The kept body of a request without one (RFC 9112 6.3). */
const noBody = Buffer.alloc(0);

export class ForwardedExchange implements Dispatcher.DispatchHandler {
  private readonly context: ForwardContext;
  private readonly req: IncomingMessage;
  private readonly res: ServerResponse;
  private readonly socket: Socket;
  /** The request's target in origin form. */
  private readonly target: string;
  private readonly hasBody: boolean;
  private readonly startedAt: number;
  private readonly sent: Capture | null;
  private readonly answer: Capture;
  private controller: Dispatcher.DispatchController | null = null;
  private status: number | null = null;
  private responseHeaders: IncomingHttpHeaders = {};
  private own: OwnAnswer | null = null;
  /** The target's answer head came. */
  private answered = false;
  /** Nothing more goes between the two sides: the answer ended, or either side gave up. */
  private done = false;
  private reported = false;
  private retried = false;
  private chunkedDown = false;
  private draining = false;
  /** The target's silence once the request is whole (--target-timeout). */
  private readonly silence: Silence;

  constructor(context: ForwardContext, req: IncomingMessage, res: ServerResponse, target: string) {
    this.context = context;
    this.req = req;
    this.res = res;
    this.socket = req.socket;
    this.target = target;
    // RFC 9112 6.3: a request with neither Content-Length nor Transfer-Encoding has no body; most (lookups) have none.
    const length = req.headers['content-length'];
    this.hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    this.startedAt = context.now();
    this.sent = this.hasBody ? new Capture(context.limit) : null;
    this.answer = new Capture(context.limit);
    this.silence = new Silence(context.answerTimeoutMs, (error) => {
      // Sent: undici aborts it and calls onResponseError. Still waiting for a connection: answered now, aborted once it has one.
      if (this.controller === null) this.failed(error);
      else this.controller.abort(error);
    });
  }

  /** The answer has begun towards the client: a failure now can only break the connection off. */
  get headSent(): boolean {
    return this.res.headersSent;
  }

  /** Sends the request on; `closed` is called once the client's answer is written or its connection gone. */
  start(closed: () => void): void {
    this.res.once('close', () => {
      this.clientClosed();
      closed();
    });
    this.dispatch();
    if (!this.hasBody) this.heard();
  }

  /**
   * node:http could not read the rest of this request (a malformed chunk), or it came too slowly: the connection's
   * handler answers `answer` itself (forward.ts), and the exchange is the proxy's own.
   */
  brokenOff(answer: OwnAnswer): void {
    this.status = null;
    this.own = answer;
    this.stop(new Error('the client\'s request broke off'));
    this.report();
  }

  // The target's side (undici's DispatchHandler).
  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    // Over already while the request waited for a connection (the client left, or the wait was too long).
    if (this.done) controller.abort(new Error('the exchange ended before it was sent'));
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, _: IncomingHttpHeaders, statusMessage?: string): void {
    if (this.done) return;
    if (statusCode < 200) {
      this.informational(statusCode, rawStrings(controller.rawHeaders));
      this.heard();
      return;
    }
    this.silence.over();
    this.answered = true;
    this.status = statusCode;
    const raw = rawStrings(controller.rawHeaders);
    this.responseHeaders = headersObject(raw);
    // A body without a length is chunked again for an HTTP/1.1 client, read to the close by an HTTP/1.0 one (node:http frames it).
    const bodiless = this.req.method === 'HEAD' || statusCode === 204 || statusCode === 304;
    this.chunkedDown = !bodiless && this.req.httpVersion === '1.1' && this.responseHeaders['content-length'] === undefined;
    const named = connectionTokens(this.responseHeaders.connection);
    const fields = forwardable(raw, named, this.chunkedDown ? skipNothing : skipTrailer);
    // An answer before the client's whole request (an early 413) ends the connection: the rest of its body is not read.
    if (!this.req.complete) fields.push('Connection', 'close');
    this.res.writeHead(statusCode, statusMessage ?? '', fields);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.done) return;
    this.answer.add(chunk);
    if (!this.res.write(chunk) && !this.draining) {
      // The client reads slower than the target sends: the target is not read until the client's socket drained.
      this.draining = true;
      controller.pause();
      this.res.once('drain', () => {
        this.draining = false;
        controller.resume();
      });
    }
  }

  onResponseEnd(controller: Dispatcher.DispatchController): void {
    if (this.done) return;
    this.done = true;
    const trailers = rawStrings(controller.rawTrailers);
    if (this.chunkedDown && trailers.length > 0) {
      const pairs: [string, string][] = [];
      for (let i = 0; i + 1 < trailers.length; i += 2) pairs.push([trailers[i]!, trailers[i + 1]!]);
      this.res.addTrailers(pairs);
    }
    this.res.end();
    this.report();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.failed(error);
  }

  /** The target could not be reached, broke off its answer, or was silent too long. */
  private failed(error: Error): void {
    if (this.done) return;
    if (!this.answered && !this.retried && sendAgain(this.req.method!, this.hasBody, error) && !this.socket.destroyed) {
      this.retried = true;
      this.controller = null;
      this.dispatch();
      return;
    }
    if (this.answered && (this.status === 304 || this.status === 204) && (error as { code?: string }).code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') {
      // undici 7 takes the Content-Length of a 304 (RFC 9110 8.6 allows it) for a body that never came: the answer is whole.
      this.onResponseEnd({ rawTrailers: null } as Dispatcher.DispatchController);
      return;
    }
    this.done = true;
    this.silence.over();
    if (this.socket.destroyed) {
      // The client gave up first (its close aborted the exchange): nothing to answer.
      this.report();
      return;
    }
    if (this.res.headersSent) {
      // The target broke off after its head went on: the client's connection is all that can tell it.
      this.res.destroy();
    } else {
      this.status = null;
      this.ownAnswer(targetFailure(this.context.target, error, this.answered));
    }
    this.report();
  }

  private dispatch(): void {
    const { req } = this;
    const fields = forwardable(req.rawHeaders, connectionTokens(req.headers.connection), skipOnRequest);
    this.context.pool.dispatch({
      path: `${this.context.base}${this.target}`,
      method: req.method!,
      headers: fields,
      // undici's Dispatcher.md: a body may be an AsyncIterable (its types name only Readable).
      body: this.hasBody ? this.body() as unknown as Readable : null,
      // undici closes a connection after HEAD (for servers that send a body anyway): llhttp reads its answer without one.
      ...(req.method === 'HEAD' ? { reset: false } : {}),
      // A target asked to expect a body may answer before reading it: its connection is not reused.
      ...(req.headers.expect === undefined ? {} : { reset: true }),
    }, this);
  }

  /** The client's body as undici takes it: read only as fast as the target's connection writes. */
  private async* body(): AsyncGenerator<Buffer> {
    // Not destroyed when undici stops reading (an early answer): the client's connection closes after its answer.
    for await (const chunk of this.req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      this.sent?.add(chunk);
      yield chunk;
    }
    // The request is whole: the target's silence is counted from now.
    this.heard();
  }

  /** A 1xx of the target's (RFC 9110 15.2) to an HTTP/1.1 client: 102 and 103 as node:http writes them; 100 is node:http's own. */
  private informational(status: number, raw: readonly string[]): void {
    if (this.req.httpVersion !== '1.1' || this.res.headersSent) return;
    if (status === 102) this.res.writeProcessing();
    if (status !== 103) return;
    const hints = headersObject(raw);
    try {
      if (hints.link !== undefined) this.res.writeEarlyHints(hints as Record<string, string | string[]>);
    } catch {
      // A Link field node:http does not take is dropped, as any 1xx may be.
    }
  }

  /** A whole answer of the proxy's own (problem+json); the connection closes when the request was not read whole. */
  private ownAnswer(answer: OwnAnswer): void {
    this.own = answer;
    const close = !this.req.complete;
    this.res.writeHead(answer.status, {
      'Content-Type': 'application/problem+json',
      'Content-Length': answer.body.length,
      ...(close ? { Connection: 'close' } : {}),
    });
    this.res.end(this.req.method === 'HEAD' ? undefined : answer.body);
  }

  /** The client's connection closed, or its answer was written whole. */
  private clientClosed(): void {
    if (this.res.writableFinished) return;
    // The client went away before its answer ended: the target's connection is closed (its answer would be read by nobody).
    this.stop(new Error('the client closed its connection'));
    this.report();
  }

  /** Nothing more goes to the target: its request is aborted (undici closes that connection). */
  private stop(reason: Error): void {
    if (this.done) return;
    this.done = true;
    this.silence.over();
    this.controller?.abort(reason);
  }

  /** The client's request is whole (at the start, for a request without a body), or the target sent a 1xx. */
  private heard(): void {
    // A target that began its answer before the client's body ended (an early 413, a streamed answer) is heard.
    if (!this.answered && !this.done) this.silence.heard();
  }

  private report(): void {
    if (this.reported) return;
    this.reported = true;
    const url = this.target;
    const at = url.indexOf('?');
    this.context.onExchange({
      method: this.req.method!,
      path: at === -1 ? url : url.slice(0, at),
      query: at === -1 ? '' : url.slice(at + 1),
      requestHeaders: this.req.headers,
      requestBody: this.sent === null ? noBody : this.sent.body(),
      status: this.status,
      // The client got the proxy's own answer (502, 504, or the 408 of a request too slow): the service gave none.
      ...(this.own === null ? {} : { proxyAnswer: proxyAnswerOf(this.own) }),
      responseHeaders: this.responseHeaders,
      responseBody: this.answer.body(),
      startedAt: this.startedAt,
      endedAt: this.context.now(),
    }, { httpVersion: this.req.httpVersion });
  }
}
