/**
 * Judging a check's exchanges: pure. accept: every answer a 2xx within the timeout (spec 4.3, 6.4).
 * reject: every answer a 4xx; 401 is what spec 6.3 (rule 4) recommends, another 4xx passes with a note.
 * advisory: never fails; the check's observations are its notes.
 * A 5xx to a forged or stale delivery fails: the receiver did not recognise the failed verification as such
 * (it threw, or answered "try again later"), the service retries it, and monitoring sees an outage.
 */
import { rawBodyHint } from '../../sdk/webhooks/errors.js';
import type { ReceiverCheck } from './checks.js';
import type { Answer, Exchange, ReceiverCheckResult } from './types.js';

type Verdict = Pick<ReceiverCheckResult, 'status' | 'notes' | 'failure'>;

const slowFix = 'Answer 2xx first and process afterwards (a queue or a background task): spec 4.3 allows 10 s, and a late '
  + 'answer counts as a failure, so the service redelivers an event you in fact received (spec 6.4).';
const unreachableFix = 'Start the receiver and check --url (scheme, host, port and path); it must accept POSTs from the service.';
const serverErrorOnRejectFix = 'Catch the verification failure and answer 401 (spec 6.3, rule 4). A 5xx says "try again later": '
  + 'the service retries it, and your monitoring sees an outage where there is a forged or replayed request.';

/** The answer in words: `HTTP 401 after 12 ms: {"error":…}`, or why there was none. */
export function answerText(answer: Answer): string {
  if (answer.status === null) return `${answer.error ?? 'no answer'} (after ${Math.round(answer.durationMs)} ms)`;
  const body = answer.body.trim() === '' ? '' : `: ${answer.body.trim().replace(/\s+/g, ' ')}`;
  return `HTTP ${answer.status} after ${Math.round(answer.durationMs)} ms${body}`;
}

const is2xx = (a: Answer) => a.status !== null && a.status >= 200 && a.status < 300 && a.timedOut !== true;
const is4xx = (a: Answer) => a.status !== null && a.status >= 400 && a.status < 500;

function acceptFix(check: ReceiverCheck, answer: Answer): string {
  if (answer.timedOut) return slowFix;
  if (answer.status === null) return unreachableFix;
  if ((answer.status === 401 || answer.status === 403) && check.fix !== rawBodyHint) {
    return `${check.fix} A ${answer.status} here usually means the signature did not verify: ${rawBodyHint} Check too that `
      + '--api-key is the key the receiver verifies with.';
  }
  if (answer.status >= 500) return `${check.fix} A ${answer.status} means the receiver failed while handling it: see its logs.`;
  return check.fix;
}

function rejectMessage(description: string, answered: Answer, seconds: string): string {
  const { status } = answered;
  const expected = 'expected 401 (spec 6.3) or another 4xx';
  if (answered.timedOut) return `${description}: no complete answer within ${seconds}; ${expected} at once`;
  if (status === null) return `${description}: no answer; ${expected}`;
  if (status >= 200 && status < 300) return `accepted ${description}: answered ${status}; ${expected}`;
  if (status >= 500) return `${description}: answered ${status}, a server error; ${expected}`;
  return `${description}: answered ${status}; ${expected}`;
}

export function judge(check: ReceiverCheck, exchanges: readonly Exchange[], timeoutMs: number, observed: readonly string[] = []): Verdict {
  const seconds = `${timeoutMs / 1000} s`;
  // An advisory check reports what it saw and cannot fail (the check's own module says why).
  if (check.expects === 'advisory') return { status: 'advisory', notes: [...observed] };
  if (check.expects === 'accept') {
    const bad = exchanges.find((e) => !is2xx(e.answered));
    if (!bad) return { status: 'passed' };
    const { answered } = bad;
    const how = answered.timedOut ? `got no complete answer within ${seconds}` : answered.status === null ? 'got no answer' : `was answered ${answered.status}`;
    return {
      status: 'failed',
      failure: {
        message: `${bad.sent.description} ${how}; expected any 2xx within ${seconds}`,
        received: answerText(answered),
        documented: check.documented,
        fix: acceptFix(check, answered),
      },
    };
  }
  const notes = exchanges.filter((e) => is4xx(e.answered) && e.answered.status !== 401)
    .map((e) => `${e.sent.description}: answered ${e.answered.status}; spec 6.3 recommends 401`);
  const bad = exchanges.find((e) => !is4xx(e.answered));
  if (!bad) return notes.length > 0 ? { status: 'passed', notes } : { status: 'passed' };
  const { answered } = bad;
  const status = answered.status;
  const message = rejectMessage(bad.sent.description, answered, seconds);
  let fix = check.fix;
  if (answered.timedOut) fix = `${check.fix} Answer a failed verification at once.`;
  else if (status === null) fix = unreachableFix;
  else if (status >= 500) fix = serverErrorOnRejectFix;
  return {
    status: 'failed',
    ...(notes.length > 0 ? { notes } : {}),
    failure: { message, received: answerText(answered), documented: check.documented, fix },
  };
}
