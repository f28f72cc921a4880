/**
 * The proxy's judge, table-driven (given an exchange, want the ids of the rules it broke): the request rules,
 * the answer rules of each operation, an implementation answering errors as application/json {code, message}
 * breaking no spec rule, and the sequence rules, which compare only answers that cannot have crossed in flight.
 */
import { describe, expect, it } from 'vitest';
import type { LiveExchange } from '../../../conformance/live/exchange.js';
import { IngestMemory } from '../../../conformance/live/ingest-memory.js';
import { judgeExchange } from '../../../conformance/live/judge.js';
import { proxyRules } from '../../../conformance/live/rules.js';

const key = 'pk_test_judge_1';
const now = Date.parse('2026-11-26T12:00:00Z');
const create = '/partner/v1/ddex/ingests';
const processing = {
  ingestId: '1001', releaseId: 'R1', status: 'processing', receivedAt: '2026-11-26T12:00:00Z', completedAt: null,
  resources: { total: 3, completed: 0, failed: 0 },
};
const completed = { ...processing, status: 'completed', completedAt: '2026-11-26T12:00:05Z', resources: { total: 3, completed: 3, failed: 0 } };
const failed = {
  ...processing, status: 'failed', completedAt: '2026-11-26T12:00:05Z', resources: { total: 3, completed: 2, failed: 1 },
  error: { code: 'RESOURCE_FETCH_FAILED', message: 'A2.flac: 403' },
};
const body = { releaseId: 'R1', xmlUrl: 'https://files.example/r1.xml?X-Amz-Signature=abc' };

function exchange(given: Partial<Omit<LiveExchange, 'requestBody' | 'responseBody'>> & { requestBody?: unknown; responseBody?: unknown; contentType?: string }): LiveExchange {
  const json = (value: unknown) => (value === undefined ? Buffer.alloc(0) : Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)));
  const status = given.status === undefined ? 200 : given.status;
  return {
    method: given.method ?? 'GET',
    path: given.path ?? '/ddex/ingests/1001',
    query: given.query ?? '',
    requestHeaders: given.requestHeaders ?? { 'x-api-key': key, 'content-type': 'application/json' },
    requestBody: json(given.requestBody),
    status,
    responseHeaders: given.responseHeaders ?? { 'content-type': given.contentType ?? (status !== null && status >= 400 ? 'application/problem+json' : 'application/json; charset=utf-8') },
    responseBody: json(given.responseBody),
    startedAt: given.startedAt ?? 0,
    endedAt: given.endedAt ?? 1,
  };
}

const problem = (status: number, code: string) => ({ type: `urn:x:${code}`, title: code, status, code, detail: 'd' });
const judged = (x: LiveExchange, memory = new IngestMemory()) => judgeExchange(x, { memory, wallClock: () => now }).map((j) => j.rule.id);

