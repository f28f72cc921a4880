import type { Check } from '../../types.js';
import { expectProblem } from './problem.js';

export const unknownIngest: Check = {
  id: 'extensions.unknown-ingest-404',
  title: 'An unknown ingestId answers 404 INGEST_NOT_FOUND',
  specSection: '4.2',
  profile: 'extensions',
  async run(context) {
    const exchange = await context.request('GET', context.lookupPath('999999999999999'));
    expectProblem(exchange, 404, 'INGEST_NOT_FOUND');
  },
};
