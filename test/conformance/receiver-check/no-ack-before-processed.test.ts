/**
 * receiver.no-ack-before-processed's observation, with answers timed by the test: the redelivery is sent only while
 * the first delivery is open, and each relation of the two answers gets its note. It reports; it never judges.
 */
import { describe, expect, it } from 'vitest';
import { observeRedelivery, sameTimeMs } from '../../../conformance/receiver-check/no-ack-before-processed.js';
import type { Answer, Delivery } from '../../../conformance/receiver-check/types.js';

const delivery = (description: string): Delivery => ({ description, headers: {}, body: '{}' });
const first = delivery('first');
const redelivery = delivery('redelivery');

/** A send that answers the first after `firstMs` and the redelivery `secondMs` after it was sent. */
function timedSend(firstMs: number, firstAnswer: Partial<Answer>, secondMs: number, secondAnswer: Partial<Answer>) {
  const sent: string[] = [];
  const send = (d: Delivery) => {
    sent.push(d.description);
    const [ms, answer] = d === first ? [firstMs, firstAnswer] : [secondMs, secondAnswer];
    return new Promise<Answer>((resolve) => setTimeout(() => {
      resolve({ status: 200, durationMs: ms, body: '', ...answer });
    }, ms));
  };
  return { sent, send };
}

// The overlap is at most half the timeout: 200 ms here (1 s by default), so the cases run fast; margins are 150 ms or more.
const timeoutMs = 400;

describe('observeRedelivery', () => {
  it.each([
    {
      name: 'a first delivery answered before the overlap: the redelivery is not sent',
      given: [50, { status: 200 }, 0, {}] as const,
      want: { sent: ['first'], note: /^not exercised: the first delivery was answered \(200\) after \d+ ms/ },
    },
    {
      name: 'a redelivery answered 503 while the first runs',
      given: [600, { status: 200 }, 10, { status: 503 }] as const,
      want: { sent: ['first', 'redelivery'], note: /answered 503: not acknowledged, so the service retries it \(spec 6\.4\); the first was answered 200$/ },
    },
    {
      name: 'a redelivery answered 200 once the first succeeded',
      given: [500, { status: 200 }, 350, { status: 200 }] as const,
      want: { sent: ['first', 'redelivery'], note: /answered 200 with or after the first delivery's 200: consistent with waiting/ },
    },
    {
      name: `a redelivery answered 200 less than ${sameTimeMs} ms before the first's 200 (written together)`,
      given: [500, { status: 200 }, 250, { status: 200 }] as const,
      want: { sent: ['first', 'redelivery'], note: /consistent with waiting/ },
    },
    {
      name: 'a redelivery answered 200 at once while the first runs on',
      given: [700, { status: 200 }, 5, { status: 200 }] as const,
      want: { sent: ['first', 'redelivery'], note: /answered 200 \d+ ms before the first delivery was answered 200\. Unless your receiver processed the redelivery itself.*does not fail/ },
    },
    {
      name: 'a redelivery answered 200 while the first ends in a 500',
      given: [600, { status: 500 }, 5, { status: 200 }] as const,
      want: { sent: ['first', 'redelivery'], note: /answered 200 while the first delivery got 500\. Unless/ },
    },
  ])('$name', async ({ given, want }) => {
    const { sent, send } = timedSend(given[0], given[1], given[2], given[3]);
    const observed = await observeRedelivery([first, redelivery], send, timeoutMs);
    expect(sent).toEqual(want.sent);
    expect(observed.exchanges.map((e) => e.sent.description)).toEqual(want.sent);
    expect(observed.notes).toEqual([expect.stringMatching(want.note)]);
  });
});
