/**
 * waitForIngest (spec 4.2, 5): with an injected fetch, clock and sleep (backoff, Retry-After, timeout, abort,
 * 401/403/404), and once against the real mock with its demo release.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TerminalIngestRecord, waitForIngest, WaitForIngestError, type WaitForIngestOptions } from '../../sdk/wait-for-ingest.js';
import { closedPort } from '../mock-server/fetch/support.js';
import { acmeKey, call, startTestMock, type TestMock } from '../mock-server/server/harness.js';

const record = (status: 'processing' | 'completed' | 'failed') => ({
  ingestId: '1700000001', releaseId: 'R1', status, receivedAt: '2026-11-21T12:00:00Z',
  completedAt: status === 'processing' ? null : '2026-11-21T12:00:05Z',
  resources: { total: 1, completed: status === 'completed' ? 1 : 0, failed: status === 'failed' ? 1 : 0 },
  ...(status === 'failed' ? { error: { code: 'RESOURCE_FETCH_FAILED', message: 'x' } } : {}),
});

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;
const processing: Answer = { status: 200, body: record('processing') };
const completed: Answer = { status: 200, body: record('completed') };
/** What undici's fetch throws when nothing listens at the address. */
const refused: Answer = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4699'), { code: 'ECONNREFUSED' }) });

/** Runs waitForIngest against scripted answers (the last one repeats), recording requests and sleeps on a fake clock. */
async function run(answers: Answer[], options: Partial<WaitForIngestOptions> = {}) {
  let clock = 1_000_000;
  const sleeps: number[] = [];
  const requests: { url: string; headers: Headers }[] = [];
  const result = await waitForIngest({
    baseUrl: 'http://svc.test/',
    apiKey: 'pk_test_acme_1',
    ingestId: '1700000001',
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    fetch: async (input, init) => {
      requests.push({ url: String(input), headers: new Headers(init?.headers) });
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      const body = answer.body === undefined ? null : JSON.stringify(answer.body);
      return new Response(body, { status: answer.status, ...(answer.headers ? { headers: answer.headers } : {}) });
    },
    ...options,
  }).then((value) => ({ value, error: undefined as unknown }), (error: unknown) => ({ value: undefined, error }));
  return { ...result, sleeps, requests };
}

