import { validateIngestRecord } from '../../../generated/validators.js';
import { expectThat } from '../../failure.js';
import { createPath } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const bodiesValid: Check = {
  id: 'contract.bodies-valid',
  title: 'Every 2xx answer of the create and the lookup is a valid ingest record in JSON',
  specSection: '2.1',
  profile: 'quick',
  async run(context) {
    const lookupPrefix = context.options.lookupPath.split('{ingestId}')[0] ?? '';
    const answers = context.exchanges().filter((x) => x.status >= 200 && x.status < 300
      && (x.path === createPath || (lookupPrefix !== '' && x.path.startsWith(lookupPrefix))));
    expectThat(answers.length > 0, {
      message: 'no successful create or lookup was seen to check',
      received: `${context.exchanges().length} exchanges`,
      documented: 'spec 4.1, 4.2',
      fix: 'Run this check with the other quick checks (it reads their exchanges).',
    });
    for (const answer of answers) {
      expectThat(/^application\/([\w.+-]+\+)?json\b/i.test(answer.headers['content-type'] ?? ''), {
        message: `${answer.method} ${answer.path} answered without a JSON content type`,
        received: { contentType: answer.headers['content-type'] ?? null },
        documented: 'spec 4.1, 4.2: JSON interface (Accept: application/json)',
        fix: 'Send Content-Type: application/json with the record.',
      });
      expectThat(validateIngestRecord(answer.json), {
        message: `${answer.method} ${answer.path} answered a body that is not a valid ingest record`,
        received: { body: answer.json, errors: (validateIngestRecord.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`) },
        documented: 'spec 2.1 (openapi.yaml#/components/schemas/IngestRecord)',
        fix: 'Answer the record of spec 2.1 exactly: field names, types, nullability, conditional completedAt and error.',
      });
    }
  },
};
