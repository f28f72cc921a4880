/**
 * `waitForIngest`: polls the ingest status lookup (spec 4.2) until the ingest is `completed` or `failed`
 * (spec 3), the partner's way to learn the outcome without a webhook or when one was lost (spec 1, 6.4).
 * Platform APIs only (fetch, AbortSignal, setTimeout): it runs in Node, Deno, Bun, browsers and edge runtimes.
 */
// The kit's one wording of a failed connection (failures.ts imports nothing: it runs wherever this does).
import { describeNetworkError } from '../mock-server/src/fetch/failures.js';
import type { IngestRecord } from './webhooks/types.js';

/** The ingest record once processing has ended: `completed`, or `failed` with `error` (spec 2.1, 3). */
export type TerminalIngestRecord = Extract<IngestRecord, { status: 'completed' | 'failed' }>;

/**
 * Spec 4.2 writes `GET /ddex/ingests/{ingestId}` and leaves open whether the `/partner/v1` prefix of the create
 * applies; the default takes the prefix. The mock serves both paths.
 */
export const defaultLookupPath = '/partner/v1/ddex/ingests/{ingestId}';

export interface WaitForIngestOptions {
  /** The service's base address, e.g. `https://api.example.com` or `http://127.0.0.1:4010` (the mock). */
  baseUrl: string;
  /** The partner's API key, sent only in the `X-API-Key` header (spec 5). */
  apiKey: string;
  /** The `ingestId` the create answered (spec 4.1). */
  ingestId: string;
  /**
   * The lookup path with `{ingestId}`. Default `/partner/v1/ddex/ingests/{ingestId}`; spec 4.2 writes
   * `/ddex/ingests/{ingestId}` without the prefix: pass that if your service serves only that path.
   */
  lookupPath?: string;
  /** Give up after this many ms (rejects with code `timeout`). Default 10 minutes. */
  timeoutMs?: number;
  /** Stops waiting: rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Default the global `fetch`. */
  fetch?: typeof fetch;
  /** The wait after the first `processing` answer; doubled after each one. Default 1 s. */
  initialDelayMs?: number;
  /** The longest wait between two lookups (a 429's `Retry-After` may ask for longer). Default 30 s. */
  maxDelayMs?: number;
  /** The clock, epoch ms. Default `Date.now`. */
  now?: () => number;
  /** Waits `ms`, rejecting with the signal's reason when it aborts. Default a `setTimeout`. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type WaitForIngestErrorCode = 'unauthorized' | 'forbidden' | 'not-found' | 'timeout' | 'unexpected-response' | 'unreachable';

/**
 * Lookups in a row that failed without any answer, none ever answered, before waitForIngest says `unreachable`:
 * a wrong baseUrl (a typo, another port) is said within seconds (1 + 2 s of the default backoff), not after the 10
 * minutes of the timeout. Once the service has answered, network errors are retried until the timeout (a restart).
 */
export const unreachableAfter = 3;

/** Why waitForIngest gave up: a stable `code`, the HTTP `status` when there was one, and a message saying what to do. */
export class WaitForIngestError extends Error {
  readonly code: WaitForIngestErrorCode;
  readonly status: number | undefined;
  /** The ingest's last status seen (`processing`), or undefined when no lookup answered with a record. */
  readonly lastStatus: string | undefined;

