import { expectThat } from '../../failure.js';
import type { ReceivedAttempt } from '../../harness.js';
import { attemptsUntil, programmedIngest, untilQuiet } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

/** A gap counts as longer when it exceeds the previous by more than timing noise: 50 ms or 2 %. */
const longer = (gap: number, previous: number) => gap - previous > Math.max(50, previous / 50);

/**
 * Where an attempt ended for its sender: the receiver's answer sent, or the connection closed unanswered; its
 * arrival when the receiver knows neither (then the attempt's own time counts in the next interval).
 */
function endOf(attempt: ReceivedAttempt): number {
  return attempt.answeredAt ?? attempt.abandonedAt ?? attempt.receivedAt;
}

/**
 * The intervals between retries (spec 6.4: "Increasing"), ms: from the end of each attempt to the arrival of the
 * next, the wait the sender chose. Not arrival to arrival: the time the receiver takes to answer (under load, a
 * busy suite's receiver answers hundreds of ms late) is not the sender's, and would lengthen one interval alone.
 */
export function retryGaps(attempts: readonly ReceivedAttempt[]): number[] {
  return attempts.slice(1).map((attempt, i) => attempt.receivedAt - endOf(attempts[i]!));
}

/** Whether every interval is longer than the one before, beyond timing noise. */
export function gapsIncrease(gaps: readonly number[]): boolean {
  return gaps.every((gap, i) => i === 0 || longer(gap, gaps[i - 1]!));
}

export const retryGapsIncrease: Check = {
  id: 'webhooks.retry-gaps-increase',
  title: 'Retry intervals increase',
  specSection: '6.4',
  quotes: ['Increasing; exact values: not shown', '5 (the count and intervals may change)'],
  accepts: [
    'one to five retries (with one retry there is no interval to compare)',
    'any intervals that increase, jittered or not (each measured from the answer to an attempt to the arrival of the next)',
  ],
  profile: 'retries',
  plan: (options) => planned.programmedIngest(options, 'always-500'),
  async run(context) {
    const { ingestId } = await programmedIngest(context, 'always-500', [{ status: 500 }]);
    await attemptsUntil(context, ingestId, 2);
    const attempts = await untilQuiet(context, ingestId);
    expectThat(attempts.length >= 2, {
      message: 'a delivery answered 500 was not retried',
      received: { attempts: attempts.length },
      documented: 'spec 6.4: "Delivery counts as failed and is retried"',
      fix: 'Retry failed deliveries, at increasing intervals.',
    });
    const gaps = retryGaps(attempts);
    if (gaps.length === 1) context.note('one retry only: no interval to compare (spec 6.4 allows fewer than 5)');
    expectThat(gapsIncrease(gaps), {
      message: 'the intervals between retries do not increase',
      received: { gapsMs: gaps, measured: 'from the answer to each attempt to the arrival of the next' },
      documented: 'spec 6.4: retry intervals are "Increasing; exact values: not shown"',
      fix: 'Wait longer before each retry than before the previous one (e.g. exponential back-off).',
    });
  },
};
