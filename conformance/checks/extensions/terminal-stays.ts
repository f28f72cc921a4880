import { expectRule } from '../../rules/rule.js';
import { terminalStaysRule } from '../../rules/sequence.js';
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
      expectRule(terminalStaysRule, { before: ingest.final, after: again.json as Record<string, unknown> });
    }
  },
};