  constructor(code: WaitForIngestErrorCode, message: string, details: { status?: number; lastStatus?: string } = {}) {
    super(message);
    this.name = 'WaitForIngestError';
    this.code = code;
    this.status = details.status;
    this.lastStatus = details.lastStatus;
  }
}

const defaults = { lookupPath: defaultLookupPath, timeoutMs: 10 * 60_000, initialDelayMs: 1000, maxDelayMs: 30_000 };

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `Retry-After` as ms from now: delay-seconds or an HTTP date (RFC 9110 section 10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

async function problemCode(response: Response): Promise<string | undefined> {
  try {
    const body = await response.json() as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

function isTerminal(body: unknown): body is TerminalIngestRecord {
  const status = (body as { status?: unknown } | null)?.status;
  return status === 'completed' || status === 'failed';
}

/**
 * Polls `GET {baseUrl}{lookupPath}` with the `X-API-Key` header until the ingest is `completed` or `failed`, and
 * resolves to that record. Between lookups it waits `initialDelayMs`, doubling up to `maxDelayMs`; a 429 waits
 * its `Retry-After` (seconds or an HTTP date); a 5xx or a network error is retried the same way.
 *
 * Rejects with a {@link WaitForIngestError}: `unauthorized` (401: key missing, invalid or revoked),
 * `forbidden` (403, e.g. `PROVIDER_INACTIVE`: the partner is inactive), `not-found` (404: wrong ingestId or lookup
 * path), `timeout` (naming the last status seen), `unexpected-response`, `unreachable` ({@link unreachableAfter}
 * lookups in a row failed and none was ever answered: a wrong baseUrl); with the signal's reason on abort.
 *
 * @example
 * ```ts
 * const record = await waitForIngest({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'pk_test_dev_1', ingestId });
 * if (record.status === 'failed') console.error(record.error.code, record.error.message);
 * ```
 */
export async function waitForIngest(options: WaitForIngestOptions): Promise<TerminalIngestRecord> {
  const { apiKey, ingestId, signal } = options;
  const lookupPath = options.lookupPath ?? defaults.lookupPath;
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  const maxDelayMs = options.maxDelayMs ?? defaults.maxDelayMs;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  if (typeof apiKey !== 'string' || apiKey === '') throw new TypeError('waitForIngest: apiKey must be the partner\'s API key (a non-empty string).');
  if (typeof ingestId !== 'string' || ingestId === '') throw new TypeError('waitForIngest: ingestId must be the ingestId string the create answered.');
  if (!lookupPath.includes('{ingestId}')) {
    throw new TypeError(`waitForIngest: lookupPath must contain {ingestId}, e.g. ${defaultLookupPath}; got ${lookupPath}`);
  }
  const url = `${options.baseUrl.replace(/\/+$/, '')}${lookupPath.replace('{ingestId}', encodeURIComponent(ingestId))}`;
  const where = `GET ${url}`;
  const deadline = now() + timeoutMs;
  let delay = options.initialDelayMs ?? defaults.initialDelayMs;
  let lastStatus: string | undefined;
  let lastProblem = 'no answer yet';
  /** Whether any lookup was answered, and how many failed in a row without an answer. */
  let answered = false;
  let failedInARow = 0;

  for (;;) {
    signal?.throwIfAborted();
    let wait = delay;
    let response: Response | undefined;
    try {
      response = await doFetch(url, { headers: { 'x-api-key': apiKey, 'accept': 'application/json' }, ...(signal ? { signal } : {}) });
    } catch (error) {
      signal?.throwIfAborted();
      lastProblem = `the request failed: ${describeNetworkError(error)}`;
      failedInARow += 1;
      if (!answered && failedInARow >= unreachableAfter) {
        throw new WaitForIngestError('unreachable', `${where} failed ${failedInARow} times in a row and was never answered: `
          + `${describeNetworkError(error)}. Check baseUrl (the address the create was sent to) and that the service is up.`);
      }
    }
    if (response) {
      answered = true;
      failedInARow = 0;
      const { status } = response;
      if (status === 200) {
        const body: unknown = await response.json();
        if (isTerminal(body)) return body;
        lastStatus = String((body as { status?: unknown } | null)?.status);
        lastProblem = `the ingest was still ${lastStatus}`;
      } else if (status === 401) {
        throw new WaitForIngestError('unauthorized', `${where} answered 401: the X-API-Key is missing, invalid or revoked (spec 5). `
          + 'Check the key (the partner\'s API key, in the X-API-Key header); reissue it if it was revoked.', { status });
      } else if (status === 403) {
        const code = await problemCode(response);
        throw new WaitForIngestError('forbidden', code === 'PROVIDER_INACTIVE'
          ? `${where} answered 403 PROVIDER_INACTIVE: the partner is inactive (spec 5, 7). Contact the service operator to reactivate it.`
          : `${where} answered 403${code ? ` ${code}` : ''}: the key is valid but lacks permission (spec 5). Verify the partner's `
            + 'permission scope or contact the operator.', { status });
      } else if (status === 404) {
        throw new WaitForIngestError('not-found', `${where} answered 404: no ingest ${ingestId} for this partner at this path. Check the `
          + `ingestId the create answered, and lookupPath (spec 4.2 writes /ddex/ingests/{ingestId}; the default is ${defaultLookupPath}).`,
        { status, ...(lastStatus === undefined ? {} : { lastStatus }) });
      } else if (status === 429 || status >= 500) {
        lastProblem = `the lookup answered ${status}`;
        if (status === 429) wait = retryAfterMs(response.headers.get('retry-after'), now()) ?? delay;
        await response.body?.cancel();
      } else {
        await response.body?.cancel();
        throw new WaitForIngestError('unexpected-response', `${where} answered ${status}, which the lookup does not document (spec 4.2).`, { status });
      }
    }
    const left = deadline - now();
    if (left <= 0) {
      const advice = failedInARow === 0
        ? 'Wait longer (timeoutMs), or check the ingest with the status lookup later.'
        : answered
          ? 'The service stopped answering: check that it is up, then look the ingest up again.'
          : 'No lookup was answered: check baseUrl (the address the create was sent to) and that the service is up.';
      throw new WaitForIngestError('timeout', `ingest ${ingestId} did not finish within ${timeoutMs} ms: ${lastProblem}`
        + `${lastStatus !== undefined && !lastProblem.includes(lastStatus) ? ` (last status seen: ${lastStatus})` : ''}. ${advice}`,
      lastStatus === undefined ? {} : { lastStatus });
    }
    await sleep(Math.min(wait, left), signal);
    delay = Math.min(delay * 2, maxDelayMs);
  }
}
