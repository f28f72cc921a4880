/** The contract's webhook types (generated from openapi.yaml), as partners use them. */
import type { components } from '../../generated/openapi.js';

/** Spec 2.1: the ingest record, a union discriminated by `status`. */
export type IngestRecord = components['schemas']['IngestRecord'];
/** Spec 6.2: an event of type `ingest`, whose `data` is the ingest record. */
export type IngestEvent = components['schemas']['IngestEvent'];
/** Spec 6.1, 9: an event of a type added later; a handler must ignore it. */
export type OtherEvent = components['schemas']['OtherEvent'];
/** Spec 6.2: the envelope of any event. */
export type WebhookEvent = components['schemas']['WebhookEvent'];

/** Narrows an event to the `ingest` type (TypeScript cannot narrow "any string but ingest" on its own). */
export function isIngestEvent(event: WebhookEvent): event is IngestEvent {
  return event.eventType === 'ingest';
}