describe('judgeExchange: one exchange', () => {
  it.each([
    { name: 'a correct create', given: { method: 'POST', path: create, requestBody: body, status: 201, responseBody: { ...processing } }, want: [] },
    { name: 'a correct lookup', given: { responseBody: completed }, want: [] },
    { name: 'the versioned lookup path', given: { path: '/partner/v1/ddex/ingests/1001', responseBody: failed }, want: [] },
    { name: 'a path of no operation, even without a key', given: { path: '/health', requestHeaders: {}, status: 500, responseBody: 'x' }, want: [] },
    {
      name: 'a lookup without a key, answered 401 as problem+json',
      given: { requestHeaders: {}, status: 401, responseBody: problem(401, 'API_KEY_MISSING') },
      want: ['request.key-in-header'],
    },
    {
      name: 'a lookup without a key, answered 200',
      given: { requestHeaders: {}, responseBody: processing },
      want: ['request.key-in-header', 'auth.lookup-requires-key'],
    },
    {
      name: 'a create without a key, answered 201',
      given: { method: 'POST', path: create, requestHeaders: { 'content-type': 'application/json' }, requestBody: body, status: 201, responseBody: processing },
      want: ['request.key-in-header', 'auth.missing-key'],
    },
    {
      name: 'a key in the query only, answered 200',
      given: { query: `api_key=${key}`, requestHeaders: {}, responseBody: processing },
      want: ['request.key-in-header', 'request.key-not-in-query', 'auth.key-in-query'],
    },
    {
      name: 'a key in the query only, answered 401 (spec 5: the key is missing)',
      given: { query: `token=${key}`, requestHeaders: {}, status: 401, responseBody: problem(401, 'API_KEY_MISSING') },
      want: ['request.key-in-header', 'request.key-not-in-query'],
    },
    {
      name: 'a key in the query only, answered 403 (spec 5: 403 is for a valid key without permission)',
      given: { query: `token=${key}`, requestHeaders: {}, status: 403, responseBody: problem(403, 'FORBIDDEN') },
      want: ['request.key-in-header', 'request.key-not-in-query', 'auth.key-in-query'],
    },
    {
      name: 'an http xmlUrl and a body without releaseId (answered 400)',
      given: { method: 'POST', path: create, requestBody: { xmlUrl: 'http://files.example/r.xml' }, status: 400, responseBody: problem(400, 'INVALID_REQUEST') },
      want: ['request.create-body', 'request.xml-url-https'],
    },
    {
      name: 'a create with an unknown member, accepted',
      given: { method: 'POST', path: create, requestBody: { ...body, extra: 1 }, status: 201, responseBody: processing },
      want: ['extensions.invalid-body-400'],
    },
    {
      name: 'a create that is not JSON, answered 422',
      given: { method: 'POST', path: create, requestBody: '{not json', status: 422, responseBody: problem(422, 'X') },
      want: ['request.create-body', 'extensions.invalid-body-400'],
    },
    {
      name: 'a create answered 200',
      given: { method: 'POST', path: create, requestBody: body, status: 200, responseBody: processing },
      want: ['contract.status-documented', 'extensions.status-documented'],
    },
    {
      name: 'a 201 that is completed already, with counters',
      given: { method: 'POST', path: create, requestBody: body, status: 201, responseBody: completed },
      want: ['create.processing', 'extensions.counters-zero-at-201'],
    },
    {
      name: 'a 201 with completedAt set while processing',
      given: { method: 'POST', path: create, requestBody: body, status: 201, responseBody: { ...processing, completedAt: processing.receivedAt } },
      want: ['create.record-valid', 'create.processing'],
    },
    {
      name: 'a 201 with another releaseId',
      given: { method: 'POST', path: create, requestBody: body, status: 201, responseBody: { ...processing, releaseId: 'R-R1' } },
      want: ['create.release-and-ids'],
    },
    {
      name: 'a 201 whose receivedAt has no offset',
      given: { method: 'POST', path: create, requestBody: body, status: 201, responseBody: { ...processing, receivedAt: '2026-11-26T12:00:00' } },
      want: ['create.record-valid', 'create.release-and-ids'],
    },
    {
      name: 'a failed lookup without error',
      given: { responseBody: { ...failed, error: undefined } },
      want: ['contract.bodies-valid', 'record.failed-has-error'],
    },
    {
      name: 'a completed lookup with a failed file',
      given: { responseBody: { ...completed, resources: { total: 3, completed: 2, failed: 1 } } },
      want: ['record.completed-all-loaded'],
    },
    {
      name: 'counters over the total',
      given: { responseBody: { ...processing, resources: { total: 1, completed: 1, failed: 1 } } },
      want: ['record.counters-within-total'],
    },
    {
      name: 'completedAt before receivedAt',
      given: { responseBody: { ...completed, completedAt: '2026-11-26T11:00:00Z' } },
      want: ['record.completed-after-received'],
    },
    {
      name: 'a record as text/plain',
      given: { responseBody: completed, contentType: 'text/plain' },
      want: ['extensions.json-content-type'],
    },
    {
      name: 'an unknown ingest answered 404 as application/json {code, message}',
      given: { status: 404, contentType: 'application/json', responseBody: { code: 'NOT_FOUND', message: 'no such ingest' } },
      want: ['extensions.problem-json'],
    },
    {
      name: 'a lookup answered 500',
      given: { status: 500, responseBody: problem(500, 'INTERNAL_ERROR') },
      want: ['extensions.status-documented'],
    },
    {
      name: 'a create answered 429 without a key (throttled before anything else)',
      given: { method: 'POST', path: create, requestHeaders: { 'content-type': 'application/json' }, requestBody: body, status: 429, responseBody: 'slow down', contentType: 'text/plain' },
      want: ['request.key-in-header'],
    },
    { name: 'no answer at all', given: { status: null, responseBody: undefined }, want: [] },
  ])('$name → [$want]', ({ given, want }) => {
    expect(judged(exchange(given as Parameters<typeof exchange>[0]))).toEqual(want);
  });

  it('breaks no spec rule when every error is application/json {code, message}', () => {
    const errors = [400, 401, 403, 404, 413, 415, 422, 429, 500, 503].flatMap((status) => [
      exchange({ method: 'POST', path: create, requestBody: body, status, contentType: 'application/json', responseBody: { code: 'E', message: 'm' } }),
      exchange({ status, contentType: 'application/json', responseBody: { code: 'E', message: 'm' } }),
    ]);
    const kinds = errors.flatMap((x) => judgeExchange(x, { memory: new IngestMemory(), wallClock: () => now })).map((j) => `${j.rule.id} ${j.rule.kind}`);
    expect(kinds.filter((k) => k.endsWith(' spec'))).toEqual([]);
    expect(kinds.length).toBeGreaterThan(0);
  });

  it('knows every rule it judges by', () => {
    const ids = proxyRules.map((r) => r.rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['request.key-in-header', 'create.processing', 'extensions.terminal-stays', 'sequence.counters-never-decrease']));
  });
});

