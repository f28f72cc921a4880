import { validateIngestRecord } from '../../../generated/validators.js';
import { expectThat } from '../../failure.js';
import { completedIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const completes: Check = {
  id: 'lifecycle.completes',
  title: 'An ingest whose files all load reaches completed, with completedAt >= receivedAt and every file counted',
  specSection: '3',
  profile: 'full',
  async run(context) {
    const { final, release } = await completedIngest(context);
    const resources = final.resources as { total?: number; completed?: number; failed?: number } | undefined;
    expectThat(final.status === 'completed' && validateIngestRecord(final), {
      message: 'the ingest did not reach a valid completed record',
      received: final,
      documented: 'spec 3: processing → completed when everything, including resource file loading, has finished',
      fix: 'Load every resource file, then set status completed and completedAt.',
    });
    expectThat(Date.parse(final.completedAt ?? '') >= Date.parse(final.receivedAt), {
      message: 'completedAt is before receivedAt',
      received: { receivedAt: final.receivedAt, completedAt: final.completedAt },
      documented: 'spec 2.1, 3: completedAt is set when the ingest finishes, after it was received',
      fix: 'Take both timestamps from the same clock, at the moments they describe.',
    });
    expectThat(resources?.completed === release.fileUrls.length && resources.total === release.fileUrls.length && resources.failed === 0, {
      message: 'the completed record does not count every file as loaded',
      received: { resources, files: release.fileUrls.length },
      documented: 'spec 2.1: resources.completed counts the files loaded successfully',
      fix: 'Count each loaded file in resources.completed; a completed ingest has completed == total.',
    });
  },
};
