/**
 * DNS rebinding protection: a mock bound to a loopback address answers only requests whose Host names this
 * machine (localhost, *.localhost, 127.x.x.x, [::1]) or a name the config allows. A web page the developer
 * visits could otherwise point its own hostname at 127.0.0.1 and call the mock, whose development credentials
 * are well known. It runs in the server factory (http-server.ts), before Fastify: one check per request, no hook.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackHost } from './fetch/url-policy.js';
import { problemBody, problemContentType } from './errors.js';

export interface HostCheckOptions {
  /** The address the mock listens on; only a loopback one is checked. */
  listenHost: string;
  /** Host names (without port) accepted besides the loopback ones; `*` accepts any. */
  allowedHosts: readonly string[];
}

/** The name of a Host header without its port: `localhost:4010` → `localhost`, `[::1]:4010` → `::1`. */
export function hostName(header: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(header);
  if (bracketed?.[1]) return bracketed[1].toLowerCase();
  return header.replace(/:\d+$/, '').toLowerCase();
}

/** Whether a request with this Host header is answered; null when any host is (not bound to loopback, or `*`). */
export function hostAllowed(options: HostCheckOptions): ((header: string | undefined) => boolean) | null {
  if (!isLoopbackHost(options.listenHost) || options.allowedHosts.includes('*')) return null;
  const allowed = new Set(options.allowedHosts.map((h) => h.toLowerCase()));
  return (header) => {
    // HTTP/1.0 clients may send no Host: they cannot be a browser page's rebinding attempt.
    if (header === undefined) return true;
    const name = hostName(header);
    return isLoopbackHost(name) || allowed.has(name);
  };
}

/** Answers 403 HOST_NOT_ALLOWED and closes the connection. */
export function refuseHost(request: IncomingMessage, response: ServerResponse): void {
  const name = hostName(request.headers.host ?? '').slice(0, 100);
  const body = problemBody(
    'HOST_NOT_ALLOWED',
    `The Host ${JSON.stringify(name)} is not a name of this machine: the mock, listening on a loopback address, answers `
    + 'localhost, 127.x.x.x and [::1] only (DNS rebinding protection). Add the name to allowedHosts in the config to use it.',
  );
  const text = JSON.stringify(body);
  // The rest of the request's body is not read: close the connection after the answer.
  response.writeHead(body.status, { 'content-type': problemContentType, 'content-length': Buffer.byteLength(text), 'connection': 'close' });
  response.end(text);
}
