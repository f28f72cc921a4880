import { lookupRequiresKeyRule } from '../../rules/auth.js';
import { expectRule } from '../../rules/rule.js';
import { quickIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const lookupRequiresKey: Check = {
  id: 'auth.lookup-requires-key',
  title: 'The status lookup requires the key',
  specSection: '4.2, 5',
  quotes: ['Authenticated with `X-API-Key`.', 'The status lookup is authenticated by the same key, so its answers cannot be forged.', 'Key missing, invalid or revoked'],
  accepts: ['any response body and content type'],
  profile: 'quick',
  plan: (options) => [...planned.quickIngest, ...planned.lookup(options, 'a lookup of the quick ingest without a key (401)')],
  async run(context) {
    const { ingestId } = await quickIngest(context);
    const exchange = await context.request('GET', await context.lookupPath(ingestId), { apiKey: null });
    expectRule(lookupRequiresKeyRule, exchange);
  },
};
