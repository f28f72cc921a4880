/**
 * A message body read chunk by chunk as RFC 9112 frames it, once its head has said how: Content-Length bytes
 * (6.2), chunked (7.1: sizes in hex, extensions dropped as this hop's, trailer fields kept), or, for an answer,
 * everything up to the close (6.3, 8). One implementation for both sides of the proxy (client/request-parser.ts,
 * upstream/response-parser.ts). Each side brings its own rules (BodyRules): its limits, how strictly a chunk line
 * is read, how trailer fields are read, and its own error for each fault (a request's carries the status of the
 * proxy's answer; an answer's is a target that broke the protocol). Pure: bytes in, calls of the sink out.
 */
import { badValue } from './headers.js';

/** How the head said the body is framed. */
export type BodyFrame = { kind: 'length'; length: number } | { kind: 'chunked' } | { kind: 'close' };

/** What can be wrong with a body's framing; each side makes its own error of it. */
export type FramingFault =
  /** A chunk-size line (or, `inTrailers`, a trailer line) over its side's limit. */
  | { fault: 'line-too-long'; inTrailers: boolean }
  /** A chunk line ended by a bare LF (RFC 9112 7.1: CRLF). */
  | { fault: 'no-crlf' }
  /** A CR inside a chunk line (strict rules only). */
  | { fault: 'bare-cr' }
  /** Something other than CRLF after a chunk's data. */
  | { fault: 'chunk-overrun' }
  | { fault: 'chunk-size'; size: string }
  /** A control character in a chunk extension (strict rules only). */
  | { fault: 'chunk-extension' }
  /** The trailer section over `maxTrailerBytes`. */
  | { fault: 'trailers-too-long' };

export interface BodyRules {
  /** The longest chunk-size line, extensions included (its CR counted). */
  maxChunkLine: number;
  /** The longest trailer line. */
  maxTrailerLine: number;
  /** The most bytes of trailer lines, all together. */
  maxTrailerBytes: number;
  /**
   * A request, which the proxy must not guess about (RFC 9112 11.2): white space only after a chunk size (BWS
   * before its extensions), no CR inside a chunk line, no control character in an extension, and anything but
   * CRLF after a chunk's data refused at its first byte. An answer is read as leniently as it can be framed:
   * white space around the size is ignored, and the line after a chunk's data is judged once whole.
   */
  strict: boolean;
  error(fault: FramingFault): Error;
  /** The trailer fields of the trailer lines, as flat name/value pairs (throws the side's error when malformed). */
  fields(lines: readonly string[]): string[];
}

export interface BodySink {
  body(chunk: Buffer): void;
  /** The body is complete; `rawTrailers` are the trailer fields of a chunked one (flat pairs). */
  end(rawTrailers: string[]): void;
}

const enum State { Idle, Length, Close, ChunkSize, ChunkData, ChunkDataEnd, Trailers, Done }

const hexSize = /^[0-9a-fA-F]{1,12}$/;

export class BodyFramer {
  private state = State.Idle;
  private remaining = 0;
  private line = '';
  private trailerLines: string[] = [];
  private trailerBytes = 0;
  private readonly rules: BodyRules;
  private readonly sink: BodySink;

  constructor(rules: BodyRules, sink: BodySink) {
    this.rules = rules;
    this.sink = sink;
  }

  /** The body ended (its sink's `end` was called). */
  get done(): boolean {
    return this.state === State.Done;
  }

  /** Reading to the close: the body ends when the connection does. */
  get readsToClose(): boolean {
    return this.state === State.Close;
  }

  /** A body framed as `frame` comes next; a length of 0 ends at once. */
  start(frame: BodyFrame): void {
    this.line = '';
    this.trailerLines = [];
    this.trailerBytes = 0;
    if (frame.kind === 'chunked') {
      this.state = State.ChunkSize;
    } else if (frame.kind === 'close') {
      this.state = State.Close;
    } else {
      this.remaining = frame.length;
      if (frame.length === 0) this.finish([]);
      else this.state = State.Length;
    }
  }

  /** Reads the body from `chunk` at `offset`; returns the offset it stopped at (the chunk's end, or the body's). */
  push(chunk: Buffer, offset = 0): number {
    let at = offset;
    while (at < chunk.length) {
      switch (this.state) {
        case State.Idle:
        case State.Done:
          return at;
        case State.Close:
          this.sink.body(at === 0 ? chunk : chunk.subarray(at));
          return chunk.length;
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
      }
    }
    return at;
  }

  /** The connection closed: true when that ends the body (read to the close), false when it broke the body off. */
  close(): boolean {
    if (this.state === State.Close) this.finish([]);
    return this.state === State.Done;
  }

  /** Reads up to LF into this.line; the offset after it, or -1 when the line goes on in the next chunk. */
  private readLine(chunk: Buffer, offset: number): number {
    const lf = chunk.indexOf(0x0a, offset);
    this.line += chunk.toString('latin1', offset, lf === -1 ? chunk.length : lf);
    // After a chunk's data comes CRLF and nothing else: a request's is refused at once, not after a line's limit.
    if (this.rules.strict && this.state === State.ChunkDataEnd && this.line !== '' && this.line !== '\r') throw this.rules.error({ fault: 'chunk-overrun' });
    const inTrailers = this.state === State.Trailers;
    if (this.line.length > (inTrailers ? this.rules.maxTrailerLine : this.rules.maxChunkLine)) throw this.rules.error({ fault: 'line-too-long', inTrailers });
    return lf === -1 ? -1 : lf + 1;
  }

  private onLine(): void {
    let line = this.line;
    this.line = '';
    // RFC 9112 7.1: each chunk line ends with CRLF; a bare LF is refused (a peer might read it otherwise).
    if (!line.endsWith('\r')) throw this.rules.error({ fault: 'no-crlf' });
    line = line.slice(0, -1);
    if (this.rules.strict && line.includes('\r')) throw this.rules.error({ fault: 'bare-cr' });
    if (this.state === State.ChunkDataEnd) {
      if (line !== '') throw this.rules.error({ fault: 'chunk-overrun' });
      this.state = State.ChunkSize;
    } else if (this.state === State.ChunkSize) {
      this.onChunkSize(line);
    } else if (line === '') {
      this.finish(this.rules.fields(this.trailerLines));
    } else {
      this.trailerBytes += line.length;
      if (this.trailerBytes > this.rules.maxTrailerBytes) throw this.rules.error({ fault: 'trailers-too-long' });
      this.trailerLines.push(line);
    }
  }

  /** chunk-size [ chunk-ext ] (RFC 9112 7.1, 7.1.1): the extensions are this hop's, and dropped. */
  private onChunkSize(line: string): void {
    const semicolon = line.indexOf(';');
    const written = semicolon === -1 ? line : line.slice(0, semicolon);
    // BWS may come before the extensions (7.1.1); an answer's stray white space is forgiven.
    const size = !this.rules.strict ? written.trim() : semicolon === -1 ? written : written.replace(/[ \t]+$/, '');
    if (!hexSize.test(size)) throw this.rules.error({ fault: 'chunk-size', size });
    if (this.rules.strict && semicolon !== -1 && badValue.test(line.slice(semicolon))) throw this.rules.error({ fault: 'chunk-extension' });
    this.remaining = Number.parseInt(size, 16);
    this.state = this.remaining === 0 ? State.Trailers : State.ChunkData;
  }

  private finish(trailers: string[]): void {
    this.state = State.Done;
    this.sink.end(trailers);
  }
}
