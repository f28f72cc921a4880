/**
 * One webhook POST over node:http / node:https (not fetch: a custom CA for self-signed receivers and
 * exact socket errors need the agent). Success is any 2xx whose response completes within the timeout
 * (spec 4.3, 6.4); everything else is a failure with its cause. The timeout is real time, never scaled.
 *
 * Before each POST the receiver's host is resolved and every address checked against the outbound address
 * policy (issue #13), at every attempt, not only when the URL was registered: DNS can change. The POST then
 * connects to the addresses checked (fetch/outbound.ts).
 */
import http from 'node:http';
import https from 'node:https';
import { type AddressPolicy, defaultAddressPolicy } from '../fetch/address-policy.js';
import { checkedAddresses, pinnedLookup, type Resolve, systemResolve } from '../fetch/outbound.js';
import { staleSocket } from '../fetch/stale-socket.js';

/** How many bytes of a receiver's response body an attempt keeps for the ledger. */
export const responseBodyLimit = 4096;

export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  /** `HTTP 500`, `timeout after 10000 ms`, `ECONNREFUSED`, `CERT_HAS_EXPIRED`…; null on success. */
  error: string | null;
  durationMs: number;
  /** The first {@link responseBodyLimit} bytes of the response body as UTF-8; null when no response arrived. */
  responseBody: string | null;
  responseBodyTruncated: boolean;
  /** For the operator's log when `error` says less: why an address was refused, why DNS failed. */
  detail?: string;
}

/** The ledger's words for a receiver whose address the outbound policy refuses; the range goes to `detail`. */
export const addressRefusedError = 'address not allowed by the outbound policy; nothing was sent';

function causeOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

export interface PostInput {
  url: URL;
  body: string;
  /** The headers to send; `content-length` is added when they lack it. */
  headers: Record<string, string>;
  /** Real ms for the whole attempt, the address check included. */
  timeoutMs: number;
  agent: http.Agent;
  /** Which addresses may be connected to (default: the defaults of address-policy.ts). */
  addresses?: AddressPolicy;
  /** Resolves the receiver's host name (default dns.lookup); injected in tests. */
  resolve?: Resolve;
}

/** One POST attempt: the address check, then the request to the addresses checked. */
export async function postWebhook(input: PostInput): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const failed = (error: string, detail: string): PostOutcome =>
    ({ ok: false, statusCode: null, error, durationMs: elapsed(), responseBody: null, responseBodyTruncated: false, detail });
  let checked: Awaited<ReturnType<typeof checkedAddresses>>;
  try {
    checked = await withTimeout(
      checkedAddresses(input.url, input.addresses ?? defaultAddressPolicy, input.resolve ?? systemResolve),
      input.timeoutMs,
    );
  } catch (error) {
    return failed(causeOf(error), error instanceof Error ? error.message : String(error));
  }
  if (!checked.ok) return failed(addressRefusedError, checked.refusal.detail);
  const remaining = Math.max(1, input.timeoutMs - (performance.now() - started));
  return send(input, pinnedLookup(checked.addresses), remaining, elapsed);
}

/** Rejects with a `timeout after … ms` error when `promise` takes longer (a DNS lookup that hangs). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`timeout after ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

function send(
  input: PostInput,
  lookup: ReturnType<typeof pinnedLookup>,
  timeoutMs: number,
  elapsed: () => number,
): Promise<PostOutcome> {
  const transport = input.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    // The start of the response body, for the ledger (the rest is read and dropped).
    const kept: Buffer[] = [];
    let keptBytes = 0;
    let truncated = false;
    let responded = false;
    let request: http.ClientRequest;
    const finish = (outcome: Pick<PostOutcome, 'ok' | 'statusCode' | 'error'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const responseBody = responded ? Buffer.concat(kept).toString('utf8') : null;
      resolve({ ...outcome, durationMs: elapsed(), responseBody, responseBodyTruncated: truncated });
    };
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `timeout after ${input.timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    const post = () => {
      request = transport.request(input.url, {
        method: 'POST',
        agent: input.agent,
        lookup,
        headers: { 'content-length': String(Buffer.byteLength(input.body)), ...input.headers },
      });
      request.on('response', (response) => {
        const statusCode = response.statusCode ?? 0;
        responded = true;
        // The body is ignored (spec 4.3) but read to the end: the answer is complete only then. Its start is kept.
        response.on('data', (chunk: Buffer) => {
          const room = responseBodyLimit - keptBytes;
          if (chunk.length > room) truncated = true;
          if (room <= 0) return;
          const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
          kept.push(part);
          keptBytes += part.length;
        });
        response.on('end', () => {
          const ok = statusCode >= 200 && statusCode < 300;
          finish({ ok, statusCode, error: ok ? null : `HTTP ${statusCode}` });
        });
        response.on('error', (error) => {
          finish({ ok: false, statusCode, error: causeOf(error) });
        });
      });
      request.on('error', (error) => {
        // A kept-alive socket the receiver closed while it was idle (stale-socket.ts): the same request goes again, in
        // the same attempt, on another socket. A receiver that closed it having read the request gets the event twice,
        // which spec 6.4 allows ("may arrive more than once"). Each retry uses up a stale socket of the agent, so this
        // ends at a fresh one, and the attempt's timeout bounds it all.
        if (!responded && !settled && staleSocket(request, error)) post();
        else finish({ ok: false, statusCode: null, error: causeOf(error) });
      });
      request.end(input.body);
    };
    post();
  });
}
