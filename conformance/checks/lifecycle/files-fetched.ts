import { expectThat } from '../../failure.js';
import { completedIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

// Deliberately like lifecycle/fails-on-expired-file.ts:the check's header: each states its own rule in the
// Check record (types.ts).
export const filesFetched: Check = {
  id: 'lifecycle.files-fetched',
  title: 'Every resource file was really fetched from its URL',
  specSection: '1, 3',
  quotes: [
    'Resource files (the media files of the release) are loaded asynchronously after the response.',
    'Everything, including resource file loading, has finished',
  ],
  accepts: ['a file fetched more than once', 'ranged or conditional GETs'],
  profile: 'full',
  plan: (options) => planned.completedIngest(options),
  async run(context) {
    const { release } = await completedIngest(context);
    const counts = release.fetchCounts();
    const missing = release.fileUrls.filter((_, i) => (counts[i] ?? 0) === 0);
    expectThat(missing.length === 0, {
      message: `${missing.length} of ${release.fileUrls.length} resource files were never fetched, yet the ingest completed`,
      received: { notFetched: missing.map((u) => u.split('?')[0]) },
      documented: 'spec 1: "Resource files (the media files of the release) are loaded asynchronously after the response."',
      fix: 'Download every file the ERN message delivers (resolving relative locations against xmlUrl).',
    });
  },
};
