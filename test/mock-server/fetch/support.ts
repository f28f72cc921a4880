import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect } from 'vitest';
import type { FetchFailure, FetchLimitedOptions, FetchOutcome } from '../../../mock-server/src/fetch/index.js';

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A request as the test server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/** A real server on a loopback port. */
export interface TestServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  port: number;
  url(pathAndQuery: string): string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** Serves `routes` by path (the query string is ignored); any other path answers 404. */
export async function startServer(
  routes: Record<string, Route>,
  tls?: { cert: string; key: string },
): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://test').pathname;
    requests.push({ method: req.method ?? '', path, headers: req.headers });
    const route = routes[path];
    if (route === undefined) {
      res.statusCode = 404;
      res.end('not found');
    } else {
      route(req, res);
    }
  };
  const server: Server = tls === undefined ? createServer(listener) : createHttpsServer(tls, listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `${tls === undefined ? 'http' : 'https'}://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (pathAndQuery) => `${origin}${pathAndQuery}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A loopback port that nothing listens on: a server's port, just closed. */
export async function closedPort(): Promise<number> {
  const server = await startServer({});
  await server.close();
  return server.port;
}

/** How fetchLimited GETs: node:http / node:https (the mock's own way), or the global fetch. */
export interface Transport {
  name: string;
  fetch?: typeof globalThis.fetch;
}

export const transports: Transport[] = [{ name: 'node:http' }, { name: 'the global fetch', fetch: globalThis.fetch }];

let transport: Transport = transports[0]!;

/**
 * Runs `suite` once per transport: every fetchOptions() inside it GETs that way. Files run their tests one
 * after the other, so the transport set before a block's tests holds until they are done.
 */
export function describeEachTransport(name: string, suite: () => void): void {
  describe.each(transports)(`${name} (over $name)`, (each) => {
    beforeAll(() => {
      transport = each;
    });
    suite();
  });
}

/** Options for fetching from loopback test servers; tests override what they are about. */
export function fetchOptions(overrides: Partial<FetchLimitedOptions> = {}): FetchLimitedOptions {
  return {
    ...(transport.fetch === undefined ? {} : { fetch: transport.fetch }),
    limits: { timeoutMs: 5_000, maxBytes: 1_000_000, maxRedirects: 5 },
    policy: { allowHttpLoopback: true },
    label: 'resource file',
    consume: 'buffer',
    ...overrides,
  };
}

export function succeeded(outcome: FetchOutcome): Extract<FetchOutcome, { ok: true }> {
  if (!outcome.ok) expect.fail(`expected the fetch to succeed, got ${outcome.kind}: ${outcome.message}`);
  return outcome;
}

export function failed(outcome: FetchOutcome): FetchFailure {
  if (outcome.ok) expect.fail(`expected the fetch to fail, got HTTP ${outcome.status} with ${outcome.bytes} bytes`);
  return outcome;
}

/** Resolves when the response's connection closes, or rejects after `ms`. */
export function closedWithin(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (res.destroyed) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      reject(new Error(`the server still had the connection open after ${ms} ms`));
    }, ms);
    res.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Bytes 0, 1, …, 255, 0, 1, … of the given length: a body whose every byte position matters. */
export function patternBytes(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = i % 256;
  return bytes;
}
