import { expectThat } from '../../failure.js';
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
    const resources = record.resources as { completed?: unknown; failed?: unknown } | undefined;
    expectThat(resources?.completed === 0 && resources.failed === 0, {
      message: 'the 201 record counts loaded or failed files already',
      received: { resources },
      documented: 'openapi.yaml (x-ingest-kit-decision): both counters are 0 in the 201; spec 3 shows them at 0 "in the sample response"',
      fix: 'Optional (extensions profile): answer 201 before any resource file is loaded, with both counters at 0.',
    });
  },
};
