import { expectThat } from '../../failure.js';
import { attemptsUntil, programmedIngest, quietAfter } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const successStops: Check = {
  id: 'webhooks.2xx-stops-retries',
  title: 'A 2xx answer stops the retries',
  specSection: '6.4',
  profile: 'retries',
  async run(context) {
    const { ingestId } = await programmedIngest(context, 'retry-500-then-200', [{ status: 500 }, { status: 200 }]);
    const attempts = await attemptsUntil(context, ingestId, 2);
    await quietAfter(context, attempts);
    const all = context.receiver.attemptsFor(ingestId);
    expectThat(all.length === 2, {
      message: `${all.length} attempts arrived for an event answered 500 then 200 (expected exactly 2)`,
      received: { attempts: all.map((a) => a.answered) },
      documented: 'spec 4.3, 6.4: any 2xx within 10 seconds is the required response; only failed deliveries are retried',
      fix: 'Mark an event delivered on the first 2xx and retry nothing after it.',
    });
  },
};
