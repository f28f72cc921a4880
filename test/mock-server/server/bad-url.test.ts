/** A URL Fastify cannot decode is answered like every other error: problem+json, code BAD_URL, over a real socket. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMock, type TestMock } from './harness.js';

let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock();
});
afterAll(async () => {
  await mock.close();
});

describe('a malformed URL', () => {
  it.each(['/%%', '/partner/v1/ddex/ingests/%E0%A4%A', '/ddex/ingests/%ZZ', '/_operator/partners/%'])('%s answers 400 BAD_URL as problem+json', async (path) => {
    const response = await fetch(`${mock.url}${path}`, { headers: { 'x-api-key': 'pk_test_acme_1' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({ code: 'BAD_URL', status: 400, instance: path, detail: expect.stringContaining('percent-encoding') as string });
  });
});
