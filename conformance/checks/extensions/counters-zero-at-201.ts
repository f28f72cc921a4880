import { expectRule } from '../../rules/rule.js';
import { countersZeroAt201Rule } from '../../rules/record.js';
import { quickIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const countersZeroAt201: Check = {
  id: 'extensions.counters-zero-at-201',
  title: 'The 201 record counts no file as loaded or failed yet',
  specSection: '3',
  quotes: ['`resources.completed` and `resources.failed` are 0 in the sample response'],
  accepts: [],
  decision: 'the create answers 201 before any resource file is tried, so both counters are 0 (openapi.yaml: IngestResources)',
  profile: 'extensions',
  plan: () => planned.quickIngest,
  async run(context) {
    const { record } = await quickIngest(context);
    expectRule(countersZeroAt201Rule, record);
  },
};
