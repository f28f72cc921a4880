import { webhookDelivery } from '../../../generated/contract.js';
import { expectThat } from '../../failure.js';
import { attemptsUntil, programmedIngest, untilQuiet } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const maxRetries: Check = {
  id: 'webhooks.max-retries',
  title: `No more than ${webhookDelivery.maxRetries} retries`,
  specSection: '6.4, 8',
  quotes: ['5 (the count and intervals may change)', 'up to 5', 'The event is lost; the partner recovers state by polling the status lookup'],
  accepts: ['fewer retries than 5 (at least one: webhooks.retry-gaps-increase)'],
  profile: 'retries',
  webhooks: true,
  plan: (options) => planned.programmedIngest(options, 'always-500'),
  async run(context) {
    const limit = 1 + webhookDelivery.maxRetries;
    const { ingestId } = await programmedIngest(context, 'always-500', [{ status: 500 }]);
    await attemptsUntil(context, ingestId, 2);
    const attempts = await untilQuiet(context, ingestId);
    if (attempts.length < limit) context.note(`${attempts.length - 1} retries (spec 6.4: the count may change)`);
    expectThat(attempts.length <= limit, {
      message: `${attempts.length} attempts arrived for one event: more than 1 + ${webhookDelivery.maxRetries} retries`,
      received: { attempts: attempts.length },
      documented: 'spec 6.4: "Maximum retries: 5"; spec 8: webhook retries "up to 5"',
      fix: 'Stop after the 5th retry and mark the event lost.',
    });
  },
};
