/**
 * The outbound address policy on webhooks and on the mock's own routes (issue #13, SSRF): a receiver whose
 * address is refused gets no request, at each attempt; the operator API refuses such a URL when it is
 * registered or resent to; the create's 422 says the same words for every failure to reach a host. Refused
 * addresses are refused before any socket is opened: nothing here leaves loopback.
 */
import type { LookupAddress } from 'node:dns';
import { once } from 'node:events';
import { Agent, createServer, type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRefusedError, postWebhook } from '../../../mock-server/src/webhooks/http-post.js';
import { call, ern43, startFixtureServer, startTestMock, type FixtureServer, type TestMock, waitForTerminal } from '../server/harness.js';
import { closedPort } from '../fetch/support.js';

const op = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };
const GENERIC = 'could not be fetched: the address is not allowed, or it did not answer with the file (the service\'s log says which)';
const resolveTo = (address: string) => (): Promise<LookupAddress[]> => Promise.resolve([{ address, family: net.isIP(address) }]);

describe('postWebhook and the address policy', () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterAll(() => {
    agent.destroy();
  });

  it.each(['10.0.0.1', '169.254.169.254', 'fd00::1', '0.0.0.0'])('records a receiver resolving to %s as a failed attempt, with no request sent', async (address) => {
    const url = new URL('https://hooks.partner.example/ingest');
    const outcome = await postWebhook({ url, body: '{}', headers: {}, timeoutMs: 2_000, agent, resolve: resolveTo(address) });
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: addressRefusedError, responseBody: null });
    expect(outcome.detail).toContain(`resolves to ${address}`);
  });

  it('posts to the address checked, keeping the name in Host', async () => {
    let host: IncomingHttpHeaders['host'];
    const receiver = createServer((req, res) => {
      host = req.headers.host;
      res.writeHead(204).end();
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const { port } = receiver.address() as net.AddressInfo;
    try {
      const url = new URL(`http://hooks.localhost:${port}/ingest`);
      const outcome = await postWebhook({ url, body: '{}', headers: {}, timeoutMs: 2_000, agent, resolve: resolveTo('127.0.0.1') });
      expect(outcome).toMatchObject({ ok: true, statusCode: 204 });
      expect(host).toBe(`hooks.localhost:${port}`);
      const refused = await postWebhook({
        url, body: '{}', headers: {}, timeoutMs: 2_000, agent, resolve: resolveTo('127.0.0.1'),
        addresses: { allowLoopback: false, allowPrivate: false, allowedHosts: [], allowedCidrs: [] },
      });
      expect(refused.error).toBe(addressRefusedError);
    } finally {
      receiver.close();
    }
  });
});

describe('the mock with the default outbound policy', () => {
  let mock: TestMock;
  let fixtures: FixtureServer;
  beforeAll(async () => {
    fixtures = await startFixtureServer({ '/empty.xml': { body: ern43([]) } });
    mock = await startTestMock({
      partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'], webhookUrl: 'https://169.254.169.254/hooks' }],
    });
  });
  afterAll(async () => {
    await mock.close();
    await fixtures.close();
  });

  it('records a delivery to a refused receiver (config-seeded URL) as a failed attempt with a generic error', async () => {
    const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R1', xmlUrl: `${fixtures.url}/empty.xml` } });
    expect(created.status).toBe(201);
    const { ingestId } = created.body as { ingestId: string };
    await waitForTerminal(mock, ingestId);
    let attempts: { outcome: string; error: string | null; statusCode: number | null }[] = [];
    for (let i = 0; i < 200 && attempts.every((a) => a.outcome === 'in-flight'); i++) {
      const events = (await call(mock, 'GET', `/_operator/events?ingestId=${ingestId}`, { headers: op })).body as { eventId: string }[];
      if (events[0] !== undefined) {
        attempts = ((await call(mock, 'GET', `/_operator/events/${events[0].eventId}`, { headers: op })).body as { attempts: typeof attempts }).attempts;
      }
      if (attempts.length === 0 || attempts.every((a) => a.outcome === 'in-flight')) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(attempts[0]).toMatchObject({ outcome: 'failed', statusCode: null, error: addressRefusedError });
    expect(mock.logText()).toContain('169.254.169.254, a link-local address the outbound policy refuses');
  });

  it.each([
    ['PUT', '/_operator/partners/acme/webhook', { url: 'https://169.254.169.254/hooks' }],
    ['PUT', '/_operator/partners/acme/webhook', { url: 'https://[fd00::1]/hooks' }],
    ['PATCH', '/_operator/partners/acme', { webhookUrl: 'https://10.0.0.1/hooks' }],
    ['POST', '/_operator/partners', { id: 'beta', webhookUrl: 'https://0.0.0.0/hooks' }],
  ])('answers %s %s with a refused address 400 WEBHOOK_URL_NOT_ALLOWED', async (method, path, body) => {
    const answer = await call(mock, method, path, { headers: op, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'WEBHOOK_URL_NOT_ALLOWED' });
    expect((answer.body as { detail: string }).detail).toMatch(/address the outbound policy refuses/);
  });

  it('refuses a resend to a refused address, and registers a loopback receiver (allowed by default)', async () => {
    const events = (await call(mock, 'GET', '/_operator/events', { headers: op })).body as { eventId: string }[];
    const resend = await call(mock, 'POST', `/_operator/events/${events[0]!.eventId}/resend`, { headers: op, body: { url: 'https://[::ffff:169.254.169.254]/x' } });
    expect(resend.status).toBe(400);
    expect(resend.body).toMatchObject({ code: 'WEBHOOK_URL_NOT_ALLOWED' });
    const loopback = await call(mock, 'PUT', '/_operator/partners/acme/webhook', { headers: op, body: { url: 'http://127.0.0.1:9/hooks' } });
    expect(loopback.status).toBe(200);
  });

  it('answers 422 XML_FETCH_FAILED in the same words for a closed port, a server without TLS and a refused address', async () => {
    const port = await closedPort();
    const urls = [`https://127.0.0.1:${port}/ern.xml`, `${fixtures.url.replace('http:', 'https:')}/empty.xml`, 'https://169.254.169.254/latest/meta-data/'];
    const details: string[] = [];
    for (const [i, xmlUrl] of urls.entries()) {
      const answer = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: `F${i}`, xmlUrl } });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ code: 'XML_FETCH_FAILED' });
      details.push((answer.body as { detail: string }).detail.replace(xmlUrl, '<url>'));
    }
    expect(new Set(details).size).toBe(1);
    expect(details[0]).toBe(`xmlUrl <url> ${GENERIC}`);
    expect(details[0]).not.toMatch(/refused|ECONN|SSL|TLS|version|HTTP \d|link-local/);
    const log = mock.logText();
    expect(log).toContain('ECONNREFUSED');
    expect(log).toContain('wrong version number');
    expect(log).toContain('169.254.169.254, a link-local address');
  });
});
