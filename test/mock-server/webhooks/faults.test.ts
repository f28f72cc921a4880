/** Reproducible delivery faults (issue #4): each marked in the ledger, the same for the same seed. */
import { afterEach, describe, expect, it } from 'vitest';
import { createVirtualClock } from '../../../mock-server/src/clock.js';
import { call, ern43, startFixtureServer, startTestMock, type TestMock } from '../server/harness.js';
import { type Receiver, startReceiver, verifySignature } from '../../support/receiver.js';

const op = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function run(faults: Record<string, unknown>, options: { ingests?: number; seed?: number } = {}) {
  const receiver = await startReceiver(() => ({ status: 200 }));
  const files = await startFixtureServer({ '/r.xml': { body: ern43([]) } });
  const clock = createVirtualClock({ start: Date.parse('2026-11-21T12:00:00Z') });
  const mock: TestMock = await startTestMock(
    { partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'], webhookUrl: receiver.url, webhookFaults: faults }] },
    { clock: 'virtual', seed: options.seed ?? 42 },
    { clock },
  );
  cleanups.push(() => files.close(), () => receiver.close(), () => mock.close());
  for (let i = 0; i < (options.ingests ?? 1); i++) {
    await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: `R${i}`, xmlUrl: `${files.url}/r.xml` } });
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  await clock.advance(3_600_000);
  const events = (await call(mock, 'GET', '/_operator/events?limit=1000', { headers: op })).body as {
    eventId: string;
    eventType: string;
    faults: { name: string }[];
  }[];
  return { receiver, mock, events };
}

const names = (r: { events: { faults: { name: string }[] }[] }) => r.events.flatMap((e) => e.faults.map((f) => f.name));

describe('delivery faults', () => {
  it('duplicate: the same event, same bytes, delivered twice', async () => {
    const { receiver } = await run({ duplicate: { delay: '5s' } });
    expect(receiver.deliveries).toHaveLength(2);
    expect(receiver.deliveries[1]?.raw.equals(receiver.deliveries[0]?.raw ?? Buffer.alloc(0))).toBe(true);
  });

  it('redeliver-after-success: delivered again after it already succeeded', async () => {
    const r = await run({ 'redeliver-after-success': { delay: '10m' } });
    expect(r.receiver.deliveries.map((d) => d.json.eventId)).toEqual([r.events[0]?.eventId, r.events[0]?.eventId]);
    expect(names(r)).toContain('redeliver-after-success');
  });

  it('unknown-event-type: an extra event receivers must ignore', async () => {
    const r = await run({ 'unknown-event-type': {} });
    expect(r.receiver.deliveries.map((d) => d.json.eventType).sort()).toEqual(['draft.created', 'ingest']);
    expect(r.events.find((e) => e.eventType === 'draft.created')?.faults.map((f) => f.name)).toEqual(['unknown-event-type']);
  });

  it('stale-timestamp: t older than 300 s, with a signature that is otherwise valid', async () => {
    const { receiver } = await run({ 'stale-timestamp': {} });
    const [delivery] = receiver.deliveries;
    if (!delivery) throw new Error('no delivery');
    const { t, valid } = await verifySignature(delivery, 'pk_test_acme_1');
    expect(valid).toBe(true);
    expect(delivery.at / 1000 - t).toBeGreaterThan(300);
  });

  it('extra-invalid-signature: one v1 that does not verify, before the valid one', async () => {
    const { receiver } = await run({ 'extra-invalid-signature': {} });
    const [delivery] = receiver.deliveries;
    if (!delivery) throw new Error('no delivery');
    const { v1, valid } = await verifySignature(delivery, 'pk_test_acme_1');
    expect(v1).toHaveLength(2);
    expect(valid).toBe(true);
    const firstOnly: Receiver['deliveries'][number] = { ...delivery, headers: { 'x-service-signature': `t=${String((await verifySignature(delivery, '')).t)},v1=${v1[0] ?? ''}` } };
    expect((await verifySignature(firstOnly, 'pk_test_acme_1')).valid).toBe(false);
  });

  it('reorder: events leave in another order than they were created', async () => {
    const r = await run({ reorder: { window: '30m' } }, { ingests: 8 });
    const created = r.events.map((e) => e.eventId).reverse();
    const arrived = r.receiver.deliveries.map((d) => d.json.eventId);
    expect(arrived.slice().sort()).toEqual(created.slice().sort());
    expect(arrived).not.toEqual(created);
    expect(names(r).filter((n) => n === 'reorder')).toHaveLength(8);
  });

  it('gives the same faults for the same seed and inputs, other faults for another seed', async () => {
    const faults = { 'duplicate': { probability: 0.5 }, 'stale-timestamp': { probability: 0.5 } };
    const a = names(await run(faults, { ingests: 10, seed: 7 }));
    const b = names(await run(faults, { ingests: 10, seed: 7 }));
    const c = names(await run(faults, { ingests: 10, seed: 8 }));
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(0);
    expect(c).not.toEqual(a);
  });

  it('is off by default', async () => {
    const r = await run({});
    expect(names(r)).toEqual([]);
    expect(r.receiver.deliveries).toHaveLength(1);
  });
});
