import { describeResponse, expectThat } from '../../failure.js';
import type { Check } from '../../types.js';

export const unknownId: Check = {
  id: 'lookup.unknown-id',
  title: 'The lookup of an unknown ingestId is not 2xx',
  specSection: '4.2',
  profile: 'quick',
  async run(context) {
    const exchange = await context.request('GET', context.lookupPath('999999999999999'));
    expectThat(exchange.status < 200 || exchange.status >= 300, {
      message: 'the lookup of an ingestId that was never issued answered 2xx',
      received: describeResponse(exchange),
      documented: 'spec 4.2: the lookup returns the ingest record of an existing ingest',
      fix: 'Answer an error status (404 is ours, see openapi.yaml) for an unknown ingestId.',
    });
  },
};
