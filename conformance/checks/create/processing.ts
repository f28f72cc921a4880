import { expectThat } from '../../failure.js';
import { quickIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const processing: Check = {
  id: 'create.processing',
  title: 'The 201 record is processing, with completedAt null and counters at 0',
  specSection: '3',
  profile: 'quick',
  async run(context) {
    const { record } = await quickIngest(context);
    const resources = record.resources as { completed?: unknown; failed?: unknown } | undefined;
    expectThat(record.status === 'processing', {
      message: 'the 201 record is not processing',
      received: { status: record.status },
      documented: 'spec 3, 4.1: a successful create answers 201 with status processing; resource files load afterwards',
      fix: 'Answer 201 as soon as the submission is accepted, before loading the resource files.',
    });
    expectThat(record.completedAt === null, {
      message: 'completedAt is set in the 201 record',
      received: { completedAt: record.completedAt },
      documented: 'spec 2.1, 3: completedAt is null while processing',
      fix: 'Set completedAt only when the ingest reaches completed or failed.',
    });
    expectThat(resources?.completed === 0 && resources.failed === 0, {
      message: 'the 201 record counts loaded or failed files already',
      received: { resources },
      documented: 'spec 3: resources.completed and resources.failed are 0 in the 201 response',
      fix: 'Answer 201 before any resource file is loaded, with both counters at 0.',
    });
  },
};
