import { fuzzCheck } from '../../fuzz/check.js';

export const createBody = fuzzCheck('create-body', {
  id: 'fuzz.create-body',
  title: 'Create bodies that break a rule of the request (missing or non-string members, xmlUrl not an HTTPS URL) are refused, never 5xx',
  specSection: '4.1',
  quotes: ['| `releaseId` | string | yes |', '| `xmlUrl` | string, URL (pre-signed, time-limited, HTTPS) | yes |'],
  accepts: ['any 4xx, with any body', 'a 429 waited out and sent again'],
});
