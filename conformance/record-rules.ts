/**
 * The rules of the ingest record (spec 2.1) by field, so that a failed validation names the rule that
 * failed and how to fix it, instead of a generic hint.
 */
import { validateIngestRecord, type ValidationError } from '../generated/validators.js';
import type { components } from '../generated/openapi.js';
import { expectThat } from './failure.js';

const rules: Record<string, string> = {
  ingestId: 'ingestId: "string (numeric-looking text ...)" (spec 2.1): a JSON string of digits',
  releaseId: 'releaseId: "The release identifier supplied by the partner at submission, echoed back" (spec 2.1)',
  status: 'status: "string enum: processing, completed, failed" (spec 2.1)',
  receivedAt: 'receivedAt: "ISO 8601 timestamp with UTC offset" (spec 2.1): e.g. 2026-11-21T12:36:41Z or 2026-11-21T21:36:41+09:00',
  completedAt: 'completedAt: "Null while processing; set when the ingest reaches completed or failed" (spec 2.1), an ISO 8601 timestamp with offset',
  resources: 'resources: {total, completed, failed}, integers (spec 2.1)',
  error: 'error {code, message}: "only when status is failed" (spec 2.1)',
};

/** The field an ajv error is about (`/resources/total` → `resources`; a missing member → its name). */
function fieldOf(error: ValidationError): string {
  const [first] = error.instancePath.split('/').slice(1);
  if (first) return first;
  const missing = error.params.missingProperty;
  return typeof missing === 'string' ? missing : '(record)';
}

/** One line per broken rule, without repeats. */
export function brokenRules(errors: readonly ValidationError[] | null | undefined): string[] {
  const lines = new Set<string>();
  for (const error of errors ?? []) {
    const field = fieldOf(error);
    // if/then/else and oneOf report the same field more than once; the rule is what counts.
    if (error.keyword === 'if' || error.keyword === 'oneOf' || error.keyword === 'anyOf') continue;
    lines.add(rules[field] ?? `${error.instancePath || '(record)'} ${error.message ?? ''}`.trim());
  }
  return [...lines];
}

/** "Fix: ..." text naming the broken rules. */
export function fixForRecord(errors: readonly ValidationError[] | null | undefined): string {
  const broken = brokenRules(errors);
  return broken.length === 0 ? 'Answer the ingest record of spec 2.1.' : `Follow ${broken.join('; ')}.`;
}

/** The validator's errors as short text. */
export function errorLines(errors: readonly ValidationError[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${e.instancePath || '(record)'} ${e.message ?? ''}`.trim());
}

/**
 * Fails the check unless `value` is a valid ingest record (spec 2.1), showing `shown` with the validator's
 * errors and a fix that names each broken rule.
 */
export function expectIngestRecord(
  value: unknown,
  shown: Record<string, unknown>,
  words: { message: string; documented: string },
): asserts value is components['schemas']['IngestRecord'] {
  expectThat(validateIngestRecord(value), {
    ...words,
    received: { ...shown, errors: errorLines(validateIngestRecord.errors) },
    fix: fixForRecord(validateIngestRecord.errors),
  });
}
