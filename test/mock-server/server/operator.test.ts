/** The operator API (/_operator): partners, keys, activation, webhook URLs, ingests, reset, clock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ern43, type FixtureServer, startFixtureServer, startTestMock, type TestMock } from './harness.js';

let mock: TestMock;
let files: FixtureServer;
const token = 'op_test_operator';
const op = { 'x-operator-token': token, 'x-api-key': '' };

beforeAll(async () => {
  files = await startFixtureServer({ '/r.xml': { body: ern43(['a.flac']) }, '/a.flac': { body: 'A' } });
  mock = await startTestMock({ operatorToken: token });
});
afterAll(async () => {
  await mock.close();
  await files.close();
});

const submit = (key: string) =>
  call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R', xmlUrl: `${files.url}/r.xml?sig=secretsig` }, headers: { 'x-api-key': key } });

describe('operator API', () => {
  it.each([
    [{}, 401, 'OPERATOR_TOKEN_MISSING'],
    [{ 'x-operator-token': 'op_wrong_token' }, 401, 'OPERATOR_TOKEN_INVALID'],
  ])('refuses a request without the right token (%j)', async (headers, status, code) => {
    const response = await call(mock, 'GET', '/_operator/partners', { headers: { 'x-api-key': '', ...headers } });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ code });
  });

  it('lists partners without ever showing a key', async () => {
    const response = await call(mock, 'GET', '/_operator/partners', { headers: op });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject([{ id: 'acme', active: true, apiKeys: [{ id: expect.stringMatching(/^key_\d+$/) as string, preview: '…me_1', current: true }] }]);
    expect(response.text).not.toContain('pk_test_acme_1');
  });

  it('creates a partner with a generated key, shown once, that works at once', async () => {
    const created = await call(mock, 'POST', '/_operator/partners', { body: { id: 'globex' }, headers: op });
    expect(created.status).toBe(201);
    const [{ key } = { key: '' }] = (created.body as { apiKeys: { key: string }[] }).apiKeys;
    expect(key).toMatch(/^pk_globex_[\w-]{20,}$/);
    expect((await submit(key)).status).toBe(201);
    const again = await call(mock, 'POST', '/_operator/partners', { body: { id: 'globex' }, headers: op });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PARTNER_EXISTS' });
  });

  it('refuses a key already issued to a partner', async () => {
    const response = await call(mock, 'POST', '/_operator/partners', { body: { id: 'thief', apiKeys: ['pk_test_acme_1'] }, headers: op });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'API_KEY_EXISTS' });
    expect(response.text).not.toContain('pk_test_acme_1');
  });

  it('rotates keys: both work until the old one is revoked', async () => {
    await call(mock, 'POST', '/_operator/partners', { body: { id: 'hooli', apiKeys: ['pk_test_hooli_1'] }, headers: op });
    const rotated = await call(mock, 'POST', '/_operator/partners/hooli/keys/rotate', { headers: op, body: {} });
    expect(rotated.status).toBe(201);
    const { key, revoked } = rotated.body as { key: string; revoked: string[] };
    expect(revoked).toEqual([]);
    expect((await submit('pk_test_hooli_1')).status).toBe(201);
    expect((await submit(key)).status).toBe(201);
    const view = (await call(mock, 'GET', '/_operator/partners/hooli', { headers: op })).body as { apiKeys: { id: string; current: boolean }[] };
    expect(view.apiKeys.map((k) => k.current)).toEqual([false, true]);
    const oldId = view.apiKeys[0]?.id ?? '';
    expect((await call(mock, 'DELETE', `/_operator/partners/hooli/keys/${oldId}`, { headers: op })).status).toBe(200);
    expect((await submit('pk_test_hooli_1')).status).toBe(401);
    expect((await submit(key)).status).toBe(201);
    const again = await call(mock, 'POST', '/_operator/partners/hooli/keys/rotate', { headers: op, body: { revokePrevious: true } });
    expect((again.body as { revoked: string[] }).revoked).toHaveLength(1);
    expect((await submit(key)).status).toBe(401);
  });

  it('deactivates and reactivates a partner (403 PROVIDER_INACTIVE meanwhile)', async () => {
    expect((await call(mock, 'POST', '/_operator/partners/acme/deactivate', { headers: op })).body).toMatchObject({ active: false });
    const refused = await submit('pk_test_acme_1');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PROVIDER_INACTIVE' });
    expect((await call(mock, 'POST', '/_operator/partners/acme/activate', { headers: op })).body).toMatchObject({ active: true });
    expect((await submit('pk_test_acme_1')).status).toBe(201);
  });

  it.each([
    ['https', 'https://hooks.acme.example/ingest', 200],
    ['http to loopback (allowHttpLoopback)', 'http://127.0.0.1:9999/hooks', 200],
    ['http to another host', 'http://hooks.acme.example/ingest', 400],
    ['not a URL', 'hooks', 400],
  ])('registers a webhook URL: %s', async (_name, url, status) => {
    const response = await call(mock, 'PUT', '/_operator/partners/acme/webhook', { body: { url }, headers: op });
    expect(response.status).toBe(status);
    if (status === 200) expect(response.body).toMatchObject({ webhookUrl: url });
    else expect(response.body).toMatchObject({ code: 'WEBHOOK_URL_NOT_ALLOWED' });
  });

  it('removes the webhook URL', async () => {
    const response = await call(mock, 'DELETE', '/_operator/partners/acme/webhook', { headers: op });
    expect(response.body).toMatchObject({ webhookUrl: null });
  });

  it('answers 404 PARTNER_NOT_FOUND and 400 for a bad body', async () => {
    expect((await call(mock, 'GET', '/_operator/partners/nobody', { headers: op })).body).toMatchObject({ code: 'PARTNER_NOT_FOUND' });
    const bad = await call(mock, 'PATCH', '/_operator/partners/acme', { body: { active: 'yes' }, headers: op });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_OPERATOR_REQUEST' });
  });

  it.each([
    [1_500, 1_500],
    ['2', 2_000],
    ['1m', 60_000],
  ])('reads a webhook fault delay of %j as %d ms (a JSON number is milliseconds, a bare number in a string seconds)', async (delay, ms) => {
    const patched = await call(mock, 'PATCH', '/_operator/partners/acme', { body: { webhookFaults: { duplicate: { delay } } }, headers: op });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ webhookFaults: { duplicate: { delayMs: ms } } });
    await call(mock, 'PATCH', '/_operator/partners/acme', { body: { webhookFaults: {} }, headers: op });
  });

  it('lists and inspects ingests, with file URLs shown without their query', async () => {
    const { ingestId } = (await submit('pk_test_acme_1')).body as { ingestId: string };
    const list = await call(mock, 'GET', '/_operator/ingests?partnerId=acme&limit=5', { headers: op });
    expect((list.body as { record: { ingestId: string } }[]).map((i) => i.record.ingestId)).toContain(ingestId);
    const one = await call(mock, 'GET', `/_operator/ingests/${ingestId}`, { headers: op });
    expect(one.body).toMatchObject({ partnerId: 'acme', xmlUrl: `${files.url}/r.xml`, files: [{ uri: `${files.url}/a.flac` }] });
    expect(one.text).not.toContain('secretsig');
  });

  it('resets state: ingests gone, ids never reused', async () => {
    const { ingestId } = (await submit('pk_test_acme_1')).body as { ingestId: string };
    expect((await call(mock, 'POST', '/_operator/reset', { headers: op, body: {} })).status).toBe(200);
    expect((await call(mock, 'GET', `/ddex/ingests/${ingestId}`)).status).toBe(404);
    const next = (await submit('pk_test_acme_1')).body as { ingestId: string };
    expect(BigInt(next.ingestId)).toBeGreaterThan(BigInt(ingestId));
  });

  it('tells the clock', async () => {
    const response = await call(mock, 'GET', '/_operator/clock', { headers: op });
    expect(response.body).toMatchObject({ kind: 'real', timeScale: 1 });
  });
});
