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

const increasing = (gaps: readonly number[]) => gaps.every((gap, i) => i === 0 || longer(gap, gaps[i - 1]!));

/**
 * Intervals from which one may be set aside as a late attempt's: then at least three are left to increase, so that
 * neither a constant nor a shrinking schedule can pass by it.
 */
const GAPS_TO_SET_ONE_ASIDE = 4;

/**
 * The index of the one interval a late attempt lengthened, or null: a pause of the sender (or of this suite, whose
 * receiver times the arrivals) only ever lengthens the interval it falls in, and the sender times the next wait from
 * that late attempt's end, so the next interval is on schedule and looks shorter (CI, three replicas at load ~9:
 * 394, 2048, 1822, 3633, 7269 ms). With four intervals or more, one longer than the next is set aside when every
 * other one is longer than the one before it.
 */
export function lateGap(gaps: readonly number[]): number | null {
  if (increasing(gaps) || gaps.length < GAPS_TO_SET_ONE_ASIDE) return null;
  for (let i = 0; i < gaps.length - 1; i++) {
    if (gaps[i]! >= gaps[i + 1]! && increasing(gaps.filter((_, j) => j !== i))) return i;
  }
  return null;
}

/**
 * Whether every interval is longer than the one before, beyond timing noise, one late attempt's set aside
 * ({@link lateGap}).
 */
export function gapsIncrease(gaps: readonly number[]): boolean {
  return increasing(gaps) || lateGap(gaps) !== null;
}

export const retryGapsIncrease: Check = {
  id: 'webhooks.retry-gaps-increase',
  title: 'Retry intervals increase',
  specSection: '6.4',
  quotes: ['Increasing; exact values: not shown', '5 (the count and intervals may change)'],
  accepts: [
    'one to five retries (with one retry there is no interval to compare)',
    'any intervals that increase, jittered or not (each measured from the answer to an attempt to the arrival of the next)',
    'among four intervals or more, one longer than the next when all the others increase (one late attempt: a pause of the sender, or of this suite under load)',
  ],
  profile: 'retries',
  webhooks: true,
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
    const late = lateGap(gaps);
    if (late !== null) {
      context.note(`interval ${late + 1} (${gaps[late]} ms) was longer than the next: taken as one late attempt (a pause of the sender or of this suite), not as the schedule; the others increase`);
    }
    expectThat(gapsIncrease(gaps), {
      message: 'the intervals between retries do not increase',
      received: { gapsMs: gaps, measured: 'from the answer to each attempt to the arrival of the next' },
      documented: 'spec 6.4: retry intervals are "Increasing; exact values: not shown"',
      fix: 'Wait longer before each retry than before the previous one (e.g. exponential back-off).',
    });
  },
};
