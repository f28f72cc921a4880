/**
 * Builds the context checks run in: the HTTP client (keys only in X-API-Key; 429 waited out; paced), the
 * lookup path (given or found), waits, notes and shared state.
 */
import { operationsById } from '../generated/contract.js';
import { retryAfterMs } from '../sdk/wait-for-ingest.js';
import { type CreatedLedger, releaseIdSent } from './created.js';
import type { SentRequest } from './curl.js';
import { CheckFailure, truncate } from './failure.js';
import type { FixtureServer, WebhookReceiver } from './harness.js';
import type { CheckContext, HttpExchange, RequestOptions, ResolvedOptions } from './types.js';

export interface ContextDeps {
  options: ResolvedOptions;
  fixtures: FixtureServer;
  receiver: WebhookReceiver;
  fetch: typeof globalThis.fetch;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Finds the lookup path template when `--lookup-path` was not given (scenarios.ts), saying how. */
  discoverLookupPath: (context: CheckContext) => Promise<{ path: string; how: string }>;
  /** Told when the lookup path is known, and how. */
  onLookupPath?: (path: string, how: string) => void;
  /** Where every create answered 201 is listed, and the statuses later answers show (for the reports). */
  created?: CreatedLedger;
  /** Once aborted (the run was interrupted), nothing more is sent: the check under way creates nothing more. */
  signal?: AbortSignal;
}

/** Every exchange of the run, for the contract checks. */
export class ExchangeLog {
  readonly exchanges: HttpExchange[] = [];
  add(exchange: HttpExchange): void {
    if (this.exchanges.length < 10_000) this.exchanges.push(exchange);
  }
}

/** What the run knows of the check in progress: its notes and the last request it sent. */
export class CheckTrace {
  notes: string[] = [];
  last: SentRequest | null = null;

  reset(): void {
    this.notes = [];
    this.last = null;
  }
}

/** How long a request of the run waits for its answer, unless it says otherwise (RequestOptions.timeoutMs). */
export const defaultRequestTimeoutMs = 30_000;

/** Spec 8: rate limits exist, values not shown. How long to wait after a 429: its `Retry-After`, else 1 s. */
export function waitAfter429Ms(header: string | null, now: number): number {
  return retryAfterMs(header, now) ?? 1_000;
}

