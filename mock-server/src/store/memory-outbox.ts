/**
 * The webhook delivery outbox of the in-memory store: events and their attempts. The orders the SQLite
 * store reads from its indexes (migration 2) are kept here as sorted lists, updated by each save, so
 * listDueEvents and nextDueAt read the front of a list instead of sorting every event on each call.
 *
 * Records are kept as given and returned as kept: memory.ts clones them at the store's boundary.
 * Every write returns the {@link Undo} that takes it back, for the store's transactions.
 */
import { SortedList } from './sorted-list.js';
import type { WebhookAttemptRecord, WebhookEventFilter, WebhookEventRecord } from './types.js';
import type { Undo } from './undo-log.js';

/** An event and its place in the order of first save (SQLite's rowid), the last tie-breaker. */
interface StoredEvent {
  readonly record: WebhookEventRecord;
  readonly ordinal: number;
}

/** Newest last: listEvents walks it from the end. */
function compareSeq(a: StoredEvent, b: StoredEvent): number {
  return a.record.seq - b.record.seq || a.ordinal - b.ordinal;
}

/** Earliest first, ties by seq (spec of Store.listDueEvents), then by first save. */
function compareDue(a: StoredEvent, b: StoredEvent): number {
  return a.record.nextAttemptAt! - b.record.nextAttemptAt! || compareSeq(a, b);
}

/** In the due list: what listDueEvents can ever return (the rows of SQLite's partial index). */
function isScheduled(event: WebhookEventRecord): boolean {
  return event.state === 'pending' && event.nextAttemptAt !== null;
}

function matches(event: WebhookEventRecord, filter: WebhookEventFilter): boolean {
  return (filter.partnerId === undefined || event.partnerId === filter.partnerId)
    && (filter.ingestId === undefined || event.ingestId === filter.ingestId)
    && (filter.state === undefined || event.state === filter.state);
}

/** Moves an item in `list` from its `previous` version to its `next` one; undefined: not in the list. */
function move<T>(list: SortedList<T>, previous: T | undefined, next: T | undefined): void {
  if (previous !== undefined && next !== undefined) list.replace(previous, next);
  else if (previous !== undefined) list.remove(previous);
  else if (next !== undefined) list.insert(next);
}

function attemptKey(eventId: string, number: number): string {
  return JSON.stringify([eventId, number]);
}

