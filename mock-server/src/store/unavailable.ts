/**
 * The one error a store throws when its database cannot be reached (issue #18: PostgreSQL stopped, restarting,
 * unreachable, or too slow to answer within its timeouts). Requests answer it with 503 SERVICE_UNAVAILABLE and
 * `Retry-After`, never a 500 nor a 4xx: the request was valid, the database is away. The message names what failed
 * and why in the driver's words, never the connection string nor its password; the driver's error is the `cause`.
 */
export class StoreUnavailableError extends Error {
  /** Stable, for logs and for the request path's mapping to 503. */
  readonly code = 'STORE_UNAVAILABLE';

  constructor(operation: string, reason: string, options?: { cause?: unknown }) {
    super(`${operation}: the database is unavailable (${reason})`, options);
    this.name = 'StoreUnavailableError';
  }
}

export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return error instanceof StoreUnavailableError;
}
