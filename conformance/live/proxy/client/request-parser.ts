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
import { headersObject } from '../headers.js';

export interface RequestHead {
  method: string;
  /** The request target in origin form (absolute form reduced to its path and query), or `*`. */
  target: string;
  version: '1.0' | '1.1';
  /** Name/value pairs as received, flat: [name, value, name, value, ...]. */
  rawHeaders: string[];
  /** The fields as node:http gives them (what the rules judge). */
  headers: IncomingHttpHeaders;
  body: 'none' | 'length' | 'chunked';
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

/** A request the proxy refuses, with the status of its answer (400, 414, 417, 431, 501 or 505). */
export class RequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
  }
}

export const MAX_REQUEST_HEAD = 64 * 1024;
export const MAX_REQUEST_LINE = 8 * 1024;
const MAX_FIELDS = 500;
const MAX_CHUNK_LINE = 4 * 1024;
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const requestLine = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+) ([^ ]+) HTTP\/(\d)\.(\d)$/;
// RFC 9110 5.5: a field value is visible characters, obs-text, SP and HTAB; CR, LF, NUL and other controls are refused.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const badValue = /[\x00-\x08\x0a-\x1f\x7f]/;
// RFC 9112 3.2: the request target has no white space or controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const badTarget = /[\x00-\x20\x7f]/;
const noTokens: ReadonlySet<string> = new Set();

const enum State { Head, Length, ChunkSize, ChunkData, ChunkDataEnd, Trailers, Done }

/** Fields of a head (or of trailers), refused when malformed: RFC 9112 5.1 (no white space before the colon), 5.2 (no obs-fold). */
function fieldsOf(lines: readonly string[], from: number): string[] {
  const raw: string[] = [];
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    const name = colon <= 0 ? '' : line.slice(0, colon);
    if (!token.test(name)) throw new RequestError(400, line.charCodeAt(0) === 0x20 || line.charCodeAt(0) === 0x09 ? 'a folded header line (obs-fold)' : 'a malformed header line');
    const value = line.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, '');
    if (badValue.test(value)) throw new RequestError(400, `a control character in the value of ${name}`);
    raw.push(name, value);
  }
  if (raw.length > 2 * MAX_FIELDS) throw new RequestError(431, `more than ${MAX_FIELDS} header fields`);
  return raw;
}

/** The comma-separated tokens of every field named `name` (lower case), and how many such fields there were. */
function tokensOf(raw: readonly string[], name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) {
      for (const part of raw[i + 1]!.split(',')) {
        const t = part.trim().toLowerCase();
        if (t !== '') out.push(t);
      }
    }
  }
  return out;
}

function countOf(raw: readonly string[], name: string): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) n += 1;
  return n;
}

/** RFC 9112 6.3 for a request, and 6.1's rule for HTTP/1.0: how its body is framed, or why it cannot be. */
export function requestFraming(version: '1.0' | '1.1', raw: readonly string[]): { body: RequestHead['body']; length: number | null } {
  const codings = tokensOf(raw, 'transfer-encoding');
  const lengths = tokensOf(raw, 'content-length');
  if (codings.length > 0 || countOf(raw, 'transfer-encoding') > 0) {
    if (version === '1.0') throw new RequestError(400, 'Transfer-Encoding in an HTTP/1.0 request (RFC 9112 6.1)');
    if (lengths.length > 0 || countOf(raw, 'content-length') > 0) throw new RequestError(400, 'both Transfer-Encoding and Content-Length (RFC 9112 6.3: a request that may be smuggled)');
    if (codings[codings.length - 1] !== 'chunked') throw new RequestError(400, `Transfer-Encoding ${codings.join(', ')} does not end in chunked (RFC 9112 6.3)`);
    if (codings.length > 1) throw new RequestError(501, `Transfer-Encoding ${codings.join(', ')}: the proxy forwards chunked alone`);
    return { body: 'chunked', length: null };
  }
  if (lengths.length === 0) {
    if (countOf(raw, 'content-length') > 0) throw new RequestError(400, 'an empty Content-Length');
    return { body: 'none', length: null };
  }
  // "42, 42" is one length; differing or non-numeric values cannot be recovered from (6.3, 5).
  const first = lengths[0]!;
  if (!/^\d{1,15}$/.test(first) || lengths.some((l) => l !== first)) throw new RequestError(400, `an invalid Content-Length: ${lengths.join(', ').slice(0, 60)}`);
  const length = Number(first);
  return { body: length === 0 ? 'none' : 'length', length };
}

