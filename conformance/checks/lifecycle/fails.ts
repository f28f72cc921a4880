import { validateIngestRecord } from '../../../generated/validators.js';
import { expectThat } from '../../failure.js';
import { failedIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const fails: Check = {
  id: 'lifecycle.fails-on-expired-file',
  title: 'An ingest with an expired resource URL reaches failed with RESOURCE_FETCH_FAILED',
  specSection: '6.2',
  profile: 'full',
  async run(context) {
    const { final } = await failedIngest(context);
    const error = final.error as { code?: unknown; message?: unknown } | undefined;
    const resources = final.resources as { failed?: number } | undefined;
    expectThat(final.status === 'failed', {
      message: 'an ingest whose resource URL answered 403 (expired) did not fail',
      received: final,
      documented: 'spec 3, 6.2: resource loading failure → failed (for example when resource download URLs have expired)',
      fix: 'Treat a file that cannot be downloaded as a failed file, and the ingest as failed.',
    });
    expectThat(validateIngestRecord(final) && error?.code === 'RESOURCE_FETCH_FAILED' && typeof error.message === 'string', {
      message: 'the failed record has no error with code RESOURCE_FETCH_FAILED and a message',
      received: { error: final.error, errors: (validateIngestRecord.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`) },
      documented: 'spec 2.1, 6.2, 7: error {code, message} only when failed; known code RESOURCE_FETCH_FAILED',
      fix: 'Set error.code RESOURCE_FETCH_FAILED and a human-readable error.message on a failed ingest.',
    });
    expectThat((resources?.failed ?? 0) >= 1, {
      message: 'resources.failed does not count the failed file',
      received: { resources },
      documented: 'spec 6.2: resources.failed counts failed files',
      fix: 'Count each file that failed to load in resources.failed.',
    });
  },
};
