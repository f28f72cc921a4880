/**
 * The webhook event catalogue (spec 6.1, 6.2): every `eventType` the mock sends, what it is sent on, and how its
 * `occurredAt` and `data` are built from what that source passes. Adding an event type is one entry here, its
 * message in asyncapi.yaml and its conformance check; the outbox, the scheduler and the attempt take any type.
 */
import type { IngestDomainEvents } from '../ingest/events.js';
import { toIngestRecord } from '../ingest/record.js';
import type { TerminalEvent } from '../seam/seam.js';

/** What an event carries besides its id and type. */
export interface EventContent {
  occurredAt: string;
  data: unknown;
}

/** What an event can be sent on: a domain event of the ingest runner, or a delivery fault. */
export interface EventSources extends IngestDomainEvents {
  /** The `unknown-event-type` delivery fault: after the first event `seq` of an ingest, at its `occurredAt`. */
  'unknown-event-type': { seq: number; occurredAt: string };
}

export type EventSourceName = keyof EventSources;

interface CatalogueEntry<K extends EventSourceName> {
  on: K;
  build: (input: EventSources[K]) => EventContent;
}

function entry<K extends EventSourceName>(on: K, build: (input: EventSources[K]) => EventContent): CatalogueEntry<K> {
  return { on, build };
}

export const eventCatalogue = {
  /** Spec 6.1, 6.2: the one type of the contract, sent when an ingest completes or fails; data is its record. */
  'ingest': entry('ingest.finished', (row) => {
    const record = toIngestRecord(row);
    // Spec 6.2: occurredAt is when the event occurred: the terminal transition, completedAt.
    return { occurredAt: record.completedAt ?? row.receivedAt, data: record };
  }),
  /** A future event type (ours): receivers must ignore event types they do not know (spec 6.1, 9). */
  'draft.created': entry('unknown-event-type', ({ seq, occurredAt }) => ({
    occurredAt,
    data: { draftId: `d_${seq}`, note: 'injected by partner-ingest-kit: ignore unknown event types (spec 6.1)' },
  })),
} as const;

export type EventType = keyof typeof eventCatalogue;

/** The events `source` gives rise to, in catalogue order. */
export function eventsOn<K extends EventSourceName>(source: K, input: EventSources[K]): TerminalEvent[] {
  const events: TerminalEvent[] = [];
  for (const [eventType, entry] of Object.entries(eventCatalogue)) {
    if (entry.on !== source) continue;
    // The entry's source is `source`, so it takes this input.
    const build = entry.build as (input: EventSources[K]) => EventContent;
    events.push({ eventType, ...build(input) });
  }
  return events;
}
