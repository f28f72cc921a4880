import { describeResponse, expectThat } from '../../failure.js';
import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const missingKey: Check = {
  id: 'auth.missing-key',
  title: 'A request without X-API-Key answers 401',
  specSection: '5',
  quotes: ['Every request carries the API key in the HTTP header `X-API-Key`.', 'Key missing, invalid or revoked'],
  accepts: ['any response body and content type (spec 7: "Format of the error response body: not shown")'],
  profile: 'quick',
  async run(context) {
    const exchange = await context.request('POST', createPath, { apiKey: null, body: { releaseId: 'CONF-NOKEY', xmlUrl: `${context.fixtures.url}/none.xml` } });
    expectThat(exchange.status === 401, {
      message: 'a create without X-API-Key was not refused with 401',
      received: describeResponse(exchange),
      documented: 'spec 5: 401 when the "Key missing, invalid or revoked"',
      fix: 'Authenticate every request before anything else and answer 401 when X-API-Key is absent.',
    });
  },
};
