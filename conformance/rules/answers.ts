/**
 * Rules of an answer's status, content type and error body. The spec states only the create's 201 and the
 * 401/403 of spec 5; the rest are our decisions (openapi.yaml, x-ingest-kit-decision), kind `extension`, so an
 * implementation answering errors as application/json {code, message} breaks no spec rule.
 */
import { documentedResponses, type OperationId } from '../../generated/contract.js';
import { validateCreateIngestRequest, validateProblem } from '../../generated/validators.js';
import { describeResponse } from '../failure.js';
import type { HttpExchange } from '../types.js';
import { type Rule, unless } from './rule.js';

/** The operations of the service (the path operations of openapi.yaml). */
export type ServiceOperation = Exclude<OperationId, 'receiveIngestEvent'>;

/** `exchange` answered `status` (null: any) as an RFC 9457 problem, with `code` when given (null: any code). */
export const problemJsonRule: Rule<{ exchange: HttpExchange; status: number | null; code: string | null }> = {
  id: 'extensions.problem-json',
  kind: 'extension',
  specSection: '7',
  title: 'Error bodies are RFC 9457 problem+json with a stable code',
  check: ({ exchange, status, code }) => {
    const body = exchange.json as { code?: unknown } | null;
    const expected = status ?? exchange.status;
    return unless(
      exchange.status === expected
      && /^application\/problem\+json\b/i.test(exchange.headers['content-type'] ?? '')
      && validateProblem(body)
      && (code === null || body.code === code),
      () => ({
        message: `expected HTTP ${expected} with an application/problem+json body${code ? ` whose code is ${code}` : ''}`,
        received: describeResponse(exchange),
        documented: 'openapi.yaml (x-ingest-kit-decision): errors are RFC 9457 problem documents with a stable code; the specification leaves this open (spec 7)',
        fix: 'Optional (extensions profile): answer errors as application/problem+json with type, title, status and code.',
      }),
    );
  },
};

const json = /^application\/([\w.+-]+\+)?json\b/i;

/** `sent`: what carried the JSON, `record` (an answer of the create or lookup, named by `label`) or `webhook`. */
export const jsonContentTypeRule: Rule<{ sent: 'record' | 'webhook'; label: string; contentType: string | null }> = {
  id: 'extensions.json-content-type',
  kind: 'extension',
  specSection: '4.1, 6.1',
  title: 'Records and webhooks are sent with a JSON Content-Type',
  check: ({ sent, label, contentType }) => unless(json.test(contentType ?? ''), () => (sent === 'record'
    ? {
        message: `${label} answered without a JSON content type`,
        received: { contentType },
        documented: 'openapi.yaml (x-ingest-kit-decision): records are answered as application/json',
        fix: 'Optional (extensions profile): send Content-Type: application/json with the record.',
      }
    : {
        message: 'the webhook is not sent with a JSON content type',
        received: { contentType },
        documented: 'openapi.yaml (x-ingest-kit-decision): webhooks are sent as application/json',
        fix: 'Optional (extensions profile): send Content-Type: application/json with the event.',
      })),
};

interface Answered { operation: ServiceOperation; exchange: Pick<HttpExchange, 'method' | 'path' | 'status' | 'text'> }

/**
 * Spec 4.1: the create's success is 201, its authentication failures 401 and 403, other failures "not shown";
 * spec 4.2 shows none of the lookup's statuses. So the one status the spec rules out is a create's other 2xx.
 */
export const statusDocumentedRule: Rule<Answered> = {
  id: 'contract.status-documented',
  kind: 'spec',
  specSection: '4.1, 4.2, 5',
  title: 'The status is one the specification documents for the operation, or leaves open',
  check: ({ operation, exchange }) => unless(
    operation !== 'createIngest' || exchange.status === 201 || exchange.status >= 400,
    () => ({
      message: `the create answered HTTP ${exchange.status}, neither the documented 201 nor a failure`,
      received: describeResponse(exchange),
      documented: 'spec 4.1: "Success: status 201."; spec 5: 401 and 403; "Other failure responses ...: not shown"',
      fix: 'Answer a successful create with 201 and the ingest record; refuse one with a 4xx or 5xx status.',
    }),
  ),
};

/** The statuses openapi.yaml documents for each operation, read once (the rule runs for every exchange the proxy sees). */
const documentedStatuses = new Map<string, readonly string[]>();

function statusesOf(operation: ServiceOperation): readonly string[] {
  let statuses = documentedStatuses.get(operation);
  if (statuses === undefined) {
    statuses = Object.keys(documentedResponses[operation]);
    documentedStatuses.set(operation, statuses);
  }
  return statuses;
}

export const statusInContractRule: Rule<Answered> = {
  id: 'extensions.status-documented',
  kind: 'extension',
  specSection: '4.1, 4.2, 7',
  title: 'The status is one openapi.yaml documents for the operation',
  check: ({ operation, exchange }) => {
    const documented = statusesOf(operation);
    return unless(documented.includes(String(exchange.status)), () => ({
      message: `${exchange.method} ${exchange.path} answered HTTP ${exchange.status}, a status openapi.yaml does not document for ${operation}`,
      received: describeResponse(exchange),
      documented: `openapi.yaml (x-ingest-kit-decision): ${operation} answers ${documented.join(', ')}`,
      fix: `Optional (extensions): answer one of ${documented.join(', ')}, as openapi.yaml documents for ${operation}.`,
    }));
  },
};

/** Answers that come before the body is read (our decisions too): they say nothing of the body's validation. */
const beforeTheBody = new Set([401, 403, 413, 415, 429, 503]);

/** How a create body (parsed JSON; undefined: not JSON) breaks CreateIngestRequest, one line each; [] when it does not. */
export function createBodyProblems(body: unknown): string[] {
  if (body === undefined) return ['the body is not JSON'];
  if (validateCreateIngestRequest(body)) return [];
  return (validateCreateIngestRequest.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`.trim());
}

/** A create whose body breaks CreateIngestRequest (`problems`, one line each) answers 400. */
export const invalidBody400Rule: Rule<{ exchange: Pick<HttpExchange, 'method' | 'path' | 'status' | 'text'>; problems: readonly string[] }> = {
  id: 'extensions.invalid-body-400',
  kind: 'extension',
  specSection: '4.1',
  title: 'An invalid create body answers 400 INVALID_REQUEST',
  check: ({ exchange, problems }) => unless(problems.length === 0 || exchange.status === 400 || beforeTheBody.has(exchange.status), () => ({
    message: `a create body that breaks CreateIngestRequest (${problems.join('; ')}) was answered HTTP ${exchange.status}, not 400`,
    received: describeResponse(exchange),
    documented: 'openapi.yaml (x-ingest-kit-decision): "we reject unknown members, an empty releaseId and an xmlUrl that is not an absolute URI with 400"',
    fix: 'Optional (extensions): validate the create body and answer 400 INVALID_REQUEST naming each broken member.',
  })),
};
