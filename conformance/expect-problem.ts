/** Our decision for error bodies (openapi.yaml, x-ingest-kit-decision): RFC 9457 problem+json with a stable code. */
import { validateProblem } from '../generated/validators.js';
import { describeResponse, expectThat } from './failure.js';
import type { HttpExchange } from './types.js';

export function expectProblem(exchange: HttpExchange, status: number, code: string | null): void {
  const body = exchange.json as { code?: unknown; status?: unknown } | null;
  expectThat(
    exchange.status === status
    && /^application\/problem\+json\b/i.test(exchange.headers['content-type'] ?? '')
    && validateProblem(body)
    && (code === null || body.code === code),
    {
      message: `expected HTTP ${status} with an application/problem+json body${code ? ` whose code is ${code}` : ''}`,
      received: describeResponse(exchange),
      documented: 'openapi.yaml (x-ingest-kit-decision): errors are RFC 9457 problem documents with a stable code; the specification leaves this open (spec 7)',
      fix: 'Optional (extensions profile): answer errors as application/problem+json with type, title, status and code.',
    },
  );
}
