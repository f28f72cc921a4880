/**
 * The preflight (issue #30): whether the suite can judge, from read-only lookups of an unknown ingest at each lookup
 * path spec 4.2 allows, answered by a real loopback service whose status per path each row gives.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, defaultRequestTimeoutMs, ExchangeLog } from '../../conformance/context.js';
import { preflight } from '../../conformance/preflight.js';
import type { CheckContext, NotJudgedCause, RequestOptions, ResolvedOptions } from '../../conformance/types.js';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A service answering a GET at a path starting with a key of `statuses` with that status. */
async function service(statuses: Record<string, number>): Promise<string> {
  const server = http.createServer((request, response) => {
    const prefix = Object.keys(statuses).sort((a, b) => b.length - a.length).find((p) => request.url?.startsWith(p));
    response.writeHead(prefix === undefined ? 500 : statuses[prefix]!, { 'content-type': 'application/json' }).end('{}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function contextAt(baseUrl: string, requests: (RequestOptions | undefined)[] = []): CheckContext {
  const options: ResolvedOptions = {
    baseUrl, apiKey: 'pk_conf_active_1', inactiveKey: null, revokedKey: null, lookupPath: null, maxWaitMs: 1_000,
    deliveryWaitMs: 1_000, waitForRegistration: false, requestsPerSecond: 1_000, seed: 1, fuzzCases: 1, slowAnswerMs: 1_000,
    releasePrefix: 'CONF-PRE',
  };
  const context = createContext({
    options,
    fixtures: {} as never,
    receiver: {} as never,
    fetch: (...args) => globalThis.fetch(...args),
    now: Date.now,
    sleep: async () => undefined,
    discoverLookupPath: () => Promise.reject(new Error('not in the preflight')),
  }, new ExchangeLog());
  return {
    ...context,
    request: (method, path, request) => {
      requests.push(request);
      return context.request(method, path, request);
    },
  };
}

describe('preflight', () => {
  it.each<{ given: Record<string, number>; want: NotJudgedCause | null }>([
    { given: { '/ddex/ingests/': 404, '/partner/v1/ddex/ingests/': 404 }, want: null },
    // A gateway's 403 to the route it does not know beside the lookup that answers 404 (AWS API Gateway does so).
    { given: { '/ddex/ingests/': 403, '/partner/v1/ddex/ingests/': 404 }, want: null },
    { given: { '/ddex/ingests/': 404, '/partner/v1/ddex/ingests/': 401 }, want: null },
    { given: { '/ddex/ingests/': 401, '/partner/v1/ddex/ingests/': 401 }, want: 'key-refused' },
    { given: { '/ddex/ingests/': 403, '/partner/v1/ddex/ingests/': 405 }, want: 'key-refused' },
    { given: { '/ddex/ingests/': 405, '/partner/v1/ddex/ingests/': 200 }, want: 'lookup-path' },
  ])('$given: $want', async ({ given, want }) => {
    const said = await preflight(contextAt(await service(given)));
    expect(said?.cause ?? null).toBe(want);
  });

  it('waits for an answer as long as the checks do (a slow cold start is not "unreachable")', async () => {
    const requests: (RequestOptions | undefined)[] = [];
    await preflight(contextAt(await service({ '/': 404 }), requests));
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request?.timeoutMs ?? defaultRequestTimeoutMs).toBe(defaultRequestTimeoutMs);
    expect(defaultRequestTimeoutMs).toBe(30_000);
  });
});
