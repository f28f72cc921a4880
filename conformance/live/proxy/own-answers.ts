/**
 * The answers the proxy gives itself when the target gives none: 502 `PROXY_TARGET_UNREACHABLE` and 504
 * `PROXY_TARGET_TIMEOUT` (the 408 and 400 of a request it cannot take are client/server.ts's). Each is a problem+json
 * whose `detail` names the target and the cause, never a key; and what an exchange so answered is to the reports
 * (issue #30 item 8): the proxy's own answer, with that cause, not judged by the service's rules.
 */
import type { ProxyAnswer } from '../types.js';
import type { ClientExchange } from './client/exchange.js';
import { unreachableCause } from './target-probe.js';
import { TargetTimeout } from './upstream/exchange.js';

/** The 502 the proxy answers itself, or the 504 when the target said nothing in time. */
export function badGateway(exchange: ClientExchange, target: URL, error: Error, answered: boolean): void {
  if (error instanceof TargetTimeout) {
    exchange.problem(504, 'Gateway Timeout', Buffer.from(JSON.stringify({
      type: 'urn:partner-ingest-kit:proxy:target-timeout',
      title: 'The target did not answer in time',
      status: 504,
      code: 'PROXY_TARGET_TIMEOUT',
      detail: `${target.origin}: ${error.message} of the whole request (ingest-kit proxy --target-timeout)`,
    })));
    return;
  }
  exchange.problem(502, 'Bad Gateway', Buffer.from(JSON.stringify({
    type: 'urn:partner-ingest-kit:proxy:target-unreachable',
    title: answered ? 'The target broke off its answer' : 'The proxy could not reach the target',
    status: 502,
    code: 'PROXY_TARGET_UNREACHABLE',
    detail: unreachableCause(target.origin, error),
  })));
}

/**
 * The proxy's own answer as the reports show it, from the problem it wrote (its `code` and `detail`): whatever wrote
 * it, the detail is the one wording of the cause.
 */
export function proxyAnswerOf(own: { status: number; body: Buffer }): ProxyAnswer {
  let problem: { code?: unknown; detail?: unknown } = {};
  try {
    problem = JSON.parse(own.body.toString('utf8')) as typeof problem;
  } catch {
    // Every problem of the proxy's is JSON; a status alone still says who answered.
  }
  return {
    status: own.status,
    code: typeof problem.code === 'string' ? problem.code : 'PROXY_ANSWER',
    cause: typeof problem.detail === 'string' ? problem.detail : 'the proxy answered',
  };
}
