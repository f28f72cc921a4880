import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';
import { expectProblem } from './problem.js';

export const invalidBody: Check = {
  id: 'extensions.invalid-body-400',
  title: 'An invalid create body answers 400 INVALID_REQUEST',
  specSection: '4.1',
  profile: 'extensions',
  async run(context) {
    const exchange = await context.request('POST', createPath, { body: { releaseId: '' } });
    expectProblem(exchange, 400, 'INVALID_REQUEST');
  },
};
