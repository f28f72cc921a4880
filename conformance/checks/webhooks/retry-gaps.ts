import { expectThat } from '../../failure.js';
import { attemptsUntil, programmedIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const retryGaps: Check = {
  id: 'webhooks.retry-gaps-increase',
  title: 'Retry intervals increase',
  specSection: '6.4',
  profile: 'retries',
  async run(context) {
    const { ingestId } = await programmedIngest(context, 'retry-500x3', [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 200 }]);
    const attempts = await attemptsUntil(context, ingestId, 4);
    expectThat(attempts.length >= 4, {
      message: `only ${attempts.length} attempts arrived for a receiver answering 500 three times`,
      received: { attempts: attempts.length, waitedMs: context.options.maxWaitMs },
      documented: 'spec 6.4: failed deliveries are retried up to 5 times',
      fix: 'Retry failed deliveries; raise --max-wait if your schedule is long.',
    });
    const gaps = attempts.slice(1, 4).map((a, i) => a.receivedAt - (attempts[i]?.receivedAt ?? 0));
    // Network and scheduling jitter can stretch a gap a little: an increase counts when it exceeds both
    // 100 ms and a tenth of the previous gap, which any real back-off does and constant gaps never do.
    const increases = (gap: number, previous: number) => gap - previous > Math.max(100, previous / 10);
    expectThat(gaps.every((gap, i) => i === 0 || increases(gap, gaps[i - 1] ?? 0)), {
      message: 'the intervals between retries do not increase',
      received: { gapsMs: gaps },
      documented: 'spec 6.4: retry intervals are increasing',
      fix: 'Wait longer before each retry than before the previous one (e.g. exponential back-off).',
    });
  },
};
