import { validateIngestRecord } from '../../../generated/validators.js';
import { expectThat } from '../../failure.js';
import { quickIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const answers201: Check = {
  id: 'create.record-valid',
  title: 'The create answers 201 with a valid ingest record',
  specSection: '4.1',
  profile: 'quick',
  async run(context) {
    const { record } = await quickIngest(context);
    const valid = validateIngestRecord(record);
    expectThat(valid, {
      message: 'the 201 body is not a valid ingest record',
      received: { record, errors: (validateIngestRecord.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`) },
      documented: 'spec 2.1: every field, type and nullability of the ingest record (openapi.yaml#/components/schemas/IngestRecord)',
      fix: 'Answer the record with ingestId, releaseId, status, receivedAt, completedAt (null while processing) and resources {total, completed, failed}.',
    });
  },
};
