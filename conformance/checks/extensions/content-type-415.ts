import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';
import { expectProblem } from '../../expect-problem.js';
import * as planned from '../../planned.js';

export const wrongContentType: Check = {
  id: 'extensions.content-type-415',
  title: 'A body that is not JSON answers 415',
  specSection: '4.1',
  quotes: ['`Content-Type: application/json`'],
  accepts: [],
  decision: 'a create body that is not JSON answers 415 UNSUPPORTED_MEDIA_TYPE',
  profile: 'extensions',
  plan: () => [planned.refusedCreate('a create with an XML body (415)')],
  async run(context) {
    const exchange = await context.request('POST', createPath, { rawBody: '<x/>', headers: { 'content-type': 'application/xml' } });
    expectProblem(exchange, 415, 'UNSUPPORTED_MEDIA_TYPE');
  },
};
