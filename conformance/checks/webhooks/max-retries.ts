import { webhookDelivery } from '../../../generated/contract.js';
import { expectThat } from '../../failure.js';
import { attemptsUntil, programmedIngest, quietAfter } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const maxRetries: Check = {
  id: 'webhooks.max-retries',
  title: `No more than ${webhookDelivery.maxRetries} retries`,
  specSection: '6.4',
  profile: 'retries',
  async run(context) {
    const limit = 1 + webhookDelivery.maxRetries;
    const { ingestId } = await programmedIngest(context, 'always-500', [{ status: 500 }]);
    let attempts = await attemptsUntil(context, ingestId, limit);
    await quietAfter(context, attempts);
    attempts = context.receiver.attemptsFor(ingestId);
    expectThat(attempts.length <= limit, {
      message: `${attempts.length} attempts arrived for one event: more than 1 + ${webhookDelivery.maxRetries} retries`,
      received: { attempts: attempts.length },
      documented: 'spec 6.4, 8: webhook retries: up to 5; after all retries fail the event is lost',
      fix: 'Stop after the 5th retry and mark the event lost.',
    });
  },
};
