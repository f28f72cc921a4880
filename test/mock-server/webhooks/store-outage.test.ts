/**
 * Issue #18: the database goes away while a replica delivers an event it claimed. The attempt cannot be settled nor
 * its claim let go of, and the replica's lease keeper goes on renewing what it holds once the database is back. The
 * dispatcher lets go of the claim as soon as the database answers, so the event is claimed again when its in-flight
 * deadline has passed, its cut attempt recorded `interrupted`, and delivered: it is never stranded.
 */
import { pino } from 'pino';
import { afterEach, expect, it } from 'vitest';
import { createRealClock } from '../../../mock-server/src/clock.js';
import { LeaseKeeper } from '../../../mock-server/src/replica/lease-keeper.js';
import { specSeam } from '../../../mock-server/src/seam/index.js';
import { createMemoryStore } from '../../../mock-server/src/store/memory.js';
import { WebhookDispatcher } from '../../../mock-server/src/webhooks/dispatcher.js';
import { type Receiver, startReceiver } from '../../support/receiver.js';
import { partner, webhookEvent, withOutage } from '../store/support.js';

const logger = pino({ level: 'silent' });
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

it('lets go of a claimed event once the database is back, and the event is delivered', async () => {
  const outage = withOutage(createMemoryStore());
  const clock = createRealClock();
  // The outage (until 100 ms past the refused hand-back) is shorter than the lease (600 ms): renewed by the keeper, the
  // lease never runs out by itself.
  const leaseMs = 600;
  const keeper = new LeaseKeeper({ store: outage.store, owner: 'replica-a', leaseMs, wallNow: Date.now, logger });
  const receiver: Receiver = await startReceiver((n) => {
    if (n === 1) {
      // The database goes away while the first attempt is on the wire: it cannot be settled, nor its claim let go of.
      // It is back 100 ms after that refusal (an event, not a timer from here: on a stalled process a timer from here
      // could fire before the dispatcher had read this answer, and the attempt would be settled).
      outage.down(true);
      void outage.refused('releaseClaim').then(() => {
        setTimeout(() => {
          outage.down(false);
        }, 100);
      });
    }
    return { status: 200 };
  });
  await outage.store.savePartner(partner({ webhookUrl: receiver.url }));
  await outage.store.saveEvent(webhookEvent({ faults: [], nextAttemptAt: clock.now() }));
  const dispatcher = new WebhookDispatcher({
    store: outage.store,
    clock,
    seam: specSeam({ clock, retryScheduleMs: [100, 200] }),
    checkEvents: false,
    seed: 1,
    logger,
    settings: { timeoutMs: 300, concurrencyPerReceiver: 2, faults: {}, allowHttpLoopback: true, userAgent: 'test', signWithAllKeys: false },
    replica: { owner: 'replica-a', lease: () => keeper.lease(), pollMs: 50 },
    handBackRetryMs: 20,
  });
  cleanup = async () => {
    await dispatcher.stop();
    await keeper.stop();
    await receiver.close();
  };
  keeper.start();
  await dispatcher.start();

  // Delivered again after the in-flight deadline (lease + attempt timeout): well within 5 s.
  await receiver.waitFor(2, 5_000);
  let event = await outage.store.getEvent('evt_1');
  for (let i = 0; i < 100 && event?.state !== 'delivered'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    event = await outage.store.getEvent('evt_1');
  }
  expect(event?.state).toBe('delivered');
  const attempts = await outage.store.listAttempts('evt_1');
  expect(attempts.map((a) => a.outcome)).toEqual(['interrupted', 'succeeded']);
  // The cut attempt is not counted against the receiver.
  expect(event?.attempts).toBe(1);
  expect(new Set(receiver.deliveries.map((d) => d.json.eventId))).toEqual(new Set(['evt_1']));
});
