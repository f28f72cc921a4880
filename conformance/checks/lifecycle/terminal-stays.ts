import { expectThat } from '../../failure.js';
import { completedIngest, failedIngest } from '../../scenarios.js';
import type { Check } from '../../types.js';

export const terminalStays: Check = {
  id: 'lifecycle.terminal-stays',
  title: 'completed and failed are terminal: later lookups answer the same record',
  specSection: '3',
  profile: 'full',
  async run(context) {
    for (const ingest of [await completedIngest(context), await failedIngest(context)]) {
      await context.sleep(500);
      const again = await context.request('GET', context.lookupPath(ingest.ingestId));
      expectThat(JSON.stringify(again.json) === JSON.stringify(ingest.final), {
        message: `the ${String(ingest.final.status)} ingest changed after reaching its terminal state`,
        received: { first: ingest.final, later: again.json },
        documented: 'spec 3: the only transitions are processing → completed and processing → failed',
        fix: 'Never change an ingest once it is completed or failed.',
      });
    }
  },
};
