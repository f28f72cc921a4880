/**
 * Issue #18: three replicas on one PostgreSQL are one sandbox. 300 ingests created round-robin, each looked up at
 * once on another replica than the one that created it (reads your writes), and a receiver that answers 500 twice
 * and then 200: each event arrives exactly three times, with the same bytes and eventId, whichever replica sends.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres } from '../../support/postgres.js';
import type { Delivery } from '../../support/receiver.js';
import { call } from '../server/harness.js';
import { type Replica, type Sandbox, startSandbox } from './support.js';

const ingests = 300;

describePostgres('three replicas on one PostgreSQL', () => {
  let sandbox: Sandbox | undefined;
  let replicas: Replica[];
  const attemptsByEvent = new Map<string, number>();

  beforeAll(async () => {
    sandbox = await startSandbox({
      replicas: 3,
      files: { '/a.flac': { body: 'a' }, '/b.flac': { body: 'bb' } },
      messages: { '/r.xml': ['/a.flac', '/b.flac'] },
      answer: (_n, delivery) => {
        const seen = (attemptsByEvent.get(delivery.json.eventId) ?? 0) + 1;
        attemptsByEvent.set(delivery.json.eventId, seen);
        return { status: seen <= 2 ? 500 : 200 };
      },
      config: {
        webhooks: { retrySchedule: ['1s', '2s', '3s', '4s', '5s'] },
        timeScale: 20,
        store: { lease: '5s' },
        // Under the whole suite's load, 3 replicas on 2 cores: the message server is ours and answers; give it time.
        xml: { timeout: '30s' },
      },
    });
    replicas = sandbox.replicas;
  }, 120_000);

  afterAll(async () => {
    await sandbox?.close();
  });

  it('answers any request on any replica, and delivers each event exactly three times with the same bytes', async () => {
    const { receiver } = sandbox!;
    const created: string[] = [];
    const lookups: { status: number; ingestId: unknown }[] = [];
    const replica = (i: number) => replicas[i % replicas.length]!;
    // 10 clients at a time, each create on replica i and its lookup at once on replica i + 1.
    for (let start = 0; start < ingests; start += 10) {
      await Promise.all(Array.from({ length: Math.min(10, ingests - start) }, async (_, k) => {
        const i = start + k;
        const answer = await call(replica(i), 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: `LOAD-${i}`, xmlUrl: sandbox!.fileUrl('/r.xml') } });
        expect(answer.status, answer.text).toBe(201);
        const { ingestId } = answer.body as { ingestId: string };
        created.push(ingestId);
        const lookup = await call(replica(i + 1), 'GET', `/partner/v1/ddex/ingests/${ingestId}`);
        lookups.push({ status: lookup.status, ingestId: (lookup.body as { ingestId?: unknown }).ingestId });
        expect(lookup.body).toMatchObject({ ingestId });
      }));
    }
    expect(new Set(created).size).toBe(ingests);
    expect(lookups.every((lookup) => lookup.status === 200)).toBe(true);

    const deliveries = await receiver.waitFor(ingests * 3, 90_000);
    // Nothing more arrives: a fourth delivery of any event would be a retry counted twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(deliveries.length).toBe(ingests * 3);
    const byEvent = new Map<string, Delivery[]>();
    for (const delivery of deliveries) byEvent.set(delivery.json.eventId, [...(byEvent.get(delivery.json.eventId) ?? []), delivery]);
    expect(byEvent.size).toBe(ingests);
    const ingestOfEvent = new Set<unknown>();
    for (const [eventId, each] of byEvent) {
      expect(each.length, eventId).toBe(3);
      const [first] = each;
      for (const delivery of each) expect(delivery.raw.equals(first!.raw), eventId).toBe(true);
      ingestOfEvent.add(first!.json.data.ingestId);
    }
    expect([...ingestOfEvent].sort()).toEqual([...created].sort());

    // Every replica sees every ingest terminal.
    for (const [i, ingestId] of created.entries()) {
      const { body } = await call(replica(i + 2), 'GET', `/partner/v1/ddex/ingests/${ingestId}`);
      expect(body).toMatchObject({ ingestId, status: 'completed' });
    }
  }, 240_000);
});
