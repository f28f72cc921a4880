/** Our decision for error bodies (openapi.yaml, x-ingest-kit-decision): RFC 9457 problem+json with a stable code. */
import { problemJsonRule } from './rules/answers.js';
import { expectRule } from './rules/rule.js';
import type { HttpExchange } from './types.js';

export function expectProblem(exchange: HttpExchange, status: number, code: string | null): void {
  expectRule(problemJsonRule, { exchange, status, code });
}