describe('waitForIngest', () => {
  interface Case<Want> { name: string; answers: Answer[]; options?: Partial<WaitForIngestOptions>; want: Want }
  const resolves: Case<{ sleeps: number[]; status: string }>[] = [
    { name: 'completed at once', answers: [completed], want: { sleeps: [], status: 'completed' } },
    { name: 'failed after two processing', answers: [processing, processing, { status: 200, body: record('failed') }], want: { sleeps: [1000, 2000], status: 'failed' } },
    { name: 'backoff doubles up to maxDelayMs', answers: [processing, processing, processing, processing, processing, completed], options: { maxDelayMs: 5000 },
      want: { sleeps: [1000, 2000, 4000, 5000, 5000], status: 'completed' } },
    { name: 'initialDelayMs', answers: [processing, processing, completed], options: { initialDelayMs: 250 }, want: { sleeps: [250, 500], status: 'completed' } },
    { name: '429 with Retry-After in seconds', answers: [{ status: 429, headers: { 'retry-after': '7' } }, completed], want: { sleeps: [7000], status: 'completed' } },
    { name: '429 with Retry-After as an HTTP date', answers: [{ status: 429, headers: { 'retry-after': new Date(1_000_000 + 12_000).toUTCString() } }, completed],
      want: { sleeps: [12_000], status: 'completed' } },
    { name: '429 without Retry-After: the backoff', answers: [{ status: 429 }, completed], want: { sleeps: [1000], status: 'completed' } },
    { name: 'a 503 and a network error are retried', answers: [{ status: 503 }, new TypeError('fetch failed'), completed], want: { sleeps: [1000, 2000], status: 'completed' } },
    { name: 'a service that comes up within the first lookups', answers: [refused, refused, completed], want: { sleeps: [1000, 2000], status: 'completed' } },
  ];
  it.each(resolves)('resolves: $name', async ({ answers, options, want }) => {
    const { value, sleeps } = await run(answers, options);
    expect(value?.status).toBe(want.status);
    expect(sleeps).toEqual(want.sleeps);
  });

  const rejects: Case<{ code: string; message: RegExp; status?: number }>[] = [
    { name: '401', answers: [{ status: 401 }], want: { code: 'unauthorized', status: 401, message: /401: the X-API-Key is missing, invalid or revoked/ } },
    { name: '403 PROVIDER_INACTIVE', answers: [{ status: 403, body: { code: 'PROVIDER_INACTIVE' } }], want: { code: 'forbidden', status: 403, message: /403 PROVIDER_INACTIVE: the partner is inactive/ } },
    { name: '403 otherwise', answers: [{ status: 403 }], want: { code: 'forbidden', status: 403, message: /403: the key is valid but lacks permission/ } },
    { name: '404', answers: [{ status: 404 }], want: { code: 'not-found', status: 404, message: /404: no ingest 1700000001.*lookupPath/ } },
    { name: '400', answers: [{ status: 400 }], want: { code: 'unexpected-response', status: 400, message: /answered 400/ } },
    { name: 'timeout', answers: [processing], options: { timeoutMs: 10_000 }, want: { code: 'timeout', message: /within 10000 ms: the ingest was still processing/ } },
    { name: 'a baseUrl nothing answers at: unreachable after 3 failures in a row, not at the timeout', answers: [refused],
      want: { code: 'unreachable', message: /^GET http:\/\/svc\.test\/partner\/v1\/ddex\/ingests\/1700000001 failed 3 times in a row and was never answered: connection refused; check the host and port, and that the server is running \(ECONNREFUSED\)\. Check baseUrl/ } },
    { name: 'a service that stopped answering: retried to the timeout', answers: [processing, refused], options: { timeoutMs: 30_000 },
      want: { code: 'timeout', message: /within 30000 ms: the request failed: connection refused; check the host and port, and that the server is running \(ECONNREFUSED\) \(last status seen: processing\)\. The service stopped answering/ } },
    { name: 'timeout behind 429s', answers: [processing, { status: 429, headers: { 'retry-after': '60' } }], options: { timeoutMs: 30_000 },
      want: { code: 'timeout', message: /the lookup answered 429 \(last status seen: processing\)/ } },
  ];
  it.each(rejects)('rejects: $name', async ({ answers, options, want }) => {
    const { error } = await run(answers, options);
    expect(error).toBeInstanceOf(WaitForIngestError);
    expect(error).toMatchObject({ code: want.code, ...(want.status ? { status: want.status } : {}) });
    expect((error as Error).message).toMatch(want.message);
    expect((error as Error).message).not.toContain('pk_test_acme_1');
  });

  it('polls no later than the deadline, once more at it', async () => {
    const { sleeps, requests } = await run([processing], { timeoutMs: 2500 });
    expect(sleeps).toEqual([1000, 1500]);
    expect(requests).toHaveLength(3);
  });

  it('sends the key only in X-API-Key, to the lookup path (default and given)', async () => {
    const { requests } = await run([completed]);
    expect(requests[0]?.url).toBe('http://svc.test/partner/v1/ddex/ingests/1700000001');
    expect(requests[0]?.headers.get('x-api-key')).toBe('pk_test_acme_1');
    const other = await run([completed], { lookupPath: '/ddex/ingests/{ingestId}' });
    expect(other.requests[0]?.url).toBe('http://svc.test/ddex/ingests/1700000001');
  });

  it('rejects with the signal\'s reason on abort, before and while waiting', async () => {
    const before = new AbortController();
    before.abort(new Error('stopped by the caller'));
    expect((await run([completed], { signal: before.signal })).error).toMatchObject({ message: 'stopped by the caller' });

    const during = new AbortController();
    const waiting = waitForIngest({
      baseUrl: 'http://svc.test', apiKey: 'k', ingestId: '1', signal: during.signal,
      fetch: async () => Response.json(record('processing')),
    });
    setTimeout(() => {
      during.abort(new Error('deploy ended'));
    }, 20);
    await expect(waiting).rejects.toThrow('deploy ended');
  });

  it('refuses a lookupPath without {ingestId}', async () => {
    expect((await run([completed], { lookupPath: '/ddex/ingests' })).error).toBeInstanceOf(TypeError);
  });
});

describe('waitForIngest against the mock', () => {
  let mock: TestMock;
  beforeAll(async () => {
    mock = await startTestMock({}, { timeScale: 100 });
  });
  afterAll(async () => {
    await mock.close();
  });

  it.each(['/partner/v1/ddex/ingests/{ingestId}', '/ddex/ingests/{ingestId}'])('follows the demo release to completed via %s', async (lookupPath) => {
    const body = { releaseId: 'DEMO-1', xmlUrl: `${mock.url}/_samples/demo-release.xml` };
    const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body });
    expect(created.status).toBe(201);
    const { ingestId } = created.body as { ingestId: string };
    const options = { baseUrl: mock.url, apiKey: acmeKey, ingestId, lookupPath, initialDelayMs: 20, timeoutMs: 15_000 };
    const record: TerminalIngestRecord = await waitForIngest(options);
    expect(record).toMatchObject({ ingestId, status: 'completed', resources: { total: 4, completed: 4, failed: 0 } });
  });

  it('rejects an unknown ingest with not-found and a revoked key with unauthorized, against the real service', async () => {
    await expect(waitForIngest({ baseUrl: mock.url, apiKey: acmeKey, ingestId: '99999999' })).rejects.toMatchObject({ code: 'not-found' });
    await expect(waitForIngest({ baseUrl: mock.url, apiKey: 'pk_nope_123', ingestId: '1' })).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('says unreachable, with the refusal, for a baseUrl where nothing listens (the global fetch)', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`;
    const waiting = waitForIngest({ baseUrl, apiKey: acmeKey, ingestId: '1', initialDelayMs: 5 });
    await expect(waiting).rejects.toMatchObject({ code: 'unreachable', message: expect.stringContaining('connection refused; check the host and port, and that the server is running (ECONNREFUSED)') as string });
  });
});
