/** `Prefer: code=<status>` answers the documented example (as Prism does); an unsupported preference is said, not ignored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedResponses } from '../../../generated/contract.js';
import { acmeKey, ern43, type FixtureServer, startFixtureServer, startTestMock, type TestMock } from './harness.js';

let mock: TestMock;
let files: FixtureServer;
beforeAll(async () => {
  files = await startFixtureServer({ '/r.xml': { body: ern43([]) } });
  mock = await startTestMock();
});
afterAll(async () => {
  await mock.close();
  await files.close();
});

const create = (prefer: string, key: string | null = acmeKey) => fetch(`${mock.url}/partner/v1/ddex/ingests`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', prefer, ...(key ? { 'x-api-key': key } : {}) },
  body: JSON.stringify({ releaseId: 'R1', xmlUrl: `${files.url}/r.xml` }),
});

describe('Prefer: code=<status>', () => {
  it.each(Object.entries(documentedResponses.createIngest).map(([status, r]) => [Number(status), r] as const))(
    'answers the create\'s documented %d with its example',
    async (status, documented) => {
      const response = await create(`code=${status}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain(documented.contentType);
      expect(response.headers.get('preference-applied')).toBe(`code=${status}`);
      expect(await response.json()).toEqual(documented.example);
    },
  );

  it('answers the lookup\'s documented 429 at both paths, and authenticates first', async () => {
    for (const path of ['/partner/v1/ddex/ingests/1', '/ddex/ingests/1']) {
      const response = await fetch(`${mock.url}${path}`, { headers: { 'x-api-key': acmeKey, 'prefer': 'code=429' } });
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual(documentedResponses.getIngest['429'].example);
    }
    expect((await create('code=201', null)).status).toBe(401);
  });

  it('names an undocumented code and an unsupported preference in a Warning header, and applies neither', async () => {
    const response = await create('code=299, respond-async, wait=5');
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBeNull();
    const warning = response.headers.get('warning') ?? '';
    expect(warning).toContain('Prefer: code=299 is not a documented response of createIngest');
    expect(warning).toContain('Prefer: respond-async is not supported here (supported: scenario, validation, code)');
    expect(warning).toContain('Prefer: wait is not supported here');
    const lookup = await fetch(`${mock.url}/ddex/ingests/1`, { headers: { 'x-api-key': acmeKey, 'prefer': 'scenario=slow' } });
    expect(lookup.headers.get('warning')).toContain('Prefer: scenario is not supported here (supported: code)');
  });
});
