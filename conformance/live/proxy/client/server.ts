/**
 * The proxy's side towards its clients: HTTP/1.1 on node:net, one connection at a time per socket
 * (ClientConnection). Requests are read by request-parser.ts; pipelined requests are taken one at a time and
 * answered in order (the next is read once the answer before it is written; what the client sends meanwhile is
 * held, up to a bound past which the socket is not read). A request the proxy cannot read is answered with a
 * problem (`PROXY_MALFORMED_REQUEST`) and the connection closed; a client that closes its side before its
 * answer ended aborts that exchange. node:http's server cost most of what was left of the proxy's time (issue
 * #19, item 5): this one makes no objects per request but the exchange.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { ClientExchange, type ExchangeOwner } from './exchange.js';
import { RequestError, RequestParser, type RequestHead, type RequestSink } from './request-parser.js';

export interface ClientServerOptions {
  port: number;
  host: string;
  /** Called with each request as its head is read; it sets the exchange's handlers before it returns. */
  onRequest: (exchange: ClientExchange) => void;
  /** An idle kept-alive connection (or one that sends no whole head) is closed after this long; default 65 s. */
  idleMs?: number;
}

export interface ClientServer {
  url: string;
  close(): Promise<void>;
}

/** What a client may send beyond the request being answered (pipelined requests) before its socket is not read. */
const HELD_LIMIT = 64 * 1024;
const reasons: Record<number, string> = { 400: 'Bad Request', 414: 'URI Too Long', 417: 'Expectation Failed', 431: 'Request Header Fields Too Large', 501: 'Not Implemented', 505: 'HTTP Version Not Supported' };

/** The problem+json of a request the proxy refuses (never echoing the request: it may carry a key). */
export function malformedBody(error: RequestError): Buffer {
  return Buffer.from(JSON.stringify({
    type: 'urn:partner-ingest-kit:proxy:malformed-request',
    title: 'The proxy cannot read this request',
    status: error.status,
    code: 'PROXY_MALFORMED_REQUEST',
    detail: error.message,
  }));
}

/** A head for refusing a request that has none of its own (a malformed head). */
const refusedHead: RequestHead = {
  method: 'GET', target: '/', version: '1.1', rawHeaders: [], headers: {}, body: 'none', contentLength: null, keepAlive: false, expectContinue: false, connectionTokens: new Set(),
};

class ClientConnection implements ExchangeOwner, RequestSink {
  readonly socket: Socket;
  private readonly parser: RequestParser;
  private readonly onRequest: (exchange: ClientExchange) => void;
  private current: ClientExchange | null = null;
  private held: Buffer | null = null;
  private pausedForBody = false;
  private pausedForHeld = false;
  private closing = false;

  constructor(socket: Socket, onRequest: (exchange: ClientExchange) => void, idleMs: number) {
    this.socket = socket;
    this.onRequest = onRequest;
    this.parser = new RequestParser(this);
    socket.setNoDelay(true);
    socket.setTimeout(idleMs);
    socket.on('timeout', () => {
      // Idle between requests, or a head that never ends; an exchange under way has the target's pace.
      if (this.current === null) socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => {
      this.onData(chunk);
    });
    socket.on('end', () => {
      // The client closed its side: an answer under way has no reader (as node:http's server sees it).
      this.current?.gone();
      this.current = null;
      socket.destroy();
    });
    socket.on('error', () => {
      socket.destroy();
    });
    socket.on('close', () => {
      this.current?.gone();
      this.current = null;
    });
  }

  get idle(): boolean {
    return this.current === null && this.parser.idle;
  }

  pauseReading(): void {
    this.pausedForBody = true;
    this.socket.pause();
  }

  resumeReading(): void {
    this.pausedForBody = false;
    if (!this.pausedForHeld && !this.closing) this.socket.resume();
  }

  head(head: RequestHead): void {
    const exchange = new ClientExchange(this, head);
    this.current = exchange;
    this.onRequest(exchange);
  }

  body(chunk: Buffer): void {
    this.current?.handlers?.requestBody(chunk);
  }

  end(rawTrailers: string[]): void {
    const exchange = this.current;
    if (exchange === null) return;
    exchange.requestEnded = true;
    exchange.handlers?.requestEnd(rawTrailers);
  }

  answered(exchange: ClientExchange, close: boolean): void {
    if (this.current !== exchange) return;
    this.current = null;
    if (close) {
      this.closing = true;
      this.held = null;
      // What the client still sends is read and dropped until it closes too, so that its answer is not lost to a reset.
      this.socket.resume();
      this.socket.end();
      return;
    }
    this.parser.next();
    const held = this.held;
    this.held = null;
    if (this.pausedForHeld) {
      this.pausedForHeld = false;
      if (!this.pausedForBody) this.socket.resume();
    }
    if (held !== null) this.feed(held);
  }

  private onData(chunk: Buffer): void {
    if (this.closing) return;
    if (this.parser.done) {
      // The answer to the request before is under way: this is the next request, read once it is written.
      this.hold(chunk);
      return;
    }
    this.feed(chunk);
  }

  private feed(chunk: Buffer): void {
    let at: number;
    try {
      at = this.parser.push(chunk);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      this.refuse(error);
      return;
    }
    if (at < chunk.length && !this.closing) this.hold(chunk.subarray(at));
  }

  private hold(chunk: Buffer): void {
    this.held = this.held === null ? chunk : Buffer.concat([this.held, chunk]);
    if (this.held.length > HELD_LIMIT && !this.pausedForHeld) {
      this.pausedForHeld = true;
      this.socket.pause();
    }
  }

  /** A request the proxy cannot read: a problem, and the connection closed (what follows cannot be framed). */
  private refuse(error: RequestError): void {
    const exchange = this.current ?? new ClientExchange(this, refusedHead);
    this.current = exchange;
    if (exchange.headSent) {
      // Its body broke off after the target's answer began: the client's connection is all that can tell it.
      exchange.gone();
      this.current = null;
      this.socket.destroy();
      return;
    }
    exchange.handlers?.aborted();
    exchange.problem(error.status, reasons[error.status] ?? 'Bad Request', malformedBody(error), true);
  }
}

export async function startClientServer(options: ClientServerOptions): Promise<ClientServer> {
  const connections = new Set<ClientConnection>();
  const idleMs = options.idleMs ?? 65_000;
  const server: Server = createServer({ allowHalfOpen: true, noDelay: true }, (socket) => {
    const connection = new ClientConnection(socket, options.onRequest, idleMs);
    connections.add(connection);
    socket.on('close', () => connections.delete(connection));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
      for (const connection of connections) if (connection.idle) connection.socket.destroy();
      setTimeout(() => {
        for (const connection of connections) connection.socket.destroy();
      }, 1_000).unref();
    }),
  };
}
