import { expectRule } from '../../rules/rule.js';
import { recordValidRule } from '../../rules/record.js';
import { quickIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const recordValid: Check = {
  id: 'create.record-valid',
  title: 'The create answers 201 with a valid ingest record',
  specSection: '4.1, 2.1',
  quotes: [
    'Success: status 201. Body is the ingest record (2.1) with `status` = `processing`, `completedAt` = null, and `resources` counters.',
    'Returned by the create operation and the status lookup, and used as `data` in webhook events.',
  ],
  accepts: [
    'members beyond those of spec 2.1',
    'any ISO 8601 timestamp with an offset (Z, +09:00, with or without fractions of a second)',
    'ingestId of any length (compared as text, never as a number)',
  ],
  profile: 'quick',
  plan: () => planned.quickIngest,
  async run(context) {
    const { record } = await quickIngest(context);
    expectRule(recordValidRule, record);
  },
};
