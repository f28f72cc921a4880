/**
 * Whether anything listens at the target, asked once at the proxy's start by a TCP connect and nothing more: no
 * TLS handshake, no HTTP request (the proxy sends no request of its own). And the one wording of why a target
 * cannot be reached, which the start-up warning and the proxy's 502 (own-answers.ts) both use.
 */
import { connect } from 'node:net';

/** How long the start-up connect may take before the target is said not to accept connections. */
export const PROBE_TIMEOUT_MS = 3_000;

/** The port a URL's connections go to: its own, else its scheme's. */
export function portOf(target: URL): number {
  return target.port === '' ? (target.protocol === 'https:' ? 443 : 80) : Number(target.port);
}

/**
 * Why `origin` cannot be reached, in one line naming the system's code: `nothing listens at http://127.0.0.1:4010
 * (ECONNREFUSED)`. An error without a known code keeps its own words.
 */
export function unreachableCause(origin: string, error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === undefined) return `${origin}: ${error.message}`;
  if (code === 'ECONNREFUSED') return `nothing listens at ${origin} (${code})`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host of ${origin} is not found (${code})`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ETIMEDOUT') return `${origin} cannot be reached (${code})`;
  if (code === 'ECONNRESET' || code === 'EPIPE') return `${origin} closed the connection (${code})`;
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
