/**
 * Who holds each ingest and event of the in-memory store (issue #18's leases on timed work, types.ts
 * LeaseRequest), kept beside the rows rather than in them: a save of the row never changes its holder. The memory
 * store serves one process, so in practice one owner holds everything; the rules are still the interface's: a
 * lease that ended before `now` may be taken by another owner, a renewal extends only the owner's leases, and a
 * release lets go. Every write returns its {@link Undo}, for the store's transactions.
 */
import type { LeaseRequest } from './types.js';
import type { Undo } from './undo-log.js';

export type LeaseKind = 'ingest' | 'event';

interface Lease {
  owner: string;
  /** Wall-clock ms since the epoch. */
  until: number;
}

/** One undo for several, run newest first. */
function undoAll(undos: Undo[]): Undo {
  return () => {
    for (let i = undos.length - 1; i >= 0; i--) undos[i]!();
  };
}

export function createMemoryLeases() {
  let held: Record<LeaseKind, Map<string, Lease>> = { ingest: new Map(), event: new Map() };

  /** Sets or deletes the lease of `id`; the undo puts back what was there. */
  function set(kind: LeaseKind, id: string, lease: Lease | undefined): Undo {
    const map = held[kind];
    const previous = map.get(id);
    if (lease === undefined) map.delete(id);
    else map.set(id, lease);
    return () => {
      if (previous === undefined) map.delete(id);
      else map.set(id, previous);
    };
  }

  return {
    /** Nobody holds `id`, or its holder's lease ended before `now`. */
    isFree(kind: LeaseKind, id: string, now: number): boolean {
      const lease = held[kind].get(id);
      return lease === undefined || lease.until < now;
    },

    hold(kind: LeaseKind, id: string, { owner, now, leaseMs }: LeaseRequest): Undo {
      return set(kind, id, { owner, until: now + leaseMs });
    },

    /** Lets go of `id` when `owner` holds it; null when there was nothing to do. */
    release(kind: LeaseKind, id: string, owner: string): Undo | null {
      return held[kind].get(id)?.owner === owner ? set(kind, id, undefined) : null;
    },

    /** Lets go of `id` whoever holds it (a finished row); null when nobody did. */
    unhold(kind: LeaseKind, id: string): Undo | null {
      return held[kind].has(id) ? set(kind, id, undefined) : null;
    },

    /** Extends every lease of `owner`; returns how many, and the undo. */
    renew({ owner, now, leaseMs }: LeaseRequest): { count: number; undo: Undo } {
      const undos: Undo[] = [];
      for (const kind of ['ingest', 'event'] as const) {
        for (const [id, lease] of held[kind]) {
          if (lease.owner === owner) undos.push(set(kind, id, { owner, until: now + leaseMs }));
        }
      }
      return { count: undos.length, undo: undoAll(undos) };
    },

    releaseAll(owner: string): Undo {
      const undos: Undo[] = [];
      for (const kind of ['ingest', 'event'] as const) {
        for (const [id, lease] of held[kind]) {
          if (lease.owner === owner) undos.push(set(kind, id, undefined));
        }
      }
      return undoAll(undos);
    },

    /** Forgets the lease of a row that is gone for good (retention, between transactions: no undo). */
    drop(kind: LeaseKind, id: string): void {
      held[kind].delete(id);
    },

    /** Forgets every lease (reset); the undo puts them back. */
    clear(): Undo {
      const before = held;
      held = { ingest: new Map(), event: new Map() };
      return () => {
        held = before;
      };
    },
  };
}
