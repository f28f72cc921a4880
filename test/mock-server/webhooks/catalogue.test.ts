/**
 * The event catalogue: each eventType, what it is sent on, and its `data` as the contract describes it; the
 * delivery faults' names come from their table, once.
 */
import { describe, expect, it } from 'vitest';
import { validateWebhookEvent } from '../../../generated/validators.js';
import type { IngestRow } from '../../../mock-server/src/store/types.js';
import { eventCatalogue, eventsOn } from '../../../mock-server/src/webhooks/event-catalogue.js';
import { faultDefaults, webhookFaultNames } from '../../../mock-server/src/webhooks/faults.js';

const row: IngestRow = {
  ingestId: '7',
  partnerId: 'acme',
  releaseId: 'R1',
  xmlUrlRedacted: 'https://files.example/r1.xml',
  ernVersion: '4.3',
  status: 'failed',
  receivedAt: '2026-01-01T00:00:00.000Z',
  completedAt: '2026-01-01T00:00:05.000Z',
  error: { code: 'RESOURCE_FETCH_FAILED', message: 'file 2 of 2 failed' },
  resources: { total: 2, completed: 1, failed: 1 },
  resourceCount: 2,
  firstFailure: { index: 1, uri: 'https://files.example/b.wav', failure: 'HTTP 403' },
  plan: { scenario: 'completed', failLastFiles: 0, holdUntil: null },
};

describe('the event catalogue', () => {
  it('gives one `ingest` event when an ingest finishes: occurredAt is completedAt, data the record (spec 6.1, 6.2)', () => {
    const events = eventsOn('ingest.finished', row).filter((e) => e.eventType === 'ingest');
    expect(events).toEqual([{
      eventType: 'ingest',
      occurredAt: '2026-01-01T00:00:05.000Z',
      data: expect.objectContaining({ ingestId: '7', status: 'failed', error: { code: 'RESOURCE_FETCH_FAILED', message: 'file 2 of 2 failed' } }) as unknown,
    }]);
  });

  it('builds an envelope the contract accepts for every eventType it holds', () => {
    const built = [...eventsOn('ingest.finished', row), ...eventsOn('unknown-event-type', { seq: 3, occurredAt: row.receivedAt })];
    expect(built.map((e) => e.eventType).sort()).toEqual(Object.keys(eventCatalogue).sort());
    for (const [n, event] of built.entries()) {
      const envelope = { eventId: `evt_${n}AAAAAAAAAAAAAAAAAAAAAA`, ...event };
      expect(validateWebhookEvent(envelope), `${event.eventType}: ${JSON.stringify(validateWebhookEvent.errors)}`).toBe(true);
    }
  });

  it('sends the unknown type only for its delivery fault, with data naming the fault\'s sequence', () => {
    expect(eventsOn('unknown-event-type', { seq: 3, occurredAt: row.receivedAt })).toEqual([
      { eventType: 'draft.created', occurredAt: row.receivedAt, data: expect.objectContaining({ draftId: 'd_3' }) as unknown },
    ]);
  });
});

describe('delivery fault names', () => {
  it('are the keys of the defaults table, in its order', () => {
    expect(webhookFaultNames).toEqual(Object.keys(faultDefaults));
    expect(webhookFaultNames).toContain('redeliver-after-success');
  });
});
