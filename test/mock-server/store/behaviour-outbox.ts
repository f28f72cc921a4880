/**
 * The webhook delivery outbox every Store keeps (events and attempts, mock-server/src/store/types.ts),
 * as a suite each implementation runs against itself through describeStoreBehaviour.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  Store, WebhookEventFilter, WebhookEventRecord, WebhookEventState,
} from '../../../mock-server/src/store/index.js';
import {
  attemptFailed, ingest, ingestFiles, partner, tryToChange, UNUSUAL_BODY, webhookAttempt, webhookEvent,
} from './support.js';

/** 2025-03-01T12:00:00Z in ms: the events' due times are around it. */
const NOW = 1_740_830_400_000;

export function describeOutboxBehaviour(name: string, open: () => Store | Promise<Store>): void {
  describe(`${name} store webhook outbox`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    /** Saves events evt_<seq>, each with the given fields, and returns them as saved. */
    async function saveEvents(...variants: (Partial<WebhookEventRecord> & { seq: number })[]): Promise<WebhookEventRecord[]> {
      const events: WebhookEventRecord[] = [];
      for (const overrides of variants) {
        const event = webhookEvent({ eventId: `evt_${overrides.seq}`, ...overrides });
        await store.saveEvent(event);
        events.push(event);
      }
      return events;
    }

    const eventIds = (events: WebhookEventRecord[]) => events.map((event) => event.eventId);

    describe('events', () => {
      it('returns a saved event as it was saved, its body identical to the last code unit', async () => {
        const [event] = await saveEvents({ seq: 1 });
        const got = (await store.getEvent('evt_1'))!;
        expect(got).toStrictEqual(event);
        expect(got.body).toBe(UNUSUAL_BODY);
        expect(got.body).toHaveLength(UNUSUAL_BODY.length);
        // The same body from every read path, not only getEvent.
        expect((await store.listEvents())[0]!.body).toBe(UNUSUAL_BODY);
        expect((await store.listDueEvents(NOW, 1))[0]!.body).toBe(UNUSUAL_BODY);
      });

      it('answers undefined for an unknown event id', async () => {
        await saveEvents({ seq: 1 });
        expect(await store.getEvent('evt_2')).toBeUndefined();
      });

      it('replaces an event saved again, in lookups, filters and the due list', async () => {
        const [event] = await saveEvents({ seq: 1 });
        const delivered = webhookEvent({
          ...event,
          state: 'delivered',
          attempts: 1,
          nextAttemptAt: null,
          body: '{"eventId":"evt_1","v":2}',
          faults: [],
          updatedAt: '2025-03-01T12:00:07.000Z',
        });
        await store.saveEvent(delivered);
        expect(await store.getEvent('evt_1')).toStrictEqual(delivered);
        expect(await store.listEvents()).toStrictEqual([delivered]);
        expect(await store.listEvents({ state: 'pending' })).toEqual([]);
        expect(await store.listEvents({ state: 'delivered' })).toStrictEqual([delivered]);
        expect(await store.listDueEvents(NOW, 10)).toEqual([]);
        expect(await store.nextDueAt()).toBeNull();
      });

      it('replaces an event whose seq, partner and ingest changed, in every filter', async () => {
        await saveEvents({ seq: 1 }, { seq: 2 });
        const moved = webhookEvent({ eventId: 'evt_1', seq: 3, partnerId: 'partner-b', ingestId: '1700000009' });
        await store.saveEvent(moved);
        expect(eventIds(await store.listEvents())).toEqual(['evt_1', 'evt_2']);
        expect((await store.listEvents({ partnerId: 'partner-a' })).map((event) => event.eventId)).toEqual(['evt_2']);
        expect(await store.listEvents({ partnerId: 'partner-b' })).toStrictEqual([moved]);
        expect(await store.listEvents({ ingestId: '1700000009' })).toStrictEqual([moved]);
        expect(eventIds(await store.listDueEvents(NOW, 10))).toEqual(['evt_2', 'evt_1']);
      });

      it('lists events newest (highest seq) first, filtered by partnerId, ingestId and state', async () => {
        // Saved out of seq order: the list follows seq, not the order of saving.
        await saveEvents(
          { seq: 2, partnerId: 'partner-a', ingestId: '1700000001', state: 'delivered', nextAttemptAt: null },
          { seq: 1, partnerId: 'partner-a', ingestId: '1700000001', state: 'lost', nextAttemptAt: null },
          { seq: 3, partnerId: 'partner-b', ingestId: '1700000002', state: 'pending' },
          { seq: 5, partnerId: 'partner-a', ingestId: '1700000003', state: 'pending' },
          { seq: 4, partnerId: 'partner-b', ingestId: '1700000002', state: 'undeliverable', nextAttemptAt: null },
        );
        const cases: { given: WebhookEventFilter; want: string[] }[] = [
          { given: {}, want: ['evt_5', 'evt_4', 'evt_3', 'evt_2', 'evt_1'] },
          { given: { partnerId: 'partner-a' }, want: ['evt_5', 'evt_2', 'evt_1'] },
          { given: { ingestId: '1700000002' }, want: ['evt_4', 'evt_3'] },
          { given: { state: 'pending' }, want: ['evt_5', 'evt_3'] },
          { given: { partnerId: 'partner-a', state: 'lost' }, want: ['evt_1'] },
          { given: { partnerId: 'partner-a', ingestId: '1700000001' }, want: ['evt_2', 'evt_1'] },
          { given: { partnerId: 'partner-b', ingestId: '1700000001' }, want: [] },
          { given: { ingestId: '1700000002', state: 'pending' }, want: ['evt_3'] },
          { given: { partnerId: 'partner-a', ingestId: '1700000001', state: 'delivered' }, want: ['evt_2'] },
          { given: { partnerId: 'partner-c' }, want: [] },
          { given: { limit: 2 }, want: ['evt_5', 'evt_4'] },
          { given: { partnerId: 'partner-a', limit: 2 }, want: ['evt_5', 'evt_2'] },
          { given: { limit: 0 }, want: [] },
        ];
        for (const { given, want } of cases) {
          expect(eventIds(await store.listEvents(given)), JSON.stringify(given)).toEqual(want);
        }
      });

      it('lists events of equal seq in the order they were first saved, newest first', async () => {
        await saveEvents({ seq: 7, eventId: 'evt_b' }, { seq: 7, eventId: 'evt_a' }, { seq: 7, eventId: 'evt_c' });
        await store.saveEvent(webhookEvent({ seq: 7, eventId: 'evt_b', state: 'delivered', nextAttemptAt: null }));
        expect(eventIds(await store.listEvents())).toEqual(['evt_c', 'evt_a', 'evt_b']);
        expect(eventIds(await store.listDueEvents(NOW, 10))).toEqual(['evt_a', 'evt_c']);
      });

      it('lists at most 100 events when no limit is given, the newest ones', async () => {
        const events = await saveEvents(...Array.from({ length: 103 }, (_, index) => ({ seq: index + 1 })));
        const listed = await store.listEvents();
        expect(listed).toHaveLength(100);
        expect(eventIds(listed)).toEqual(eventIds(events).reverse().slice(0, 100));
      });

      it('rejects a negative or fractional limit', async () => {
        await expect(store.listEvents({ limit: -1 })).rejects.toThrow(/^listEvents: limit must be a whole number/);
        await expect(store.listDueEvents(NOW, 2.5)).rejects.toThrow(/^listDueEvents: limit must be a whole number/);
        await expect(store.listDueEvents(NOW, -1)).rejects.toThrow(RangeError);
      });

      it('refuses an event it could not place in seq or due order, and keeps none of it', async () => {
        const cases: { given: Partial<WebhookEventRecord>; want: RegExp }[] = [
          { given: { seq: 1.5 }, want: /seq of event evt_1 must be a whole number, got 1.5/ },
          { given: { seq: Number.NaN }, want: /seq of event evt_1 must be a whole number/ },
          { given: { nextAttemptAt: Number.NaN }, want: /nextAttemptAt of event evt_1 must be ms since epoch or null, got NaN/ },
          { given: { nextAttemptAt: Number.POSITIVE_INFINITY }, want: /nextAttemptAt of event evt_1/ },
        ];
        for (const { given, want } of cases) {
          await expect(store.saveEvent(webhookEvent(given)), JSON.stringify(given)).rejects.toThrow(want);
        }
        expect(await store.getEvent('evt_1')).toBeUndefined();
      });
    });

    describe('due events', () => {
      it('lists pending events due at or before now, earliest first, ties by seq, at most limit', async () => {
        await saveEvents(
          { seq: 5, nextAttemptAt: NOW },
          { seq: 2, nextAttemptAt: NOW },
          { seq: 9, nextAttemptAt: NOW - 500 },
          { seq: 1, nextAttemptAt: NOW + 1 },
          // In flight: pending without a due time.
          { seq: 3, nextAttemptAt: null },
          // Not pending, whatever their nextAttemptAt says.
          ...(['delivered', 'lost', 'undeliverable'] as WebhookEventState[]).map((state, index) => ({
            seq: 10 + index, state, nextAttemptAt: NOW - 1_000,
          })),
        );
        const cases: { given: { now: number; limit: number }; want: string[] }[] = [
          { given: { now: NOW, limit: 10 }, want: ['evt_9', 'evt_2', 'evt_5'] },
          { given: { now: NOW, limit: 2 }, want: ['evt_9', 'evt_2'] },
          { given: { now: NOW, limit: 0 }, want: [] },
          { given: { now: NOW + 1, limit: 10 }, want: ['evt_9', 'evt_2', 'evt_5', 'evt_1'] },
          { given: { now: NOW - 500, limit: 10 }, want: ['evt_9'] },
          { given: { now: NOW - 501, limit: 10 }, want: [] },
        ];
        for (const { given, want } of cases) {
          expect(eventIds(await store.listDueEvents(given.now, given.limit)), JSON.stringify(given)).toEqual(want);
        }
      });

      it('moves an event saved again to its new place in the due order', async () => {
        await saveEvents(
          { seq: 1, nextAttemptAt: NOW - 100 },
          { seq: 2, nextAttemptAt: NOW - 200 },
          { seq: 3, nextAttemptAt: NOW - 300 },
        );
        // evt_3 goes in flight, evt_2 is rescheduled after evt_1 (a retry), evt_1 keeps its time.
        await store.saveEvent(webhookEvent({ eventId: 'evt_3', seq: 3, nextAttemptAt: null, attempts: 1 }));
        await store.saveEvent(webhookEvent({ eventId: 'evt_2', seq: 2, nextAttemptAt: NOW, attempts: 1 }));
        await store.saveEvent(webhookEvent({ eventId: 'evt_1', seq: 1, nextAttemptAt: NOW - 100, attempts: 0 }));
        expect(eventIds(await store.listDueEvents(NOW, 10))).toEqual(['evt_1', 'evt_2']);
        expect(await store.nextDueAt()).toBe(NOW - 100);
      });

      it('answers the earliest due time of a pending event with nextDueAt, or null when none is scheduled', async () => {
        expect(await store.nextDueAt()).toBeNull();
        await saveEvents({ seq: 1, nextAttemptAt: null }, { seq: 2, state: 'lost', nextAttemptAt: NOW - 9_000 });
        expect(await store.nextDueAt()).toBeNull();
        await saveEvents(
          { seq: 3, nextAttemptAt: NOW + 60_000 },
          { seq: 4, nextAttemptAt: NOW + 5_000 },
          { seq: 5, nextAttemptAt: NOW + 7_000 },
        );
        expect(await store.nextDueAt()).toBe(NOW + 5_000);
        await store.saveEvent(webhookEvent({ eventId: 'evt_4', seq: 4, state: 'delivered', nextAttemptAt: null }));
        expect(await store.nextDueAt()).toBe(NOW + 7_000);
      });
    });

    describe('attempts', () => {
      it('lists an event\'s attempts by number, and replaces an attempt saved again', async () => {
        const second = webhookAttempt({ number: 2, kind: 'duplicate', faults: [] });
        const first = webhookAttempt({ number: 1 });
        await store.saveAttempt(second);
        await store.saveAttempt(webhookAttempt({ eventId: 'evt_2' }));
        await store.saveAttempt(first);
        expect(await store.listAttempts('evt_1')).toStrictEqual([first, second]);
        const firstFailed = attemptFailed(first);
        await store.saveAttempt(firstFailed);
        expect(await store.listAttempts('evt_1')).toStrictEqual([firstFailed, second]);
        expect(await store.listAttempts('evt_2')).toStrictEqual([webhookAttempt({ eventId: 'evt_2' })]);
        expect(await store.listAttempts('evt_3')).toEqual([]);
      });

      it('keeps what an attempt sent and received: every request header, a body that differs from the event\'s, the start of the response', async () => {
        const sent = webhookAttempt({ requestBody: UNUSUAL_BODY.replace('evt_1', 'evt_1R2'), number: 2 });
        await store.saveAttempt(sent);
        const answered = attemptFailed(sent);
        await store.saveAttempt(answered);
        const [read] = await store.listAttempts('evt_1');
        expect(read).toStrictEqual(answered);
        expect(read!.requestHeaders['x-service-signature']).toBe(sent.signatureHeader);
        expect(read!.requestBody).toBe(sent.requestBody);
        expect(read!.responseBody).toBe(answered.responseBody);
      });

      it('lists the attempts still in flight across events, in the order first saved', async () => {
        const attempts = [
          webhookAttempt({ eventId: 'evt_2', number: 1 }),
          webhookAttempt({ eventId: 'evt_1', number: 1 }),
          webhookAttempt({ eventId: 'evt_1', number: 2 }),
          webhookAttempt({ eventId: 'evt_3', number: 1 }),
        ];
        for (const attempt of attempts) await store.saveAttempt(attempt);
        await store.saveAttempt(attemptFailed(attempts[1]!));
        await store.saveAttempt({ ...attempts[3]!, outcome: 'succeeded', statusCode: 204, finishedAt: '2025-03-01T12:00:06.080Z', durationMs: 80 });
        expect(await store.listInFlightAttempts()).toStrictEqual([attempts[0], attempts[2]]);
      });

      it('saves an attempt with the event it moves, as saveAttempt and saveEvent would, and takes both back with a unit', async () => {
        const [event] = await saveEvents({ seq: 1, nextAttemptAt: NOW });
        const attempt = webhookAttempt();
        const counted = { ...event!, attempts: 1, nextAttemptAt: NOW + 5_000 };
        await store.saveAttempt(attempt, counted);
        expect(await store.listAttempts('evt_1')).toStrictEqual([attempt]);
        expect(await store.getEvent('evt_1')).toStrictEqual(counted);
        expect(await store.nextDueAt()).toBe(NOW + 5_000);
        const delivered = { ...counted, state: 'delivered' as const, nextAttemptAt: null };
        await expect(store.transaction(async (tx) => {
          await tx.saveAttempt({ ...attempt, outcome: 'succeeded', statusCode: 200 }, delivered);
          throw new Error('rolled back');
        })).rejects.toThrow('rolled back');
        expect(await store.listAttempts('evt_1')).toStrictEqual([attempt]);
        expect(await store.getEvent('evt_1')).toStrictEqual(counted);
        await store.saveAttempt({ ...attempt, outcome: 'succeeded', statusCode: 200 }, delivered);
        expect(eventIds(await store.listEvents({ state: 'delivered' }))).toEqual(['evt_1']);
        expect(await store.nextDueAt()).toBeNull();
      });

      it('reads what an attempt is made from in one call: what getEvent, getPartner, listAttempts and getIngest say', async () => {
        const faults = { 'stale-timestamp': { probability: 0.5, delayMs: 0, windowMs: 0 } };
        const duplicate = { duplicate: { probability: 1, delayMs: 1_000, windowMs: 0 } };
        await store.savePartner(partner({ webhookUrl: 'https://receiver.example/hooks', webhookFaults: duplicate }));
        const row = ingest('1700000001', { plan: { scenario: 'flaky', failLastFiles: 0, holdUntil: null, webhookFaults: faults } });
        await store.insertIngest(row, ingestFiles(row));
        const [event] = await saveEvents({ seq: 1 }, { seq: 2, partnerId: 'partner-gone', ingestId: '1799999999' });
        await store.saveAttempt(attemptFailed(webhookAttempt()));
        await store.saveAttempt(webhookAttempt({ number: 2 }));
        const read = async (id: string) => {
          const found = await store.getEvent(id);
          return found && {
            event: found,
            partner: await store.getPartner(found.partnerId),
            attemptCount: (await store.listAttempts(id)).length,
            ingestWebhookFaults: (await store.getIngest(found.ingestId))?.plan.webhookFaults,
          };
        };
        const inputs = await store.getAttemptInputs(['evt_1', 'evt_404', 'evt_2']);
        // Unknown ids are absent; the others are each what its own reads say.
        expect([...inputs.keys()].sort()).toEqual(['evt_1', 'evt_2']);
        expect(inputs.get('evt_1')).toStrictEqual(await read('evt_1'));
        expect(inputs.get('evt_1')).toMatchObject({ event, attemptCount: 2, ingestWebhookFaults: faults });
        expect(inputs.get('evt_1')?.partner?.webhookFaults).toStrictEqual(duplicate);
        // No partner, no ingest, no attempts: each said as its own read says it.
        expect(inputs.get('evt_2')).toStrictEqual(await read('evt_2'));
        expect(inputs.get('evt_2')).toMatchObject({ partner: undefined, attemptCount: 0, ingestWebhookFaults: undefined });
        // In a unit too (PostgreSQL: the events' rows locked), and nothing for no ids.
        expect(await store.transaction((tx) => tx.getAttemptInputs(['evt_2', 'evt_1']))).toStrictEqual(inputs);
        expect((await store.getAttemptInputs([])).size).toBe(0);
      });

      it('saves a batch of events as one write, in order, the later of one event twice winning', async () => {
        const first = webhookEvent({ eventId: 'evt_1', seq: 1 });
        const second = webhookEvent({ eventId: 'evt_2', seq: 2, state: 'undeliverable', nextAttemptAt: null });
        const delivered = { ...first, state: 'delivered' as const, nextAttemptAt: null, attempts: 1 };
        await store.saveEvents([first, second, delivered]);
        expect(await store.getEvent('evt_1')).toStrictEqual(delivered);
        expect(await store.getEvent('evt_2')).toStrictEqual(second);
        expect(eventIds(await store.listEvents())).toEqual(['evt_2', 'evt_1']);
        expect(await store.nextDueAt()).toBeNull();
        await expect(store.transaction(async (tx) => {
          await tx.saveEvents([webhookEvent({ eventId: 'evt_3', seq: 3 }), { ...second, state: 'lost' }]);
          throw new Error('rolled back');
        })).rejects.toThrow('rolled back');
        expect(await store.getEvent('evt_3')).toBeUndefined();
        expect(await store.getEvent('evt_2')).toStrictEqual(second);
        // An event the outbox cannot order is refused, and nothing of its batch is saved.
        await expect(store.saveEvents([webhookEvent({ eventId: 'evt_4', seq: 4 }), webhookEvent({ eventId: 'evt_5', seq: 0.5 })])).rejects.toThrow();
        expect(await store.getEvent('evt_4')).toBeUndefined();
        await store.saveEvents([]);
      });

      it('reads a batch of events in one call, as getEvent reads each, in a unit too', async () => {
        const [first, second] = await saveEvents({ seq: 1 }, { seq: 2, state: 'delivered', nextAttemptAt: null });
        const found = await store.getEvents(['evt_2', 'evt_404', 'evt_1', 'evt_2']);
        expect([...found.keys()].sort()).toEqual(['evt_1', 'evt_2']);
        expect(found.get('evt_1')).toStrictEqual(first);
        expect(found.get('evt_2')).toStrictEqual(second);
        expect(await store.transaction((tx) => tx.getEvents(['evt_1', 'evt_2']))).toStrictEqual(found);
        expect((await store.getEvents([])).size).toBe(0);
      });

      it('saves a batch of attempts and the events they move as one write, in order, even when an item comes twice', async () => {
        await saveEvents({ seq: 1 }, { seq: 2 });
        const counted = (id: string) => webhookEvent({ eventId: id, seq: id === 'evt_1' ? 1 : 2, attempts: 1, nextAttemptAt: null });
        await store.saveAttempts([
          { attempt: webhookAttempt(), event: counted('evt_1') },
          { attempt: webhookAttempt({ eventId: 'evt_2' }), event: counted('evt_2') },
          // The same attempt and event again (a batch cut in two runs on PostgreSQL): the later item wins.
          { attempt: { ...webhookAttempt(), outcome: 'succeeded', statusCode: 200 }, event: { ...counted('evt_1'), state: 'delivered' } },
          { attempt: webhookAttempt({ eventId: 'evt_2', number: 2 }) },
        ]);
        expect(await store.listAttempts('evt_1')).toStrictEqual([{ ...webhookAttempt(), outcome: 'succeeded', statusCode: 200 }]);
        expect(await store.listAttempts('evt_2')).toStrictEqual([webhookAttempt({ eventId: 'evt_2' }), webhookAttempt({ eventId: 'evt_2', number: 2 })]);
        expect(await store.getEvent('evt_1')).toStrictEqual({ ...counted('evt_1'), state: 'delivered' });
        expect(await store.getEvent('evt_2')).toStrictEqual(counted('evt_2'));
        expect(eventIds(await store.listEvents({ state: 'delivered' }))).toEqual(['evt_1']);
        // In a unit that rolls back, the whole batch goes back.
        await expect(store.transaction(async (tx) => {
          await tx.saveAttempts([
            { attempt: webhookAttempt({ eventId: 'evt_2', number: 3 }), event: { ...counted('evt_2'), state: 'lost' } },
            { attempt: webhookAttempt({ eventId: 'evt_2', number: 3, outcome: 'failed' }) },
          ]);
          throw new Error('rolled back');
        })).rejects.toThrow('rolled back');
        expect(await store.listAttempts('evt_2')).toHaveLength(2);
        expect(await store.getEvent('evt_2')).toStrictEqual(counted('evt_2'));
        await store.saveAttempts([]);
        expect(await store.listAttempts('evt_2')).toHaveLength(2);
      });
    });

    describe('reset', () => {
      it('deletes every event and attempt, and keeps the sequences', async () => {
        await saveEvents({ seq: 1 }, { seq: 2, nextAttemptAt: null });
        await store.saveAttempt(webhookAttempt());
        const eventSeq = await store.nextSequence('webhookEvent');
        await store.reset();
        expect(await store.getEvent('evt_1')).toBeUndefined();
        expect(await store.listEvents()).toEqual([]);
        expect(await store.listDueEvents(NOW, 10)).toEqual([]);
        expect(await store.nextDueAt()).toBeNull();
        expect(await store.listAttempts('evt_1')).toEqual([]);
        expect(await store.listInFlightAttempts()).toEqual([]);
        expect(await store.nextSequence('webhookEvent')).toBe(eventSeq + 1);
        // And the outbox works as before after a reset.
        const [again] = await saveEvents({ seq: 3 });
        expect(await store.listDueEvents(NOW, 10)).toStrictEqual([again]);
      });
    });

    describe('copies', () => {
      it('is not changed by mutating an event or attempt after saving it', async () => {
        const event = webhookEvent();
        const attempt = webhookAttempt();
        await store.saveEvent(event);
        await store.saveAttempt(attempt);
        event.state = 'lost';
        event.faults[0]!.detail = 'changed';
        attempt.faults.push('duplicate');
        expect(await store.getEvent('evt_1')).toStrictEqual(webhookEvent());
        expect(await store.listAttempts('evt_1')).toStrictEqual([webhookAttempt()]);
      });

      it('is not changed by mutating the events and attempts it returns (a frozen record throws instead)', async () => {
        await store.saveEvent(webhookEvent());
        await store.saveAttempt(webhookAttempt());
        const got = (await store.getEvent('evt_1'))!;
        tryToChange(() => got.faults.pop());
        const listed = (await store.listEvents())[0]!;
        tryToChange(() => Object.assign(listed, { state: 'delivered' }));
        const due = (await store.listDueEvents(NOW, 1))[0]!;
        tryToChange(() => Object.assign(due, { nextAttemptAt: null }));
        const attempt = (await store.listAttempts('evt_1'))[0]!;
        tryToChange(() => attempt.faults.pop());
        const inFlight = (await store.listInFlightAttempts())[0]!;
        tryToChange(() => Object.assign(inFlight, { outcome: 'failed' }));
        expect(await store.getEvent('evt_1')).toStrictEqual(webhookEvent());
        expect(await store.listDueEvents(NOW, 1)).toStrictEqual([webhookEvent()]);
        expect(await store.listInFlightAttempts()).toStrictEqual([webhookAttempt()]);
      });
    });
  });
}
