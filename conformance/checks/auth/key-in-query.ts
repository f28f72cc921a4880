import { createWithKey } from '../../auth-probe.js';
import { keyInQueryRule } from '../../rules/auth.js';
import { expectRule } from '../../rules/rule.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

/** Query names a key could hide under; a conforming service accepts the key under none of them. */
const names = ['api_key', 'apiKey', 'x-api-key', 'key', 'token'];

export const keyInQuery: Check = {
  id: 'auth.key-in-query',
  title: 'A valid key in a query string is not accepted',
  specSection: '5',
  quotes: [
    'The key must never be placed in a URL query parameter; it is always sent in the header.',
    'Key missing, invalid or revoked',
  ],
  accepts: ['any response body'],
  profile: 'quick',
  plan: (options) => [
    planned.refusedCreate('creates with the key only in the query, a name each (refused)', names.length),
    ...planned.lookup(options, 'lookups with the key only in the query, a name each (refused)', names.length),
  ],
  async run(context) {
    const lookupPath = await context.lookupPath('1');
    for (const name of names) {
      const query = `${name}=${encodeURIComponent(context.options.apiKey)}`;
      const create = await createWithKey(context, 'QUERYKEY', { apiKey: null, query });
      const lookup = await context.request('GET', lookupPath, { apiKey: null, query });
      for (const exchange of [create, lookup]) expectRule(keyInQueryRule, { ...exchange, parameter: name });
    }
  },
};
