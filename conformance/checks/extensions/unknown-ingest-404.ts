import type { Check } from '../../types.js';
import { expectProblem } from '../../expect-problem.js';
import * as planned from '../../planned.js';

export const unknownIngest: Check = {
  id: 'extensions.unknown-ingest-404',
  title: 'An unknown ingestId answers 404 INGEST_NOT_FOUND',
  specSection: '4.2',
  quotes: ['Whether the path carries the `/partner/v1` prefix of the create operation, its success and failure status codes, and any query parameters: not shown.'],
  accepts: [],
  decision: 'the lookup of an unknown ingestId answers 404 INGEST_NOT_FOUND',
  profile: 'extensions',
  plan: (options) => planned.lookup(options, 'a lookup of an unknown ingest (404)'),
  async run(context) {
    const exchange = await context.request('GET', await context.lookupPath('999999999999999'));
    expectProblem(exchange, 404, 'INGEST_NOT_FOUND');
  },
};
