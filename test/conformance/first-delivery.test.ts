/**
 * The webhook checks read the delivery that announces an ingest's final status, by its eventType (spec 6.1:
 * `ingest`), not whatever came first for the ingest: an event of another type for the same ingest is passed over.
 */
import { describe, expect, it } from 'vitest';
import { CheckFailure } from '../../conformance/failure.js';
import type { ReceivedAttempt, WebhookReceiver } from '../../conformance/harness.js';
import { type Finished, firstDelivery } from '../../conformance/scenarios.js';
import type { CheckContext } from '../../conformance/types.js';

const ingestId = '42';

function attempt(seq: number, eventType: string): ReceivedAttempt {
  const json = { eventId: `evt_${seq}`, eventType, occurredAt: '2026-01-01T00:00:00Z', data: { ingestId, status: 'completed' } };
  return { seq, path: '/', headers: {}, raw: Buffer.from(JSON.stringify(json)), json, receivedAt: seq, answered: 200, answeredAt: seq, abandonedAt: null };
}

/** A context whose receiver already holds `attempts` for the ingest, and that waits for nothing more. */
function contextWith(attempts: ReceivedAttempt[]): CheckContext {
  const receiver: Partial<WebhookReceiver> = {
    url: 'http://127.0.0.1:1/',
    attemptsFor: () => attempts,
    all: () => attempts,
    waitFor: (_id, predicate) => (predicate(attempts) ? Promise.resolve(attempts) : Promise.reject(new Error('timeout'))),
  };
  const shared = new Map<string, Promise<unknown>>();
  const context: Partial<CheckContext> = {
    receiver: receiver as WebhookReceiver,
    options: { deliveryWaitMs: 0 } as CheckContext['options'],
    now: () => 0,
    shared: <T>(key: string, make: () => Promise<T>) => {
      if (!shared.has(key)) shared.set(key, make());
      return shared.get(key) as Promise<T>;
    },
  };
  return context as CheckContext;
}

const finished = { ingestId, final: { status: 'completed' }, finishedSeenAt: 0 } as unknown as Finished;

describe('firstDelivery', () => {
  it('takes the first delivery of eventType ingest, passing over an event of another type that came before it', async () => {
    const picked = await firstDelivery(contextWith([attempt(1, 'ingest.progress'), attempt(2, 'ingest'), attempt(3, 'ingest')]), finished, 'completed');
    expect(picked.seq).toBe(2);
  });

  it('fails the check, naming the eventTypes that came, when no delivery of eventType ingest came', async () => {
    const failure = await firstDelivery(contextWith([attempt(1, 'ingest.completed')]), finished, 'completed').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CheckFailure);
    expect((failure as CheckFailure).received).toBe('1 webhook attempts for this ingest, none with eventType "ingest" (eventType: "ingest.completed")');
  });
});
