import { describeResponse, expectThat } from '../../failure.js';
import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';

/** Query names a key could hide under; a conforming service accepts the key under none of them. */
const names = ['api_key', 'apiKey', 'x-api-key', 'key', 'token'];

export const keyInQuery: Check = {
  id: 'auth.key-in-query',
  title: 'A valid key in a query string is not accepted',
  specSection: '5',
  profile: 'quick',
  async run(context) {
    for (const name of names) {
      const query = `${name}=${encodeURIComponent(context.options.apiKey)}`;
      const create = await context.request('POST', createPath, {
        apiKey: null,
        query,
        body: { releaseId: 'CONF-QUERYKEY', xmlUrl: `${context.fixtures.url}/none.xml` },
      });
      const lookup = await context.request('GET', context.lookupPath('1'), { apiKey: null, query });
      for (const exchange of [create, lookup]) {
        expectThat(exchange.status === 401 || exchange.status === 403, {
          message: `a request with the key in the query string (${name}=…) was not refused`,
          received: describeResponse({ ...exchange, path: `${exchange.path}?${name}=<key>` }),
          documented: 'spec 5: the key must never be placed in a URL query parameter; it is always sent in the header',
          fix: 'Read the key from the X-API-Key header only; never from the query string (and do not log query strings).',
        });
      }
    }
  },
};
