/**
 * `checkReceiver`: grades a partner's webhook receiver by sending it the deliveries of every receiver check
 * and judging each answer. The checks run side by side (the service's deliveries to one receiver are
 * concurrent too), so a receiver that never answers costs one timeout, not one per check; a duplicate is
 * sent only once its original was answered.
 */
import { describeNetworkError } from '../../mock-server/src/fetch/failures.js';
import { type DeliveryInput, type ReceiverCheck, receiverChecks } from './checks.js';
import { ingestEvent, randomEventId } from './events.js';
import { judge } from './judge.js';
import type { Answer, Delivery, Exchange, ReceiverCheckResult, ReceiverReport } from './types.js';

/** Spec 4.3: any 2xx within 10 seconds. */
export const defaultReceiverTimeoutMs = 10_000;

/** Response bodies are kept up to this many characters (the service ignores them; they help to see why). */
const BODY_EXCERPT = 300;

export interface CheckReceiverOptions {
  /** The receiver's URL, http or https. */
  url: string;
  /** The partner's API key: the key deliveries are signed with (spec 6.3). */
  apiKey: string;
  /** How long an answer may take; later counts as none (default 10 s, spec 4.3). */
  timeoutMs?: number;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Wall clock, ms since the epoch (the `t` of signatures, the events' times). Default `Date.now`. */
  now?: () => number;
  /** Fresh eventIds. Default: `evt_` + 26 random characters. */
  newEventId?: () => string;
  /** Called with each result as its check finishes. */
  onResult?: (result: ReceiverCheckResult) => void;
}

async function send(fetchImpl: typeof fetch, url: string, delivery: Delivery, timeoutMs: number): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  try {
    // Spec 4.3: the answer must be complete within the time (headers and body), as the service counts it.
    const response = await fetchImpl(url, { method: 'POST', headers: delivery.headers, body: delivery.body, redirect: 'manual', signal: controller.signal });
    const text = await response.text();
    return { status: response.status, durationMs: elapsed(), body: text.slice(0, BODY_EXCERPT) };
  } catch (error) {
    if (controller.signal.aborted) return { status: null, durationMs: elapsed(), body: '', error: `no answer within ${timeoutMs / 1000} s`, timedOut: true };
    return { status: null, durationMs: elapsed(), body: '', error: describeNetworkError(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends every receiver check's deliveries to `options.url` and resolves to the report (a check that fails is
 * a result, not a rejection). Throws only on misuse: a URL that is not http(s), an empty key.
 */
export async function checkReceiver(options: CheckReceiverOptions): Promise<ReceiverReport> {
  if (!URL.canParse(options.url) || !/^https?:$/.test(new URL(options.url).protocol)) {
    throw new TypeError(`checkReceiver: url must be an http(s) URL, got "${options.url}"`);
  }
  if (typeof options.apiKey !== 'string' || options.apiKey === '') throw new TypeError('checkReceiver: apiKey must be the partner\'s API key');
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? defaultReceiverTimeoutMs;
  const newEventId = options.newEventId ?? randomEventId;
  const startedAt = now();
  const started = performance.now();
  const validEvent = ingestEvent({ eventId: newEventId(), at: startedAt, ingestId: '1700000001', releaseId: 'RCHECK-0' }, 'completed');
  const input: DeliveryInput = {
    apiKey: options.apiKey,
    t: () => Math.floor(now() / 1000),
    nowMs: now,
    newEventId,
    valid: { event: validEvent, body: JSON.stringify(validEvent) },
  };

  const running = new Map<string, Promise<ReceiverCheckResult>>();
  const run = async (check: ReceiverCheck): Promise<ReceiverCheckResult> => {
    if (check.after !== undefined) await running.get(check.after);
    const checkStarted = performance.now();
    const deliveries = await check.deliveries(input);
    const sendOne = (delivery: Delivery) => send(fetchImpl, options.url, delivery, timeoutMs);
    let exchanges: Exchange[] = [];
    let observed: string[] = [];
    if (check.observe) ({ exchanges, notes: observed } = await check.observe(deliveries, sendOne, timeoutMs));
    else for (const delivery of deliveries) exchanges.push({ sent: delivery, answered: await sendOne(delivery) });
    const result: ReceiverCheckResult = {
      id: check.id,
      title: check.title,
      specSection: check.specSection,
      expects: check.expects,
      durationMs: Math.round(performance.now() - checkStarted),
      exchanges,
      ...judge(check, exchanges, timeoutMs, observed),
    };
    options.onResult?.(result);
    return result;
  };
  for (const check of receiverChecks as readonly ReceiverCheck[]) running.set(check.id, run(check));
  const results = await Promise.all(running.values());

  const unreachable = noAnswer(options.url, results.flatMap((r) => r.exchanges.map((e) => e.answered)), timeoutMs);
  const failed = results.filter((r) => r.status === 'failed').length;
  return {
    url: options.url,
    startedAt: new Date(startedAt).toISOString(),
    durationMs: Math.round(performance.now() - started),
    timeoutMs,
    verdict: unreachable !== null ? 'not-judged' : failed > 0 ? 'does-not-conform' : 'conforms',
    passed: results.filter((r) => r.status === 'passed').length,
    failed,
    advisory: results.filter((r) => r.status === 'advisory').length,
    results,
    unreachable,
  };
}

/**
 * Why nothing was judged, when no delivery got an answer at all: nothing listens, a name that does not resolve, TLS,
 * every answer later than the timeout. Null when one answered (issue #30, from a review: only a refused connection
 * was "could not judge"; a name that did not resolve or a receiver that never answered was 11 failed checks, exit 1).
 */
function noAnswer(url: string, answers: readonly Answer[], timeoutMs: number): string | null {
  if (answers.length === 0 || answers.some((a) => a.status !== null)) return null;
  if (answers.every((a) => a.error?.includes('(ECONNREFUSED)') === true)) {
    return `nothing accepts connections at ${url} (connection refused): start the receiver, or check --url`;
  }
  if (answers.every((a) => a.timedOut === true)) {
    return `no delivery to ${url} was answered within ${timeoutMs / 1000} s: check that the receiver runs and answers, or raise --timeout`;
  }
  const first = answers.find((a) => a.timedOut !== true)?.error ?? 'no answer';
  return `no delivery to ${url} got an answer (${first}): check --url and that the receiver runs`;
}
