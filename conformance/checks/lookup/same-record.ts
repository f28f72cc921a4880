import { describeResponse, expectThat } from '../../failure.js';
import { instant } from '../../instant.js';
import { expectIngestRecord } from '../../record-rules.js';
import { quickIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const sameRecord: Check = {
  id: 'lookup.same-record',
  title: 'The lookup answers the ingest record the create made',
  specSection: '4.2',
  quotes: [
    'Method and path: `GET /ddex/ingests/{ingestId}` as written for the webhook payload',
    'Response body: the ingest record (2.1). This is also the shape of webhook `data`.',
  ],
  accepts: [
    'the lookup at /ddex/ingests/{ingestId} or /partner/v1/ddex/ingests/{ingestId} (found, or --lookup-path)',
    'any success status (spec 4.2: "its success and failure status codes ...: not shown") with a record body',
    'the same receivedAt instant in another notation',
  ],
  profile: 'quick',
  plan: (options) => [...planned.quickIngest, ...planned.lookup(options, 'a lookup of the quick ingest')],
  async run(context) {
    const { record, ingestId } = await quickIngest(context);
    const exchange = await context.request('GET', await context.lookupPath(ingestId));
    expectThat(exchange.status >= 200 && exchange.status < 300, {
      message: 'the lookup of an existing ingest did not answer 2xx',
      received: describeResponse(exchange),
      documented: 'spec 4.2: "Response body: the ingest record (2.1)."',
      fix: `Answer the lookup of ingest ${ingestId} with the record.`,
    });
    expectIngestRecord(exchange.json, { body: exchange.json }, {
      message: 'the lookup answered a body that is not a valid ingest record',
      documented: 'spec 4.2: "Response body: the ingest record (2.1)."',
    });
    const looked = exchange.json as Record<string, unknown>;
    for (const field of ['ingestId', 'releaseId'] as const) {
      expectThat(looked[field] === record[field], {
        message: `the lookup's ${field} differs from the create's`,
        received: { create: record[field], lookup: looked[field] },
        documented: 'spec 2.1: the ingest record is "Returned by the create operation and the status lookup"',
        fix: 'Answer the lookup from the stored ingest the create made.',
      });
    }
    expectThat(instant(looked.receivedAt) === instant(record.receivedAt), {
      message: 'the lookup\'s receivedAt is another time than the create\'s',
      received: { create: record.receivedAt, lookup: looked.receivedAt },
      documented: 'spec 2.1: receivedAt is "When the submission was received": one time',
      fix: 'Store receivedAt once, at the create, and answer it unchanged.',
    });
  },
};
