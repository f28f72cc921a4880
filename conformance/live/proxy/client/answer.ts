/**
 * How an answer goes to the client: its head as the target sent it (names, order and repeats kept, the
 * hop-by-hop fields dropped per ../headers.ts), and its body framed as this client can take it (RFC 9112 6):
 * a Content-Length body as it is; a chunked body, or one read to the target's close, chunked again for an
 * HTTP/1.1 client (trailers kept) and read to the close for an HTTP/1.0 one; no body after HEAD, 1xx, 204, 304.
 */
import { forwardable } from '../headers.js';
import type { Framing, ResponseHead } from '../upstream/response-parser.js';

/** The body's framing towards the client. */
export type DownFraming = 'none' | 'length' | 'chunked' | 'close';

const skipNothing: ReadonlySet<string> = new Set();
const skipLength: ReadonlySet<string> = new Set(['content-length']);
const skipTrailer: ReadonlySet<string> = new Set(['trailer']);
const skipLengthAndTrailer: ReadonlySet<string> = new Set(['content-length', 'trailer']);

/** The fields of the target's head that the proxy writes itself, or drops: a length, the Trailer field. */
function skipFor(up: 'length' | 'coded' | 'plain', chunkedDown: boolean): ReadonlySet<string> {
  if (up === 'length') return skipLengthAndTrailer;
  if (up === 'coded') return chunkedDown ? skipLength : skipLengthAndTrailer;
  return chunkedDown ? skipNothing : skipTrailer;
}

export interface AnswerHead {
  /** The status line and fields through the empty line. */
  text: string;
  framing: DownFraming;
  /** The connection ends with this answer. */
  close: boolean;
}

/**
 * The head for the client. `keepAlive`: the client may have another request on this connection (its own wish,
 * and its request read whole); an answer read to the close ends the connection whatever it is.
 */
export function answerHead(head: ResponseHead, client: { version: '1.0' | '1.1'; keepAlive: boolean }): AnswerHead {
  const up: Framing = head.framing;
  const codedUp = up.kind === 'chunked' || (up.kind === 'close' && head.rawHeaders.some((_, i) => i % 2 === 0 && head.rawHeaders[i]!.toLowerCase() === 'transfer-encoding'));
  let framing: DownFraming;
  if (up.kind === 'none' || up.kind === 'length') framing = up.kind;
  else framing = client.version === '1.1' ? 'chunked' : 'close';
  // A length read from a Transfer-Encoding message is not the body's (RFC 9112 6.3, 3); a length stated once is
  // written once (a target's "42, 42" or a repeat becomes one field); trailers go only where the body is chunked.
  const skip = skipFor(up.kind === 'length' ? 'length' : codedUp ? 'coded' : 'plain', framing === 'chunked');
  const pairs = forwardable(head.rawHeaders, head.connectionTokens, skip);
  let text = `HTTP/1.1 ${head.status} ${head.reason}\r\n`;
  for (let i = 0; i < pairs.length; i += 2) text += `${pairs[i]!}: ${pairs[i + 1]!}\r\n`;
  if (up.kind === 'length') text += `Content-Length: ${up.length}\r\n`;
  else if (framing === 'chunked') text += 'Transfer-Encoding: chunked\r\n';
  const close = !client.keepAlive || framing === 'close';
  if (close) text += 'Connection: close\r\n';
  else if (client.version === '1.0') text += 'Connection: keep-alive\r\n';
  return { text: `${text}\r\n`, framing, close };
}

/** A 1xx answer's head (RFC 9110 15.2), its hop-by-hop fields dropped. */
export function interimHead(status: number, reason: string, raw: readonly string[]): string {
  const pairs = forwardable(raw, new Set(), skipNothing);
  let text = `HTTP/1.1 ${status} ${reason}\r\n`;
  for (let i = 0; i < pairs.length; i += 2) text += `${pairs[i]!}: ${pairs[i + 1]!}\r\n`;
  return `${text}\r\n`;
}

/** The trailer section that ends a chunked body: the last chunk and the trailer fields. */
export function lastChunk(rawTrailers: readonly string[]): string {
  let text = '0\r\n';
  for (let i = 0; i + 1 < rawTrailers.length; i += 2) text += `${rawTrailers[i]!}: ${rawTrailers[i + 1]!}\r\n`;
  return `${text}\r\n`;
}
