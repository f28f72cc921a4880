/**
 * An HTTP/1.1 response read from the target's socket, chunk by chunk (RFC 9112): the status line and fields kept
 * as received (names' case, order and repeats), interim 1xx answers reported apart, and the body framed as
 * section 6.3 says, in its order: no body for a HEAD request, 1xx, 204 and 304; chunked when Transfer-Encoding
 * ends in chunked (its trailer fields kept); read to the close for any other Transfer-Encoding; Content-Length
 * bytes; else read to the close. Pure: bytes in, calls of the sink out; a malformed answer throws ProtocolError.
 */
import { BodyFramer, type BodyRules, type FramingFault } from '../body-framer.js';
import { tokensOf } from '../headers.js';

export type Framing =
  | { kind: 'none' }
  | { kind: 'length'; length: number }
  | { kind: 'chunked' }
  | { kind: 'close' };

export interface ResponseHead {
  version: '1.0' | '1.1';
  status: number;
  reason: string;
  /** Name/value pairs as received, flat: [name, value, name, value, ...]. */
  rawHeaders: string[];
  framing: Framing;
  /** The connection may carry another request after this answer (RFC 9112 9.3). */
  keepAlive: boolean;
  /** `Keep-Alive: timeout=<s>` (a hint of how long the target keeps an idle connection), in ms. */
  keepAliveMs: number | null;
  /** The tokens of the Connection header (lower case): fields that belong to this connection only. */
  connectionTokens: ReadonlySet<string>;
}

export interface ResponseSink {
  /** A 1xx answer before the final one (RFC 9110 15.2). */
  informational(status: number, reason: string, rawHeaders: string[]): void;
  head(head: ResponseHead): void;
  body(chunk: Buffer): void;
  /** The answer is complete; `rawTrailers` are the trailer fields of a chunked body (flat pairs). */
  end(rawTrailers: string[]): void;
}

/** The target answered something that is not HTTP/1.1, or broke off its answer. */
export class ProtocolError extends Error {
  /** True when not one byte of an answer came: the request may be sent again on another connection. */
  readonly nothingReceived: boolean;

  constructor(message: string, nothingReceived = false) {
    super(message);
    this.name = 'ProtocolError';
    this.nothingReceived = nothingReceived;
  }
}

const MAX_HEAD = 64 * 1024;
const MAX_LINE = 8 * 1024;
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const statusLine = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: ([^\r\n]*))?$/;
const noTokens: ReadonlySet<string> = new Set();

const enum State { Head, Body, Done }

/** Fields of a head (or of trailers): `lines` without the start line; obs-fold replaced by a space (RFC 9112 5.2). */
function fieldsOf(lines: readonly string[], from: number): string[] {
  const raw: string[] = [];
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length === 0) continue;
    const first = line.charCodeAt(0);
    if (first === 0x20 || first === 0x09) {
      if (raw.length === 0) throw new ProtocolError('a header line starts with white space');
      raw[raw.length - 1] = `${raw[raw.length - 1]!} ${line.trim()}`.trimEnd();
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon <= 0 ? '' : line.slice(0, colon);
    if (!token.test(name)) throw new ProtocolError(`a malformed header line: ${JSON.stringify(line.slice(0, 60))}`);
    raw.push(name, line.slice(colon + 1).trim());
  }
  return raw;
}

/** An answer's body is read as leniently as it can be framed: the proxy frames it again for its client. */
function answerBodyError(fault: FramingFault): ProtocolError {
  switch (fault.fault) {
    case 'line-too-long': return new ProtocolError(`a chunk line longer than ${MAX_LINE / 1024} KiB`);
    case 'no-crlf': return new ProtocolError('a chunk line not ended by CRLF');
    case 'bare-cr': return new ProtocolError('a bare CR in a chunk line');
    case 'chunk-overrun': return new ProtocolError('chunk data longer than its size');
    case 'chunk-size': return new ProtocolError(`an invalid chunk size: ${JSON.stringify(fault.size.slice(0, 20))}`);
    case 'chunk-extension': return new ProtocolError('a control character in a chunk extension');
    case 'trailers-too-long': return new ProtocolError(`trailer fields longer than ${MAX_HEAD / 1024} KiB`);
  }
}

const answerBodyRules: BodyRules = {
  maxChunkLine: MAX_LINE,
  maxTrailerLine: MAX_LINE,
  maxTrailerBytes: MAX_HEAD,
  strict: false,
  error: answerBodyError,
  fields: (lines) => fieldsOf(lines, 0),
};

