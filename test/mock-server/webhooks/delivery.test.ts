/** Spec 4.3, 6 and 8 over real sockets with a real receiver: signature, retries, timeouts, ledger. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateWebhookEvent } from '../../../generated/validators.js';
import { createVirtualClock, type VirtualClock } from '../../../mock-server/src/clock.js';
import { openSqliteStore } from '../../../mock-server/src/store/sqlite.js';
import type { WebhookAttemptRecord } from '../../../mock-server/src/store/types.js';
import { call, ern43, type FixtureServer, startFixtureServer, startTestMock, type TestMock, waitForTerminal } from '../server/harness.js';
import { type Receiver, startReceiver, verifySignature } from '../../support/receiver.js';

const op = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Setup {
  mock: TestMock;
  receiver: Receiver;
  files: FixtureServer;
  clock: VirtualClock | undefined;
}

async function setup(
  answer: Receiver['answer'],
  options: { virtual?: boolean; config?: Record<string, unknown>; apiKeys?: string[] } = {},
): Promise<Setup> {
  const receiver = await startReceiver(answer);
  const files = await startFixtureServer({ '/r.xml': { body: ern43([]) }, '/fail.xml': { body: ern43(['gone.flac']) } });
  const clock = options.virtual ? createVirtualClock({ start: Date.parse('2026-11-21T12:00:00Z') }) : undefined;
  const mock = await startTestMock(
    { partners: [{ id: 'acme', apiKeys: options.apiKeys ?? ['pk_test_acme_1'], webhookUrl: receiver.url }], ...options.config },
    options.virtual ? { clock: 'virtual' } : {},
    clock ? { clock } : {},
  );
  cleanups.push(() => files.close(), () => receiver.close(), () => mock.close());
  return { mock, receiver, files, clock };
}

async function submit(s: Setup, path = '/r.xml', headers: Record<string, string> = {}): Promise<string> {
  const { status, body } = await call(s.mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R1', xmlUrl: `${s.files.url}${path}` }, headers });
  expect(status).toBe(201);
  return (body as { ingestId: string }).ingestId;
}

async function ledger(s: Setup, ingestId: string) {
  const events = (await call(s.mock, 'GET', `/_operator/events?ingestId=${ingestId}`, { headers: op })).body as { eventId: string }[];
  const first = events.at(-1);
  if (!first) throw new Error('no event');
  return (await call(s.mock, 'GET', `/_operator/events/${first.eventId}`, { headers: op })).body as {
    eventId: string;
    state: string;
    attempts: {
      number: number;
      kind: string;
      outcome: string;
      statusCode: number | null;
      error: string | null;
      startedAt: string;
      signatureHeader: string;
    }[];
  };
}

describe('a delivery', () => {
  it('carries a valid envelope, data equal to the lookup, and a signature that verifies independently', async () => {
    const s = await setup(() => ({ status: 204 }));
    const ingestId = await submit(s);
    const [delivery] = await s.receiver.waitFor(1);
    if (!delivery) throw new Error('no delivery');
    expect(delivery.headers['content-type']).toMatch(/^application\/json/);
    expect(validateWebhookEvent(delivery.json), JSON.stringify(validateWebhookEvent.errors)).toBe(true);
    expect(delivery.json).toMatchObject({ eventType: 'ingest', eventId: expect.stringMatching(/^evt_[0-9A-Z]{26}$/) as string });
    const lookup = await call(s.mock, 'GET', `/ddex/ingests/${ingestId}`);
    expect(delivery.json.data).toEqual(lookup.body);
    expect(delivery.json.occurredAt).toBe((lookup.body as { completedAt: string }).completedAt);
    const { t, valid } = await verifySignature(delivery, 'pk_test_acme_1');
    expect(valid).toBe(true);
    expect(Math.abs(delivery.at / 1000 - t)).toBeLessThanOrEqual(300);
    expect((await verifySignature(delivery, 'pk_wrong_key')).valid).toBe(false);
    await expect.poll(async () => (await ledger(s, ingestId)).state).toBe('delivered');
  });

  it('is sent for a failed ingest too, with the error in data', async () => {
    const s = await setup(() => ({ status: 200 }));
    const ingestId = await submit(s, '/fail.xml');
    const [delivery] = await s.receiver.waitFor(1);
    expect(delivery?.json.data).toMatchObject({ ingestId, status: 'failed', error: { code: 'RESOURCE_FETCH_FAILED' } });
  });

  it('signs with exactly one v1 (spec 6.3), keyed with the oldest valid key, during a rotation too', async () => {
    const s = await setup(() => ({ status: 200 }), { apiKeys: ['pk_test_acme_old', 'pk_test_acme_new'] });
    await submit(s, '/r.xml', { 'x-api-key': 'pk_test_acme_new' });
    const [delivery] = await s.receiver.waitFor(1);
    if (!delivery) throw new Error('no delivery');
    expect(delivery.headers['x-service-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect((await verifySignature(delivery, 'pk_test_acme_old')).valid).toBe(true);
    expect((await verifySignature(delivery, 'pk_test_acme_new')).valid).toBe(false);
  });

  it('signs with the next oldest key once the signing key is revoked', async () => {
    const s = await setup(() => ({ status: 200 }), { apiKeys: ['pk_test_acme_old', 'pk_test_acme_new'] });
    const partner = (await call(s.mock, 'GET', '/_operator/partners/acme', { headers: op })).body as { apiKeys: { id: string }[] };
    await call(s.mock, 'DELETE', `/_operator/partners/acme/keys/${partner.apiKeys[0]?.id ?? 'none'}`, { headers: op });
    await submit(s, '/r.xml', { 'x-api-key': 'pk_test_acme_new' });
    const [delivery] = await s.receiver.waitFor(1);
    if (!delivery) throw new Error('no delivery');
    expect((await verifySignature(delivery, 'pk_test_acme_new')).valid).toBe(true);
    expect((await verifySignature(delivery, 'pk_test_acme_new')).v1).toHaveLength(1);
  });

  it('signs with every valid key, the signing key first, with webhooks.signWithAllKeys (opt-in)', async () => {
    const s = await setup(() => ({ status: 200 }), {
      apiKeys: ['pk_test_acme_old', 'pk_test_acme_new'],
      config: { webhooks: { signWithAllKeys: true } },
    });
    await submit(s, '/r.xml', { 'x-api-key': 'pk_test_acme_old' });
    const [delivery] = await s.receiver.waitFor(1);
    if (!delivery) throw new Error('no delivery');
    const { v1 } = await verifySignature(delivery, 'pk_test_acme_new');
    expect(v1).toHaveLength(2);
    const onlyFirst = { ...delivery, headers: { 'x-service-signature': `t=${String((await verifySignature(delivery, 'x')).t)},v1=${v1[0] ?? ''}` } };
    expect((await verifySignature(onlyFirst, 'pk_test_acme_old')).valid).toBe(true);
    expect((await verifySignature(onlyFirst, 'pk_test_acme_new')).valid).toBe(false);
    expect((await verifySignature(delivery, 'pk_test_acme_new')).valid).toBe(true);
  });

  it('is recorded as undeliverable when the partner has no webhook URL', async () => {
    const s = await setup(() => ({ status: 200 }));
    await call(s.mock, 'DELETE', '/_operator/partners/acme/webhook', { headers: op });
    const ingestId = await submit(s);
    await waitForTerminal(s.mock, ingestId);
    await expect.poll(async () => (await ledger(s, ingestId)).state).toBe('undeliverable');
    expect(s.receiver.deliveries).toHaveLength(0);
  });
});

describe('retries (spec 6.4) under the virtual clock', () => {
  it('gives a receiver answering 500 twice then 200 exactly 3 attempts: same eventId and body, fresh t, increasing gaps', async () => {
    const s = await setup((n) => ({ status: n <= 2 ? 500 : 200 }), { virtual: true });
    const ingestId = await submit(s);
    await s.receiver.waitFor(1);
    await s.clock?.advance(24 * 3_600_000);
    expect(s.receiver.deliveries).toHaveLength(3);
    const [a, b, c] = s.receiver.deliveries;
    expect(new Set(s.receiver.deliveries.map((d) => d.json.eventId)).size).toBe(1);
    expect(b?.raw.equals(a?.raw ?? Buffer.alloc(0))).toBe(true);
    expect(c?.raw.equals(a?.raw ?? Buffer.alloc(0))).toBe(true);
    for (const d of s.receiver.deliveries) expect((await verifySignature(d, 'pk_test_acme_1')).valid).toBe(true);
    const record = await ledger(s, ingestId);
    expect(record.state).toBe('delivered');
    expect(record.attempts.map((x) => [x.number, x.outcome, x.statusCode])).toEqual([[1, 'failed', 500], [2, 'failed', 500], [3, 'succeeded', 200]]);
    const starts = record.attempts.map((x) => Date.parse(x.startedAt));
    const gaps = starts.slice(1).map((t, i) => t - (starts[i] ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(60_000);
    expect(gaps[1]).toBeGreaterThan(gaps[0] ?? 0);
    // Under the virtual clock, t is still the real send time, so receivers checking the 300 s tolerance accept it: within
    // seconds of the receipt (a loaded machine's), where the virtual clock's would be the 60 s and more of the gaps.
    for (const d of s.receiver.deliveries) expect(Math.abs(d.at / 1000 - (await verifySignature(d, 'pk_test_acme_1')).t)).toBeLessThanOrEqual(30);
  });

  it('gives a dead receiver exactly 6 attempts, then marks the event lost: the whole default schedule in ms', async () => {
    // 24 hours of schedule inside the test's timeout: the virtual clock, never real waits.
    const s = await setup(() => ({ status: 200 }), { virtual: true });
    await s.receiver.close();
    const ingestId = await submit(s);
    await waitForTerminal(s.mock, ingestId);
    await s.clock?.advance(24 * 3_600_000);
    const record = await ledger(s, ingestId);
    expect(record.state).toBe('lost');
    expect(record.attempts).toHaveLength(6);
    expect(record.attempts.every((x) => x.outcome === 'failed' && x.error === 'ECONNREFUSED')).toBe(true);
    const starts = record.attempts.map((x) => Date.parse(x.startedAt));
    expect(starts.slice(1).map((t, i) => t - (starts[i] ?? 0))).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 28_800_000]);
  });

  it('stops retrying after a 2xx', async () => {
    const s = await setup((n) => ({ status: n === 1 ? 503 : 202 }), { virtual: true });
    const ingestId = await submit(s);
    await s.clock?.advance(24 * 3_600_000);
    expect(s.receiver.deliveries).toHaveLength(2);
    expect((await ledger(s, ingestId)).state).toBe('delivered');
  });

  it('retries a receiver slower than the timeout (timeout shortened by config)', async () => {
    const s = await setup((n) => (n === 1 ? { status: 200, delayMs: 600 } : { status: 200 }), { virtual: true, config: { webhooks: { timeout: '200ms' } } });
    const ingestId = await submit(s);
    await s.clock?.advance(3_600_000);
    const record = await ledger(s, ingestId);
    expect(record.attempts.map((x) => [x.outcome, x.error])).toEqual([['failed', 'timeout after 200 ms'], ['succeeded', null]]);
    expect(s.receiver.deliveries).toHaveLength(2);
  });

  it('follows a retry schedule given as data, divided by the time scale on the real clock', async () => {
    const s = await setup((n) => ({ status: n < 3 ? 500 : 200 }), { config: { webhooks: { retrySchedule: ['10s', '20s'] }, timeScale: 100 } });
    const ingestId = await submit(s);
    await s.receiver.waitFor(3, 5_000);
    const [a, b, c] = s.receiver.deliveries.map((d) => d.monotonic);
    expect((b ?? 0) - (a ?? 0)).toBeGreaterThanOrEqual(90);
    expect((c ?? 0) - (b ?? 0)).toBeGreaterThanOrEqual(190);
    await expect.poll(async () => (await ledger(s, ingestId)).state).toBe('delivered');
  });
});

describe('isolation, shutdown and the operator API', () => {
  it('never lets a slow receiver delay another partner\'s deliveries', async () => {
    const slow = await startReceiver(() => ({ hang: true }));
    const fast = await startReceiver(() => ({ status: 200 }));
    const files = await startFixtureServer({ '/r.xml': { body: ern43([]) } });
    const mock = await startTestMock({
      partners: [
        { id: 'slowco', apiKeys: ['pk_test_slow_1'], webhookUrl: slow.url },
        { id: 'fastco', apiKeys: ['pk_test_fast_1'], webhookUrl: fast.url },
      ],
      webhooks: { timeout: '30s', concurrencyPerReceiver: 2 },
    });
    // Run in reverse: the slow receiver closes first, which ends the attempts hanging on it, then the mock stops.
    cleanups.push(() => mock.close(), () => files.close(), () => fast.close(), () => slow.close());
    for (let i = 0; i < 20; i++) {
      await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: `S${i}`, xmlUrl: `${files.url}/r.xml` }, headers: { 'x-api-key': 'pk_test_slow_1' } });
    }
    await slow.waitFor(2);
    await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'F1', xmlUrl: `${files.url}/r.xml` }, headers: { 'x-api-key': 'pk_test_fast_1' } });
    // Behind the slow receiver's queue it would wait for 30 s timeouts, nine rounds of them; it arrives while the
    // slow receiver's first two attempts still hang (no timing asserted: a loaded machine only makes it later).
    await fast.waitFor(1, 25_000);
    expect(slow.deliveries).toHaveLength(2);
  });

  it('keeps a queue and sockets per receiver URL: a hanging /a never holds up another partner\'s /b on the same host and port', async () => {
    const receiver = await startReceiver((_, delivery) => (delivery.path === '/a' ? { hang: true } : { status: 200 }));
    const base = new URL(receiver.url).origin;
    const files = await startFixtureServer({ '/r.xml': { body: ern43([]) } });
    const mock = await startTestMock({
      partners: [
        { id: 'aco', apiKeys: ['pk_test_a_1'], webhookUrl: `${base}/a` },
        { id: 'bco', apiKeys: ['pk_test_b_1'], webhookUrl: `${base}/b` },
      ],
      webhooks: { timeout: '2s', concurrencyPerReceiver: 2 },
    });
    cleanups.push(() => files.close(), () => receiver.close(), () => mock.close());
    const create = (key: string, releaseId: string) =>
      call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId, xmlUrl: `${files.url}/r.xml` }, headers: { 'x-api-key': key } });
    for (let i = 0; i < 20; i++) expect((await create('pk_test_a_1', `A${i}`)).status).toBe(201);
    await receiver.waitFor(2);
    for (let i = 0; i < 10; i++) expect((await create('pk_test_b_1', `B${i}`)).status).toBe(201);
    // Shared with A, B's events would wait behind 20 hanging attempts, 2 at a time, 2 s each: 20 s.
    const events = async (partnerId: string) =>
      (await call(mock, 'GET', `/_operator/events?partnerId=${partnerId}`, { headers: op })).body as { state: string }[];
    let b: { state: string }[] = [];
    for (let i = 0; i < 100 && !(b.length === 10 && b.every((e) => e.state === 'delivered')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      b = await events('bco');
    }
    expect(b.map((e) => e.state)).toEqual(Array<string>(10).fill('delivered'));
    const a = await events('aco');
    expect(a).toHaveLength(20);
    expect(a.every((e) => e.state === 'pending')).toBe(true);
    expect(receiver.deliveries.filter((d) => d.path === '/b')).toHaveLength(10);
  });

  it('waits for attempts in flight on a graceful shutdown, and records them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pik-shutdown-'));
    cleanups.push(async () => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    const s = await setup(() => ({ status: 200, delayMs: 300 }), { config: { dataDir } });
    const ingestId = await submit(s);
    await s.receiver.waitFor(1);
    await s.mock.close();
    const store = openSqliteStore({ dataDir });
    const [event] = await store.listEvents({ ingestId });
    expect(event?.state).toBe('delivered');
    expect(await store.listAttempts(event?.eventId ?? '')).toMatchObject([{ number: 1, outcome: 'succeeded', statusCode: 200 }]);
    await store.close();
  });

  it('lists events by partner, ingest and state, shows attempts, and resends on demand', async () => {
    const s = await setup((n) => ({ status: n === 1 ? 500 : 200 }), { virtual: true });
    const ingestId = await submit(s);
    await s.receiver.waitFor(1);
    await expect.poll(async () => (await ledger(s, ingestId)).attempts[0]?.outcome).toBe('failed');
    const pending = (await call(s.mock, 'GET', '/_operator/events?partnerId=acme&state=pending', { headers: op })).body as unknown[];
    expect(pending).toHaveLength(1);
    const { eventId } = await ledger(s, ingestId);
    const resent = await call(s.mock, 'POST', `/_operator/events/${eventId}/resend`, { headers: op });
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({ attempt: { number: 2, kind: 'resend', outcome: 'succeeded', statusCode: 200 }, event: { state: 'delivered', nextAttemptAt: null } });
    expect(s.receiver.deliveries[1]?.json.eventId).toBe(eventId);
    await s.clock?.advance(24 * 3_600_000);
    expect(s.receiver.deliveries).toHaveLength(2);
    expect((await call(s.mock, 'GET', '/_operator/events/evt_nope', { headers: op })).body).toMatchObject({ code: 'EVENT_NOT_FOUND' });
  });

  it('resends to another URL once, leaving the registration and the event\'s state alone', async () => {
    const s = await setup(() => ({ status: 500 }), { virtual: true });
    const other = await startReceiver(() => ({ status: 200 }));
    cleanups.push(() => other.close());
    const ingestId = await submit(s);
    await s.receiver.waitFor(1);
    await expect.poll(async () => (await ledger(s, ingestId)).attempts[0]?.outcome).toBe('failed');
    const { eventId } = await ledger(s, ingestId);
    const resent = await call(s.mock, 'POST', `/_operator/events/${eventId}/resend`, { headers: op, body: { url: other.url } });
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({ attempt: { number: 2, kind: 'resend', url: other.url, outcome: 'succeeded' }, event: { state: 'pending' } });
    expect(other.deliveries[0]?.json.eventId).toBe(eventId);
    expect((await verifySignature(other.deliveries[0]!, 'pk_test_acme_1')).valid).toBe(true);
    expect(s.receiver.deliveries).toHaveLength(1);
    const partner = (await call(s.mock, 'GET', '/_operator/partners/acme', { headers: op })).body as { webhookUrl: string };
    expect(partner.webhookUrl).toBe(s.receiver.url);

    const refused = await call(s.mock, 'POST', `/_operator/events/${eventId}/resend`, { headers: op, body: { url: 'http://hooks.example/x' } });
    expect(refused).toMatchObject({ status: 400, body: { code: 'WEBHOOK_URL_NOT_ALLOWED' } });
  });

  it('records every request header it sent and the first 4 KiB of each response body', async () => {
    const long = `<p>busy</p>${'é'.repeat(3000)}`;
    const s = await setup((n) => (n === 1 ? { status: 503, body: long } : { status: 202, body: '{"seen":true}' }), { virtual: true });
    const ingestId = await submit(s);
    await s.receiver.waitFor(1);
    await expect.poll(async () => (await ledger(s, ingestId)).attempts[0]?.outcome).toBe('failed');
    await s.clock?.advance(60_000);
    const { attempts } = await ledger(s, ingestId) as unknown as { attempts: WebhookAttemptRecord[] };
    expect(attempts.map((a) => [a.statusCode, a.responseBodyTruncated])).toEqual([[503, true], [202, false]]);
    expect(Buffer.from(long).subarray(0, 4096).toString('utf8')).toBe(attempts[0]!.responseBody);
    expect(attempts[1]!.responseBody).toBe('{"seen":true}');
    for (const [n, attempt] of attempts.entries()) {
      const received = s.receiver.deliveries[n]!;
      expect(Object.keys(attempt.requestHeaders).sort()).toEqual(['content-length', 'content-type', 'user-agent', 'x-service-signature']);
      for (const [name, value] of Object.entries(attempt.requestHeaders)) expect(received.headers[name], name).toBe(value);
      expect(attempt.requestHeaders['x-service-signature']).toBe(attempt.signatureHeader);
      // The event's body was sent as it is, so the attempt does not repeat it.
      expect(attempt.requestBody).toBeUndefined();
    }
  });
});
