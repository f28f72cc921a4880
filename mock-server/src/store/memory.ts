/**
 * The in-memory store: the default when the mock server runs without `--data-dir`. State lives in
 * Maps and is lost on exit. Every object crosses the boundary as a structured clone, so a caller that
 * mutates a record it saved or received cannot change the stored state behind the store's back.
 */
import { closedStoreError, formatIngestId, INGEST_ID_SEQUENCE, listLimit } from './shared.js';
import type { IngestFilter, IngestRow, PartnerRecord, Store } from './types.js';

export function createMemoryStore(): Store {
  // Map iteration follows first insertion, and re-setting a key keeps its place: the same order as
  // the SQLite store's rowid, so both list in the order records were first saved.
  const partners = new Map<string, PartnerRecord>();
  const ingests = new Map<string, IngestRow>();
  // Ingest ids in order of first save, so listing newest first walks back from the end and stops at
  // the limit instead of copying the whole Map.
  let ingestOrder: string[] = [];
  const sequences = new Map<string, number>();
  let open = true;

  function assertOpen(method: string): void {
    if (!open) throw closedStoreError('memory', method);
  }

  function nextSequence(name: string): number {
    const value = (sequences.get(name) ?? 0) + 1;
    sequences.set(name, value);
    return value;
  }

  function matches(row: IngestRow, filter: IngestFilter): boolean {
    return (filter.partnerId === undefined || row.partnerId === filter.partnerId)
      && (filter.status === undefined || row.status === filter.status);
  }

  return {
    kind: 'memory',

    listPartners() {
      assertOpen('listPartners');
      return [...partners.values()].map((partner) => structuredClone(partner));
    },

    getPartner(id) {
      assertOpen('getPartner');
      const partner = partners.get(id);
      return partner === undefined ? undefined : structuredClone(partner);
    },

    savePartner(partner) {
      assertOpen('savePartner');
      partners.set(partner.id, structuredClone(partner));
    },

    allocateIngestId() {
      assertOpen('allocateIngestId');
      return formatIngestId(nextSequence(INGEST_ID_SEQUENCE));
    },

    saveIngest(ingest) {
      assertOpen('saveIngest');
      if (!ingests.has(ingest.ingestId)) ingestOrder.push(ingest.ingestId);
      ingests.set(ingest.ingestId, structuredClone(ingest));
    },

    getIngest(ingestId) {
      assertOpen('getIngest');
      const ingest = ingests.get(ingestId);
      return ingest === undefined ? undefined : structuredClone(ingest);
    },

    listIngests(filter = {}) {
      assertOpen('listIngests');
      const limit = listLimit(filter);
      const found: IngestRow[] = [];
      for (let i = ingestOrder.length - 1; i >= 0 && found.length < limit; i--) {
        const row = ingests.get(ingestOrder[i]!)!;
        if (matches(row, filter)) found.push(structuredClone(row));
      }
      return found;
    },

    listProcessingIngests() {
      assertOpen('listProcessingIngests');
      const found: IngestRow[] = [];
      for (const row of ingests.values()) {
        if (row.status === 'processing') found.push(structuredClone(row));
      }
      return found;
    },

    nextSequence(name) {
      assertOpen('nextSequence');
      return nextSequence(name);
    },

    reset(options = {}) {
      assertOpen('reset');
      ingests.clear();
      ingestOrder = [];
      if (options.partners === true) partners.clear();
    },

    close() {
      // Idempotent, like closing a file twice in a shutdown path; everything else throws once closed.
      open = false;
      partners.clear();
      ingests.clear();
      ingestOrder = [];
    },
  };
}
