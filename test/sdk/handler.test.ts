/**
 * createWebhookHandler (spec 4.3, 6.1, 6.3, 6.4) and memoryIdempotencyStore, as Fetch requests in and
 * responses out, with an injected clock.
 */
import { describe, expect, it } from 'vitest';
import {
  createWebhookHandler,
  type IdempotencyStore,
  type IngestEvent,
  memoryIdempotencyStore,
  signWebhook,
  type WebhookHandlerOptions,
} from '../../sdk/webhooks/index.js';

const secret = 'pk_test_acme_1';
const t = 1_795_264_602;
const startMs = t * 1000;

const ingestEvent = (eventId = 'evt_01JD8X4E6M3V9K2Q7T5W0YB1CR') => JSON.stringify({
  eventId, eventType: 'ingest', occurredAt: '2026-11-21T12:36:41Z',
  data: { ingestId: '1700000042', releaseId: 'R1', status: 'completed', receivedAt: '2026-11-21T12:35:00Z',
    completedAt: '2026-11-21T12:36:41Z', resources: { total: 1, completed: 1, failed: 0 } },
});
const draftEvent = JSON.stringify({ eventId: 'evt_draft', eventType: 'draft.created', occurredAt: '2026-11-21T12:36:41Z', data: { id: 'd1' } });

async function post(body: string, options: { signature?: string | null; method?: string; secret?: string } = {}): Promise<Request> {
  const signature = options.signature === undefined
    ? await signWebhook({ body, secret: options.secret ?? secret, timestamp: t })
    : options.signature;
  const method = options.method ?? 'POST';
  return new Request('http://receiver.test/webhooks', {
    method,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-service-signature': signature }) },
    ...(method === 'GET' ? {} : { body }),
  });
}

/** A handler with a clock that `onEvent` may move, recording events and warnings. */
function setup(overrides: Partial<WebhookHandlerOptions> & { onEventMs?: number; throws?: boolean } = {}) {
  let clock = startMs;
  const events: IngestEvent[] = [];
  const warnings: string[] = [];
  const { onEventMs = 0, throws = false, ...options } = overrides;
  const handler = createWebhookHandler({
    secret,
    now: () => clock,
    onWarning: (message) => warnings.push(message),
    onEvent: (event) => {
      events.push(event);
      clock += onEventMs;
      if (throws) throw new Error('database down');
    },
    ...options,
  });
  return { handler, events, warnings };
}

