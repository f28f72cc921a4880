/**
 * What each delivery fault does when it strikes, as pure decisions: the same seed and sequence give the same
 * faults, and the faults' simulated delays reach store time through the clock.
 */
import { describe, expect, it } from 'vitest';
import { createRealClock } from '../../../mock-server/src/clock.js';
import type { WebhookEventRecord } from '../../../mock-server/src/store/types.js';
import { faultsAtAttempt, faultsAtCreation, redeliveryAt } from '../../../mock-server/src/webhooks/delivery-faults.js';
import { faultDefaults } from '../../../mock-server/src/webhooks/faults.js';

const fast = createRealClock({ timeScale: 100 });

describe('delivery faults at creation', () => {
  it('changes nothing when no fault is on', () => {
    expect(faultsAtCreation({}, { seed: 1, seq: 1, now: 5_000, clock: fast })).toEqual({ due: 5_000, marks: [], duplicateAt: null });
  });

  it('holds a reordered event within its window and sends a duplicate its delay after, both through the clock', () => {
    const faults = { reorder: faultDefaults.reorder, duplicate: faultDefaults.duplicate };
    const struck = faultsAtCreation(faults, { seed: 1, seq: 1, now: 5_000, clock: fast });
    // A 30 s window and a 1 s delay, simulated, are 300 ms and 10 ms of store time at a time scale of 100.
    expect(struck.due).toBeGreaterThanOrEqual(5_000);
    expect(struck.due).toBeLessThan(5_300);
    expect(struck.duplicateAt).toBe(struck.due + 10);
    expect(struck.marks.map((m) => m.name)).toEqual(['reorder', 'duplicate']);
    expect(faultsAtCreation(faults, { seed: 1, seq: 1, now: 5_000, clock: fast })).toEqual(struck);
  });
});

describe('delivery faults at an attempt', () => {
  it('moves t back 600 s and puts an invalid v1 first when the signature faults strike', () => {
    const faults = { 'stale-timestamp': faultDefaults['stale-timestamp'], 'extra-invalid-signature': faultDefaults['extra-invalid-signature'] };
    const struck = faultsAtAttempt(faults, { seed: 1, seq: 1, attempt: 1, t: 1_000_000 });
    expect(struck.t).toBe(999_400);
    expect(struck.extraV1).toMatch(/^[0-9a-f]{64}$/);
    expect(struck.applied).toEqual(['stale-timestamp', 'extra-invalid-signature']);
    expect(faultsAtAttempt({}, { seed: 1, seq: 1, attempt: 1, t: 1_000_000 })).toEqual({ t: 1_000_000, applied: [] });
  });

  it('sends a delivered event again after its delay only when the event was marked for it', () => {
    const faults = { 'redeliver-after-success': faultDefaults['redeliver-after-success'] };
    const marked = { faults: [{ name: 'redeliver-after-success', detail: '' }] } as unknown as WebhookEventRecord;
    const unmarked = { faults: [] } as unknown as WebhookEventRecord;
    expect(redeliveryAt(faults, marked, 1_000, fast)).toBe(1_000 + 600);
    expect(redeliveryAt(faults, unmarked, 1_000, fast)).toBeNull();
  });
});
