import { validateIngestRecord } from '../../../generated/validators.js';
import { describeResponse, expectThat } from '../../failure.js';
import { quickIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const sameRecord: Check = {
  id: 'lookup.same-record',
  title: 'The lookup answers the same record shape, consistent with the create',
  specSection: '4.2',
  profile: 'quick',
  async run(context) {
    const { record, ingestId } = await quickIngest(context);
    const exchange = await context.request('GET', context.lookupPath(ingestId));
    expectThat(exchange.status === 200 && validateIngestRecord(exchange.json), {
      message: 'the lookup did not answer 200 with a valid ingest record',
      received: describeResponse(exchange),
      documented: 'spec 4.2: the lookup answers the ingest record (2.1)',
      fix: `Serve the lookup at ${context.options.lookupPath} (see --lookup-path) with the record of spec 2.1.`,
    });
    const looked = exchange.json as Record<string, unknown>;
    for (const field of ['ingestId', 'releaseId', 'receivedAt'] as const) {
      expectThat(looked[field] === record[field], {
        message: `the lookup's ${field} differs from the create's`,
        received: { create: record[field], lookup: looked[field] },
        documented: 'spec 4.2: the lookup returns the same ingest record',
        fix: 'Answer the lookup from the stored ingest the create made.',
      });
    }
  },
};