/** RFC 9112 6.3: how the body of a final answer ends, and whether the connection outlives it. */
export function framingOf(headRequest: boolean, status: number, raw: readonly string[]): { framing: Framing; reusable: boolean } {
  if (headRequest || status === 204 || status === 304) return { framing: { kind: 'none' }, reusable: true };
  const codings = tokensOf(raw, 'transfer-encoding');
  const lengths = tokensOf(raw, 'content-length');
  if (codings.length > 0) {
    // Both present: Transfer-Encoding wins, and the connection is not trusted with another request (6.3, 3).
    const reusable = lengths.length === 0;
    return codings[codings.length - 1] === 'chunked' ? { framing: { kind: 'chunked' }, reusable } : { framing: { kind: 'close' }, reusable: false };
  }
  if (lengths.length > 0) {
    // "42, 42" is one length; differing or non-numeric values are an unrecoverable error (6.3, 5).
    const first = lengths[0]!;
    if (!/^\d{1,15}$/.test(first) || lengths.some((l) => l !== first)) throw new ProtocolError(`an invalid Content-Length: ${lengths.join(', ')}`);
    return { framing: { kind: 'length', length: Number(first) }, reusable: true };
  }
  return { framing: { kind: 'close' }, reusable: false };
}

export class ResponseParser {
  private state = State.Head;
  private head: Buffer | null = null;
  private searchFrom = 0;
  private received = false;
  private readonly framer: BodyFramer;
  /** Bytes came after the end of the answer: the connection cannot be trusted with another request. */
  overrun = false;
  private readonly headRequest: boolean;
  private readonly sink: ResponseSink;

  constructor(headRequest: boolean, sink: ResponseSink) {
    this.headRequest = headRequest;
    this.sink = sink;
    this.framer = new BodyFramer(answerBodyRules, {
      body: (chunk) => {
        sink.body(chunk);
      },
      end: (trailers) => {
        this.finish(trailers);
      },
    });
  }

  get done(): boolean {
    return this.state === State.Done;
  }

  /** Reading to the close: the answer ends when the connection does. */
  get readsToClose(): boolean {
    return this.state === State.Body && this.framer.readsToClose;
  }

  push(input: Buffer): void {
    let chunk = input;
    let offset = 0;
    if (chunk.length > 0) this.received = true;
    while (offset < chunk.length) {
      switch (this.state) {
        case State.Head: {
          const held = this.head === null ? chunk.subarray(offset) : Buffer.concat([this.head, chunk.subarray(offset)]);
          const end = held.indexOf('\r\n\r\n', this.searchFrom, 'latin1');
          if (end === -1) {
            if (held.length > MAX_HEAD) throw new ProtocolError('an answer head longer than 64 KiB');
            // Kept past this read: a copy (the connection's read buffer is reused, pool.ts).
            this.head = this.head === null ? Buffer.from(held) : held;
            this.searchFrom = Math.max(0, held.length - 3);
            return;
          }
          this.head = null;
          this.searchFrom = 0;
          this.onHead(held.toString('latin1', 0, end));
          chunk = held;
          offset = end + 4;
          break;
        }
        case State.Body:
          offset = this.framer.push(chunk, offset);
          break;
        case State.Done:
          this.overrun = true;
          return;
      }
    }
  }

  /** The target closed the connection: the end of a read-to-close body, else an answer broken off. */
  close(): void {
    if (this.state === State.Done) return;
    if (this.state === State.Body && this.framer.close()) return;
    throw new ProtocolError(this.received ? 'the target closed the connection in the middle of its answer' : 'the target closed the connection without answering', !this.received);
  }

  private onHead(text: string): void {
    const lines = text.split('\r\n');
    const match = statusLine.exec(lines[0]!);
    if (match === null) throw new ProtocolError(`not an HTTP/1.x status line: ${JSON.stringify(lines[0]!.slice(0, 60))}`);
    const status = Number(match[2]);
    const reason = match[3] ?? '';
    const rawHeaders = fieldsOf(lines, 1);
    if (status < 200) {
      // 101 would switch the connection to another protocol; the proxy forwards no Upgrade, so none is expected.
      if (status === 101) throw new ProtocolError('101 Switching Protocols, though the proxy asks for no upgrade');
      this.sink.informational(status, reason, rawHeaders);
      return;
    }
    const version = match[1] === '1' ? '1.1' : '1.0';
    const { framing, reusable } = framingOf(this.headRequest, status, rawHeaders);
    const tokens = tokensOf(rawHeaders, 'connection');
    const connectionTokens = tokens.length === 0 ? noTokens : new Set(tokens);
    const persistent = version === '1.1' ? !connectionTokens.has('close') : connectionTokens.has('keep-alive');
    let keepAliveMs: number | null = null;
    for (const parameter of tokensOf(rawHeaders, 'keep-alive')) {
      const hint = /^timeout\s*=\s*(\d+)$/.exec(parameter);
      if (hint) keepAliveMs = Number(hint[1]) * 1000;
    }
    this.sink.head({ version, status, reason, rawHeaders, framing, keepAlive: persistent && reusable, keepAliveMs, connectionTokens });
    if (framing.kind === 'none') {
      this.finish([]);
    } else {
      this.state = State.Body;
      this.framer.start(framing);
    }
  }

  private finish(trailers: string[]): void {
    this.state = State.Done;
    this.sink.end(trailers);
  }
}
