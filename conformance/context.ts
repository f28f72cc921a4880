/** Builds the context checks run in: the HTTP client (keys only in X-API-Key), waits and shared state. */
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
}

/** Every exchange of the run, for the contract checks. */
export class ExchangeLog {
  readonly exchanges: HttpExchange[] = [];
  add(exchange: HttpExchange): void {
    if (this.exchanges.length < 10_000) this.exchanges.push(exchange);
  }
}

export function createContext(deps: ContextDeps, log: ExchangeLog): CheckContext {
  const shared = new Map<string, Promise<unknown>>();
  const { options } = deps;

  const request = async (method: string, path: string, request: RequestOptions = {}): Promise<HttpExchange> => {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    const key = request.apiKey === undefined ? options.apiKey : request.apiKey;
    if (key !== null) headers['x-api-key'] = key;
    let body: string | undefined = request.rawBody;
    if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] ??= 'application/json';
    }
    const url = `${options.baseUrl}${path}${request.query ? `?${request.query}` : ''}`;
    let response: Response;
    try {
      response = await deps.fetch(url, { method, headers, ...(body === undefined ? {} : { body }), signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new CheckFailure(
        `${method} ${path} could not be sent`,
        String((error as Error).cause ?? error),
        `the service answers at ${options.baseUrl}`,
        'Check --base-url and that the service is running and reachable from here.',
      );
    }
    const text = await response.text();
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
    log.add(exchange);
    return exchange;
  };

  const lookupPath = (ingestId: string) => options.lookupPath.replace('{ingestId}', encodeURIComponent(ingestId));

  return {
    options,
    fixtures: deps.fixtures,
    receiver: deps.receiver,
    request,
    lookupPath,
    exchanges: () => log.exchanges,
    now: deps.now,
    sleep: deps.sleep,
    async waitForTerminal(ingestId) {
      const deadline = deps.now() + options.maxWaitMs;
      let last: HttpExchange | undefined;
      for (let delay = 50; deps.now() < deadline; delay = Math.min(delay * 2, 1_000)) {
        last = await request('GET', lookupPath(ingestId));
        const status = (last.json as { status?: unknown } | null)?.status;
        if (last.status === 200 && status !== 'processing') return last.json as Record<string, unknown>;
        await deps.sleep(delay);
      }
      throw new CheckFailure(
        `ingest ${ingestId} did not leave processing within ${options.maxWaitMs} ms`,
        last ? `last lookup: HTTP ${last.status} ${truncate(last.text, 300)}` : 'no lookup answered',
        'spec 3: an ingest reaches completed or failed once its resource files have loaded',
        'Check that resource loading runs and finishes; raise --max-wait for slow implementations.',
      );
    },
    shared<T>(key: string, make: () => Promise<T>): Promise<T> {
      let value = shared.get(key) as Promise<T> | undefined;
      if (!value) {
        value = make();
        shared.set(key, value);
      }
      return value;
    },
  };
}
