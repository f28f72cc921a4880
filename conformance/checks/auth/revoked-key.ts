import { createWithKey, expect401 } from '../../auth-probe.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

// Deliberately like extensions/json-content-type.ts:the check's header: each states its own rule in the Check record (types.ts).
export const revokedKey: Check = {
  id: 'auth.revoked-key',
  title: 'A revoked API key answers 401',
  specSection: '5',
  quotes: ['Key missing, invalid or revoked', 'Missing, invalid or revoked API key'],
  accepts: ['any response body and content type (spec 7: "Format of the error response body: not shown")'],
  profile: 'quick',
  requires: ['revokedKey'],
  plan: () => [planned.refusedCreate('a create with the revoked key (401)')],
  async run(context) {
    const exchange = await createWithKey(context, 'REVOKED', { apiKey: context.options.revokedKey });
    expect401(exchange, {
      message: 'a create with a revoked key was not refused with 401',
      documented: 'spec 5, 7: 401 for a "Missing, invalid or revoked API key"',
      fix: 'Stop accepting a key as soon as it is revoked.',
    });
  },
};