describe('createWebhookHandler', () => {
  const cases: { name: string; request: () => Promise<Request>; want: { status: number; error?: string; events: number } }[] = [
    { name: 'a signed ingest event', request: () => post(ingestEvent()), want: { status: 200, events: 1 } },
    { name: 'an unknown eventType, signed (spec 6.1)', request: () => post(draftEvent), want: { status: 200, events: 0 } },
    { name: 'an unknown eventType, unsigned', request: () => post(draftEvent, { signature: null }), want: { status: 401, error: 'missing-header', events: 0 } },
    { name: 'no signature', request: () => post(ingestEvent(), { signature: null }), want: { status: 401, error: 'missing-header', events: 0 } },
    { name: 'a malformed signature', request: () => post(ingestEvent(), { signature: 'sha256=abc' }), want: { status: 401, error: 'malformed-header', events: 0 } },
    { name: 'another key', request: () => post(ingestEvent(), { secret: 'pk_other' }), want: { status: 401, error: 'no-matching-signature', events: 0 } },
    {
      name: 'a tampered body',
      request: async () => post(ingestEvent().replace('"completed"', '"failed"'), { signature: await signWebhook({ body: ingestEvent(), secret, timestamp: t }) }),
      want: { status: 401, error: 'no-matching-signature', events: 0 },
    },
    {
      name: 'a stale t (301 s)',
      request: async () => post(ingestEvent(), { signature: await signWebhook({ body: ingestEvent(), secret, timestamp: t - 301 }) }),
      want: { status: 401, error: 'timestamp-outside-tolerance', events: 0 },
    },
    { name: 'a GET', request: () => post(ingestEvent(), { method: 'GET' }), want: { status: 405, error: 'method-not-allowed', events: 0 } },
  ];
  it.each(cases)('$name: $want.status', async ({ request, want }) => {
    const { handler, events } = setup();
    const response = await handler(await request());
    expect(response.status).toBe(want.status);
    const body = await response.json() as { error?: string; message?: string };
    if (want.error) expect(body.error).toBe(want.error);
    expect(events).toHaveLength(want.events);
  });

  it('answers 401 without echoing the body, with a message saying how to fix it', async () => {
    const { handler } = setup();
    const text = await (await handler(await post(ingestEvent('evt_SECRET_CONTENT'), { secret: 'pk_other' }))).text();
    expect(text).not.toContain('evt_SECRET_CONTENT');
    expect(JSON.parse(text)).toMatchObject({ error: 'no-matching-signature', message: expect.stringMatching(/raw bytes/) as string });
  });

  it('calls onEvent once per eventId: a duplicate gets 200 without it (spec 6.4)', async () => {
    const { handler, events } = setup();
    const statuses = [];
    for (const id of ['evt_A', 'evt_A', 'evt_B', 'evt_A']) statuses.push((await handler(await post(ingestEvent(id)))).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(events.map((e) => e.eventId)).toEqual(['evt_A', 'evt_B']);
  });

  it('answers 500 when onEvent throws and processes the retry (the claim is released)', async () => {
    let fail = true;
    const events: string[] = [];
    const warnings: string[] = [];
    const handler = createWebhookHandler({
      secret, now: () => startMs, onWarning: (m) => warnings.push(m),
      onEvent: (event) => {
        events.push(event.eventId);
        if (fail) throw new Error('database down');
      },
    });
    expect((await handler(await post(ingestEvent('evt_A')))).status).toBe(500);
    fail = false;
    expect((await handler(await post(ingestEvent('evt_A')))).status).toBe(200);
    expect((await handler(await post(ingestEvent('evt_A')))).status).toBe(200);
    expect(events).toEqual(['evt_A', 'evt_A']);
    expect(warnings).toEqual([expect.stringMatching(/onEvent threw for evt_A: database down/)]);
  });

  it('waits for an async onEvent before answering', async () => {
    let resolved = false;
    const handler = createWebhookHandler({
      secret, now: () => startMs,
      onEvent: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        resolved = true;
      },
    });
    expect((await handler(await post(ingestEvent()))).status).toBe(200);
    expect(resolved).toBe(true);
  });

  it.each([
    { onEventMs: 10_000, warned: false },
    { onEventMs: 10_001, warned: true },
  ])('warns when onEvent takes longer than 10 s (took $onEventMs ms: $warned)', async ({ onEventMs, warned }) => {
    const { handler, warnings } = setup({ onEventMs });
    expect((await handler(await post(ingestEvent()))).status).toBe(200);
    expect(warnings).toEqual(warned ? [expect.stringMatching(/^onEvent took 10001 ms for evt_.*10 s/)] : []);
  });

  it('accepts any of several secrets (a key rotation)', async () => {
    const { handler, events } = setup({ secret: ['pk_old', secret] });
    expect((await handler(await post(ingestEvent()))).status).toBe(200);
    expect(events).toHaveLength(1);
  });

  it('uses the store it is given, awaiting an async one', async () => {
    const done = new Set<string>(['evt_known']);
    const calls: string[] = [];
    const store: IdempotencyStore = {
      begin: async (id) => {
        calls.push(`begin ${id}`);
        return done.has(id) ? 'done' : 'started';
      },
      renew: async () => true,
      complete: async (id) => {
        calls.push(`complete ${id}`);
        done.add(id);
      },
      release: async () => undefined,
      state: async (id) => (done.has(id) ? 'done' : 'released'),
    };
    const { handler, events } = setup({ idempotencyStore: store });
    expect((await handler(await post(ingestEvent('evt_known')))).status).toBe(200);
    expect(events).toHaveLength(0);
    expect((await handler(await post(ingestEvent('evt_new')))).status).toBe(200);
    expect(events.map((e) => e.eventId)).toEqual(['evt_new']);
    expect(calls).toEqual(['begin evt_known', 'begin evt_new', 'complete evt_new']);
  });

  it('bounds the wait of a redelivery of an event in progress by inProgressWaitMs on the injected clock and sleep', async () => {
    let clock = startMs;
    const slept: number[] = [];
    let finish: () => void = () => undefined;
    let processing: () => void = () => undefined;
    const begun = new Promise<void>((resolve) => {
      processing = resolve;
    });
    const handler = createWebhookHandler({
      secret, now: () => clock, inProgressWaitMs: 1000,
      sleep: async (ms) => {
        slept.push(ms);
        clock += ms;
      },
      onEvent: () => new Promise<void>((resolve) => {
        finish = resolve;
        processing();
      }),
    });
    const first = handler(await post(ingestEvent('evt_A')));
    // The signature checks run on libuv's thread pool and may finish in either order: the redelivery is sent once
    // the first delivery's processing has begun, or it could be the one processing (and this test would wait forever).
    await begun;
    const redelivery = await handler(await post(ingestEvent('evt_A')));
    expect(redelivery.status).toBe(503);
    expect(redelivery.headers.get('retry-after')).toBe('1');
    expect(await redelivery.json()).toMatchObject({ error: 'in-progress' });
    expect(slept.reduce((a, b) => a + b, 0)).toBe(1000);
    finish();
    expect((await first).status).toBe(200);
    expect((await handler(await post(ingestEvent('evt_A')))).status).toBe(200);
  });

  it('refuses an inProgressWaitMs or a leaseMs that is not positive', () => {
    expect(() => createWebhookHandler({ secret, onEvent: () => undefined, inProgressWaitMs: 0 })).toThrow(/inProgressWaitMs must be a positive/);
    expect(() => createWebhookHandler({ secret, onEvent: () => undefined, leaseMs: -1 })).toThrow(/leaseMs must be a positive/);
  });

  it('refuses a 0.1 store (claim/release) at creation, saying how to migrate', () => {
    const legacy = { claim: () => true, release: () => undefined } as unknown as IdempotencyStore;
    expect(() => createWebhookHandler({ secret, onEvent: () => undefined, idempotencyStore: legacy }))
      .toThrow(/lacks begin, renew, complete, state\. It looks like a 0\.1 store \(claim\/release\).*retries-and-idempotency\.md/);
  });

  it('refuses a missing secret at creation, saying what it expects', () => {
    expect(() => createWebhookHandler({ secret: '', onEvent: () => undefined })).toThrow(/API key/);
    expect(() => createWebhookHandler({ secret: [], onEvent: () => undefined })).toThrow(/API key/);
    // `secret: process.env.INGEST_API_KEY` with the variable unset, from JavaScript: said as such, not "not iterable".
    const unset = process.env.PIK_NEVER_SET_IN_TESTS as unknown as string;
    expect(() => createWebhookHandler({ secret: unset, onEvent: () => undefined }))
      .toThrow('createWebhookHandler: secret must be the partner\'s API key (a non-empty string) or an array of them (during a key rotation), not undefined. Is the environment variable holding it set?');
    expect(() => createWebhookHandler({ secret: [secret, unset], onEvent: () => undefined })).toThrow(/not an array with a key missing or empty/);
  });
});

/** The behaviour both stores share is in idempotency-stores.test.ts; here, what only the memory store has. */
describe('memoryIdempotencyStore', () => {
  it('keeps at most maxEntries, forgetting the least recently changed first', () => {
    const store = memoryIdempotencyStore({ maxEntries: 2, now: () => 0 });
    for (const id of ['a', 'b', 'c']) void store.complete(id);
    expect(['a', 'b', 'c'].map((id) => store.state(id))).toEqual(['released', 'done', 'done']);
  });

  it('refuses a ttl or a size that is not positive', () => {
    expect(() => memoryIdempotencyStore({ ttlMs: 0 })).toThrow(/ttlMs/);
    expect(() => memoryIdempotencyStore({ maxEntries: 0 })).toThrow(/maxEntries/);
  });
});
