import { fuzzCheck } from '../../fuzz/check.js';

export const lookupIds = fuzzCheck('lookup-ids', {
  id: 'fuzz.lookup-ids',
  title: 'Odd ingest ids in the lookup path (long, non-numeric, encoded, traversal) never cause a 5xx or a hang',
  specSection: '4.2',
  quotes: ['Whether the path carries the `/partner/v1` prefix of the create operation, its success and failure status codes, and any query parameters: not shown.'],
  accepts: ['any answer but a 5xx: the lookup\'s failure codes are not shown'],
});
