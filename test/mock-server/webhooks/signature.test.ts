/** The pure pieces of delivery: signature, retry policy, event ids, fault rolls. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validateEventId, validateServiceSignature } from '../../../generated/validators.js';
import { eventId } from '../../../mock-server/src/webhooks/event-id.js';
import { roll, strikes } from '../../../mock-server/src/webhooks/faults.js';
import { defaultRetryScheduleMs, retryDelayMs, scheduleProblems } from '../../../mock-server/src/webhooks/retry-policy.js';
import { signatureHeader } from '../../../mock-server/src/webhooks/signature.js';

describe('signatureHeader (spec 6.3)', () => {
  const body = '{"eventId":"evt_1","eventType":"ingest","occurredAt":"2026-11-21T12:00:00Z","data":{"é":1}}';
  const hmac = (t: number, secret: string) => createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');

  it('signs "{t}.{raw body}" with each key, current first, in the contract format', () => {
    const header = signatureHeader(1795264602, body, ['pk_new', 'pk_old']);
    expect(header).toBe(`t=1795264602,v1=${hmac(1795264602, 'pk_new')},v1=${hmac(1795264602, 'pk_old')}`);
    expect(validateServiceSignature(header)).toBe(true);
  });

  it('signs the exact bytes, multi-byte characters included', () => {
    const bytes = Buffer.from(body, 'utf8');
    expect(signatureHeader(1, bytes, ['k'])).toBe(signatureHeader(1, body, ['k']));
  });

  it('puts an injected invalid v1 first, still well-formed', () => {
    const header = signatureHeader(5, body, ['k'], 'a'.repeat(64));
    expect(header.startsWith(`t=5,v1=${'a'.repeat(64)},v1=`)).toBe(true);
    expect(validateServiceSignature(header)).toBe(true);
  });
});

describe('retry policy (spec 6.4, 8)', () => {
  it('waits the n-th gap after the n-th failure, and gives up after the last', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, defaultRetryScheduleMs));
    expect(delays).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 28_800_000, null]);
  });

  it.each([
    [[1, 2, 3, 4, 5, 6], /at most 5 retries/],
    [[10, 10], /longer than gap 1/],
    [[30, 20], /increasing/],
  ])('refuses a schedule against the spec: %j', (schedule, problem) => {
    expect(scheduleProblems(schedule).join(' ')).toMatch(problem);
  });

  it('accepts the default schedule', () => {
    expect(scheduleProblems(defaultRetryScheduleMs)).toEqual([]);
  });
});

describe('event ids', () => {
  it('are evt_ + 26 base32 characters, unique per sequence, valid for the contract', () => {
    const ids = new Set([1, 2, 3].map((seq) => eventId(Date.parse('2026-11-21T12:00:00Z'), seq)));
    expect(ids.size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(validateEventId(id)).toBe(true);
    }
  });
});

describe('fault rolls', () => {
  it('depend only on seed, event and fault: the same inputs, the same faults', () => {
    expect(roll(7, 3, 'duplicate')).toBe(roll(7, 3, 'duplicate'));
    expect(roll(7, 3, 'duplicate')).not.toBe(roll(8, 3, 'duplicate'));
    const faults = { duplicate: { probability: 0.5, delayMs: 0, windowMs: 0 } };
    const hits = Array.from({ length: 1_000 }, (_, seq) => strikes(faults, 'duplicate', 1, seq)).filter(Boolean).length;
    expect(hits).toBeGreaterThan(400);
    expect(hits).toBeLessThan(600);
    expect(strikes({}, 'duplicate', 1, 1)).toBe(false);
  });
});
