/**
 * A failed rule, as a check reports it: what was received, what is documented (with the spec section
 * in the result), and how to fix it. `expectThat` keeps checks short and their messages precise.
 */
export class CheckFailure extends Error {
  constructor(
    message: string,
    readonly received: string,
    readonly documented: string,
    readonly fix: string,
  ) {
    super(message);
    this.name = 'CheckFailure';
  }
}

/** Fails the check unless `condition` holds. */
export function expectThat(
  condition: boolean,
  failure: { message: string; received: unknown; documented: string; fix: string },
): asserts condition {
  if (!condition) {
    const received = typeof failure.received === 'string' ? failure.received : JSON.stringify(failure.received);
    throw new CheckFailure(failure.message, truncate(received), failure.documented, failure.fix);
  }
}

export function truncate(text: string, max = 600): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

/** A compact description of an HTTP answer for `received`. */
export function describeResponse(exchange: { method: string; path: string; status: number; text: string }): string {
  return `${exchange.method} ${exchange.path} → HTTP ${exchange.status} ${truncate(exchange.text, 300)}`;
}
