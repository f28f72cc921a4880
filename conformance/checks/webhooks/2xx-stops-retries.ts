import { expectThat } from '../../failure.js';
import { eventIdOf } from '../../delivery.js';
import { attemptsUntil, programmedIngest, untilQuiet } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const successStops: Check = {
  id: 'webhooks.2xx-stops-retries',
  title: 'A 2xx answer stops the retry schedule (a duplicate after it is reported, not failed)',
  specSection: '4.3, 6.4',
  quotes: [
    'Expected response: any 2xx within 10 seconds; the response body is ignored.',
    'Delivery counts as failed and is retried',
    'The same event may arrive more than once; process idempotently keyed on `eventId`',
  ],
  accepts: ['one duplicate of the delivered event after the 2xx (reported as a note)'],
  profile: 'retries',
  webhooks: true,
  plan: (options) => planned.programmedIngest(options, 'retry-500-then-200'),
  async run(context) {
    const { ingestId } = await programmedIngest(context, 'retry-500-then-200', [{ status: 500 }, { status: 200 }]);
    await attemptsUntil(context, ingestId, 2);
    const all = await untilQuiet(context, ingestId);
    const delivered = all.findIndex((a) => typeof a.answered === 'number' && a.answered >= 200 && a.answered < 300);
    const after = delivered === -1 ? [] : all.slice(delivered + 1).filter((a) => eventIdOf(a) === eventIdOf(all[delivered] ?? a));
    if (after.length === 1) context.note('one duplicate of the delivered event arrived after the 2xx (spec 6.4 allows duplicates)');
    // Spec 6.4 allows duplicates; a delivered event sent again and again is a retry schedule that ignored the 2xx.
    expectThat(after.length <= 1, {
      message: `${after.length} attempts of the event came after it was answered 2xx: the retries went on`,
      received: { answers: all.map((a) => a.answered) },
      documented: 'spec 4.3: the expected response is "any 2xx within 10 seconds"; spec 6.4: only a failed delivery "is retried"',
      fix: 'Mark an event delivered on the first 2xx and stop its retry schedule.',
    });
  },
};
