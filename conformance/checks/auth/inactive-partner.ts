import { describeResponse, expectThat } from '../../failure.js';
import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const inactivePartner: Check = {
  id: 'auth.inactive-partner',
  title: 'An inactive partner gets 403 with PROVIDER_INACTIVE',
  specSection: '7',
  profile: 'quick',
  requires: ['inactiveKey'],
  async run(context) {
    const create = await context.request('POST', createPath, {
      apiKey: context.options.inactiveKey,
      body: { releaseId: 'CONF-INACTIVE', xmlUrl: `${context.fixtures.url}/none.xml` },
    });
    const lookup = await context.request('GET', context.lookupPath('1'), { apiKey: context.options.inactiveKey });
    for (const exchange of [create, lookup]) {
      expectThat(exchange.status === 403 && exchange.text.includes('PROVIDER_INACTIVE'), {
        message: 'an inactive partner did not get 403 with the code PROVIDER_INACTIVE',
        received: describeResponse(exchange),
        documented: 'spec 5, 7: 403 with the code PROVIDER_INACTIVE for an inactive partner (a valid key)',
        fix: 'Authenticate the key first (valid), then answer 403 with PROVIDER_INACTIVE in the body when the partner is inactive; not 401.',
      });
    }
  },
};
