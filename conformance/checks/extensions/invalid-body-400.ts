import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';
import { expectProblem } from '../../expect-problem.js';
import { createBodyProblems, invalidBody400Rule } from '../../rules/answers.js';
import { expectRule } from '../../rules/rule.js';
import * as planned from '../../planned.js';

export const invalidBody: Check = {
  id: 'extensions.invalid-body-400',
  title: 'An invalid create body answers 400 INVALID_REQUEST',
  specSection: '4.1',
  quotes: ['Failure responses for authentication: see section 5. Other failure responses and validation rules of the body: not shown.'],
  accepts: [],
  decision: 'an invalid create body answers 400 INVALID_REQUEST',
  profile: 'extensions',
  plan: () => [planned.refusedCreate('a create without xmlUrl (400)')],
  async run(context) {
    const body = { releaseId: '' };
    const exchange = await context.request('POST', createPath, { body });
    expectRule(invalidBody400Rule, { exchange, problems: createBodyProblems(body) });
    expectProblem(exchange, 400, 'INVALID_REQUEST');
  },
};
