import { expectThat } from '../../failure.js';
import { expectIngestRecord } from '../../record-rules.js';
import { failedHasErrorRule } from '../../rules/record.js';
import { expectRule } from '../../rules/rule.js';
import { failedIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const failsOnExpiredFile: Check = {
  id: 'lifecycle.fails-on-expired-file',
  title: 'An ingest with an expired resource URL reaches failed with RESOURCE_FETCH_FAILED',
  specSection: '3, 6.2',
  quotes: [
    'Resource loading failed',
    '`completedAt` is set; `data.error` carries a reason code',
    'Known failure reason code: `RESOURCE_FETCH_FAILED` (for example when resource download URLs have expired).',
    '`resources.failed` counts failed files',
  ],
  accepts: ['any error.message text', 'the other files loaded, skipped or failed (only the expired one must count as failed)'],
  profile: 'full',
  plan: (options) => planned.failedIngest(options),
  async run(context) {
    const { final } = await failedIngest(context);
    const error = final.error as { code?: unknown; message?: unknown } | undefined;
    const resources = final.resources as { failed?: number } | undefined;
    // Deliberately like lifecycle/completes.ts:the terminal status and record expectations: each says its own
    // state's rule, what was received and the fix.
    expectThat(final.status === 'failed', {
      message: 'an ingest whose resource URL answered 403 (expired) did not fail',
      received: final,
      documented: 'spec 3: processing → failed when "Resource loading failed"; spec 6.2: "for example when resource download URLs have expired"',
      fix: 'Treat a file that cannot be downloaded as a failed file, and the ingest as failed.',
    });
    expectRule(failedHasErrorRule, final);
    expectIngestRecord(final, { record: final }, {
      message: 'the failed record is not a valid ingest record',
      documented: 'spec 2.1: error {code, message} "only when status is failed"',
    });
    expectThat(error?.code === 'RESOURCE_FETCH_FAILED', {
      message: 'the failed record\'s error.code is not RESOURCE_FETCH_FAILED',
      received: { error: final.error },
      documented: 'spec 6.2: "Known failure reason code: RESOURCE_FETCH_FAILED (for example when resource download URLs have expired)."',
      fix: 'Set error.code RESOURCE_FETCH_FAILED when a resource file cannot be downloaded.',
    });
    expectThat((resources?.failed ?? 0) >= 1, {
      message: 'resources.failed does not count the failed file',
      received: { resources },
      documented: 'spec 6.2: "resources.failed counts failed files"',
      fix: 'Count each file that failed to load in resources.failed.',
    });
  },
};
