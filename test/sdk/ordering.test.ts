/** isNewerEvent (spec 6.4: "Ordering: Not guaranteed; decide using occurredAt and data.status"), as a table. */
import { describe, expect, it } from 'vitest';
import { type HeldIngestState, type IngestEvent, type IngestRecord, isNewerEvent } from '../../sdk/webhooks/index.js';

const resources = { total: 1, completed: 1, failed: 0 };
const record = (status: IngestRecord['status'], completedAt: string | null, receivedAt = '2026-11-21T12:00:00Z'): IngestRecord =>
  status === 'processing'
    ? { ingestId: '42', releaseId: 'R1', status, receivedAt, completedAt: null, resources: { ...resources, completed: 0 } }
    : status === 'completed'
      ? { ingestId: '42', releaseId: 'R1', status, receivedAt, completedAt: completedAt ?? receivedAt, resources }
      : { ingestId: '42', releaseId: 'R1', status, receivedAt, completedAt: completedAt ?? receivedAt, resources: { ...resources, completed: 0, failed: 1 },
          error: { code: 'RESOURCE_FETCH_FAILED', message: 'x' } };
const event = (status: IngestRecord['status'], occurredAt: string): IngestEvent =>
  ({ eventId: `evt_${status}_${occurredAt}`, eventType: 'ingest', occurredAt, data: record(status, occurredAt) });

describe('isNewerEvent', () => {
  const cases: { name: string; incoming: IngestEvent; current: HeldIngestState | undefined; want: boolean }[] = [
    { name: 'nothing held', incoming: event('completed', '2026-11-21T12:05:00Z'), current: undefined, want: true },
    { name: 'terminal over processing, even with an earlier time', incoming: event('completed', '2026-11-21T11:00:00Z'), current: { status: 'processing', occurredAt: '2026-11-21T12:00:00Z' }, want: true },
    { name: 'processing never over terminal, even later', incoming: event('processing', '2026-11-21T13:00:00Z'), current: { status: 'failed', occurredAt: '2026-11-21T12:00:00Z' }, want: false },
    { name: 'a later event of the same stage', incoming: event('completed', '2026-11-21T12:05:01Z'), current: { status: 'failed', occurredAt: '2026-11-21T12:05:00Z' }, want: true },
    { name: 'an earlier event of the same stage', incoming: event('failed', '2026-11-21T12:04:59Z'), current: { status: 'completed', occurredAt: '2026-11-21T12:05:00Z' }, want: false },
    { name: 'the same instant (a duplicate)', incoming: event('completed', '2026-11-21T12:05:00Z'), current: { status: 'completed', occurredAt: '2026-11-21T12:05:00Z' }, want: false },
    { name: 'the same instant written with another offset', incoming: event('completed', '2026-11-21T14:05:00+02:00'), current: { status: 'completed', occurredAt: '2026-11-21T12:05:00Z' }, want: false },
    { name: 'instants, not texts: 12:30+02:00 is before 11:00Z', incoming: event('completed', '2026-11-21T12:30:00+02:00'), current: { status: 'completed', occurredAt: '2026-11-21T11:00:00Z' }, want: false },
    { name: 'instants, not texts: 10:30-02:00 is after 12:00Z', incoming: event('completed', '2026-11-21T10:30:00-02:00'), current: { status: 'completed', occurredAt: '2026-11-21T12:00:00Z' }, want: true },
    { name: 'fractions of a second count', incoming: event('completed', '2026-11-21T12:05:00.001Z'), current: { status: 'completed', occurredAt: '2026-11-21T12:05:00Z' }, want: true },
    { name: 'the held event itself', incoming: event('completed', '2026-11-21T12:05:01Z'), current: event('completed', '2026-11-21T12:05:00Z'), want: true },
    { name: 'a held record: its completedAt', incoming: event('completed', '2026-11-21T12:05:00Z'), current: record('completed', '2026-11-21T12:05:00Z'), want: false },
    { name: 'a held processing record: its receivedAt', incoming: event('processing', '2026-11-21T12:00:01Z'), current: record('processing', null), want: true },
    { name: 'same stage, no time held', incoming: event('completed', '2026-11-21T12:05:00Z'), current: { status: 'completed' }, want: false },
    { name: 'an incoming time that is not ISO 8601 with an offset', incoming: event('completed', '2026-11-21 12:06:00'), current: { status: 'completed', occurredAt: '2026-11-21T12:05:00Z' }, want: false },
  ];
  it.each(cases)('$name: $want', ({ incoming, current, want }) => {
    expect(isNewerEvent(incoming, current)).toBe(want);
  });

  it('refuses a held state of another ingest, saying how to look it up', () => {
    expect(() => isNewerEvent(event('completed', '2026-11-21T12:05:00Z'), { status: 'processing', ingestId: '43' })).toThrow(/data\.ingestId/);
  });
});
