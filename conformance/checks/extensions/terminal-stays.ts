import { expectThat } from '../../failure.js';
import { completedIngest, failedIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';
import * as planned from '../../planned.js';

export const terminalStays: Check = {
  id: 'extensions.terminal-stays',
  title: 'completed and failed are terminal: later lookups answer the same record',
  specSection: '3',
  quotes: ['Transitions other than those in the table, and any further states: not shown.'],
  accepts: ['member order and whitespace of the answer'],
  decision: 'completed and failed are terminal (openapi.yaml: IngestStatus)',
  profile: 'extensions',
  plan: (options) => [
    ...planned.completedIngest(options),
    ...planned.failedIngest(options),
    ...planned.lookup(options, 'a lookup of each finished ingest again', 2),
  ],
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      await context.sleep(500);
      const again = await context.request('GET', await context.lookupPath(ingest.ingestId));
      expectThat(JSON.stringify(again.json) === JSON.stringify(ingest.final), {
        message: `the ${String(ingest.final.status)} ingest changed after reaching its terminal state`,
        received: { first: ingest.final, later: again.json },
        documented: 'openapi.yaml (x-ingest-kit-decision): completed and failed are terminal; spec 3 shows no other transition',
        fix: 'Optional (extensions profile): never change an ingest once it is completed or failed.',
      });
    }
  },
};
