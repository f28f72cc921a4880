/**
 * The operator feed between replicas (issue #18): a batch of changes as NOTIFY payloads under PostgreSQL's 8000
 * bytes, split when it is bigger, sent as one reset when it would need too many; and the feed's relay, which hears
 * of a burst of changes once per interval.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { decodeChanges, encodeChanges, MAX_PAYLOADS, NOTIFY_MAX_BYTES, type WireChanges } from '../../../mock-server/src/operator/feed-wire.js';
import { type FeedChanges, OperatorFeed } from '../../../mock-server/src/operator/feed.js';

const none: WireChanges = { ingests: [], events: [], partners: [], clock: false, clockNowMs: null, reset: false };
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}_${String(i).padStart(8, '0')}`);
const union = (payloads: string[]) => {
  const all = payloads.map((p) => decodeChanges(p)!.changes);
  return {
    ingests: all.flatMap((c) => c.ingests),
    events: all.flatMap((c) => c.events),
    partners: all.flatMap((c) => c.partners),
    clock: all.some((c) => c.clock),
    reset: all.some((c) => c.reset),
  };
};

describe('feed payloads', () => {
  it('sends nothing for an empty batch, and a clock move alone with the shared now', () => {
    expect(encodeChanges('a', none)).toEqual([]);
    const [payload, ...rest] = encodeChanges('a', { ...none, clock: true, clockNowMs: 1_800_000_000_123 });
    expect(rest).toEqual([]);
    expect(decodeChanges(payload!)).toEqual({ origin: 'a', changes: { ...none, clock: true, clockNowMs: 1_800_000_000_123 } });
  });

  it('round-trips a small batch in one payload', () => {
    const changes = { ...none, ingests: ['ing_1'], events: ['evt_1', 'evt_2'], partners: ['acme'], clock: true, clockNowMs: null };
    const payloads = encodeChanges('host-1-abc', changes);
    expect(payloads).toHaveLength(1);
    expect(decodeChanges(payloads[0]!)).toEqual({ origin: 'host-1-abc', changes });
  });

  it('splits a batch over 8000 bytes into payloads under the limit that carry every id once, in order', () => {
    const changes = { ...none, ingests: ids('ing', 300), events: ids('evt', 500), partners: ids('partner', 20), clock: true, clockNowMs: 42 };
    const payloads = encodeChanges('replica-b', changes);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThanOrEqual(MAX_PAYLOADS);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    // Nearly full: a split is not a payload per id.
    expect(Buffer.byteLength(payloads[0]!)).toBeGreaterThan(NOTIFY_MAX_BYTES - 40);
    const got = union(payloads);
    expect(got).toEqual({ ingests: changes.ingests, events: changes.events, partners: changes.partners, clock: true, reset: false });
    expect(decodeChanges(payloads[0]!)!.changes.clockNowMs).toBe(42);
  });

  it('counts bytes, not characters: ids of multi-byte characters stay under the limit', () => {
    const payloads = encodeChanges('r', { ...none, partners: Array.from({ length: 400 }, (_, i) => `パートナー${i}`) }, { maxPayloads: 50 });
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    expect(union(payloads).partners).toHaveLength(400);
  });

  it('sends one reset for a burst that would need more payloads than the limit (10,000 webhook events)', () => {
    const payloads = encodeChanges('r', { ...none, events: ids('evt', 10_000), clock: true, clockNowMs: 7 });
    expect(payloads).toHaveLength(1);
    expect(decodeChanges(payloads[0]!)!.changes).toEqual({ ...none, reset: true, clock: true, clockNowMs: 7 });
  });

  it('sends a reset rather than a payload PostgreSQL would refuse, for an id longer than a payload', () => {
    const payloads = encodeChanges('r', { ...none, ingests: ['x'.repeat(9_000)] });
    expect(payloads).toHaveLength(1);
    expect(decodeChanges(payloads[0]!)!.changes.reset).toBe(true);
  });

  it('reads a reset, and ignores payloads that are not the feed\'s', () => {
    expect(decodeChanges(encodeChanges('r', { ...none, reset: true, ingests: ['a'] })[0]!)!.changes).toEqual({ ...none, reset: true });
    for (const foreign of ['', 'hello', '[]', 'null', '{"o":1}', '{"o":"r","i":[1]}', '{"o":"r","c":"soon"}']) {
      expect(decodeChanges(foreign)).toBeNull();
    }
  });
});

describe('the feed with a relay (replicas)', () => {
  const quietly = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('relays a burst of 10,000 marks as one batch per interval, even with nobody listening here', async () => {
    const relayed: FeedChanges[] = [];
    const feed = new OperatorFeed({ intervalMs: 5, relay: { publish: (changes) => relayed.push(changes) } });
    for (const id of ids('evt', 10_000)) feed.markEvent(id);
    feed.markEvent('evt_00000001');
    feed.markClock();
    await quietly();
    expect(relayed).toHaveLength(1);
    expect(relayed[0]!.events).toHaveLength(10_000);
    expect(relayed[0]!.clock).toBe(true);
    feed.close();
  });

  it('hands changes heard from other replicas to its subscribers, and never relays them again', async () => {
    const relayed: FeedChanges[] = [];
    const seen: FeedChanges[] = [];
    const feed = new OperatorFeed({ intervalMs: 5, relay: { publish: (changes) => relayed.push(changes) } });
    feed.subscribe({ changed: (changes) => seen.push(changes), close: () => undefined });
    feed.hear({ ingests: ['ing_remote'], events: [], partners: [], clock: false, reset: false });
    feed.markIngest('ing_local');
    await quietly();
    expect(seen).toEqual([{ ingests: ['ing_remote', 'ing_local'], events: [], partners: [], clock: false, reset: false }]);
    expect(relayed).toEqual([{ ingests: ['ing_local'], events: [], partners: [], clock: false, reset: false }]);
    feed.close();
  });

  it('sends a batch in its own async context, not in that of the write that marked it (a store unit\'s)', async () => {
    const unit = new AsyncLocalStorage<string>();
    const contexts: (string | undefined)[] = [];
    const feed = new OperatorFeed({ intervalMs: 5 });
    feed.subscribe({ changed: () => contexts.push(unit.getStore()), close: () => undefined });
    unit.run('inside a unit', () => {
      feed.markIngest('ing_1');
    });
    await quietly();
    expect(contexts).toEqual([undefined]);
    feed.close();
  });

  it('without a relay (memory, SQLite) marks nothing while nobody listens, as before', async () => {
    const seen: FeedChanges[] = [];
    const feed = new OperatorFeed({ intervalMs: 5 });
    feed.markIngest('before');
    feed.subscribe({ changed: (changes) => seen.push(changes), close: () => undefined });
    feed.markIngest('after');
    await quietly();
    expect(seen.map((c) => c.ingests)).toEqual([['after']]);
    feed.close();
  });
});
