import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';
import { expectProblem } from '../../expect-problem.js';
import * as planned from '../../planned.js';

export const problemJson: Check = {
  id: 'extensions.problem-json',
  title: 'Error bodies are RFC 9457 problem+json with a stable code',
  specSection: '7',
  quotes: ['Format of the error response body: not shown. Complete list of error codes and their statuses: not shown.'],
  accepts: [],
  decision: 'errors are RFC 9457 problem+json with a stable code',
  profile: 'extensions',
  plan: () => [planned.refusedCreate('a create without X-API-Key (401 as problem+json)')],
  async run(context) {
    const exchange = await context.request('POST', createPath, { apiKey: null, body: {} });
    expectProblem(exchange, 401, null);
  },
};
