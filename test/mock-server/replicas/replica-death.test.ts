/**
 * Issue #18: a replica killed with kill -9 while it holds resource loads and webhook attempts. Its work is taken
 * over once its leases end: every ingest still reaches its terminal state, every event is delivered within the
 * lease plus the schedule, and the attempt its death cut costs no retry (recorded `interrupted`, not counted).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres } from '../../support/postgres.js';
import { call } from '../server/harness.js';
import { waitUntil } from '../../support/wait.js';
import { type Replica, type Sandbox, startSandbox } from './support.js';

const leaseMs = 2_000;
const operator = { 'x-operator-token': 'op_local_dev', 'x-api-key': '' };

interface EventView {
  eventId: string;
  state: string;
  attempts: { number: number; kind: string; outcome: string }[];
}

describePostgres('a replica dies (kill -9)', () => {
  let sandbox: Sandbox | undefined;
  let replicas: Replica[];
  /** The first delivery of each event is answered late: the attempt is still in flight when its replica dies. */
  const firstSeen = new Set<string>();

  beforeAll(async () => {
    sandbox = await startSandbox({
      replicas: 3,
      files: { '/slow.flac': { body: 'slow', delayMs: 1_500 }, '/fast.flac': { body: 'fast' } },
      messages: { '/slow.xml': ['/slow.flac'], '/fast.xml': ['/fast.flac'] },
      answer: (_n, delivery) => {
        const first = !firstSeen.has(delivery.json.eventId);
        firstSeen.add(delivery.json.eventId);
        return first ? { status: 200, delayMs: 1_500 } : { status: 200 };
      },
      config: { webhooks: { retrySchedule: ['1s', '2s', '3s', '4s', '5s'] }, store: { lease: `${leaseMs}ms` } },
    });
    replicas = sandbox.replicas;
  }, 120_000);

  afterAll(async () => {
    await sandbox?.close();
  });

  const create = async (replica: Replica, releaseId: string, xml: string) => {
    const answer = await call(replica, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId, xmlUrl: sandbox!.fileUrl(`/${xml}`) } });
    expect(answer.status, answer.text).toBe(201);
    return (answer.body as { ingestId: string }).ingestId;
  };

  it('takes over the loads and attempts of a dead replica: every ingest ends, every event is delivered, no retry lost', async () => {
    const { files, receiver } = sandbox!;
    const [a, b, c] = replicas as [Replica, Replica, Replica];
    // A holds 10 ingests whose file takes 1.5 s, and dies while loading them.
    const loading = await Promise.all(Array.from({ length: 10 }, (_, i) => create(a, `DEATH-LOAD-${i}`, 'slow.xml')));
    // Until A has begun loading (not a fixed 300 ms: a loaded machine's replica starts later).
    await waitUntil(() => files.hits('/slow.flac') > 0);
    expect(files.hits('/slow.flac')).toBeGreaterThan(0);
    await a.kill();

    // B creates 10 ingests and dies while their first deliveries are in flight (the receiver answers after 1.5 s).
    const delivering = await Promise.all(Array.from({ length: 10 }, (_, i) => create(b, `DEATH-HOOK-${i}`, 'fast.xml')));
    const before = receiver.deliveries.length;
    for (let i = 0; i < 500 && receiver.deliveries.filter((d) => delivering.includes(String(d.json.data.ingestId))).length < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(receiver.deliveries.length).toBeGreaterThan(before);
    const cutAt = Date.now();
    await b.kill();

    // C takes over once the leases end: the ingests reach a terminal state, and each event is delivered.
    const all = [...loading, ...delivering];
    const deadline = cutAt + leaseMs + 20_000;
    const events = new Map<string, EventView>();
    for (const ingestId of all) {
      for (;;) {
        const { body } = await call(c, 'GET', `/partner/v1/ddex/ingests/${ingestId}`);
        const [summary] = (await call(c, 'GET', `/_operator/events?ingestId=${ingestId}`, { headers: operator })).body as { eventId: string }[];
        if ((body as { status: string }).status !== 'processing' && summary) {
          const event = (await call(c, 'GET', `/_operator/events/${summary.eventId}`, { headers: operator })).body as EventView;
          if (event.state === 'delivered') {
            events.set(ingestId, event);
            break;
          }
        }
        if (Date.now() > deadline) throw new Error(`ingest ${ingestId} not terminal and delivered ${deadline - cutAt} ms after the kill`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    for (const ingestId of loading) {
      expect((await call(c, 'GET', `/partner/v1/ddex/ingests/${ingestId}`)).body).toMatchObject({ status: 'completed' });
    }
    // The attempts B's death cut are recorded interrupted and were made again, not counted against the receiver.
    const cut = [...events.values()].filter((event) => event.attempts.some((attempt) => attempt.outcome === 'interrupted'));
    expect(cut.length).toBeGreaterThan(0);
    for (const event of events.values()) {
      expect(event.attempts.filter((attempt) => attempt.outcome === 'failed'), event.eventId).toEqual([]);
    }
  }, 120_000);
});
