import { createWithKey, expect401 } from '../../auth-probe.js';
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
    expect401(exchange, {
      message: 'a create without X-API-Key was not refused with 401',
      documented: 'spec 5: 401 when the "Key missing, invalid or revoked"',
      fix: 'Authenticate every request before anything else and answer 401 when X-API-Key is absent.',
    });
  },
};
