/**
 * The generated types carry the record's per-status rules (spec 2.1, 3, 6.2): `npm run lint` type-checks
 * this file (tsconfig.json includes test/), so every `@ts-expect-error` below must stay an error and every
 * `expectTypeOf` must hold, or the lint fails. The runtime half checks the same values with the validators.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components, webhooks } from '../../generated/openapi.js';
import { validateIngestRecord, validateWebhookEvent } from '../../generated/validators.js';

type Schemas = components['schemas'];
type IngestRecord = Schemas['IngestRecord'];
type IngestError = Schemas['IngestError'];

const common = {
  ingestId: '1700000042',
  releaseId: 'A10302B0003548726E',
  receivedAt: '2026-11-21T12:35:00Z',
  resources: { total: 3, completed: 0, failed: 0 },
};

describe('generated IngestRecord type', () => {
  it('is the union of the three variants, discriminated by status', () => {
    expectTypeOf<IngestRecord>().toEqualTypeOf<
      Schemas['ProcessingIngestRecord'] | Schemas['CompletedIngestRecord'] | Schemas['FailedIngestRecord']
    >();
    expectTypeOf<IngestRecord['status']>().toEqualTypeOf<'processing' | 'completed' | 'failed'>();
    expectTypeOf<Schemas['ProcessingIngestRecord']['completedAt']>().toEqualTypeOf<null>();
    expectTypeOf<Schemas['CompletedIngestRecord']['completedAt']>().toEqualTypeOf<string>();
    expectTypeOf<Schemas['FailedIngestRecord']['error']>().toEqualTypeOf<IngestError>();
  });

  it('refuses a processing record with completedAt set, as the validator does', () => {
    // @ts-expect-error spec 2.1: completedAt is null while processing
    const record: IngestRecord = { ...common, status: 'processing', completedAt: '2026-11-21T12:36:41Z' };
    expect(validateIngestRecord(record)).toBe(false);
  });

  it('refuses a failed record without error, and a completed one with error', () => {
    // @ts-expect-error spec 2.1: error is required when the status is failed
    const failed: IngestRecord = { ...common, status: 'failed', completedAt: '2026-11-21T12:36:41Z' };
    const error = { code: 'RESOURCE_FETCH_FAILED', message: 'A3.flac answered 403' };
    // @ts-expect-error spec 6.2: a completed record has no error
    const completed: IngestRecord = { ...common, status: 'completed', completedAt: '2026-11-21T12:36:41Z', error };
    expect(validateIngestRecord(failed)).toBe(false);
    expect(validateIngestRecord(completed)).toBe(false);
  });

  it('accepts each variant as the spec writes it', () => {
    const records: IngestRecord[] = [
      { ...common, status: 'processing', completedAt: null },
      { ...common, status: 'completed', completedAt: '2026-11-21T12:36:41Z' },
      {
        ...common,
        status: 'failed',
        completedAt: '2026-11-21T12:36:41Z',
        error: { code: 'RESOURCE_FETCH_FAILED', message: 'A3.flac answered 403' },
      },
    ];
    for (const record of records) expect(validateIngestRecord(record), record.status).toBe(true);
  });

  it('narrows error and completedAt by status', () => {
    const narrow = (record: IngestRecord) => {
      if (record.status === 'failed') {
        expectTypeOf(record.error).toEqualTypeOf<IngestError>();
        expectTypeOf(record.completedAt).toEqualTypeOf<string>();
        return record.error.code;
      }
      expectTypeOf(record.error).toEqualTypeOf<undefined>();
      if (record.status === 'processing') expectTypeOf(record.completedAt).toEqualTypeOf<null>();
      else expectTypeOf(record.completedAt).toEqualTypeOf<string>();
      return undefined;
    };
    expect(narrow({ ...common, status: 'processing', completedAt: null })).toBeUndefined();
  });
});

describe('generated webhook event types', () => {
  type WebhookEvent = Schemas['WebhookEvent'];
  type IngestEvent = Schemas['IngestEvent'];

  it('types the data of an ingest event as the IngestRecord union', () => {
    expectTypeOf<IngestEvent['data']>().toEqualTypeOf<IngestRecord>();
    expectTypeOf<IngestEvent['eventType']>().toEqualTypeOf<'ingest'>();
    expectTypeOf<WebhookEvent>().toEqualTypeOf<IngestEvent | Schemas['OtherEvent']>();
    expectTypeOf<webhooks['ingest']['post']['requestBody']>().toEqualTypeOf<
      { content: { 'application/json': WebhookEvent } }
    >();
  });

  it('refuses an ingest event whose data breaks the record rules', () => {
    const event: IngestEvent = {
      eventId: 'evt_01JD8X4E6M3V9K2Q7T5W0YB1CR',
      eventType: 'ingest',
      occurredAt: '2026-11-21T12:36:41Z',
      // @ts-expect-error spec 2.1: a completed record has its completedAt set
      data: { ...common, status: 'completed', completedAt: null },
    };
    expect(validateWebhookEvent(event)).toBe(false);
  });

  it('keeps events of other types (spec 6.1: a handler ignores them), with data left open', () => {
    const other: WebhookEvent = {
      eventId: 'evt_01JD8Y0C5W2R8T4V6X1Z3B7N9Q',
      eventType: 'draft.created',
      occurredAt: '2026-11-21T14:00:00Z',
      data: { draftId: 'd_93821' },
    };
    expectTypeOf<Schemas['OtherEvent']['data']>().toBeUnknown();
    expect(validateWebhookEvent(other)).toBe(true);
  });
});
