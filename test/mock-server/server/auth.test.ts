/** Spec 5 and 7 over real sockets: the key only in X-API-Key, 401s, 403 PROVIDER_INACTIVE, isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmeKey, call, ern43, type FixtureServer, startFixtureServer, startTestMock, type TestMock } from './harness.js';

let mock: TestMock;
let files: FixtureServer;
const globexKey = 'pk_test_globex_1';

beforeAll(async () => {
  files = await startFixtureServer({ '/r.xml': { body: ern43([]) } });
  mock = await startTestMock({
    partners: [
      { id: 'acme', apiKeys: [acmeKey, 'pk_test_acme_old'] },
      { id: 'globex', apiKeys: [globexKey] },
      { id: 'initech', apiKeys: ['pk_test_initech_1'], active: false },
    ],
  });
});
afterAll(async () => {
  await mock.close();
  await files.close();
});

const create = (headers: Record<string, string> = {}, query = '') =>
  call(mock, 'POST', `/partner/v1/ddex/ingests${query}`, { headers, body: { releaseId: 'R1', xmlUrl: `${files.url}/r.xml` } });

describe('authentication', () => {
  it('answers 401 API_KEY_MISSING without the header', async () => {
    const { status, body } = await create({ 'x-api-key': '' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'API_KEY_MISSING', status: 401 });
  });

  it('answers 401 API_KEY_INVALID to an unknown key', async () => {
    const { status, body } = await create({ 'x-api-key': 'pk_test_nobody' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'API_KEY_INVALID' });
  });

  it.each(['api_key', 'apiKey', 'API_KEY', 'x-api-key', 'key', 'token', 'Token', 'access_token',
    // Spelled another way: case, - or _, brackets (the query-string array form).
    'x_api_key', 'api-key', 'api_key[]', 'Api-Key', 'X_API_KEY', 'access-token', 'token[]', 'key[0]'])(
    'refuses a valid key in the query string (%s), even with the header too',
    async (name) => {
      const { status, body, text } = await create({}, `?${name}=${acmeKey}`);
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'API_KEY_IN_QUERY' });
      expect((body as { detail: string }).detail).toContain('X-API-Key header');
      expect(text).not.toContain(acmeKey);
    },
  );

  it('refuses a key in the query of the lookup too', async () => {
    const { status, body } = await call(mock, 'GET', `/ddex/ingests/1?apikey=${acmeKey}`, { headers: { 'x-api-key': '' } });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'API_KEY_IN_QUERY' });
  });

  it('answers 403 PROVIDER_INACTIVE to an inactive partner on every operation', async () => {
    for (const response of [
      await create({ 'x-api-key': 'pk_test_initech_1' }),
      await call(mock, 'GET', '/partner/v1/ddex/ingests/1', { headers: { 'x-api-key': 'pk_test_initech_1' } }),
      await call(mock, 'GET', '/ddex/ingests/1', { headers: { 'x-api-key': 'pk_test_initech_1' } }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'PROVIDER_INACTIVE', status: 403 });
    }
  });

  it('requires the key on the lookup at both paths', async () => {
    for (const path of ['/partner/v1/ddex/ingests/1700000001', '/ddex/ingests/1700000001']) {
      const { status } = await call(mock, 'GET', path, { headers: { 'x-api-key': '' } });
      expect(status).toBe(401);
    }
  });

  it('answers 401 to a revoked key and accepts the other keys of the partner', async () => {
    const operator = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };
    const partner = (await call(mock, 'GET', '/_operator/partners/acme', { headers: operator })).body as { apiKeys: { id: string; preview: string }[] };
    const old = partner.apiKeys.find((k) => k.preview === '…_old');
    expect(old).toBeDefined();
    const revoked = await call(mock, 'DELETE', `/_operator/partners/acme/keys/${old?.id ?? ''}`, { headers: operator });
    expect(revoked.status).toBe(200);
    expect((await create({ 'x-api-key': 'pk_test_acme_old' })).status).toBe(401);
    expect((await create()).status).toBe(201);
  });

  it('shows a partner only its own ingests (another partner\'s id is 404)', async () => {
    const { body } = await create();
    const { ingestId } = body as { ingestId: string };
    const mine = await call(mock, 'GET', `/ddex/ingests/${ingestId}`);
    expect(mine.status).toBe(200);
    const theirs = await call(mock, 'GET', `/ddex/ingests/${ingestId}`, { headers: { 'x-api-key': globexKey } });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'INGEST_NOT_FOUND' });
  });

  it('answers /healthz without a key', async () => {
    const { status, body } = await call(mock, 'GET', '/healthz', { headers: { 'x-api-key': '' } });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('never writes a key, the operator token or a query string into its logs', async () => {
    await create({}, `?token=${acmeKey}&X-Amz-Signature=secretsig`);
    const logs = mock.logText();
    expect(logs).toContain('"path":"/partner/v1/ddex/ingests"');
    for (const secret of [acmeKey, 'pk_test_acme_old', globexKey, 'op_local_dev', 'secretsig']) {
      expect(logs, secret).not.toContain(secret);
    }
  });
});
