import { expectThat } from '../../failure.js';
import { expectIngestRecord } from '../../record-rules.js';
import { completedAfterReceivedRule } from '../../rules/record.js';
import { expectRule } from '../../rules/rule.js';
import { completedIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const completes: Check = {
  id: 'lifecycle.completes',
  title: 'An ingest whose files all load reaches completed, with completedAt >= receivedAt and every file counted',
  specSection: '3',
  quotes: [
    'Everything, including resource file loading, has finished',
    '`completedAt` is set; a webhook event with `data.status` = `completed` is sent to the registered URL, if one is registered',
    'Number loaded successfully',
  ],
  accepts: ['any time to complete within --max-wait', 'completedAt in any offset or precision'],
  profile: 'full',
  plan: (options) => planned.completedIngest(options),
  async run(context) {
    const { final, release } = await completedIngest(context);
    const resources = final.resources as { total?: number; completed?: number; failed?: number } | undefined;
    expectThat(final.status === 'completed', {
      message: 'an ingest whose every file loaded did not reach completed',
      received: final,
      documented: 'spec 3: processing → completed when "Everything, including resource file loading, has finished"',
      fix: 'Load every resource file, then set status completed and completedAt.',
    });
    expectIngestRecord(final, { record: final }, {
      message: 'the completed record is not a valid ingest record',
      documented: 'spec 2.1',
    });
    expectRule(completedAfterReceivedRule, final);
    expectThat(resources?.completed === release.fileUrls.length && resources.total === release.fileUrls.length && resources.failed === 0, {
      message: 'the completed record does not count every file as loaded',
      received: { resources, files: release.fileUrls.length },
      documented: 'spec 2.1: resources.completed is the "Number loaded successfully"',
      fix: 'Count each loaded file in resources.completed; a completed ingest whose every file loaded has completed == total.',
    });
  },
};
