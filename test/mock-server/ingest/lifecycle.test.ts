/** Spec 3 as a table: each event on each state, and what the ingest becomes. */
import { describe, expect, it } from 'vitest';
import { type LifecycleEvent, transition } from '../../../mock-server/src/ingest/lifecycle.js';
import { toIngestRecord } from '../../../mock-server/src/ingest/record.js';
import type { IngestRow, ResourceFileStatus } from '../../../mock-server/src/store/types.js';
import { validateIngestRecord } from '../../../generated/validators.js';

const receivedAt = Date.parse('2026-11-21T12:00:00Z');

/** A processing ingest whose files stand as `statuses` say (the lifecycle sees only their counters). */
function row(statuses: ResourceFileStatus[], overrides: Partial<IngestRow> = {}): IngestRow {
  const count = (status: ResourceFileStatus) => statuses.filter((s) => s === status).length;
  const firstFailed = statuses.indexOf('failed');
  return {
    ingestId: '1700000001',
    partnerId: 'acme',
    releaseId: 'R1',
    xmlUrlRedacted: 'https://files.example/r1.xml',
    ernVersion: '4.3',
    status: 'processing',
    receivedAt: new Date(receivedAt).toISOString(),
    completedAt: null,
    error: null,
    resources: { total: statuses.length, completed: count('completed'), failed: count('failed') },
    resourceCount: statuses.length,
    firstFailure: firstFailed === -1 ? null : { index: firstFailed, uri: `https://files.example/A${firstFailed + 1}.flac`, failure: 'answered HTTP 403' },
    plan: { scenario: 'completed', failLastFiles: 0, holdUntil: null },
    ...overrides,
  };
}

const at = receivedAt + 5_000;
const uri = (index: number) => `https://files.example/A${index + 1}.flac?X-Amz-Signature=secretsig`;
const done = (index: number): LifecycleEvent => ({ type: 'file-completed', index, at });
const fail = (index: number): LifecycleEvent => ({ type: 'file-failed', index, at, reason: 'answered HTTP 403', uri: uri(index) });
const tick: LifecycleEvent = { type: 'tick', at };

describe('transition', () => {
  it.each<[string, IngestRow, LifecycleEvent, { status: string; finished: string | null; changed: boolean }]>([
    ['a file loads, others pending', row(['pending', 'pending']), done(0), { status: 'processing', finished: null, changed: true }],
    ['the last file loads, none failed', row(['completed', 'pending']), done(1), { status: 'completed', finished: 'completed', changed: true }],
    ['the last file fails', row(['completed', 'pending']), fail(1), { status: 'failed', finished: 'failed', changed: true }],
    ['the last file loads after an earlier failure', row(['failed', 'pending']), done(1), { status: 'failed', finished: 'failed', changed: true }],
    ['a tick with files pending', row(['pending']), tick, { status: 'processing', finished: null, changed: false }],
    ['a tick with no files at all', row([]), tick, { status: 'completed', finished: 'completed', changed: true }],
    ['a file event with every file tried', row(['completed']), done(0), { status: 'processing', finished: null, changed: false }],
    ['an unknown file index', row(['pending']), done(7), { status: 'processing', finished: null, changed: false }],
    ['an event on a completed ingest', row(['completed'], { status: 'completed', completedAt: '2026-11-21T12:00:01.000Z' }), fail(0), { status: 'completed', finished: null, changed: false }],
    ['an event on a failed ingest', row(['failed'], { status: 'failed', completedAt: '2026-11-21T12:00:01.000Z', error: { code: 'RESOURCE_FETCH_FAILED', message: 'x' } }), tick, { status: 'failed', finished: null, changed: false }],
    ['the last file loads while a hold remains', row(['pending'], { plan: { scenario: 'slow', failLastFiles: 0, holdUntil: at + 1 } }), done(0), { status: 'processing', finished: null, changed: true }],
    ['a tick once the hold has passed', row(['completed'], { plan: { scenario: 'slow', failLastFiles: 0, holdUntil: at } }), tick, { status: 'completed', finished: 'completed', changed: true }],
  ])('%s', (_name, given, event, want) => {
    const result = transition(given, event);
    expect({ status: result.row.status, finished: result.finished, changed: result.changed }).toEqual(want);
    expect(validateIngestRecord(toIngestRecord(result.row)), JSON.stringify(validateIngestRecord.errors)).toBe(true);
  });

  it('sets completedAt on reaching a terminal state, never before receivedAt', () => {
    expect(transition(row(['pending']), done(0)).row.completedAt).toBe(new Date(at).toISOString());
    const early = transition(row(['pending']), { type: 'file-completed', index: 0, at: receivedAt - 60_000 });
    expect(early.row.completedAt).toBe(new Date(receivedAt).toISOString());
  });

  it('fails with RESOURCE_FETCH_FAILED naming the failed file of lowest index, without its pre-signed query', () => {
    const result = transition(row(['completed', 'failed', 'pending']), fail(2));
    expect(result.row.error?.code).toBe('RESOURCE_FETCH_FAILED');
    expect(result.row.error?.message).toContain('2 of 3 resource files failed');
    expect(result.row.error?.message).toContain('https://files.example/A2.flac');
    expect(result.row.error?.message).not.toContain('secretsig');
    // Files load concurrently: a lower index failing later still becomes the first failure.
    const later = transition(transition(row(['pending', 'pending', 'pending']), fail(2)).row, fail(0));
    expect(later.row.firstFailure).toEqual({ index: 0, uri: 'https://files.example/A1.flac', failure: 'answered HTTP 403' });
  });

  it('counts each file event once in the counters, which the record shows', () => {
    const next = transition(transition(row(['pending', 'pending', 'pending']), done(0)).row, fail(1)).row;
    expect(next.resources).toEqual({ total: 3, completed: 1, failed: 1 });
    expect(toIngestRecord(next).resources).toEqual({ total: 3, completed: 1, failed: 1 });
  });

  it('does not mutate the row it is given', () => {
    const given = row(['pending']);
    const copy = structuredClone(given);
    transition(given, done(0));
    expect(given).toEqual(copy);
  });
});
