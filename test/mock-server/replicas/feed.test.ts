/**
 * Issue #18: the dashboard's live feed across replicas. A stream opened on replica B (Server-Sent Events over a real
 * socket) shows an ingest created on replica A, its completion, and the webhook attempts of its event, whichever
 * replica makes them. PostgreSQL then stops for 5 s and starts again: the same stream says `reset` (notifications
 * may have been missed, readers reload) and goes on showing what replica A does.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres } from '../../support/postgres.js';
import { call } from '../server/harness.js';
import { openStream, type StreamMessage } from './stream.js';
import { failFirstAttempt, type Replica, type Sandbox, startSandbox } from './support.js';

describePostgres('the dashboard\'s live feed across replicas', () => {
  let sandbox: Sandbox;
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    sandbox = await startSandbox({
      replicas: 2,
      files: { '/a.flac': { body: 'a' } },
      messages: { '/r.xml': ['/a.flac'] },
      // Each event's first attempt fails: a retry follows, sent by whichever replica claims it.
      answer: failFirstAttempt(),
      config: { webhooks: { retrySchedule: ['1s', '2s'] }, store: { lease: '3s' } },
    });
    [a, b] = sandbox.replicas as [Replica, Replica];
  }, 120_000);

  afterAll(async () => {
    await sandbox.close();
  });

  const create = async (releaseId: string) => {
    const made = await call(a, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId, xmlUrl: sandbox.fileUrl('/r.xml') } });
    expect(made.status, made.text).toBe(201);
    return (made.body as { ingestId: string }).ingestId;
  };
  const ingestMessage = (ingestId: string, status?: string) => (m: StreamMessage) => {
    const record = m.data.record as { ingestId?: string; status?: string } | undefined;
    return m.event === 'ingest' && record?.ingestId === ingestId && (status === undefined || record.status === status);
  };

  it('shows on B an ingest made on A, its completion and its webhook attempts, and goes on after a database restart', async () => {
    const stream = await openStream(b.url);
    try {
      await stream.waitFor((m) => m.event === 'ready');
      const ingestId = await create('FEED-1');
      await stream.waitFor(ingestMessage(ingestId));
      await stream.waitFor(ingestMessage(ingestId, 'completed'));
      // The event with both attempts: the failed first one and the retry, whichever replica made each.
      const delivered = await stream.waitFor((m) => {
        const attempts = m.data.attempts as unknown[] | undefined;
        return m.event === 'event' && (m.data.body as { data?: { ingestId?: string } }).data?.ingestId === ingestId
          && m.data.state === 'delivered' && attempts?.length === 2;
      });
      expect((delivered.data.attempts as { statusCode: number | null }[]).map((attempt) => attempt.statusCode)).toEqual([500, 200]);

      // The database away for 5 s: the stream stays open, then says reset (readers reload), and works on.
      const before = stream.messages.length;
      await sandbox.cluster.stop();
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await sandbox.cluster.start();
      await stream.waitFor((m) => m.event === 'reset', 30_000, before);
      expect(stream.ended()).toBe(false);
      let second: string | undefined;
      const beforeCreate = stream.messages.length;
      // A create may meet the pool's last broken connection (503): the documented answer, sent again.
      for (let i = 0; i < 20 && second === undefined; i++) {
        const made = await call(a, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'FEED-2', xmlUrl: sandbox.fileUrl('/r.xml') } });
        if (made.status === 201) second = (made.body as { ingestId: string }).ingestId;
        else await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(second).toBeDefined();
      const heard = await stream.waitFor((m) => ingestMessage(second!, 'completed')(m) || m.event === 'reset', 30_000, beforeCreate);
      if (heard.event === 'reset') {
        // A's channel was still reconnecting when it made the ingest (on a loaded machine): those changes were dropped
        // and A said reset, so a dashboard reloads. Reload as it does: B's operator API has the completed ingest.
        const deadline = Date.now() + 30_000;
        let status: unknown;
        while (status !== 'completed' && Date.now() < deadline) {
          const answer = await call(b, 'GET', `/_operator/ingests/${second!}`, { headers: { 'x-operator-token': 'op_local_dev', 'x-api-key': '' } });
          status = (answer.body as { record?: { status?: unknown } } | undefined)?.record?.status;
          if (status !== 'completed') await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(status).toBe('completed');
      }
    } catch (error) {
      console.log(b.output(), a.output());
      throw error;
    } finally {
      stream.close();
    }
  }, 120_000);
});
