import { webhookDelivery } from '../../../generated/contract.js';
import { expectRule } from '../../rules/rule.js';
import { releaseAndIdsRule } from '../../rules/record.js';
import { quickIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const releaseAndIds: Check = {
  id: 'create.release-and-ids',
  title: 'releaseId is echoed; ingestId is numeric-looking text; receivedAt has an offset and is the time of the submission',
  specSection: '2.1',
  quotes: [
    'The release identifier supplied by the partner at submission, echoed back',
    'string (numeric-looking text, e.g. <ingest_id>)',
    'string, ISO 8601 timestamp with UTC offset, e.g. <timestamp>',
    'When the submission was received',
  ],
  accepts: [
    'ingestId of any length, compared as text (beyond 2^53 too)',
    'any offset (Z, +09:00) and precision of receivedAt',
    `a service clock up to ${webhookDelivery.signatureToleranceSeconds} s away from the suite's (the spec's own tolerance, 6.3)`,
  ],
  profile: 'quick',
  plan: () => planned.quickIngest,
  async run(context) {
    const { record, release } = await quickIngest(context);
    expectRule(releaseAndIdsRule, { submitted: release.releaseId, record, now: context.now() });
  },
};
