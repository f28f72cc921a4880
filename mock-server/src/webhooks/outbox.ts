/**
 * Writes webhook events into the outbox (spec 3, 6.1, 6.2): for an ingest that reached a terminal state, the
 * events the seam gives (the catalogue's, spec-exact by default), each with its id, its serialised body and the
 * delivery faults that strike it when it is created. Called inside the transaction that stores the terminal
 * state, with that transaction's `tx` as its store, so that the state and its events commit together; delivering
 * them is the scheduler's job.
 */
import { validateWebhookEvent } from '../../../generated/validators.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../logging.js';
import type { Seam, TerminalEvent } from '../seam/seam.js';
import type { IngestRow, StoreOps, WebhookEventRecord } from '../store/types.js';
import { timestamp } from '../timestamp.js';
import { faultsAtCreation, injectsUnknownEvent } from './delivery-faults.js';
import { eventId } from './event-id.js';
import { eventsOn } from './event-catalogue.js';
import { mergeFaults, type WebhookFaults } from './faults.js';

export interface OutboxDeps {
  /** The `tx` of the transaction that stores the terminal state. */
  store: StoreOps;
  clock: Pick<Clock, 'now' | 'fromSimulated'>;
  seam: Pick<Seam, 'terminalEvents'>;
  /** Check each new event against the contract (off while implementation faults are on: some break it). */
  checkEvents: boolean;
  /** Faults for every partner (partners and scenarios add their own). */
  faults: WebhookFaults;
  seed: number;
  logger: Logger;
}

/** The events written, and the extra attempts the `duplicate` fault asks for (store ms). */
export interface Written {
  events: WebhookEventRecord[];
  duplicates: { eventId: string; at: number }[];
}

/** Writes the events of an ingest that has just reached `completed` or `failed`. */
export async function writeTerminalEvents(deps: OutboxDeps, row: IngestRow): Promise<Written> {
  const { store, clock, seed } = deps;
  const partner = await store.getPartner(row.partnerId);
  const deliverable = Boolean(partner?.webhookUrl);
  const faults = mergeFaults(deps.faults, partner?.webhookFaults, row.plan.webhookFaults);
  const now = clock.now();
  const written: Written = { events: [], duplicates: [] };
  for (const content of deps.seam.terminalEvents(row)) {
    const seq = await store.nextSequence('webhookEvent');
    const struck = faultsAtCreation(faults, { seed, seq, now, clock });
    const event = newEvent(deps, { row, seq, now, content, deliverable, due: struck.due });
    event.faults.push(...struck.marks);
    await save(deps, event);
    if (deliverable && struck.duplicateAt !== null) written.duplicates.push({ eventId: event.eventId, at: struck.duplicateAt });
    written.events.push(event);
  }
  const first = written.events[0];
  if (first && injectsUnknownEvent(faults, seed, first.seq)) {
    const seq = await store.nextSequence('webhookEvent');
    const [content] = eventsOn('unknown-event-type', { seq: first.seq, occurredAt: first.occurredAt });
    if (content) {
      const extra = newEvent(deps, { row, seq, now, content, deliverable, due: now });
      extra.faults.push({ name: 'unknown-event-type', detail: `extra event of type ${content.eventType} after ${first.eventId}` });
      await save(deps, extra);
      written.events.push(extra);
    }
  }
  return written;
}

/** An outbox row for `content`, its body checked against the contract. */
function newEvent(
  deps: OutboxDeps,
  input: { row: IngestRow; seq: number; now: number; content: TerminalEvent; deliverable: boolean; due: number },
): WebhookEventRecord {
  const { row, seq, now, content, deliverable, due } = input;
  const { eventType, occurredAt, data } = content;
  const id = eventId(now, seq);
  const body = JSON.stringify({ eventId: id, eventType, occurredAt, data });
  // The envelope is checked against the contract before it leaves (a failure here is a bug of the mock),
  // unless implementation faults are on: some of them break the contract on purpose.
  if (deps.checkEvents && !validateWebhookEvent(JSON.parse(body))) {
    throw new Error(`webhook event breaks the contract: ${JSON.stringify(validateWebhookEvent.errors)}`);
  }
  return {
    eventId: id,
    seq,
    partnerId: row.partnerId,
    ingestId: row.ingestId,
    eventType,
    occurredAt,
    body,
    state: deliverable ? 'pending' : 'undeliverable',
    attempts: 0,
    nextAttemptAt: deliverable ? due : null,
    faults: [],
    createdAt: timestamp(now),
    updatedAt: timestamp(now),
  };
}

async function save(deps: OutboxDeps, event: WebhookEventRecord): Promise<void> {
  await deps.store.saveEvent(event);
  const { eventId: id, ingestId, partnerId, eventType, state } = event;
  deps.logger.info({ eventId: id, ingestId, partnerId, eventType, state, faults: event.faults.map((m) => m.name) }, 'webhook event created');
}
