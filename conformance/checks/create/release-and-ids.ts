import { webhookDelivery } from '../../../generated/contract.js';
import { expectThat } from '../../failure.js';
import { instant } from '../../instant.js';
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
    const sentAt = context.now();
    expectThat(record.releaseId === release.releaseId, {
      message: 'releaseId is not the one submitted',
      received: { submitted: release.releaseId, answered: record.releaseId },
      documented: 'spec 2.1: releaseId is "The release identifier supplied by the partner at submission, echoed back"',
      fix: 'Echo the submitted releaseId unchanged.',
    });
    expectThat(typeof record.ingestId === 'string' && /^\d+$/.test(record.ingestId), {
      message: 'ingestId is not numeric-looking text',
      received: { ingestId: record.ingestId },
      documented: 'spec 2.1: ingestId is a "string (numeric-looking text, e.g. <ingest_id>)"',
      fix: 'Give ingestId as a JSON string of digits, e.g. "1700000042".',
    });
    const receivedAt = instant(record.receivedAt);
    expectThat(receivedAt !== null, {
      message: 'receivedAt is not an ISO 8601 timestamp with a UTC offset',
      received: { receivedAt: record.receivedAt },
      documented: 'spec 2.1: receivedAt is a "string, ISO 8601 timestamp with UTC offset"',
      fix: 'Write receivedAt with its offset, e.g. 2026-11-21T12:36:41Z or 2026-11-21T21:36:41+09:00.',
    });
    // The submission happened just before `sentAt`; a service clock may be off by up to the spec's 300 s.
    const skewSeconds = Math.abs(receivedAt - sentAt) / 1000;
    expectThat(skewSeconds <= webhookDelivery.signatureToleranceSeconds + 30, {
      message: 'receivedAt is not the time the submission was received',
      received: { receivedAt: record.receivedAt, secondsFromSuiteClock: Math.round(skewSeconds) },
      documented: `spec 2.1: receivedAt is "When the submission was received" (the suite allows a clock ${webhookDelivery.signatureToleranceSeconds} s off, plus 30 s)`,
      fix: 'Set receivedAt from a synchronised clock at the moment the create arrives.',
    });
  },
};
