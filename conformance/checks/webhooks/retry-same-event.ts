import { expectThat } from '../../failure.js';
import { attemptsUntil, eventIdOf, parseSignature, programmedIngest, signatureVerifies } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const retrySameEvent: Check = {
  id: 'webhooks.retry-same-event',
  title: 'After a 500 the same event comes again: same eventId, same body bytes, a fresh valid signature',
  specSection: '6.4',
  profile: 'retries',
  async run(context) {
    const { ingestId } = await programmedIngest(context, 'retry-500-then-200', [{ status: 500 }, { status: 200 }]);
    const attempts = await attemptsUntil(context, ingestId, 2);
    const [first, second] = attempts;
    expectThat(first !== undefined && second !== undefined, {
      message: `the webhook was not retried after a 500 (attempts seen: ${attempts.length})`,
      received: { attempts: attempts.length, waitedMs: context.options.maxWaitMs },
      documented: 'spec 6.4: a non-2xx response counts as failed and is retried',
      fix: 'Retry failed deliveries (up to 5 times, at increasing intervals); raise --max-wait if your first retry comes later.',
    });
    expectThat(eventIdOf(second) === eventIdOf(first) && second.raw.equals(first.raw), {
      message: 'the retry is not the same event: another eventId or other body bytes',
      received: { first: eventIdOf(first), retry: eventIdOf(second), sameBytes: second.raw.equals(first.raw) },
      documented: 'spec 6.2, 6.4: eventId is the idempotency key; the same event may arrive more than once',
      fix: 'Store the event once and resend the same eventId and body on every attempt.',
    });
    const [t1, t2] = [parseSignature(first.headers['x-service-signature']).t, parseSignature(second.headers['x-service-signature']).t];
    expectThat(signatureVerifies(second, context.options.apiKey) && t1 !== null && t2 !== null && t2 >= t1, {
      message: 'the retry does not carry a fresh, valid signature',
      received: { firstT: t1, retryT: t2, retryVerifies: signatureVerifies(second, context.options.apiKey) },
      documented: 'spec 6.3: t is the send time; the signature covers {t}.{raw body} of each request',
      fix: 'Compute t and v1 anew for each attempt.',
    });
  },
};
