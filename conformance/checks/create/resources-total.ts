import { expectThat } from '../../failure.js';
import type { ReleaseSpec } from '../../harness.js';
import { submit } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

const variants: ReleaseSpec[] = [
  { ernVersion: '4.3', resources: [{ files: 2 }, { files: 1 }], locations: 'relative' },
  { ernVersion: '4.3', resources: [{ files: 1 }, { files: 2 }, { files: 1 }], locations: 'absolute' },
  { ernVersion: '3.8.2', resources: [{ files: 2 }, { files: 1 }], locations: 'relative' },
  { ernVersion: '3.8.2', resources: [{ files: 1 }, { files: 2 }], locations: 'absolute' },
];

export const resourcesTotal: Check = {
  id: 'create.resources-total',
  title: 'resources.total is the number of resource files in the ERN (3.8 and 4.3, relative and absolute)',
  specSection: '1, 2.1',
  quotes: [
    'Resource files (the media files of the release) are loaded asynchronously after the response. The ingest record counts them in `resources`.',
    'Number of resource files',
  ],
  accepts: ['ERN 3.8.2 and 4.3 messages, file locations relative to xmlUrl or absolute'],
  profile: 'quick',
  plan: () => variants.map((v) => planned.create(`ERN ${v.ernVersion}, ${v.locations} file locations, ${v.resources.length} resources`)),
  async run(context) {
    for (const spec of variants) {
      const { record, release } = await submit(context, spec);
      const total = (record.resources as { total?: unknown } | undefined)?.total;
      expectThat(total === release.fileUrls.length, {
        message: `resources.total is wrong for an ERN ${spec.ernVersion} message with ${spec.locations} file locations`,
        received: { total, resources: spec.resources.length, files: release.fileUrls.length },
        documented: `spec 2.1: resources.total is the "Number of resource files"; this message delivers ${release.fileUrls.length} files`,
        fix: 'Count File elements (every delivered file), not resources; resolve relative locations against xmlUrl.',
      });
    }
  },
};
