/**
 * `receiver.no-ack-before-processed` (spec 6.4): "A slow response causes a redelivery of an event that was in fact
 * received". A receiver that answers that redelivery 2xx while the first delivery is still being processed stops
 * the service's retries; if the processing then fails, the event is lost.
 *
 * Why the check is advisory (it reports, it never fails): from outside, the grader cannot make the receiver's
 * processing slow, so it can only look when the receiver is slow by itself; and even then a 2xx to the redelivery
 * before the first answer is correct for a receiver that processed the redelivery on its own (an idempotent
 * upsert, a warm instance beside a cold one), or that recorded the event as done and then did more work before
 * answering. No answer seen from outside proves the event unprocessed, so a failing verdict could be false. The
 * kit's own handler is tested for the rule directly (test/sdk/handler-in-progress.test.ts).
 */
import type { Answer, Delivery, Exchange } from './types.js';

/** How long the first delivery must stay unanswered before the redelivery is sent: "slow processing". */
export const overlapAfterMs = 1_000;

/**
 * Two answers written together (the redelivery released by the first's success) may reach the grader in either
 * order: a redelivery answered at most this long before the first counts as answered with it.
 */
export const sameTimeMs = 100;

export interface Observation {
  exchanges: Exchange[];
  notes: string[];
}

const is2xx = (a: Answer) => a.status !== null && a.status >= 200 && a.status < 300 && a.timedOut !== true;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const said = (a: Answer) => (a.status === null ? (a.error ?? 'no answer') : `${a.status}`);

export const advice = 'Answer a redelivery of an event still being processed only once that processing succeeded (200), or '
  + 'with a non-2xx such as 503 so that the service delivers it again; never 2xx because the eventId is "seen". Keep a '
  + 'claim with three states (in progress with a lease, done, released): createWebhookHandler does this, and '
  + 'docs/guides/retries-and-idempotency.md shows it on SQLite and PostgreSQL.';

/**
 * Sends `first`; if it is still unanswered after `overlapMs` (at most half the timeout), sends `redelivery` (the
 * same event, as the service would after a slow answer) and reports how the two answers relate.
 */
export async function observeRedelivery(
  [first, redelivery]: readonly [Delivery, Delivery],
  send: (delivery: Delivery) => Promise<Answer>,
  timeoutMs: number,
): Promise<Observation> {
  const overlapMs = Math.min(overlapAfterMs, timeoutMs / 2);
  const started = performance.now();
  const firstAnswer = send(first).then((answer) => ({ answer, at: performance.now() - started }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overlap = new Promise<'open'>((resolve) => {
    timer = setTimeout(() => {
      resolve('open');
    }, overlapMs);
  });
  const early = await Promise.race([firstAnswer, overlap]);
  clearTimeout(timer);
  if (early !== 'open') {
    return {
      exchanges: [{ sent: first, answered: early.answer }],
      notes: [`not exercised: the first delivery was answered (${said(early.answer)}) after ${ms(early.at)}, before a redelivery `
        + `could overlap it (the check sends one after ${ms(overlapMs)}); it cannot make your processing slow. Test the rule `
        + 'with a slow event handler in your own tests.'],
    };
  }
  const sentAt = performance.now() - started;
  const second = await send(redelivery);
  const secondAt = performance.now() - started;
  const { answer: one, at: oneAt } = await firstAnswer;
  const exchanges = [{ sent: first, answered: one }, { sent: redelivery, answered: second }];
  const what = `the redelivery, sent after ${ms(sentAt)} while the first delivery was unanswered, was answered ${said(second)}`;
  if (!is2xx(second)) {
    return { exchanges, notes: [`${what}: not acknowledged, so the service retries it (spec 6.4); the first was answered ${said(one)}`] };
  }
  if (is2xx(one) && secondAt >= oneAt - sameTimeMs) {
    return { exchanges, notes: [`${what} with or after the first delivery's ${said(one)}: consistent with waiting for the processing`] };
  }
  const when = is2xx(one) ? `${ms(oneAt - secondAt)} before the first delivery was answered ${said(one)}` : `while the first delivery got ${said(one)}`;
  return {
    exchanges,
    notes: [`${what} ${when}. Unless your receiver processed the redelivery itself, it acknowledged an event whose processing `
      + 'had not succeeded: had that processing failed, the service would have stopped retrying and the event would be lost '
      + `(spec 6.4). The check cannot tell the two apart from outside, so it does not fail. ${advice}`],
  };
}
