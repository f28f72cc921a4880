import { fuzzCheck } from '../../fuzz/check.js';

export const queryCredentials = fuzzCheck('query-credentials', {
  id: 'fuzz.query-credentials',
  title: 'A valid key in a query string, under any spelling of its name, is refused',
  specSection: '5',
  quotes: ['The key must never be placed in a URL query parameter; it is always sent in the header.'],
  accepts: ['401, 403 or any other 4xx'],
});
