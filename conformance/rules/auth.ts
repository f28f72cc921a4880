/** Spec 5 rules about answers to requests without a key in X-API-Key (checks/auth/ runs them; so does the proxy). */
import { describeResponse } from '../failure.js';
import type { HttpExchange } from '../types.js';
import { type Rule, unless } from './rule.js';

type Answer = Pick<HttpExchange, 'method' | 'path' | 'status' | 'text'>;

export const missingKeyRule: Rule<Answer> = {
  id: 'auth.missing-key',
  kind: 'spec',
  specSection: '5',
  title: 'A request without X-API-Key answers 401',
  check: (exchange) => unless(exchange.status === 401, () => ({
    message: 'a create without X-API-Key was not refused with 401',
    received: describeResponse(exchange),
    documented: 'spec 5: 401 when the "Key missing, invalid or revoked"',
    fix: 'Authenticate every request before anything else and answer 401 when X-API-Key is absent.',
  })),
};

export const lookupRequiresKeyRule: Rule<Answer> = {
  id: 'auth.lookup-requires-key',
  kind: 'spec',
  specSection: '4.2, 5',
  title: 'The status lookup requires the key',
  check: (exchange) => unless(exchange.status === 401, () => ({
    message: 'the lookup of an existing ingest did not answer 401 without a key',
    received: describeResponse(exchange),
    documented: 'spec 4.2: "Authenticated with X-API-Key."; spec 5: 401 when the key is missing',
    fix: 'Authenticate the lookup like the create: 401 without X-API-Key.',
  })),
};

/** `path` as the answer should be shown: with the query's parameter named and its value hidden. */
export const keyInQueryRule: Rule<Answer & { parameter: string }> = {
  id: 'auth.key-in-query',
  kind: 'spec',
  specSection: '5',
  title: 'A key in a query string is not accepted',
  // Spec 5: the key is read from X-API-Key only, so a request whose key is only in the query has its key missing,
  // and spec 5's table answers a missing key 401 (403 is for a valid key without permission).
  check: (exchange) => unless(exchange.status === 401, () => ({
    message: `a request with the key in the query string only (${exchange.parameter}=…) was not refused with 401`,
    received: describeResponse({ ...exchange, path: `${exchange.path}?${exchange.parameter}=<key>` }),
    documented: 'spec 5: "The key must never be placed in a URL query parameter; it is always sent in the header."; 401 when the "Key missing, invalid or revoked"',
    fix: 'Read the key from the X-API-Key header only, never from the query string (and do not log query strings): without the header the key is missing, 401.',
  })),
};
