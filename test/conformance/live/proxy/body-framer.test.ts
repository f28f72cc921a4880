/**
 * The one body framer of both sides of the proxy (conformance/live/proxy/body-framer.ts), on its own: each case fed
 * whole, in two pieces split at every byte, and one byte at a time, so that every boundary of the framing falls
 * between two reads somewhere. Strict rules are a request's (client/request-parser.ts), lenient ones an answer's
 * (upstream/response-parser.ts); the sockets' tests (client.test.ts, framing.test.ts) cover the same cases end to end.
 */
import { describe, expect, it } from 'vitest';
import { type BodyFrame, BodyFramer, type BodyRules, type FramingFault } from '../../../../conformance/live/proxy/body-framer.js';

class Fault extends Error {
  readonly fault: FramingFault;

  constructor(fault: FramingFault) {
    super(fault.fault);
    this.fault = fault;
  }
}

const rules = (strict: boolean): BodyRules => ({
  maxChunkLine: 64,
  maxTrailerLine: 128,
  maxTrailerBytes: 256,
  strict,
  error: (fault) => new Fault(fault),
  fields: (lines) => lines.flatMap((line) => {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`the side's own field error: ${line}`);
    return [line.slice(0, colon), line.slice(colon + 1).trim()];
  }),
});

interface Read {
  body: string;
  trailers: string[] | null;
  /** Where the body ended in the bytes (what follows is the next message's), or null when it has not. */
  endedAt: number | null;
}

/** Feeds `wire` in `pieces`; what the sink got, and where the body ended. */
function read(frame: BodyFrame, wire: string, pieces: string[], strict: boolean): Read {
  const out: Read = { body: '', trailers: null, endedAt: null };
  const framer = new BodyFramer(rules(strict), {
    body: (chunk) => {
      out.body += chunk.toString('latin1');
    },
    end: (trailers) => {
      out.trailers = trailers;
    },
  });
  framer.start(frame);
  let fed = 0;
  for (const piece of pieces) {
    const at = framer.push(Buffer.from(piece, 'latin1'));
    if (framer.done && out.endedAt === null) out.endedAt = fed + at;
    fed += piece.length;
  }
  expect(fed).toBe(wire.length);
  return out;
}

/** One piece per byte (the wire is latin1). */
const bytesOf = (wire: string): string[] => Array.from({ length: wire.length }, (_, i) => wire.slice(i, i + 1));

/** Every way of cutting `wire` that the cases are read in. */
function splits(wire: string): { name: string; pieces: string[] }[] {
  const ways = [{ name: 'whole', pieces: [wire] }, { name: 'byte by byte', pieces: bytesOf(wire) }];
  for (let i = 1; i < wire.length; i++) ways.push({ name: `split at ${i}`, pieces: [wire.slice(0, i), wire.slice(i)] });
  return ways;
}

const chunked: BodyFrame = { kind: 'chunked' };

describe('the body framer reads', () => {
  it.each([
    ['a Content-Length body, the next message after it untouched', { kind: 'length', length: 5 }, 'hello', 'GET /next', 'hello', []],
    ['chunked, extensions dropped, trailer fields kept', chunked, '5;ext=1\r\nhello\r\n6\r\n world\r\n0\r\nX-Sum: 42\r\n\r\n', 'GET /next', 'hello world', ['X-Sum', '42']],
    ['chunked with BWS before an extension, and a quoted extension value', chunked, '5 \t;a="b c"\r\nhello\r\n0\r\n\r\n', '', 'hello', []],
    ['chunked sizes in hex, either case', chunked, 'A\r\n0123456789\r\na\r\nabcdefghij\r\n0\r\n\r\n', '', '0123456789abcdefghij', []],
    ['a last chunk with no data before it', chunked, '0\r\n\r\n', 'x', '', []],
  ] as const)('%s, in any pieces, strictly or not', (_what, frame, wire, after, body, trailers) => {
    for (const strict of [true, false]) {
      for (const { name, pieces } of splits(wire + after)) {
        const got = read(frame, wire + after, pieces, strict);
        expect({ ...got, name, strict }).toEqual({ body, trailers: [...trailers], endedAt: wire.length, name, strict });
      }
    }
  });

  it('a length of 0 as ended at once', () => {
    const got = read({ kind: 'length', length: 0 }, '', [], true);
    expect(got).toEqual({ body: '', trailers: [], endedAt: null });
  });

  it('an answer read to the close: everything, until close() ends it', () => {
    const framer = new BodyFramer(rules(false), {
      body: (chunk) => {
        bodies.push(chunk.toString());
      },
      end: (trailers) => {
        ended = trailers;
      },
    });
    const bodies: string[] = [];
    let ended: string[] | null = null;
    framer.start({ kind: 'close' });
    expect(framer.push(Buffer.from('no length, '))).toBe(11);
    expect(framer.push(Buffer.from('no chunks'))).toBe(9);
    expect(framer.readsToClose).toBe(true);
    expect(ended).toBeNull();
    expect(framer.close()).toBe(true);
    expect({ bodies, ended }).toEqual({ bodies: ['no length, ', 'no chunks'], ended: [] });
  });

  it.each<[string, BodyFrame, string]>([
    ['a Content-Length body', { kind: 'length', length: 10 }, 'only '],
    ['a chunked body', chunked, '5\r\nhel'],
  ])('%s broken off by the close as broken off', (_what, frame, wire) => {
    const framer = new BodyFramer(rules(false), { body: () => undefined, end: () => undefined });
    framer.start(frame);
    framer.push(Buffer.from(wire));
    expect(framer.close()).toBe(false);
    expect(framer.done).toBe(false);
  });
});

