/**
 * An HTTP/1.1 request read from a client's socket, chunk by chunk (RFC 9112), strictly: a request the proxy
 * cannot frame without guessing is refused, since a target that guesses otherwise would read a second request
 * inside the first (request smuggling, RFC 9112 11.2). The request line and fields are kept as received (names'
 * case, order and repeats); the body is framed as section 6.3 says for a request: chunked when Transfer-Encoding
 * is present (which must then be chunked alone, and without Content-Length), else Content-Length bytes (one
 * value, or a list of one value repeated), else none. Pure: bytes in, calls of the sink out; the parser stops at
 * the end of each request, so that pipelined requests are taken one at a time; a malformed request throws
 * RequestError with the status to answer.
 */
import { type IncomingHttpHeaders } from 'node:http';
import { headersObject, tokensOf } from '../headers.js';
import { BodyFramer, type BodyRules, type FramingFault } from '../body-framer.js';
import { type BodyFraming, countOf, fieldsOf, MAX_REQUEST_LINE, originForm, RequestError, requestFraming } from './request-fields.js';

export { RequestError } from './request-fields.js';

export interface RequestHead {
  method: string;
  /** The request target in origin form (absolute form reduced to its path and query), or `*`. */
  target: string;
  version: '1.0' | '1.1';
  /** Name/value pairs as received, flat: [name, value, name, value, ...]. */
  rawHeaders: string[];
  /** The fields as node:http gives them (what the rules judge). */
  headers: IncomingHttpHeaders;
  body: BodyFraming;
  /** The body's length when the request states one (Content-Length), else null. */
  contentLength: number | null;
  /** The client keeps the connection for another request (RFC 9112 9.3). */
  keepAlive: boolean;
  /** An HTTP/1.1 client waits for a 100 before it sends its body (RFC 9110 10.1.1). */
  expectContinue: boolean;
  /** The tokens of the Connection header (lower case): fields that belong to this connection only. */
  connectionTokens: ReadonlySet<string>;
}

export interface RequestSink {
  head(head: RequestHead): void;
  body(chunk: Buffer): void;
  /** The request is complete; `rawTrailers` are the trailer fields of a chunked body (flat pairs). */
  end(rawTrailers: string[]): void;
}

export const MAX_REQUEST_HEAD = 64 * 1024;
const MAX_CHUNK_LINE = 4 * 1024;
const requestLine = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+) ([^ ]+) HTTP\/(\d)\.(\d)$/;
const noTokens: ReadonlySet<string> = new Set();

const enum State { Head, Body, Done }

/** A request's body is read strictly (RFC 9112 11.2: a peer that reads it otherwise would see another request). */
function requestBodyError(fault: FramingFault): RequestError {
  switch (fault.fault) {
    case 'line-too-long': return new RequestError(fault.inTrailers ? 431 : 400, 'a chunk line or trailer section too long');
    case 'no-crlf': return new RequestError(400, 'a chunk line not ended by CRLF');
    case 'bare-cr': return new RequestError(400, 'a bare CR in a chunk line');
    case 'chunk-overrun': return new RequestError(400, 'chunk data longer than its size');
    case 'chunk-size': return new RequestError(400, `an invalid chunk size: ${JSON.stringify(fault.size.slice(0, 20))}`);
    case 'chunk-extension': return new RequestError(400, 'a control character in a chunk extension');
    case 'trailers-too-long': return new RequestError(431, `trailer fields longer than ${MAX_REQUEST_HEAD / 1024} KiB`);
  }
}

const requestBodyRules: BodyRules = {
  maxChunkLine: MAX_CHUNK_LINE,
  maxTrailerLine: MAX_REQUEST_HEAD,
  maxTrailerBytes: MAX_REQUEST_HEAD,
  strict: true,
  error: requestBodyError,
  fields: (lines) => fieldsOf(lines, 0),
};

export class RequestParser {
  private state = State.Head;
  private head: Buffer | null = null;
  private searchFrom = 0;
  private readonly framer: BodyFramer;
  private readonly sink: RequestSink;

  constructor(sink: RequestSink) {
    this.sink = sink;
    this.framer = new BodyFramer(requestBodyRules, {
      body: (chunk) => {
        sink.body(chunk);
      },
      end: (trailers) => {
        this.finish(trailers);
      },
    });
  }

  /** A whole request was read: the parser takes no more bytes until `next`. */
  get done(): boolean {
    return this.state === State.Done;
  }

  /** Nothing of a request has been read since the last one ended (or ever). */
  get idle(): boolean {
    return this.state === State.Head && this.head === null;
  }

  /** Ready for the next request of the connection. */
  next(): void {
    this.state = State.Head;
  }

