import { expectRule } from '../../rules/rule.js';
import { processingRule } from '../../rules/record.js';
import { quickIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const processing: Check = {
  id: 'create.processing',
  title: 'The 201 record is processing, with completedAt null',
  specSection: '3, 4.1',
  quotes: [
    'Success: status 201. Body is the ingest record (2.1) with `status` = `processing`, `completedAt` = null, and `resources` counters.',
    'Null while `processing`; set when the ingest reaches `completed` or `failed`',
  ],
  accepts: ['any counters (spec 3 shows completed and failed at 0 only "in the sample response": extensions.counters-zero-at-201)'],
  profile: 'quick',
  plan: () => planned.quickIngest,
  async run(context) {
    const { record } = await quickIngest(context);
    expectRule(processingRule, record);
  },
};
