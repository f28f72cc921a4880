import { expectThat } from '../../failure.js';
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
    expectThat(record.status === 'processing', {
      message: 'the 201 record is not processing',
      received: { status: record.status },
      documented: 'spec 4.1: "Body is the ingest record (2.1) with status = processing"',
      fix: 'Answer 201 as soon as the submission is accepted, before loading the resource files, with status processing.',
    });
    expectThat(record.completedAt === null, {
      message: 'completedAt is set in the 201 record',
      received: { completedAt: record.completedAt },
      documented: 'spec 2.1: completedAt is "Null while processing"; spec 4.1: "completedAt = null"',
      fix: 'Answer completedAt: null while processing; set it only when the ingest reaches completed or failed.',
    });
  },
};