  /** Reads from `chunk` at `offset`; returns the offset it stopped at (the chunk's end, or the end of a request). */
  push(chunk: Buffer, offset = 0): number {
    let at = offset;
    while (at < chunk.length) {
      switch (this.state) {
        case State.Head: {
          if (this.head === null) {
            // RFC 9112 2.2: empty lines before a request line are ignored.
            while (at + 1 < chunk.length && chunk[at] === 0x0d && chunk[at + 1] === 0x0a) at += 2;
            if (at === chunk.length) return at;
          }
          const held = this.head === null ? chunk.subarray(at) : Buffer.concat([this.head, chunk.subarray(at)]);
          const end = held.indexOf('\r\n\r\n', this.searchFrom, 'latin1');
          const headLength = this.head === null ? 0 : this.head.length;
          if (end === -1) {
            this.checkPartialHead(held);
            this.head = held;
            this.searchFrom = Math.max(0, held.length - 3);
            return chunk.length;
          }
          if (end + 4 > MAX_REQUEST_HEAD) throw new RequestError(431, `a request head longer than ${MAX_REQUEST_HEAD / 1024} KiB`);
          this.head = null;
          this.searchFrom = 0;
          this.onHead(held.toString('latin1', 0, end));
          at = at + end + 4 - headLength;
          break;
        }
        case State.Body:
          at = this.framer.push(chunk, at);
          break;
        case State.Done:
          return at;
      }
      if ((this.state as State) === State.Done) return at;
    }
    return at;
  }

  /** An incomplete head that is already too long, or whose request line is. */
  private checkPartialHead(held: Buffer): void {
    if (held.length > MAX_REQUEST_HEAD) throw new RequestError(431, `a request head longer than ${MAX_REQUEST_HEAD / 1024} KiB`);
    if (held.length > MAX_REQUEST_LINE && held.indexOf('\r\n', 0, 'latin1') === -1) throw new RequestError(414, `a request line longer than ${MAX_REQUEST_LINE} bytes`);
  }

  private onHead(text: string): void {
    // Lines end with CRLF only: a bare CR or LF inside the head is refused (RFC 9112 2.2).
    const lines = text.split('\r\n');
    for (const line of lines) if (line.includes('\r') || line.includes('\n')) throw new RequestError(400, 'a bare CR or LF in the request head');
    if (lines[0]!.length > MAX_REQUEST_LINE) throw new RequestError(414, `a request line longer than ${MAX_REQUEST_LINE} bytes`);
    const match = requestLine.exec(lines[0]!);
    // Not echoed: a request line may carry a key in its query.
    if (match === null) throw new RequestError(400, 'not an HTTP/1.x request line (method, target and version separated by single spaces)');
    if (match[3] !== '1') throw new RequestError(505, `HTTP/${match[3]!}.${match[4]!}: the proxy speaks HTTP/1.1`);
    const method = match[1]!;
    const target = originForm(method, match[2]!);
    const version = match[4] === '0' ? '1.0' : '1.1';
    const rawHeaders = fieldsOf(lines, 1);
    // RFC 9112 3.2: an HTTP/1.1 request has exactly one Host; several are refused in any version.
    const hosts = countOf(rawHeaders, 'host');
    if (hosts > 1 || (hosts === 0 && version === '1.1')) throw new RequestError(400, hosts === 0 ? 'an HTTP/1.1 request without Host' : 'several Host fields');
    const { body, length } = requestFraming(version, rawHeaders);
    const tokens = tokensOf(rawHeaders, 'connection');
    const connectionTokens = tokens.length === 0 ? noTokens : new Set(tokens);
    const keepAlive = version === '1.1' ? !connectionTokens.has('close') : connectionTokens.has('keep-alive') && !connectionTokens.has('close');
    const expect = tokensOf(rawHeaders, 'expect');
    // RFC 9110 10.1.1: 100-continue is the one expectation; a 1.0 request's is ignored.
    if (expect.some((e) => e !== '100-continue')) throw new RequestError(417, `Expect: ${expect.join(', ').slice(0, 60)} (the proxy knows 100-continue only)`);
    const expectContinue = version === '1.1' && expect.length > 0;
    const headers = headersObject(rawHeaders);
    const contentLength = length;
    this.sink.head({ method, target, version, rawHeaders, headers, body, contentLength, keepAlive, expectContinue, connectionTokens });
    if (body === 'none') {
      this.finish([]);
    } else {
      this.state = State.Body;
      this.framer.start(body === 'chunked' ? { kind: 'chunked' } : { kind: 'length', length: length ?? 0 });
    }
  }

  private finish(trailers: string[]): void {
    this.state = State.Done;
    this.sink.end(trailers);
  }
}