describe('judgeExchange: the answers for one ingest in turn', () => {
  const at = (startedAt: number, endedAt: number, responseBody: unknown) => exchange({ startedAt, endedAt, responseBody });

  it('flags counters that go down, and a terminal record that changes, between answers that did not overlap', () => {
    const memory = new IngestMemory();
    expect(judged(at(0, 1, { ...processing, resources: { total: 3, completed: 2, failed: 0 } }), memory)).toEqual([]);
    expect(judged(at(2, 3, { ...processing, resources: { total: 3, completed: 1, failed: 0 } }), memory)).toEqual(['sequence.counters-never-decrease']);
    expect(judged(at(4, 5, completed), memory)).toEqual([]);
    expect(judged(at(6, 7, { ...completed }), memory)).toEqual([]);
    expect(judged(at(8, 9, { ...completed, completedAt: '2026-11-26T12:00:09Z' }), memory)).toEqual(['extensions.terminal-stays']);
    expect(judged(at(10, 11, processing), memory)).toEqual(['sequence.counters-never-decrease', 'extensions.terminal-stays']);
  });

  it('compares nothing between two answers in flight together (either may be served first)', () => {
    const memory = new IngestMemory();
    expect(judged(at(0, 5, completed), memory)).toEqual([]);
    expect(judged(at(1, 6, processing), memory)).toEqual([]);
  });

  it('accepts the same record with its members in another order', () => {
    const memory = new IngestMemory();
    judged(at(0, 1, completed), memory);
    const reversed = Object.fromEntries(Object.entries(completed).reverse());
    expect(judged(at(2, 3, reversed), memory)).toEqual([]);
  });
});

describe('IngestMemory', () => {
  it('keeps the latest answer and the first terminal one; forgets the first seen past its bound, and any ingest after its time', () => {
    const memory = new IngestMemory({ maxIngests: 2, ttlMs: 100 });
    memory.remember('1', processing, 0);
    memory.remember('1', completed, 5);
    memory.remember('1', processing, 4);
    expect(memory.get('1', 5)).toEqual({ last: { record: completed, at: 5 }, terminal: { record: completed, at: 5 } });
    memory.remember('2', processing, 10);
    memory.remember('3', processing, 30);
    expect(memory.size).toBe(2);
    expect(memory.get('1', 30)).toBeUndefined();
    expect(memory.get('2', 30)?.last.at).toBe(10);
    expect(memory.get('2', 111)).toBeUndefined();
    expect(memory.get('3', 111)?.last.at).toBe(30);
  });
});
