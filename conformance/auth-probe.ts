/**
 * What the auth checks (checks/auth/) send and expect: a create whose xmlUrl names no file, so that only the
 * key decides the answer, and the 401 of spec 5 ("Key missing, invalid or revoked").
 */
import { describeResponse, expectThat } from './failure.js';
import { createPath } from './scenarios.js';
import type { CheckContext, HttpExchange, RequestOptions } from './types.js';

/**
 * A create sent with `key` (null: no X-API-Key) and, optionally, a raw query string; its release id is
 * `<release prefix>-<label>`, so that even a service that wrongly accepts it leaves an ingest the reports can name.
 */
export function createWithKey(
  context: CheckContext,
  label: string,
  key: { apiKey: string | null; query?: string },
): Promise<HttpExchange> {
  const releaseId = context.fixtures.releaseId(label);
  const options: RequestOptions = { apiKey: key.apiKey, body: { releaseId, xmlUrl: `${context.fixtures.url}/none.xml` } };
  return context.request('POST', createPath, key.query === undefined ? options : { ...options, query: key.query });
}

/** Fails the check unless `exchange` answered 401, with the check's own message, documentation and fix. */
export function expect401(exchange: HttpExchange, words: { message: string; documented: string; fix: string }): void {
  expectThat(exchange.status === 401, { ...words, received: describeResponse(exchange) });
}