export function createContext(deps: ContextDeps, log: ExchangeLog, trace = new CheckTrace()): CheckContext {
  /** Shared values, each with the last request made while making it (a check that reads it reports that request). */
  const shared = new Map<string, { value: Promise<unknown>; last: SentRequest | null }>();
  const { options } = deps;
  const minGapMs = 1_000 / options.requestsPerSecond;
  let nextSlot = 0;

  /** Spaces requests out so that a service with a modest rate limit is not flooded. */
  const pace = async () => {
    const now = deps.now();
    const at = Math.max(now, nextSlot);
    nextSlot = at + minGapMs;
    if (at > now) await deps.sleep(at - now);
  };

  const send = async (
    method: string,
    url: string,
    headers: Record<string, string>,
    body: string | Uint8Array | undefined,
    path: string,
    timeoutMs: number,
  ): Promise<Response> => {
    try {
      await pace();
      deps.signal?.throwIfAborted();
      return await deps.fetch(url, { method, headers, ...(body === undefined ? {} : { body }), signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new CheckFailure(
        `${method} ${path} could not be sent`,
        String((error as Error).cause ?? error),
        `the service answers at ${options.baseUrl}`,
        'Check --base-url and that the service is running and reachable from here.',
      );
    }
  };

  const request = async (method: string, path: string, request: RequestOptions = {}): Promise<HttpExchange> => {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    const key = request.apiKey === undefined ? options.apiKey : request.apiKey;
    if (key !== null) headers['x-api-key'] = key;
    let body: string | Uint8Array | undefined = request.rawBody;
    if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] ??= 'application/json';
    }
    const url = `${options.baseUrl}${path}${request.query ? `?${request.query}` : ''}`;
    trace.last = { method, url, headers, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : `<${body.length} bytes>` }) };
    const timeoutMs = request.timeoutMs ?? defaultRequestTimeoutMs;
    // Spec 4.1: a create is an album in production at its 201. Listed as in flight from before it is sent until its
    // answer, so that a run interrupted meanwhile names it and waits a moment for the answer (run.ts).
    const creating = method === 'POST' && path === operationsById.createIngest.path
      ? deps.created?.sending(releaseIdSent(request.body, request.rawBody), deps.now())
      : undefined;
    let response: Response;
    let text: string;
    let limited = 0;
    try {
      response = await send(method, url, headers, body, path, timeoutMs);
      // Spec 8: rate limits exist; a 429 is waited out (Retry-After) and the request sent again, never a failure.
      const deadline = deps.now() + options.maxWaitMs;
      while (response.status === 429) {
        const wait = waitAfter429Ms(response.headers.get('retry-after'), deps.now());
        await response.body?.cancel();
        if (deps.now() + wait > deadline) {
          throw new CheckFailure(
            `${method} ${path} was still rate limited (429) after ${limited} retries`,
            `Retry-After: ${response.headers.get('retry-after') ?? '(none)'}`,
            'spec 8: rate limits exist, their values are not shown',
            'Raise the rate limit of the key the suite uses, lower --rps, or raise --max-wait.',
          );
        }
        limited++;
        await deps.sleep(wait);
        response = await send(method, url, headers, body, path, timeoutMs);
      }
      text = await response.text();
    } catch (error) {
      creating?.unanswered();
      throw error;
    }
    if (limited > 0) trace.notes.push(`${method} ${path}: rate limited ${limited} time(s) (429); waited out per Retry-After`);
    let json: unknown = null;
    try {
      if (text !== '') json = JSON.parse(text);
    } catch {
      // not JSON: checks read `text`
    }
    const exchange: HttpExchange = {
      method,
      path,
      status: response.status,
      headers: Object.fromEntries(response.headers),
      text,
      json,
    };
    if (request.keepExchange !== false) log.add(exchange);
    // Spec 4.1: a 201 to a create is an album in production; the reports list it, with the last status seen.
    if (creating !== undefined) creating.answered(exchange, deps.now());
    else if (exchange.status === 200) deps.created?.seen(json, deps.now());
    return exchange;
  };

  let template: string | null = options.lookupPath;
  let discovery: Promise<string> | null = null;
  if (template !== null) deps.onLookupPath?.(template, 'given with --lookup-path');

  const context: CheckContext = {
    options,
    fixtures: deps.fixtures,
    receiver: deps.receiver,
    request,
    async lookupPath(ingestId) {
      if (template === null) {
        discovery ??= deps.discoverLookupPath(context).then(({ path, how }) => {
          template = path;
          deps.onLookupPath?.(path, how);
          return path;
        });
        await discovery;
      }
      return (template ?? '').replace('{ingestId}', encodeURIComponent(ingestId));
    },
    lookupTemplate: () => template,
    note(text) {
      trace.notes.push(text);
    },
    exchanges: () => log.exchanges,
    now: deps.now,
    sleep: deps.sleep,
    async waitForTerminal(ingestId) {
      const deadline = deps.now() + options.maxWaitMs;
      const path = await context.lookupPath(ingestId);
      let last: HttpExchange | undefined;
      for (let delay = 50; deps.now() < deadline; delay = Math.min(delay * 2, 1_000)) {
        last = await request('GET', path);
        const status = (last.json as { status?: unknown } | null)?.status;
        if (last.status === 200 && status !== 'processing') return last.json as Record<string, unknown>;
        await deps.sleep(delay);
      }
      throw new CheckFailure(
        `ingest ${ingestId} did not leave processing within ${options.maxWaitMs} ms`,
        last ? `last lookup: HTTP ${last.status} ${truncate(last.text, 300)}` : 'no lookup answered',
        'spec 3: "Everything, including resource file loading, has finished" → completed; "Resource loading failed" → failed',
        'Check that resource loading runs and finishes; raise --max-wait for slow implementations.',
      );
    },
    async shared<T>(key: string, make: () => Promise<T>): Promise<T> {
      let entry = shared.get(key);
      if (!entry) {
        const made: { value: Promise<unknown>; last: SentRequest | null } = { value: Promise.resolve(), last: null };
        made.value = make().finally(() => {
          made.last = trace.last;
        });
        entry = made;
        shared.set(key, entry);
        return entry.value as Promise<T>;
      }
      const value = await (entry.value as Promise<T>);
      trace.last ??= entry.last;
      return value;
    },
  };
  return context;
}
