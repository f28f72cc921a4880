import { expectThat } from '../../failure.js';
import { expectRule } from '../../rules/rule.js';
import { bodiesValidRule } from '../../rules/record.js';
import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const bodiesValid: Check = {
  id: 'contract.bodies-valid',
  title: 'Every 2xx answer of the create and the lookup is a valid ingest record in JSON',
  specSection: '2.1, 4.1, 4.2',
  quotes: [
    'Returned by the create operation and the status lookup, and used as `data` in webhook events.',
    'Response body: the ingest record (2.1). This is also the shape of webhook `data`.',
  ],
  accepts: ['any content type (extensions.json-content-type checks ours)', 'members beyond those of spec 2.1'],
  profile: 'quick',
  plan: () => [],
  async run(context) {
    const template = context.lookupTemplate();
    const [before, after] = template?.split('{ingestId}') ?? [];
    const isLookup = (path: string) => before !== undefined && path.startsWith(before) && path.endsWith(after ?? '') && path.length > before.length;
    const answers = context.exchanges().filter((x) => x.status >= 200 && x.status < 300 && (x.path === createPath || (x.method === 'GET' && isLookup(x.path))));
    expectThat(answers.length > 0, {
      message: 'no successful create or lookup was seen to check',
      received: `${context.exchanges().length} exchanges`,
      documented: 'spec 4.1, 4.2',
      fix: 'Run this check with the other quick checks (it reads their exchanges).',
    });
    for (const answer of answers) expectRule(bodiesValidRule, answer);
  },
};
