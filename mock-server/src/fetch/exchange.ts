/**
 * One HTTP GET as fetchLimited sees it: a status, headers, a body read chunk by chunk, a way to drop it.
 * Two ways to make one: over node:http / node:https (what the mock uses: a third cheaper in CPU than the
 * global fetch, which spends its time in WHATWG streams), or over any fetch function (an injected fetch in
 * tests, or a caller's own).
 *
 * Both decode a body sent with `Content-Encoding` gzip, deflate or br, as fetch does, so that sizes and
 * digests are of the file itself; node:http asks for no encoding, and decodes only what a server sends
 * anyway (an object stored compressed).
 */
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { type AddressPolicy, defaultAddressPolicy } from './address-policy.js';
import { checkedAddresses, pinnedLookup, type Resolve, systemResolve } from './outbound.js';
import { staleSocket } from './stale-socket.js';
import { withDefaultCas } from './trust.js';

export interface Exchange {
  status: number;
  /** A response header, or null. */
  header(name: string): string | null;
  /** The next chunk of the (decoded) body, or null at its end; rejects on a network error. */
  read(): Promise<Uint8Array | null>;
  /** Drops the rest of the body, which releases or closes the connection. */
  cancel(): void;
}

/** Starts a GET and resolves with the response head; rejects on a network error or when `signal` fires. */
export type Opener = (url: string, init: { headers?: Record<string, string>; signal: AbortSignal }) => Promise<Exchange>;

/**
 * An {@link Opener} over a fetch function, redirects left to the caller. The fetch makes its own connections:
 * the address policy is not applied to it (an injected fetch is a test's or a caller's own).
 */
export function openerOf(fetch: typeof globalThis.fetch): Opener {
  return async (url, { headers, signal }) => {
    const init: RequestInit = { method: 'GET', redirect: 'manual', signal };
    if (headers !== undefined) init.headers = headers;
    const response = await fetch(url, init);
    const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = response.body?.getReader();
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      read: async () => {
        if (!reader) return null;
        const { done, value } = await reader.read();
        return done ? null : value;
      },
      cancel: () => {
        reader?.cancel().catch(ignore);
      },
    };
  };
}

// Keep-alive connections, as fetch keeps them: a file server is usually asked again soon.
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** One keep-alive https agent per extra CA text (a server has one: its config's), made on first use. */
const trustingAgents = new Map<string, https.Agent>();

function httpsAgent(ca: string | undefined): https.Agent {
  if (ca === undefined) return agents['https:'];
  let agent = trustingAgents.get(ca);
  if (agent === undefined) {
    agent = new https.Agent({ keepAlive: true, ca: withDefaultCas(ca) });
    trustingAgents.set(ca, agent);
  }
  return agent;
}

/** How {@link nodeHttpOpener} connects. */
export interface NodeOpenerOptions {
  /** PEM CA certificates trusted for https besides Node's default CAs. */
  ca?: string;
  /** Which addresses may be connected to (default: {@link defaultAddressPolicy}). */
  addresses?: AddressPolicy;
  /** Resolves host names (default: dns.lookup, every address); injected in tests. */
  resolve?: Resolve;
}

/**
 * An {@link Opener} over node:http and node:https (the URL is http or https: the URL policy said so). Each
 * open resolves the host, checks every address against the address policy (rejecting with
 * OutboundAddressRefused before any socket is opened) and connects to the addresses checked.
 */
export function nodeHttpOpener(options: NodeOpenerOptions = {}): Opener {
  const policy = options.addresses ?? defaultAddressPolicy;
  return async (url, { headers, signal }) => {
    signal.throwIfAborted();
    const target = new URL(url);
    const checked = await checkedAddresses(target, policy, options.resolve ?? systemResolve);
    if (!checked.ok) throw checked.refusal;
    signal.throwIfAborted();
    // Resolves null when a kept-alive socket turned out closed by the server before any answer (see below).
    const send = () => new Promise<Exchange | null>((resolve, reject) => {
      const transport = target.protocol === 'https:' ? https : http;
      const agent = target.protocol === 'https:' ? httpsAgent(options.ca) : agents['http:'];
      const request = transport.request(target, {
        method: 'GET',
        agent,
        signal,
        // issue #13: the socket goes to the addresses just checked, never to a second DNS answer (rebinding)
        lookup: pinnedLookup(checked.addresses),
        ...(headers === undefined ? {} : { headers }),
      });
      request.on('error', (error) => {
        if (staleSocket(request, error) && !signal.aborted) resolve(null);
        else reject(error);
      });
      request.on('response', (response) => {
        resolve(exchangeOf(response));
      });
      request.end();
    });
    // A kept-alive socket the server closed while it was idle fails before any answer (stale-socket.ts): the GET is
    // sent again on another socket. Each retry uses up a stale socket of the pool, so the loop ends at a fresh one.
    for (;;) {
      const exchange = await send();
      if (exchange !== null) return exchange;
    }
  };
}

function exchangeOf(response: http.IncomingMessage): Exchange {
  const body = decoded(response);
  const chunks: AsyncIterator<Buffer, undefined> = body[Symbol.asyncIterator]();
  return {
    status: response.statusCode ?? 0,
    header: (name) => {
      const value = response.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
    read: async () => {
      const next = await chunks.next();
      return next.done === true ? null : next.value;
    },
    cancel: () => {
      // Destroying the response closes its socket: a body we do not read is not worth downloading.
      response.destroy();
      if (body !== response) body.destroy();
    },
  };
}

/** The body with its Content-Encoding undone (gzip, x-gzip, deflate, br); any other encoding is left as sent. */
function decoded(response: http.IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder = encoding === 'gzip' || encoding === 'x-gzip'
    ? zlib.createGunzip()
    : encoding === 'deflate'
      ? zlib.createInflate()
      : encoding === 'br'
        ? zlib.createBrotliDecompress()
        : null;
  if (decoder === null) return response;
  response.on('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

function ignore(): void {
  // a failed cancel leaves nothing to do: the exchange is already over
}
