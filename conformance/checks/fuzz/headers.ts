import { fuzzCheck } from '../../fuzz/check.js';

// Deliberately like fuzz/create-body.ts:the check's header: each fuzz check states its own id, title and spec
// quotes in the Check record (types.ts).
export const headers = fuzzCheck('headers', {
  id: 'fuzz.headers',
  title: 'A missing or wrong X-API-Key is refused; odd headers never cause a 5xx or a hang',
  specSection: '5',
  quotes: ['Every request carries the API key in the HTTP header `X-API-Key`.', 'Key missing, invalid or revoked'],
  accepts: ['401 or any other 4xx to a missing or wrong key', 'any answer but a 5xx to a valid key with odd other headers'],
});
