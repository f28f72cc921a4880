import { describeResponse, expectThat } from '../../failure.js';
import { createWithKey } from '../../auth-probe.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const inactivePartner: Check = {
  id: 'auth.inactive-partner',
  title: 'An inactive partner gets 403 with PROVIDER_INACTIVE',
  specSection: '5, 7',
  quotes: [
    'Key valid but without sufficient permission, including an inactive partner (code `PROVIDER_INACTIVE`)',
    '`PROVIDER_INACTIVE` (for inactive partners)',
  ],
  accepts: [
    'PROVIDER_INACTIVE anywhere in the body: {"code": ...}, {"error": {"code": ...}}, plain text (spec 7: "Format of the error response body: not shown")',
    'the lookup at either path (found or --lookup-path)',
  ],
  profile: 'quick',
  requires: ['inactiveKey'],
  plan: (options) => [planned.refusedCreate('a create with the inactive partner\'s key (403)'), ...planned.lookup(options, 'a lookup with the inactive partner\'s key (403)')],
  async run(context) {
    const create = await createWithKey(context, 'INACTIVE', { apiKey: context.options.inactiveKey });
    const lookup = await context.request('GET', await context.lookupPath('1'), { apiKey: context.options.inactiveKey });
    for (const exchange of [create, lookup]) {
      expectThat(exchange.status === 403, {
        message: `an inactive partner's ${exchange.method} did not get 403`,
        received: describeResponse(exchange),
        documented: 'spec 5: 403 for a "Key valid but without sufficient permission, including an inactive partner (code PROVIDER_INACTIVE)"',
        fix: 'Authenticate the key first (it is valid: not 401), then answer 403 when the partner is inactive.',
      });
      expectThat(exchange.text.includes('PROVIDER_INACTIVE'), {
        message: `the 403 to an inactive partner's ${exchange.method} does not carry the code PROVIDER_INACTIVE`,
        received: describeResponse(exchange),
        documented: 'spec 7: "PROVIDER_INACTIVE (for inactive partners)"',
        fix: 'Put the code PROVIDER_INACTIVE in the 403 body (any format: the spec leaves it open).',
      });
    }
  },
};