/** The target in origin form: an absolute-form target (RFC 9112 3.2.2) is reduced to its path and query. */
function originForm(method: string, target: string): string {
  if (target.length > MAX_REQUEST_LINE) throw new RequestError(414, `a request target longer than ${MAX_REQUEST_LINE} bytes`);
  if (badTarget.test(target)) throw new RequestError(400, 'a control character in the request target');
  if (target.charCodeAt(0) === 0x2f) return target;
  if (target === '*' && method === 'OPTIONS') return target;
  const scheme = /^https?:\/\/[^/?#]+/i.exec(target);
  if (scheme !== null) {
    const rest = target.slice(scheme[0].length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  throw new RequestError(400, 'a request target that is neither a path nor an absolute URL');
}

export class RequestParser {
  private state = State.Head;
  private head: Buffer | null = null;
  private searchFrom = 0;
  private remaining = 0;
  private line = '';
  private trailerLines: string[] = [];
  private trailerBytes = 0;
  private readonly sink: RequestSink;

  constructor(sink: RequestSink) {
    this.sink = sink;
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
    this.trailerLines = [];
    this.trailerBytes = 0;
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
        case State.Length: {
          const n = Math.min(this.remaining, chunk.length - at);
          this.sink.body(at === 0 && n === chunk.length ? chunk : chunk.subarray(at, at + n));
          at += n;
          this.remaining -= n;
          if (this.remaining === 0) this.finish([]);
          break;
        }
        case State.ChunkData: {
          const n = Math.min(this.remaining, chunk.length - at);
          this.sink.body(chunk.subarray(at, at + n));
          at += n;
          this.remaining -= n;
          if (this.remaining === 0) this.state = State.ChunkDataEnd;
          break;
        }
        case State.ChunkSize:
        case State.ChunkDataEnd:
        case State.Trailers: {
          const next = this.readLine(chunk, at);
          if (next === -1) return chunk.length;
          at = next;
          this.onLine();
          break;
        }
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

  /** Reads up to LF into this.line; the offset after it, or -1 when the line goes on in the next chunk. */
  private readLine(chunk: Buffer, offset: number): number {
    const lf = chunk.indexOf(0x0a, offset);
    this.line += chunk.toString('latin1', offset, lf === -1 ? chunk.length : lf);
    // After a chunk's data comes CRLF and nothing else: anything else is refused at once, not after 4 KiB.
    if (this.state === State.ChunkDataEnd && this.line !== '' && this.line !== '\r') throw new RequestError(400, 'chunk data longer than its size');
    const limit = this.state === State.Trailers ? MAX_REQUEST_HEAD : MAX_CHUNK_LINE;
    if (this.line.length > limit) throw new RequestError(this.state === State.Trailers ? 431 : 400, 'a chunk line or trailer section too long');
    return lf === -1 ? -1 : lf + 1;
  }

  private onLine(): void {
    let line = this.line;
    this.line = '';
    // RFC 9112 7.1: each chunk line ends with CRLF; a bare LF is refused (a target might read it otherwise).
    if (!line.endsWith('\r')) throw new RequestError(400, 'a chunk line not ended by CRLF');
    line = line.slice(0, -1);
    if (line.includes('\r')) throw new RequestError(400, 'a bare CR in a chunk line');
    if (this.state === State.ChunkDataEnd) {
      if (line !== '') throw new RequestError(400, 'chunk data longer than its size');
      this.state = State.ChunkSize;
    } else if (this.state === State.ChunkSize) {
      // chunk-size [ chunk-ext ]: the extensions are this hop's and dropped (RFC 9112 7.1.1).
      const semicolon = line.indexOf(';');
      const size = semicolon === -1 ? line : line.slice(0, semicolon).replace(/[ \t]+$/, '');
      if (!/^[0-9a-fA-F]{1,12}$/.test(size)) throw new RequestError(400, `an invalid chunk size: ${JSON.stringify(size.slice(0, 20))}`);
      if (semicolon !== -1 && badValue.test(line.slice(semicolon))) throw new RequestError(400, 'a control character in a chunk extension');
      this.remaining = Number.parseInt(size, 16);
      this.state = this.remaining === 0 ? State.Trailers : State.ChunkData;
    } else if (line === '') {
      this.finish(fieldsOf(this.trailerLines, 0));
    } else {
      this.trailerBytes += line.length;
      if (this.trailerBytes > MAX_REQUEST_HEAD) throw new RequestError(431, 'trailer fields longer than 64 KiB');
      this.trailerLines.push(line);
    }
  }

  private onHead(text: string): void {
    // Lines end with CRLF only: a bare CR or LF inside the head is refused (RFC 9112 2.2).
    const lines = text.split('\r\n');
    for (const line of lines) if (line.includes('\r') || line.includes('\n')) throw new RequestError(400, 'a bare CR or LF in the request head');
    if (lines[0]!.length > MAX_REQUEST_LINE) throw new RequestError(414, `a request line longer than ${MAX_REQUEST_LINE} bytes`);
    const match = requestLine.exec(lines[0]!);
    if (match === null) throw new RequestError(400, `not an HTTP/1.x request line: ${JSON.stringify(lines[0]!.slice(0, 60))}`);
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
    if (body === 'chunked') {
      this.state = State.ChunkSize;
    } else if (body === 'length') {
      this.remaining = length ?? 0;
      this.state = State.Length;
    } else {
      this.finish([]);
    }
  }

  private finish(trailers: string[]): void {
    this.state = State.Done;
    this.sink.end(trailers);
  }
}
