import { expectKept, expectThat } from '../../failure.js';
import { parseSignature, signatureVerifies } from '../../delivery.js';
import { retryFailure, retrySameEventRule } from '../../live/webhooks/retry-same-event.js';
import { attemptsUntil, programmedIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const retrySameEvent: Check = {
  id: retrySameEventRule.id,
  title: retrySameEventRule.title,
  specSection: retrySameEventRule.specSection,
  quotes: [
    'Delivery counts as failed and is retried',
    'Unique id of the event; the idempotency key',
    'The same event may arrive more than once; process idempotently keyed on `eventId`',
  ],
  accepts: [
    'the event serialised anew on each attempt (member order, whitespace, escapes): compared as JSON values, not bytes',
    'a retry at any time within --max-wait',
  ],
  profile: 'retries',
  webhooks: true,
  plan: (options) => planned.programmedIngest(options, 'retry-500-then-200'),
  async run(context) {
    const { ingestId } = await programmedIngest(context, 'retry-500-then-200', [{ status: 500 }, { status: 200 }]);
    const attempts = await attemptsUntil(context, ingestId, 2);
    const [first, second] = attempts;
    expectThat(first !== undefined && second !== undefined, {
      message: `the webhook was not retried after a 500 (attempts seen: ${attempts.length})`,
      received: { attempts: attempts.length, waitedMs: context.options.maxWaitMs },
      documented: 'spec 6.4: "Non-2xx response or no response in time": "Delivery counts as failed and is retried"',
      fix: 'Retry failed deliveries (up to 5 times, at increasing intervals); raise --max-wait if your first retry comes later.',
    });
    // Shared with the live watchers, which compare every attempt of an eventId with its first.
    expectKept(retryFailure(first.json, second.json));
    const [t1, t2] = [parseSignature(first.headers['x-service-signature']).t, parseSignature(second.headers['x-service-signature']).t];
    const retryVerifies = await signatureVerifies(second, context.options.apiKey);
    expectThat(retryVerifies && t1 !== null && t2 !== null && t2 >= t1, {
      message: 'the retry does not carry a fresh, valid signature',
      received: { firstT: t1, retryT: t2, retryVerifies },
      documented: 'spec 6.3: t is the "Send time"; v1 covers "{t}.{raw body}" of each request',
      fix: 'Compute t and v1 anew for each attempt, over the bytes that attempt sends.',
    });
  },
};
