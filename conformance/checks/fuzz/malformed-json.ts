import { fuzzCheck } from '../../fuzz/check.js';

export const malformedJson = fuzzCheck('malformed-json', {
  id: 'fuzz.malformed-json',
  title: 'Truncated, huge, deeply nested and otherwise malformed JSON is refused, never 5xx, never a hang',
  specSection: '4.1',
  quotes: ['Request body (JSON object):'],
  accepts: ['any 4xx (400, 413, 415, 422, ...)', 'a closed connection for a body over a size limit (noted)'],
});
