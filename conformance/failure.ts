/**
 * A failed rule, as a check reports it: what was received, what is documented (with the spec section
 * in the result), and how to fix it. `expectThat` keeps checks short and their messages precise.
 */
import { redactJson, redactPathSignature, redactText } from '../mock-server/src/redact.js';

/**
 * A failure that several checks meet for one cause (no webhook reached the receiver at all): the first check
 * to meet it explains it in full, every later one says `brief` in one line, naming that check.
 */
export interface SharedCause {
  topic: string;
  brief: string;
}

export class CheckFailure extends Error {
  constructor(
    message: string,
    readonly received: string,
    readonly documented: string,
    readonly fix: string,
    readonly sharedCause?: SharedCause,
  ) {
    super(message);
    this.name = 'CheckFailure';
  }
}

/**
 * What a broken rule says: what was wrong, what was received, what is documented, how to fix it. A rule shared
 * with the live watchers (conformance/live/) returns one of these, or null when it holds.
 */
export interface RuleFailure {
  message: string;
  received: unknown;
  documented: string;
  fix: string;
}

/**
 * `received` as the reports show it: text as is, anything else as JSON, its secrets redacted (a
 * service may echo a pre-signed URL), cut to a readable length.
 */
export function receivedText(received: unknown): string {
  return truncate(typeof received === 'string' ? redactText(received) : JSON.stringify(redactJson(received)));
}

/** Fails the check unless `condition` holds. */
export function expectThat(condition: boolean, failure: RuleFailure): asserts condition {
  if (!condition) throw new CheckFailure(failure.message, receivedText(failure.received), failure.documented, failure.fix);
}

/** Fails the check with what a shared rule found broken; nothing when it found the rule kept (null). */
export function expectKept(failure: RuleFailure | null): void {
  if (failure !== null) expectThat(false, failure);
}

export function truncate(text: string, max = 600): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

/** A compact description of an HTTP answer for `received`. */
export function describeResponse(exchange: { method: string; path: string; status: number; text: string }): string {
  return `${exchange.method} ${redactPathSignature(exchange.path)} → HTTP ${exchange.status} ${truncate(redactText(exchange.text), 300)}`;
}
