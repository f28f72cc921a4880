import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';
import { expectProblem } from '../../expect-problem.js';
import * as planned from '../../planned.js';

export const bodyTooLarge: Check = {
  id: 'extensions.body-too-large-413',
  title: 'A create body over the limit answers 413',
  specSection: '4.1',
  quotes: ['Failure responses for authentication: see section 5. Other failure responses and validation rules of the body: not shown.'],
  accepts: [],
  decision: 'a create body over our limit (64 KiB by default) answers 413 PAYLOAD_TOO_LARGE',
  profile: 'extensions',
  plan: () => [planned.create('a create body over 1 MB (413 by our decision; the specification leaves it open)', { creates: 'maybe' })],
  async run(context) {
    const exchange = await context.request('POST', createPath, { body: { releaseId: context.fixtures.releaseId('x'.repeat(1_100_000)), xmlUrl: `${context.fixtures.url}/x.xml` } });
    expectProblem(exchange, 413, 'PAYLOAD_TOO_LARGE');
  },
};
