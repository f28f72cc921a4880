/**
 * The `tx` a batch of changes hands to the listeners of each change (ingest/runner.ts: the ingests a batch of
 * lifecycle events finished, each writing its webhook events): the events saved are kept and written together in one
 * `saveEvents` at {@link BatchTx.flush}, and a partner is read once for the batch. Any other call flushes first, so a
 * read through this tx sees what was saved through it, as on the unit's own tx. A counter's values may be taken for the
 * whole batch at its first ask ({@link BatchTxOptions.ahead}).
 */
import type { PartnerRecord, SequenceName, StoreOps, WebhookEventRecord } from './types.js';

export interface BatchTxOptions {
  /**
   * How many values of a counter the batch is likely to ask for (one event per finished ingest, say): they are taken
   * in one `nextSequences` at the first ask, then handed out in order; beyond them, one at a time. Only for a store
   * whose unused values may be gone (Store.sequenceGaps): the ones the batch does not use are never handed out. On
   * PostgreSQL this saves a round trip per event: with 5,000 ingests finishing at once, the counter's round trips
   * set the pace of the whole burst (issue #18's benchmark).
   */
  ahead?: Partial<Record<SequenceName, number>>;
}

export interface BatchTx {
  tx: StoreOps;
  /** Writes the events kept so far (call it before the unit ends). */
  flush(): Promise<void>;
}

export function batchTx(unit: StoreOps, options: BatchTxOptions = {}): BatchTx {
  let kept: WebhookEventRecord[] = [];
  const ahead: Partial<Record<SequenceName, number>> = { ...options.ahead };
  const taken = new Map<SequenceName, Promise<number[]>>();
  const partners = new Map<string, Promise<PartnerRecord | undefined>>();
  const flush = async (): Promise<void> => {
    if (kept.length === 0) return;
    const events = kept;
    kept = [];
    await unit.saveEvents(events);
  };
  const tx: Record<string, unknown> = {};
  for (const [name, op] of Object.entries(unit) as [keyof StoreOps, (...args: unknown[]) => Promise<unknown>][]) {
    tx[name] = async (...args: unknown[]) => {
      // Any other call may read what was kept, or change a partner: kept events first, partners read again after.
      await flush();
      partners.clear();
      return op(...args);
    };
  }
  const batched: Partial<StoreOps> = {
    saveEvent(event) {
      kept.push(event);
      return Promise.resolve();
    },
    getPartner(id) {
      let partner = partners.get(id);
      if (partner === undefined) {
        partner = unit.getPartner(id);
        partners.set(id, partner);
      }
      return partner;
    },
    // A counter takes no part in what is kept.
    async nextSequence(name) {
      const count = ahead[name] ?? 0;
      if (count > 1) {
        ahead[name] = 0;
        taken.set(name, unit.nextSequences(name, count));
      }
      const values = await taken.get(name);
      return values?.shift() ?? unit.nextSequence(name);
    },
  };
  return { tx: { ...tx, ...batched } as StoreOps, flush };
}
