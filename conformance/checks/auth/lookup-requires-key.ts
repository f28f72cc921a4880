import { expect401 } from '../../auth-probe.js';
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
    expect401(exchange, {
      message: 'the lookup of an existing ingest did not answer 401 without a key',
      documented: 'spec 4.2: "Authenticated with X-API-Key."; spec 5: 401 when the key is missing',
      fix: 'Authenticate the lookup like the create: 401 without X-API-Key.',
    });
  },
};
