import { fuzzCheck } from '../../fuzz/check.js';

export const contentTypes = fuzzCheck('content-types', {
  id: 'fuzz.content-types',
  title: 'Odd Content-Type headers never cause a 5xx or a hang',
  specSection: '4.1',
  quotes: ['`Content-Type: application/json`', 'Other failure responses and validation rules of the body: not shown.'],
  accepts: ['any answer but a 5xx: the specification names Content-Type: application/json, not the answer to another type'],
});
