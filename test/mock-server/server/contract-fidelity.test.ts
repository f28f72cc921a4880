/**
 * Every response the mock sends on the service's routes matches the contract: a status the operation
 * declares, its media type, and a body valid against its schema. Run with the development switch on,
 * which would turn any violation into a 500.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsById } from '../../../generated/contract.js';
import { validateIngestRecord, validateProblem } from '../../../generated/validators.js';
import { contractViolation } from '../../../mock-server/src/contract-check.js';
import { StoreUnavailableError } from '../../../mock-server/src/store/unavailable.js';
import { deref, isObject, openapi, pointer } from '../../support/contract.js';
import { call, ern43, type FixtureServer, startFixtureServer, startTestMock, type TestMock } from './harness.js';

let mock: TestMock;
let limited: TestMock;
let files: FixtureServer;

beforeAll(async () => {
  files = await startFixtureServer({ '/r.xml': { body: ern43(['a.flac']) }, '/a.flac': { body: 'A' }, '/bad.xml': { body: '<x/>' } });
  const partners = [{ id: 'acme', apiKeys: ['pk_test_acme_1'] }, { id: 'off', apiKeys: ['pk_test_off_1'], active: false }];
  mock = await startTestMock({ partners }, { validateResponses: true });
  const rateLimit = { requestsPerSecond: 0.01, burst: 1 };
  limited = await startTestMock({ partners, rateLimit }, { validateResponses: true });
});
afterAll(async () => {
  await mock.close();
  await limited.close();
  await files.close();
});

/** The statuses an operation of openapi.yaml declares, and the media type of each. */
function declared(operationId: keyof typeof operationsById): Map<string, string> {
  const { path, method } = operationsById[operationId];
  const responses = pointer(openapi, `#/paths/${path.replaceAll('/', '~1')}/${method}/responses`);
  const found = new Map<string, string>();
  for (const [status, response] of Object.entries(isObject(responses) ? responses : {})) {
    const resolved = deref(response);
    const content = isObject(resolved) && isObject(resolved.content) ? Object.keys(resolved.content)[0] : undefined;
    found.set(status, content ?? '');
  }
  return found;
}

/**
 * A lookup while the store cannot be reached (issue #18: the PostgreSQL store's database away, as
 * test/mock-server/replicas/database-outage.test.ts does for real): the mock's store rejects as that store does.
 */
async function lookupWhileUnavailable(path: string): ReturnType<typeof call> {
  const down = await startTestMock({}, { validateResponses: true });
  try {
    down.parts.store.getIngest = () => Promise.reject(new StoreUnavailableError('getIngest', 'ECONNREFUSED'));
    return await call(down, 'GET', path);
  } finally {
    await down.close();
  }
}

type Exchange = [label: string, operationId: keyof typeof operationsById, run: () => ReturnType<typeof call>];

