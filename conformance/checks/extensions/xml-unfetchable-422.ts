import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';
import { expectProblem } from '../../expect-problem.js';
import * as planned from '../../planned.js';

export const xmlUnfetchable: Check = {
  id: 'extensions.xml-unfetchable-422',
  title: 'An expired xmlUrl answers 422 XML_FETCH_FAILED',
  specSection: '4.1',
  quotes: ['The pre-signed `xmlUrl` is time-limited; it must still be valid when the service fetches it.'],
  accepts: [],
  decision: 'an xmlUrl that cannot be fetched answers 422 XML_FETCH_FAILED, before anything is created',
  profile: 'extensions',
  plan: () => [planned.create('a create with an expired xmlUrl (422 by our decision; the specification leaves it open)', { creates: 'maybe' })],
  async run(context) {
    const release = context.fixtures.serveRelease({ ernVersion: '4.3', resources: [{ files: 1 }], locations: 'relative', expiredXml: true });
    const exchange = await context.request('POST', createPath, { body: { releaseId: release.releaseId, xmlUrl: release.xmlUrl } });
    expectProblem(exchange, 422, 'XML_FETCH_FAILED');
  },
};
