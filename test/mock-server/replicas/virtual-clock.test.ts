/**
 * Issue #18: the virtual clock is one clock for the sandbox. Two replicas started with `--clock virtual` on one
 * PostgreSQL share its now: an advance on A is what the very next request to B sees (its clock, the ingests that
 * finished in the advanced time, its own ingests too), a dashboard on B hears the move, and a webhook retry that falls
 * due in the advanced time is delivered exactly once, whichever replica sends it. A replica with the real clock
 * refuses to join the virtual sandbox.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres } from '../../support/postgres.js';
import type { Delivery, Receiver } from '../../support/receiver.js';
import { call } from '../server/harness.js';
import { openStream } from './stream.js';
import { failFirstAttempt, type Replica, type Sandbox, startSandbox } from './support.js';

const operator = { 'x-operator-token': 'op_local_dev' };

describePostgres('the virtual clock shared by replicas', () => {
  let sandbox: Sandbox;
  let receiver: Receiver;
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    sandbox = await startSandbox({
      replicas: 2,
      files: {},
      messages: { '/r.xml': ['a.flac', 'b.flac', 'c.flac'] },
      // Each event's first attempt fails; its retry is due a virtual hour later.
      answer: failFirstAttempt(),
      config: {
        resources: { mode: 'simulate', simulate: { minDuration: '10s', maxDuration: '60s' } },
        webhooks: { retrySchedule: ['1h', '2h'] },
        store: { lease: '3s' },
      },
      extraFlags: ['--clock', 'virtual'],
    });
    ({ receiver } = sandbox);
    [a, b] = sandbox.replicas as [Replica, Replica];
  }, 120_000);

  afterAll(async () => {
    await sandbox.close();
  });

  const clockOf = async (replica: Replica) => ((await call(replica, 'GET', '/_operator/clock', { headers: operator })).body as { kind: string; nowMs: number });
  const advance = async (replica: Replica, duration: string) => {
    const answer = await call(replica, 'POST', '/_operator/clock/advance', { body: { duration }, headers: operator });
    expect(answer.status, answer.text).toBe(200);
    return answer.body as { nowMs: number };
  };
  const create = async (replica: Replica, releaseId: string) => {
    const made = await call(replica, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId, xmlUrl: sandbox.fileUrl('/r.xml') } });
    expect(made.status, made.text).toBe(201);
    return (made.body as { ingestId: string }).ingestId;
  };
  const status = async (replica: Replica, ingestId: string) =>
    ((await call(replica, 'GET', `/partner/v1/ddex/ingests/${ingestId}`)).body as { status: string }).status;
  /** What each replica's ledger says of the deliveries so far, for a failure's message. */
  const ledger = async () => {
    const events = (await call(a, 'GET', '/_operator/events', { headers: operator })).body as { eventId: string }[];
    const details = await Promise.all(events.map(async ({ eventId }) => (await call(a, 'GET', `/_operator/events/${eventId}`, { headers: operator })).body));
    return JSON.stringify({ deliveries: receiver.deliveries.map((d) => [d.n, d.json.eventId, d.at]), details }, null, 1);
  };
  const byEvent = (deliveries: Delivery[]) => {
    const counts = new Map<string, number[]>();
    for (const d of deliveries) counts.set(d.json.eventId, [...(counts.get(d.json.eventId) ?? []), d.n]);
    return counts;
  };

  it('is one now for both replicas: an advance on A is what the next request to B sees, and a due retry goes out once', async () => {
    const start = await clockOf(a);
    expect(start.kind).toBe('virtual');
    expect((await clockOf(b)).nowMs).toBe(start.nowMs);
    const onA = await create(a, 'VIRTUAL-A');
    const onB = await create(b, 'VIRTUAL-B');
    expect(await status(b, onA)).toBe('processing');
    expect(await status(a, onB)).toBe('processing');
    const stream = await openStream(b.url);
    try {
      await stream.waitFor((m) => m.event === 'ready');

      // Past every file (60 s at most): A's advance finishes A's ingest; B catches up before it answers.
      const moved = await advance(a, '2m');
      expect(moved.nowMs).toBe(start.nowMs + 120_000);
      expect((await clockOf(b)).nowMs).toBe(moved.nowMs);
      expect(await status(b, onA)).toBe('completed');
      expect(await status(b, onB)).toBe('completed');
      expect(await status(a, onB)).toBe('completed');
      await stream.waitFor((m) => m.event === 'clock' && m.data.nowMs === moved.nowMs);

      // Each event's first attempt (500), made when its ingest completed.
      await receiver.waitFor(2, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(receiver.deliveries, await ledger()).toHaveLength(2);

      // The retries are due an hour after each completion (within the first 2 minutes): none goes out at 32 minutes.
      await advance(b, '30m');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(receiver.deliveries, await ledger()).toHaveLength(2);
      await advance(a, '1h');
      await receiver.waitFor(4, 20_000);
      // A poll or two of both replicas later, still once each.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const counts = byEvent(receiver.deliveries);
      expect(counts.size).toBe(2);
      for (const arrivals of counts.values()) expect(arrivals, await ledger()).toHaveLength(2);
      // The ledger on either replica says so.
      for (const eventId of counts.keys()) {
        const event = (await call(b, 'GET', `/_operator/events/${eventId}`, { headers: operator })).body as { state: string; attempts: unknown[] };
        expect(event).toMatchObject({ state: 'delivered' });
        expect(event.attempts).toHaveLength(2);
      }
      expect((await clockOf(a)).nowMs).toBe(start.nowMs + 92 * 60_000);
      expect((await clockOf(b)).nowMs).toBe(start.nowMs + 92 * 60_000);
    } finally {
      stream.close();
    }
  }, 120_000);

  it('refuses to start a real-clock replica on the virtual sandbox, saying what to do', async () => {
    await expect(sandbox.set.start(1, sandbox.databaseUrl)).rejects.toThrow(/exited 2[\s\S]*sandbox runs a virtual clock[\s\S]*--clock virtual/);
  }, 60_000);
});
