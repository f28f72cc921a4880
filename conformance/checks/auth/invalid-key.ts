import { createWithKey, expect401 } from '../../auth-probe.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

// Deliberately like auth/missing-key.ts, auth/revoked-key.ts and extensions/json-content-type.ts:the check's
// header: each states its own rule in the Check record (types.ts).
export const invalidKey: Check = {
  id: 'auth.invalid-key',
  title: 'An unknown API key answers 401',
  specSection: '5',
  quotes: ['Key missing, invalid or revoked', 'Missing, invalid or revoked API key'],
  accepts: ['any response body and content type (spec 7: "Format of the error response body: not shown")'],
  profile: 'quick',
  plan: () => [planned.refusedCreate('a create with an unknown key (401)')],
  async run(context) {
    const exchange = await createWithKey(context, 'BADKEY', { apiKey: `${context.options.apiKey}-not-a-key` });
    expect401(exchange, {
      message: 'a create with an unknown key was not refused with 401',
      documented: 'spec 5, 7: 401 for a "Missing, invalid or revoked API key"',
      fix: 'Compare the X-API-Key value with the issued keys (in constant time) and answer 401 when none matches.',
    });
  },
};