export function createMemoryOutbox() {
  let events = new Map<string, StoredEvent>();
  let bySeq = new SortedList(compareSeq);
  let due = new SortedList(compareDue);
  // Every attempt in order of first save (listInFlightAttempts), and each event's attempts by number.
  let attempts = new Map<string, WebhookAttemptRecord>();
  let attemptsOfEvent = new Map<string, Map<number, WebhookAttemptRecord>>();
  // Each ingest's event ids, so that retention drops an ingest's events without a scan.
  let eventsOfIngest = new Map<string, Set<string>>();
  // Never reset: only the relative order of ordinals matters.
  let ordinals = 0;

  /** Brings both orders from the `previous` version of an event to the `next` one (undefined: none). */
  function reindex(previous: StoredEvent | undefined, next: StoredEvent | undefined): void {
    const scheduled = (stored: StoredEvent | undefined) =>
      (stored !== undefined && isScheduled(stored.record) ? stored : undefined);
    move(bySeq, previous, next);
    move(due, scheduled(previous), scheduled(next));
  }

  function indexByIngest(record: WebhookEventRecord): void {
    const ids = eventsOfIngest.get(record.ingestId);
    if (ids === undefined) eventsOfIngest.set(record.ingestId, new Set([record.eventId]));
    else ids.add(record.eventId);
  }

  function unindexByIngest(record: WebhookEventRecord): void {
    const ids = eventsOfIngest.get(record.ingestId);
    ids?.delete(record.eventId);
    if (ids?.size === 0) eventsOfIngest.delete(record.ingestId);
  }

  return {
    saveEvent(record: WebhookEventRecord): Undo {
      const { eventId } = record;
      const previous = events.get(eventId);
      // A saved-again event keeps its first-save ordinal, as an SQLite upsert keeps the rowid.
      const stored: StoredEvent = { record, ordinal: previous?.ordinal ?? ++ordinals };
      events.set(eventId, stored);
      reindex(previous, stored);
      if (previous === undefined) indexByIngest(record);
      return () => {
        reindex(stored, previous);
        if (previous === undefined) {
          events.delete(eventId);
          unindexByIngest(record);
        } else events.set(eventId, previous);
      };
    },

    getEvent(eventId: string): WebhookEventRecord | undefined {
      return events.get(eventId)?.record;
    },

    listEvents(filter: WebhookEventFilter, limit: number): WebhookEventRecord[] {
      const found: WebhookEventRecord[] = [];
      for (let i = bySeq.length - 1; i >= 0 && found.length < limit; i--) {
        const { record } = bySeq.at(i)!;
        if (matches(record, filter)) found.push(record);
      }
      return found;
    },

    /** Due events in order, at most `limit`; with `accept`, only those it accepts (claimDueEvents: not held). */
    listDueEvents(now: number, limit: number, accept?: (record: WebhookEventRecord) => boolean): WebhookEventRecord[] {
      const found: WebhookEventRecord[] = [];
      for (let i = 0; i < due.length && found.length < limit; i++) {
        const { record } = due.at(i)!;
        if (record.nextAttemptAt! > now) break;
        if (accept === undefined || accept(record)) found.push(record);
      }
      return found;
    },

    nextDueAt(): number | null {
      return due.at(0)?.record.nextAttemptAt ?? null;
    },

    saveAttempt(record: WebhookAttemptRecord): Undo {
      const { eventId, number } = record;
      const key = attemptKey(eventId, number);
      const previous = attempts.get(key);
      let numbers = attemptsOfEvent.get(eventId);
      if (numbers === undefined) {
        numbers = new Map();
        attemptsOfEvent.set(eventId, numbers);
      }
      attempts.set(key, record);
      numbers.set(number, record);
      const ofEvent = numbers;
      return () => {
        if (previous === undefined) {
          attempts.delete(key);
          ofEvent.delete(number);
          if (ofEvent.size === 0) attemptsOfEvent.delete(eventId);
        } else {
          attempts.set(key, previous);
          ofEvent.set(number, previous);
        }
      };
    },

    listAttempts(eventId: string): WebhookAttemptRecord[] {
      const numbers = attemptsOfEvent.get(eventId);
      return numbers === undefined ? [] : [...numbers.values()].sort((a, b) => a.number - b.number);
    },

    listInFlightAttempts(): WebhookAttemptRecord[] {
      return [...attempts.values()].filter((attempt) => attempt.outcome === 'in-flight');
    },

    /** The ids of an ingest's events. */
    eventIdsOfIngest(ingestId: string): string[] {
      return [...(eventsOfIngest.get(ingestId) ?? [])];
    },

    /**
     * Deletes an event and its attempts for good (retention, between transactions: no undo). Returns whether
     * it was there.
     */
    dropEvent(eventId: string): boolean {
      const stored = events.get(eventId);
      if (stored === undefined) return false;
      reindex(stored, undefined);
      events.delete(eventId);
      unindexByIngest(stored.record);
      for (const number of attemptsOfEvent.get(eventId)?.keys() ?? []) attempts.delete(attemptKey(eventId, number));
      attemptsOfEvent.delete(eventId);
      return true;
    },

    /** Deletes every event and attempt. The undo puts the same collections back. */
    clear(): Undo {
      const before = { events, bySeq, due, attempts, attemptsOfEvent, eventsOfIngest };
      events = new Map();
      bySeq = new SortedList(compareSeq);
      due = new SortedList(compareDue);
      attempts = new Map();
      attemptsOfEvent = new Map();
      eventsOfIngest = new Map();
      return () => {
        ({ events, bySeq, due, attempts, attemptsOfEvent, eventsOfIngest } = before);
      };
    },
  };
}