const body = () => ({ releaseId: 'R1', xmlUrl: `${files.url}/r.xml` });
const exchanges: Exchange[] = [
  ['create 201', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests', { body: body() })],
  ['create 400', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: '' } })],
  ['create 400 not https', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R', xmlUrl: 'http://x.example/r.xml' } })],
  ['create 400 bad JSON', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests', { rawBody: '{', headers: { 'content-type': 'application/json' } })],
  ['create 401 missing', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests', { body: body(), headers: { 'x-api-key': '' } })],
  ['create 401 invalid', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests', { body: body(), headers: { 'x-api-key': 'pk_nobody_123' } })],
  ['create 401 query', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests?api_key=pk_test_acme_1', { body: body() })],
  ['create 403', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests', { body: body(), headers: { 'x-api-key': 'pk_test_off_1' } })],
  ['create 413', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'x'.repeat(100_000), xmlUrl: 'https://x.example' } })],
  ['create 415', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests', { rawBody: '<x/>', headers: { 'content-type': 'application/xml' } })],
  ['create 422', 'createIngest', () => call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R', xmlUrl: `${files.url}/bad.xml` } })],
  ['create 503', 'createIngest', async () => {
    // A message that sends 10 of its 800 bytes and stalls holds 800 of the 1,000-byte budget; the next does not fit.
    // The next is sent once the first reached the message's server: sent at once, it could take the budget first
    // (the two are fetched side by side), and the first, refused, would hold nothing for the loop below.
    let firstArrived = (): void => undefined;
    const arrived = new Promise<void>((resolve) => {
      firstArrived = resolve;
    });
    const stalled = createServer((req, res) => {
      res.writeHead(200, { 'content-length': 800 });
      res.write(' '.repeat(10));
      if (req.url === '/a.xml') firstArrived();
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
    const busy = await startTestMock({ xml: { bufferBudget: 1_000, maxBytes: 1_000, timeout: '2s' } }, { validateResponses: true });
    try {
      const first = call(busy, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R', xmlUrl: `${url}/a.xml` } });
      await arrived;
      for (let i = 0; i < 100; i++) {
        const second = await call(busy, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R', xmlUrl: `${url}/b.xml` } });
        if (second.status === 503) {
          stalled.closeAllConnections();
          await first;
          return second;
        }
      }
      throw new Error('no 503');
    } finally {
      stalled.closeAllConnections();
      stalled.close();
      await busy.close();
    }
  }],
  ['create 429', 'createIngest', async () => {
    await call(limited, 'POST', '/partner/v1/ddex/ingests', { body: body() });
    return call(limited, 'POST', '/partner/v1/ddex/ingests', { body: body() });
  }],
  ['lookup 200', 'getIngest', async () => {
    const { ingestId } = (await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: body() })).body as { ingestId: string };
    return call(mock, 'GET', `/partner/v1/ddex/ingests/${ingestId}`);
  }],
  ['lookup 401', 'getIngest', () => call(mock, 'GET', '/partner/v1/ddex/ingests/1', { headers: { 'x-api-key': '' } })],
  ['lookup 403', 'getIngest', () => call(mock, 'GET', '/partner/v1/ddex/ingests/1', { headers: { 'x-api-key': 'pk_test_off_1' } })],
  ['lookup 404', 'getIngest', () => call(mock, 'GET', '/partner/v1/ddex/ingests/999')],
  ['lookup 429', 'getIngest', () => call(limited, 'GET', '/partner/v1/ddex/ingests/1')],
  ['lookup 503', 'getIngest', () => lookupWhileUnavailable('/partner/v1/ddex/ingests/1700000001')],
  ['spec-path lookup 200', 'getIngestSpecPath', async () => {
    const { ingestId } = (await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: body() })).body as { ingestId: string };
    return call(mock, 'GET', `/ddex/ingests/${ingestId}`);
  }],
  ['spec-path lookup 401', 'getIngestSpecPath', () => call(mock, 'GET', '/ddex/ingests/1', { headers: { 'x-api-key': 'nope-nope' } })],
  ['spec-path lookup 403', 'getIngestSpecPath', () => call(mock, 'GET', '/ddex/ingests/1', { headers: { 'x-api-key': 'pk_test_off_1' } })],
  ['spec-path lookup 404', 'getIngestSpecPath', () => call(mock, 'GET', '/ddex/ingests/not-a-number')],
  ['spec-path lookup 429', 'getIngestSpecPath', () => call(limited, 'GET', '/ddex/ingests/1')],
  ['spec-path lookup 503', 'getIngestSpecPath', () => lookupWhileUnavailable('/ddex/ingests/1700000001')],
];

describe('responses of the service routes', () => {
  it.each(exchanges)('%s matches the contract', async (label, operationId, run) => {
    const { status, headers, body: received, text } = await run();
    const statuses = declared(operationId);
    expect(statuses.has(String(status)), `${label}: HTTP ${status} is not declared (${text})`).toBe(true);
    expect(label).toContain(String(status));
    const contentType = headers.get('content-type') ?? '';
    expect(contentType.startsWith(statuses.get(String(status)) ?? '?'), contentType).toBe(true);
    const validate = status < 400 ? validateIngestRecord : validateProblem;
    expect(validate(received), JSON.stringify(validate.errors)).toBe(true);
    if (status === 429 || status === 503) expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('covers every status every service operation declares', async () => {
    for (const operationId of ['createIngest', 'getIngest', 'getIngestSpecPath'] as const) {
      const covered = new Set(exchanges.filter(([, id]) => id === operationId).map(([label]) => /\b(\d{3})\b/.exec(label)?.[1]));
      expect([...declared(operationId).keys()].filter((s) => !covered.has(s)), operationId).toEqual([]);
    }
  });
});

describe('the --validate-responses switch', () => {
  it.each([
    [201, 'application/json', JSON.stringify({ ingestId: '1', releaseId: 'R', status: 'processing', receivedAt: '2026-11-21T12:00:00Z', completedAt: '2026-11-21T12:00:00Z', resources: { total: 0, completed: 0, failed: 0 } }), /must be null/],
    [200, 'text/html', '<html/>', /content type/],
    [404, 'application/problem+json', JSON.stringify({ type: 'urn:x', title: 'x', status: 404 }), /code/],
    [404, 'application/problem+json', JSON.stringify({ type: 'urn:x', title: 'x', status: 404, code: 'PROVIDER_INACTIVE' }), /registered for HTTP 403/],
  ])('finds a %i response that breaks the contract', (status, type, payload, message) => {
    expect(contractViolation(status, type, payload)).toMatch(message);
  });

  it('passes a response that keeps it', () => {
    const payload = JSON.stringify({ type: 'urn:x', title: 'Ingest not found', status: 404, code: 'INGEST_NOT_FOUND', detail: 'x' });
    expect(contractViolation(404, 'application/problem+json; charset=utf-8', payload)).toBeNull();
  });
});
