import { createWithKey } from '../../auth-probe.js';
import { missingKeyRule } from '../../rules/auth.js';
import { expectRule } from '../../rules/rule.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

// Deliberately like auth/revoked-key.ts and extensions/json-content-type.ts:the check's header: each states its
// own rule in the Check record (types.ts).
export const missingKey: Check = {
  id: 'auth.missing-key',
  title: 'A request without X-API-Key answers 401',
  specSection: '5',
  quotes: ['Every request carries the API key in the HTTP header `X-API-Key`.', 'Key missing, invalid or revoked'],
  accepts: ['any response body and content type (spec 7: "Format of the error response body: not shown")'],
  profile: 'quick',
  plan: () => [planned.refusedCreate('a create without X-API-Key (401)')],
  async run(context) {
    const exchange = await createWithKey(context, 'NOKEY', { apiKey: null });
    expectRule(missingKeyRule, exchange);
  },
};
