/**
 * The answers the proxy gives itself, each a problem+json that never echoes the request (it may carry a key):
 * 502 `PROXY_TARGET_UNREACHABLE` and 504 `PROXY_TARGET_TIMEOUT` when the target gives none, 408
 * `PROXY_REQUEST_TIMEOUT` for a request too slow, and `PROXY_MALFORMED_REQUEST` for one it refuses; and what an
 * exchange so answered is to the reports (issue #30 item 8): the proxy's own answer, with its cause, not judged by
 * the service's rules.
 */
import { STATUS_CODES } from 'node:http';
import type { ProxyAnswer } from '../types.js';
import { unreachableCause } from './target-probe.js';
import { TargetTimeout } from './upstream.js';

/** An answer of the proxy's own: its status and problem+json body, and the body's code and detail for the reports. */
export interface OwnAnswer {
  status: number;
  body: Buffer;
  code: string;
  detail: string;
}

function problem(status: number, fields: { type: string; title: string; code: string; detail: string }): OwnAnswer {
  const { type, title, code, detail } = fields;
  const body = Buffer.from(JSON.stringify({ type: `urn:partner-ingest-kit:proxy:${type}`, title, status, code, detail }));
  return { status, body, code, detail };
}

/** The 502 the proxy answers itself, or the 504 when the target said nothing in time. */
export function targetFailure(target: URL, error: Error, answered: boolean): OwnAnswer {
  if (error instanceof TargetTimeout) {
    return problem(504, {
      type: 'target-timeout',
      title: 'The target did not answer in time',
      code: 'PROXY_TARGET_TIMEOUT',
      detail: `${target.origin}: ${error.message} of the whole request (ingest-kit proxy --target-timeout)`,
    });
  }
  return problem(502, {
    type: 'target-unreachable',
    title: answered ? 'The target broke off its answer' : 'The proxy could not reach the target',
    code: 'PROXY_TARGET_UNREACHABLE',
    detail: unreachableCause(target.origin, error),
  });
}

/** A request the proxy refuses (what llhttp refuses, or request-checks.ts does), with the status of its answer. */
export function malformed(status: number, detail: string): OwnAnswer {
  return problem(status, { type: 'malformed-request', title: 'The proxy cannot read this request', code: 'PROXY_MALFORMED_REQUEST', detail });
}

/** A request that did not arrive in time: its head, or the whole of it. */
export function late(part: 'head' | 'whole request', ms: number, flag: string): OwnAnswer {
  return problem(408, {
    type: 'request-timeout',
    title: 'The request did not arrive in time',
    code: 'PROXY_REQUEST_TIMEOUT',
    detail: `the request's ${part} did not arrive within ${ms} ms of its first byte (ingest-kit proxy ${flag})`,
  });
}

/** The whole answer as bytes, for a connection that node:http no longer frames (a request it could not read). */
export function rawAnswer(answer: OwnAnswer): Buffer {
  const head = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Bad Request'}\r\nContent-Type: application/problem+json\r\n`
    + `Content-Length: ${answer.body.length}\r\nConnection: close\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), answer.body]);
}

/** The proxy's own answer as the reports show it: the code and detail it wrote, the one wording of the cause. */
export function proxyAnswerOf(own: OwnAnswer): ProxyAnswer {
  return { status: own.status, code: own.code, cause: own.detail };
}
