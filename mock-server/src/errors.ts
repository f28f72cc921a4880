/**
 * The one registry of error codes the mock server answers with, rendered as RFC 9457 problem+json.
 * The service's codes come from the contract (generated/contract.ts); the mock's own routes (operator
 * API, file storage) add theirs here. A test keeps the error codes guide in step with this registry.
 */
import { problemCodes as contractProblemCodes } from '../../generated/contract.js';
import { redactPathSignature, redactText } from './redact.js';
import { filesProblemCodes } from './files/problems.js';

/**
 * Codes of routes that exist only in the mock server (not part of the service contract); the file
 * storage's codes are in files/problems.ts.
 */
// Deliberately alike row for row (and like contractProblemCodes above): a table, one code a line.
export const mockProblemCodes = {
  HOST_NOT_ALLOWED: { status: 403, title: 'Host not allowed' },
  OPERATOR_TOKEN_MISSING: { status: 401, title: 'Operator token missing' },
  OPERATOR_TOKEN_INVALID: { status: 401, title: 'Operator token invalid' },
  INVALID_OPERATOR_REQUEST: { status: 400, title: 'Invalid operator request' },
  PARTNER_NOT_FOUND: { status: 404, title: 'Partner not found' },
  PARTNER_EXISTS: { status: 409, title: 'Partner already exists' },
  API_KEY_EXISTS: { status: 409, title: 'API key already in use' },
  API_KEY_NOT_FOUND: { status: 404, title: 'API key not found' },
  WEBHOOK_URL_NOT_ALLOWED: { status: 400, title: 'Webhook URL not allowed' },
  CLOCK_NOT_VIRTUAL: { status: 409, title: 'The clock is not virtual' },
  SCENARIO_INVALID: { status: 400, title: 'Unknown or invalid scenario' },
  VALIDATION_INVALID: { status: 400, title: 'Unknown validation mode' },
  EVENT_NOT_FOUND: { status: 404, title: 'Webhook event not found' },
  MESSAGE_NOT_KEPT: { status: 404, title: 'Message XML not kept' },
  COVER_NOT_KEPT: { status: 404, title: 'Front cover not kept' },
} as const;

/** The codes only the mock answers (its operator API, pre-signed file storage and Prefer extensions): not the service's. */
export const mockOnlyProblemCodes = { ...mockProblemCodes, ...filesProblemCodes };
export const problemRegistry = { ...contractProblemCodes, ...mockOnlyProblemCodes };
export type ProblemCode = keyof typeof problemRegistry;

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  instance?: string;
  /** INVALID_REQUEST: the body's failed rules; ERN_INVALID: the message's error findings. */
  errors?: FieldError[] | FindingError[];
}

/** One failed rule of a request body (INVALID_REQUEST). */
export interface FieldError {
  pointer: string;
  message: string;
}

/** One error finding of the preflight of a message (ERN_INVALID), as `ingest-kit validate --json` writes it. */
export interface FindingError {
  rule: string;
  code: string;
  severity: 'error' | 'warning';
  message: string;
  line: number | null;
  path: string | null;
}

export const problemContentType = 'application/problem+json';

export function problemType(code: string): string {
  return `urn:partner-ingest:problem:${code}`;
}

/** Builds the problem document for `code`; `instance` is a path without its query string. */
export function problemBody(
  code: ProblemCode,
  detail: string,
  instance?: string,
  errors?: Problem['errors'],
): Problem {
  const entry = problemRegistry[code];
  return {
    type: problemType(code),
    title: entry.title,
    status: entry.status,
    code,
    // Every message shows URLs through redactUrl already; this is the second line of defence for any other text.
    detail: redactText(detail),
    ...(instance === undefined ? {} : { instance }),
    ...(errors === undefined ? {} : { errors }),
  };
}

/** Thrown by handlers and hooks; the app's error handler renders it. Carries no secret in its message. */
export class ProblemError extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly errors: Problem['errors'];
  readonly headers: Record<string, string>;

  constructor(
    code: ProblemCode,
    detail: string,
    options: { errors?: Problem['errors']; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'ProblemError';
    this.code = code;
    this.status = problemRegistry[code].status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** The request path without its query string: the only form of a URL a problem or a log line shows. */
export function pathOnly(url: string): string {
  const at = url.indexOf('?');
  // A folder-scoped file URL carries its signature in the path (files/scope.ts).
  return redactPathSignature(at === -1 ? url : url.slice(0, at));
}
