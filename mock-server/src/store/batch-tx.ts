/**
 * The `tx` a batch of changes hands to the listeners of each change (ingest/runner.ts: the ingests a batch of
 * lifecycle events finished, each writing its webhook events): the events saved are kept and written together in one
 * `saveEvents` at {@link BatchTx.flush}, and a partner is read once for the batch. Any other call flushes first, so a
 * read through this tx sees what was saved through it, as on the unit's own tx.
 */
import type { PartnerRecord, StoreOps, WebhookEventRecord } from './types.js';

export interface BatchTx {
  tx: StoreOps;
  /** Writes the events kept so far (call it before the unit ends). */
  flush(): Promise<void>;
}

export function batchTx(unit: StoreOps): BatchTx {
  let kept: WebhookEventRecord[] = [];
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
    nextSequence: (name) => unit.nextSequence(name),
  };
  return { tx: { ...tx, ...batched } as StoreOps, flush };
}