describe('the body framer refuses', () => {
  const faultOf = (wire: string, strict: boolean, pieces: string[] = [wire]): FramingFault | string | null => {
    try {
      read(chunked, wire, pieces, strict);
      return null;
    } catch (error) {
      return error instanceof Fault ? error.fault : (error as Error).message;
    }
  };

  it.each([
    ['a size that is not hex', 'XX\r\nhi\r\n0\r\n\r\n', { fault: 'chunk-size', size: 'XX' }],
    ['an empty size', ';ext\r\n', { fault: 'chunk-size', size: '' }],
    ['a size over 12 hex digits', '1000000000000\r\n', { fault: 'chunk-size', size: '1000000000000' }],
    ['a chunk line ended by a bare LF', '5\nhello\r\n0\r\n\r\n', { fault: 'no-crlf' }],
    ['data longer than its size', '5\r\nhelloXX\r\n0\r\n\r\n', { fault: 'chunk-overrun' }],
    ['a chunk-size line over the limit', `5;${'e'.repeat(80)}\r\n`, { fault: 'line-too-long', inTrailers: false }],
    ['a trailer line over its limit', `0\r\nX-Long: ${'v'.repeat(140)}\r\n\r\n`, { fault: 'line-too-long', inTrailers: true }],
    ['a trailer section over its limit', `0\r\n${'X-Pad: 0123456789012345678901234567890123456789\r\n'.repeat(6)}\r\n`, { fault: 'trailers-too-long' }],
  ] as const)('%s, strictly or not', (_what, wire, fault) => {
    for (const strict of [true, false]) {
      expect({ strict, got: faultOf(wire, strict) }).toEqual({ strict, got: fault });
      expect({ strict, got: faultOf(wire, strict, bytesOf(wire)) }).toEqual({ strict, got: fault });
    }
  });

  it.each([
    ['white space before a size', ' 5\r\nhello\r\n0\r\n\r\n', { fault: 'chunk-size', size: ' 5' }],
    ['white space after a size without an extension', '5 \r\nhello\r\n0\r\n\r\n', { fault: 'chunk-size', size: '5 ' }],
    ['a bare CR in a chunk line', '5\r;a\r\nhello\r\n0\r\n\r\n', { fault: 'bare-cr' }],
    ['a control character in an extension', '5;a=\x01\r\nhello\r\n0\r\n\r\n', { fault: 'chunk-extension' }],
  ] as const)('a request\'s %s, which an answer may have', (_what, wire, fault) => {
    expect(faultOf(wire, true)).toEqual(fault);
    expect(faultOf(wire, false)).toBeNull();
  });

  it('a request\'s byte after a chunk\'s data at once, where an answer\'s waits for the line to end', () => {
    const strict = new BodyFramer(rules(true), { body: () => undefined, end: () => undefined });
    strict.start(chunked);
    strict.push(Buffer.from('5\r\nhello'));
    expect(() => strict.push(Buffer.from('X'))).toThrow(expect.objectContaining({ fault: { fault: 'chunk-overrun' } }) as Error);
    const lenient = new BodyFramer(rules(false), { body: () => undefined, end: () => undefined });
    lenient.start(chunked);
    lenient.push(Buffer.from('5\r\nhello'));
    expect(lenient.push(Buffer.from('X'))).toBe(1);
    expect(() => lenient.push(Buffer.from('\r\n'))).toThrow(expect.objectContaining({ fault: { fault: 'chunk-overrun' } }) as Error);
  });

  it('malformed trailer fields with the side\'s own error', () => {
    expect(faultOf('0\r\nno colon\r\n\r\n', true)).toBe('the side\'s own field error: no colon');
  });
});
