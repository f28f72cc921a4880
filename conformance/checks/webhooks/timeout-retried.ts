import { webhookDelivery } from '../../../generated/contract.js';
import { expectThat } from '../../failure.js';
import { eventIdOf } from '../../delivery.js';
import { attemptsUntil, programmedIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const timeoutRetried: Check = {
  id: 'webhooks.timeout-retried',
  title: `A response slower than ${webhookDelivery.responseTimeoutSeconds} s counts as failed and is retried`,
  specSection: '4.3, 6.4',
  quotes: [
    'Expected response: any 2xx within 10 seconds; the response body is ignored.',
    'Delivery counts as failed and is retried',
    'A slow response causes a redelivery of an event that was in fact received.',
  ],
  accepts: ['a retry at any time within --max-wait', 'the event serialised anew (compared by eventId)'],
  profile: 'retries',
  webhooks: true,
  plan: (options) => planned.programmedIngest(options, 'slow-then-200'),
  async run(context) {
    const { ingestId } = await programmedIngest(context, 'slow-then-200', [
      { status: 200, delayMs: context.options.slowAnswerMs },
      { status: 200 },
    ]);
    const attempts = await attemptsUntil(context, ingestId, 2);
    const [first, second] = attempts;
    expectThat(first !== undefined && second !== undefined && eventIdOf(second) === eventIdOf(first), {
      message: `no retry followed an answer that took ${context.options.slowAnswerMs} ms`,
      received: { attempts: attempts.length, waitedMs: context.options.maxWaitMs },
      documented: 'spec 6.4: "A slow response causes a redelivery of an event that was in fact received."',
      fix: 'Give each attempt a 10 s timeout and retry the event when it expires.',
    });
  },
};
