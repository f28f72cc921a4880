/**
 * untilQuiet, which the retry checks (webhooks.max-retries, retry-gaps-increase, 2xx-stops-retries) use to see the
 * last retry: it waits twice the last gap plus a margin after each attempt, so a pause of the implementation between
 * retries does not end the wait before the next one. Virtual time: the context's clock moves only when it sleeps.
 */
import { describe, expect, it } from 'vitest';
import type { ReceivedAttempt, WebhookReceiver } from '../../conformance/harness.js';
import { quietMarginMs, untilQuiet } from '../../conformance/scenarios.js';
import type { CheckContext } from '../../conformance/types.js';

const ingestId = '9';

/** A context whose receiver gets an ingest event attempt at each of `arrivals` (ms of virtual time). */
function contextWith(arrivals: number[], maxWaitMs = 20_000) {
  let now = 0;
  const arrived = () => arrivals.filter((at) => at <= now).map((at, i): ReceivedAttempt => {
    const json = { eventId: 'evt_1', eventType: 'ingest', data: { ingestId } };
    return { seq: i + 1, path: '/', headers: {}, raw: Buffer.alloc(0), json, receivedAt: at, answered: 500, answeredAt: at + 1, abandonedAt: null };
  });
  const receiver: Partial<WebhookReceiver> = { attemptsFor: arrived, all: arrived };
  const context: Partial<CheckContext> = {
    receiver: receiver as WebhookReceiver,
    options: { maxWaitMs } as CheckContext['options'],
    now: () => now,
    sleep: (ms: number) => {
      now += ms;
      return Promise.resolve();
    },
  };
  return { context: context as CheckContext, clock: () => now, start: (at: number) => (now = at) };
}

describe('untilQuiet', () => {
  it('sees every retry of a schedule whose implementation paused 2 s before its second retry', async () => {
    // 300, 900, 1,800 ms apart, the second retry 2 s late: with a margin of 1 s, the wait ended after the second attempt.
    const arrivals = [0, 300, 3_200, 5_000];
    const { context, start } = contextWith(arrivals);
    start(300);
    expect((await untilQuiet(context, ingestId)).map((a) => a.receivedAt)).toEqual(arrivals);
  });

  it('ends a quiet period after the last retry: twice its gap plus the margin', async () => {
    const { context, clock, start } = contextWith([0, 300, 1_200]);
    start(300);
    expect(await untilQuiet(context, ingestId)).toHaveLength(3);
    expect(clock()).toBe(1_200 + 2 * 900 + quietMarginMs);
  });

  it('stops at maxWaitMs when attempts keep coming', async () => {
    const arrivals = Array.from({ length: 100 }, (_, i) => i * 1_000);
    const { context, clock, start } = contextWith(arrivals, 8_000);
    start(1_000);
    const seen = await untilQuiet(context, ingestId);
    expect(clock()).toBeGreaterThanOrEqual(9_000);
    expect(clock()).toBeLessThan(9_000 + 2 * 1_000 + quietMarginMs + 1);
    expect(seen.length).toBe(Math.floor(clock() / 1_000) + 1);
  });
});
