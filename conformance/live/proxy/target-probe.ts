/**
 * Whether anything listens at the target, asked once at the proxy's start by a TCP connect and nothing more: no
 * TLS handshake, no HTTP request (the proxy sends no request of its own). And the one wording of why a target
 * cannot be reached, which the start-up warning and the proxy's 502 (own-answers.ts) both use, for node:net's
 * errors and undici's.
 */
import { connect } from 'node:net';

/** How long the start-up connect may take before the target is said not to accept connections. */
export const PROBE_TIMEOUT_MS = 3_000;

/** The port a URL's connections go to: its own, else its scheme's. */
export function portOf(target: URL): number {
  return target.port === '' ? (target.protocol === 'https:' ? 443 : 80) : Number(target.port);
}

/**
 * What undici's llhttp refused of an answer, by its reason (undici 7 gives its HTTPParserError no code), in words
 * that name the part of RFC 9112 broken.
 */
const brokenParts: readonly (readonly [RegExp, string])[] = [
  [/Content-Length/i, 'an answer with an invalid Content-Length'],
  [/Transfer-Encoding/i, 'an answer with an invalid Transfer-Encoding'],
  [/chunk/i, 'an answer with an invalid chunk'],
  [/header/i, 'an answer with a malformed header line'],
  [/HTTP\/|version|status|space/i, 'an answer without an HTTP/1.x status line'],
];

/** undici's own codes for an answer it cannot take. */
const brokenAnswers: Readonly<Record<string, string>> = {
  UND_ERR_HEADERS_OVERFLOW: 'an answer head longer than 64 KiB',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'an answer body of another length than its Content-Length',
};

/** An answer llhttp refused: which part, and llhttp's own reason. */
function brokenAnswer(origin: string, error: Error): string {
  const reason = /\((.*)\)$/.exec(error.message)?.[1] ?? error.message;
  const part = brokenParts.find(([pattern]) => pattern.test(reason))?.[1] ?? 'an answer that is not HTTP/1.1';
  return `${origin} sent ${part} (llhttp: ${reason})`;
}

/**
 * Why `origin` cannot be reached, or its answer not forwarded, in one line naming the code: `nothing listens at
 * http://127.0.0.1:4010 (ECONNREFUSED)`. `answered`: the answer's head had come. An error without a known code keeps
 * its own words.
 */
export function unreachableCause(origin: string, error: Error, answered = false): string {
  const { code, socket } = error as NodeJS.ErrnoException & { socket?: { bytesRead?: number } };
  if (error.name === 'HTTPParserError') return brokenAnswer(origin, error);
  if (code === undefined) return `${origin}: ${error.message}`;
  if (code === 'ECONNREFUSED') return `nothing listens at ${origin} (${code})`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host of ${origin} is not found (${code})`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ETIMEDOUT') return `${origin} cannot be reached (${code})`;
  if (code === 'ECONNRESET' || code === 'EPIPE') return `${origin} closed the connection (${code})`;
  if (code === 'UND_ERR_SOCKET' && error.message !== 'other side closed' && error.message !== 'closed') {
    // undici's "bad response": an answer to no request, or a 100 Continue to a request that asked for none.
    return `${origin} sent an answer the proxy did not ask for (undici: ${error.message}; a 100 Continue to a request without Expect is one) (${code})`;
  }
  if (code === 'UND_ERR_SOCKET') {
    // undici's "other side closed": what the connection had read says whether an answer had begun on it.
    if (answered) return `${origin} closed the connection in the middle of its answer (${code})`;
    return (socket?.bytesRead ?? 0) === 0
      ? `${origin} closed the connection without answering (${code})`
      : `${origin} closed the connection in the middle of its answer, or before it on a kept-alive connection (${code})`;
  }
  const broken = brokenAnswers[code];
  if (broken !== undefined) return `${origin} sent ${broken} (${code})`;
  if (/CERT|SELF_SIGNED|ERR_TLS|ERR_SSL/.test(code)) return `${origin}'s TLS certificate is not trusted (${code})`;
  return `${origin}: ${code}`;
}

/**
 * A TCP connect to the target, closed at once: null when it was accepted, else why not (unreachableCause's words, or
 * that it was not accepted within `timeoutMs`).
 */
export function probeTarget(target: URL, timeoutMs = PROBE_TIMEOUT_MS): Promise<string | null> {
  // new URL('http://[::1]:4010').hostname is "[::1]": connect wants the address without its brackets.
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve) => {
    const socket = connect({ host, port: portOf(target) });
    const done = (cause: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(cause);
    };
    const timer = setTimeout(() => {
      done(`${target.origin} did not accept a connection within ${timeoutMs} ms`);
    }, timeoutMs);
    socket.once('connect', () => {
      done(null);
    });
    socket.once('error', (error) => {
      done(unreachableCause(target.origin, error));
    });
  });
}
