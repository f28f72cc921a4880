import { expectThat } from '../../failure.js';
import { attemptsUntil, programmedIngest, untilQuiet } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

/** A gap counts as longer when it exceeds the previous by more than timing noise: 50 ms or 2 %. */
const longer = (gap: number, previous: number) => gap - previous > Math.max(50, previous / 50);

export const retryGapsIncrease: Check = {
  id: 'webhooks.retry-gaps-increase',
  title: 'Retry intervals increase',
  specSection: '6.4',
  quotes: ['Increasing; exact values: not shown', '5 (the count and intervals may change)'],
  accepts: ['one to five retries (with one retry there is no interval to compare)', 'any intervals that increase, jittered or not'],
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
    const gaps = attempts.slice(1).map((a, i) => a.receivedAt - (attempts[i]?.receivedAt ?? 0));
    if (gaps.length === 1) context.note('one retry only: no interval to compare (spec 6.4 allows fewer than 5)');
    expectThat(gaps.every((gap, i) => i === 0 || longer(gap, gaps[i - 1] ?? 0)), {
      message: 'the intervals between retries do not increase',
      received: { gapsMs: gaps },
      documented: 'spec 6.4: retry intervals are "Increasing; exact values: not shown"',
      fix: 'Wait longer before each retry than before the previous one (e.g. exponential back-off).',
    });
  },
};
