/** GET /_operator/stream: the operator feed as Server-Sent Events, read with fetch() as the dashboard reads it. */
import { afterEach, describe, expect, it } from 'vitest';
import { type FeedChanges, OperatorFeed } from '../../../mock-server/src/operator/feed.js';
import Fastify from 'fastify';
import { createRealClock } from '../../../mock-server/src/clock.js';
import { operatorStreamRoutes } from '../../../mock-server/src/operator/stream.js';
import { createMemoryStore, type Store } from '../../../mock-server/src/store/index.js';
import { StoreUnavailableError } from '../../../mock-server/src/store/unavailable.js';
import { ingest, ingestFiles } from '../store/support.js';
import { startReceiver } from '../../support/receiver.js';
import { openStream, type StreamMessage } from '../replicas/stream.js';
import { call, startTestMock } from './harness.js';

const token = 'op_local_dev';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the operator stream', () => {
  it('answers 401 without the operator token, and never takes it from the query string', async () => {
    const mock = await startTestMock();
    cleanups.push(() => mock.close());
    expect((await call(mock, 'GET', '/_operator/stream', { headers: { 'x-api-key': '' } })).status).toBe(401);
    expect((await call(mock, 'GET', `/_operator/stream?token=${token}`, { headers: { 'x-api-key': '' } })).status).toBe(401);
  });

  it('sends an ingest\'s progress to completed, its webhook event with each attempt, and clock advances', async () => {
    const receiver = await startReceiver((n) => ({ status: n === 1 ? 500 : 204 }));
    const mock = await startTestMock(
      { partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'], webhookUrl: receiver.url }], webhooks: { retrySchedule: ['1m'] } },
      { clock: 'virtual' },
    );
    cleanups.push(() => receiver.close(), () => mock.close());
    const delivered = (m: StreamMessage) => m.event === 'event' && m.data.state === 'delivered';
    const stream = await openStream(mock.url, token);
    cleanups.push(async () => {
      stream.close();
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.waitFor((m) => m.event === 'ready');
    const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', {
      body: { releaseId: 'DEMO-1', xmlUrl: `${mock.url}/_samples/demo-release.xml` },
    });
    const { ingestId } = created.body as { ingestId: string };
    await receiver.waitFor(1);
    await expect.poll(async () => ((await call(mock, 'GET', '/_operator/events', { headers: { 'x-operator-token': token } })).body as { state: string; nextAttemptAt: string | null }[])[0]?.nextAttemptAt).not.toBeNull();
    await call(mock, 'POST', '/_operator/clock/advance', { headers: { 'x-operator-token': token }, body: { duration: '1m' } });
    await stream.waitFor(delivered);
    await stream.waitFor((m) => m.event === 'clock');
    const { messages } = stream;
    const ingests = messages.filter((m) => m.event === 'ingest').map((m) => m.data as { record: { ingestId: string; status: string } });
    expect(ingests.every((i) => i.record.ingestId === ingestId)).toBe(true);
    expect(ingests.at(-1)?.record.status).toBe('completed');
    const last = messages.filter((m) => m.event === 'event').at(-1)!.data as { attempts: { statusCode: number; requestHeaders: Record<string, string> }[] };
    expect(last.attempts.map((a) => a.statusCode)).toEqual([500, 204]);
    expect(last.attempts[0]!.requestHeaders['x-service-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(messages.find((m) => m.event === 'clock')?.data).toMatchObject({ kind: 'virtual' });
  });

  it('keeps no change while nobody listens: a later subscriber hears only what happens after it came', async () => {
    const feed = new OperatorFeed({ intervalMs: 10 });
    const store = feed.wrap(createMemoryStore());
    await store.savePartner({ id: 'p', active: true, webhookUrl: null, apiKeys: [], createdAt: 'x', updatedAt: 'x' });
    const heard: FeedChanges[] = [];
    feed.subscribe({ changed: (changes) => heard.push(changes), close: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
    await store.savePartner({ id: 'q', active: true, webhookUrl: null, apiKeys: [], createdAt: 'x', updatedAt: 'x' });
    await store.transaction(async (tx) => {
      await tx.savePartner({ id: 'q', active: false, webhookUrl: null, apiKeys: [], createdAt: 'x', updatedAt: 'y' });
    });
    await expect.poll(() => heard).toEqual([{ ingests: [], events: [], partners: ['q'], clock: false, reset: false }]);
    feed.close();
  });

  it('ends open streams when the server closes', async () => {
    const mock = await startTestMock();
    const response = await fetch(`${mock.url}/_operator/stream`, { headers: { 'x-operator-token': token } });
    const text = response.text();
    await mock.close();
    await expect(text).resolves.toMatch(/^event: ready\n/);
  });
});

describe('the operator stream while the database is away', () => {
  /** The stream's routes alone, on a memory store whose reads of ingests fail while `away` says so. */
  async function streamOf(failure: () => Error | null) {
    const feed = new OperatorFeed({ intervalMs: 5 });
    const memory = createMemoryStore();
    const getIngest: Store['getIngest'] = async (id) => {
      const error = failure();
      if (error) throw error;
      return memory.getIngest(id);
    };
    const store = new Proxy(memory, {
      get: (target, name) => {
        if (name === 'getIngest') return getIngest;
        const value: unknown = Reflect.get(target, name, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const row = ingest(await memory.allocateIngestId());
    await memory.insertIngest(row, ingestFiles(row));
    const app = Fastify();
    await app.register(operatorStreamRoutes, { prefix: '/_operator', store, clock: createRealClock(), feed, retryMs: 50 });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(async () => {
      feed.close();
      await app.close();
    });
    const stream = await openStream(url);
    cleanups.push(async () => {
      stream.close();
    });
    await stream.waitFor((m) => m.event === 'ready');
    return { feed, stream, ingestId: row.ingestId };
  }

  it('stays open through a read that meets the database away, and says reset with the batch once it answers', async () => {
    let away = true;
    const { feed, stream, ingestId } = await streamOf(() => (away ? new StoreUnavailableError('getIngest', 'ECONNREFUSED') : null));
    feed.markIngest(ingestId);
    // Read again and again while the database is away: nothing sent, the stream open.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.messages.map((m) => m.event)).toEqual(['ready']);
    expect(stream.ended()).toBe(false);
    away = false;
    await stream.waitFor((m) => m.event === 'ingest');
    expect(stream.messages.map((m) => m.event)).toEqual(['ready', 'reset', 'ingest']);
    expect((stream.messages[2]!.data.record as { ingestId: string }).ingestId).toBe(ingestId);
    expect(stream.ended()).toBe(false);
  });

  it('ends on any other failed read (the dashboard reconnects)', async () => {
    const { feed, stream, ingestId } = await streamOf(() => new Error('a bug'));
    feed.markIngest(ingestId);
    await expect.poll(() => stream.ended()).toBe(true);
    expect(stream.messages.map((m) => m.event)).toEqual(['ready']);
  });
});
