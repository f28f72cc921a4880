/** The ingest record and webhook envelope schemas enforce every rule of spec 2.1, 3 and 6.2. */
import { describe, expect, it } from 'vitest';
import {
  validateCreateIngestRequest,
  validateIngestRecord,
  validateServiceSignature,
  validateWebhookEvent,
} from '../../generated/validators.js';

const processing = {
  ingestId: '1700000042',
  releaseId: 'A10302B0003548726E',
  status: 'processing',
  receivedAt: '2026-11-21T12:35:00Z',
  completedAt: null,
  resources: { total: 3, completed: 0, failed: 0 },
};
const completed = {
  ...processing,
  status: 'completed',
  completedAt: '2026-11-21T12:36:41.250+00:00',
  resources: { total: 3, completed: 3, failed: 0 },
};
const failed = {
  ...processing,
  status: 'failed',
  completedAt: '2026-11-21T13:36:41-05:00',
  resources: { total: 3, completed: 2, failed: 1 },
  error: { code: 'RESOURCE_FETCH_FAILED', message: 'A3.flac answered 403' },
};

function without<T extends object>(record: T, key: keyof T): Partial<T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

describe('IngestRecord', () => {
  it.each([
    ['processing', processing],
    ['completed', completed],
    ['failed', failed],
    [
      'an unknown error code on a failed record',
      { ...failed, error: { code: 'SOMETHING_NEW', message: '' } },
    ],
    ['lower-case t and z in timestamps (RFC 3339)', { ...processing, receivedAt: '2026-11-21t12:35:00z' }],
  ])('accepts %s', (_name, record) => {
    expect(validateIngestRecord(record), JSON.stringify(validateIngestRecord.errors)).toBe(true);
  });

  it.each([
    ['processing with completedAt set', { ...processing, completedAt: '2026-11-21T12:36:00Z' }],
    ['completed with completedAt null', { ...completed, completedAt: null }],
    ['failed with completedAt null', { ...failed, completedAt: null }],
    ['failed without error', without(failed, 'error')],
    ['completed with error', { ...completed, error: failed.error }],
    ['processing with error', { ...processing, error: failed.error }],
    ['error without code', { ...failed, error: { message: 'x' } }],
    ['error without message', { ...failed, error: { code: 'RESOURCE_FETCH_FAILED' } }],
    ['error with an empty code', { ...failed, error: { code: '', message: 'x' } }],
    ['a negative counter', { ...processing, resources: { total: 3, completed: -1, failed: 0 } }],
    ['a fractional counter', { ...processing, resources: { total: 2.5, completed: 0, failed: 0 } }],
    ['a counter given as a string', { ...processing, resources: { total: '3', completed: 0, failed: 0 } }],
    ['a missing counter', { ...processing, resources: { total: 3, completed: 0 } }],
    ['receivedAt without offset', { ...processing, receivedAt: '2026-11-21T12:35:00' }],
    ['completedAt without offset', { ...completed, completedAt: '2026-11-21T12:36:41.250' }],
    ['receivedAt as a date only', { ...processing, receivedAt: '2026-11-21' }],
    ['receivedAt as epoch milliseconds', { ...processing, receivedAt: 1763728500000 }],
    ['receivedAt on an impossible date', { ...processing, receivedAt: '2026-02-30T12:35:00Z' }],
    ['a non-numeric ingestId', { ...processing, ingestId: 'ing_42' }],
    ['a numeric ingestId given as a number', { ...processing, ingestId: 1700000042 }],
    ['an empty ingestId', { ...processing, ingestId: '' }],
    ['missing resources', without(processing, 'resources')],
    ['missing completedAt (it is required, null while processing)', without(processing, 'completedAt')],
    ['missing releaseId', without(processing, 'releaseId')],
    ['an unknown status', { ...processing, status: 'queued' }],
    ['a status in another case', { ...processing, status: 'Completed', completedAt: completed.completedAt }],
    ['an array', [processing]],
    ['null', null],
  ])('rejects %s', (_name, record) => {
    expect(validateIngestRecord(record)).toBe(false);
  });
});

describe('WebhookEvent', () => {
  const event = {
    eventId: 'evt_01JD8X4E6M3V9K2Q7T5W0YB1CR',
    eventType: 'ingest',
    occurredAt: completed.completedAt,
  };

  it.each([
    ['a completed ingest', { ...event, data: completed }],
    ['a failed ingest', { ...event, data: failed }],
    [
      'an unknown eventType with any data (receivers ignore it)',
      { ...event, eventType: 'draft.created', data: { x: 1 } },
    ],
  ])('accepts %s', (_name, value) => {
    expect(validateWebhookEvent(value), JSON.stringify(validateWebhookEvent.errors)).toBe(true);
  });

  it.each([
    [
      'an eventId without the evt_ prefix',
      { ...event, eventId: '01JD8X4E6M3V9K2Q7T5W0YB1CR', data: completed },
    ],
    ['a bare evt_ prefix', { ...event, eventId: 'evt_', data: completed }],
    [
      'an ingest event whose data breaks the record rules',
      { ...event, data: { ...completed, completedAt: null } },
    ],
    ['an ingest event without data', event],
    ['occurredAt without offset', { ...event, occurredAt: '2026-11-21T12:36:41', data: completed }],
    ['an empty eventType', { ...event, eventType: '', data: completed }],
  ])('rejects %s', (_name, value) => {
    expect(validateWebhookEvent(value)).toBe(false);
  });
});

describe('X-Service-Signature', () => {
  const hex = 'a6bff0dc02e56f95d29249aace45ba4f4ea187405bcdacea54d6298378944c39';
  it.each([
    ['one v1', `t=1795264602,v1=${hex}`],
    ['two v1 during a key rotation', `t=1795264602,v1=${hex},v1=${hex.split('').reverse().join('')}`],
  ])('accepts %s', (_name, value) => {
    expect(validateServiceSignature(value)).toBe(true);
  });
  it.each([
    ['no v1', 't=1795264602'],
    ['no t', `v1=${hex}`],
    ['base64 instead of hex', 't=1795264602,v1=pr/w3ALlb5XSkkmqzkW6T06hh0BbzazqVNYpg3iUTDk='],
    ['a short digest', `t=1795264602,v1=${hex.slice(0, 40)}`],
    ['a non-numeric t', `t=now,v1=${hex}`],
    ['spaces after the comma', `t=1795264602, v1=${hex}`],
    ['v1 before t', `v1=${hex},t=1795264602`],
  ])('rejects %s', (_name, value) => {
    expect(validateServiceSignature(value)).toBe(false);
  });
});

describe('CreateIngestRequest', () => {
  const body = { releaseId: 'R1', xmlUrl: 'https://files.partner.example/r1.xml?X-Amz-Signature=abc' };
  it('accepts a release id and an absolute URL', () => {
    expect(validateCreateIngestRequest(body)).toBe(true);
  });
  it.each([
    ['an empty releaseId', { ...body, releaseId: '' }],
    ['a numeric releaseId', { ...body, releaseId: 42 }],
    ['a relative xmlUrl', { ...body, xmlUrl: '/r1.xml' }],
    ['a missing xmlUrl', { releaseId: 'R1' }],
    ['an unknown member', { ...body, callbackUrl: 'https://x.example' }],
  ])('rejects %s', (_name, value) => {
    expect(validateCreateIngestRequest(value)).toBe(false);
  });
});
