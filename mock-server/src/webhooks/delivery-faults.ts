/**
 * What each delivery fault (faults.ts) does, at the three moments it can strike: when an event is created
 * (held back, marked for a duplicate or a redelivery, followed by an event of an unknown type), when an attempt
 * is signed (a stale `t`, an extra invalid `v1`), and after a 2xx (sent once more). Pure: the seed, the event's
 * sequence number and the attempt decide; the clock only turns the faults' simulated delays into store ms.
 */
import type { Clock } from '../clock.js';
import type { WebhookEventRecord, WebhookFaultMark, WebhookFaultName } from '../store/types.js';
import { invalidV1, roll, strikes, type WebhookFaults } from './faults.js';

/** How far back the `stale-timestamp` fault sets `t`: twice the 300 s receivers allow (spec 6.3). */
const staleBySeconds = 600;

/** The faults that strike an event as it is created. */
export interface CreationFaults {
  /** When the event is first due (store ms): now, or later when `reorder` holds it. */
  due: number;
  marks: WebhookFaultMark[];
  /** When `duplicate` sends it a second time (store ms), or null. */
  duplicateAt: number | null;
}

export function faultsAtCreation(
  faults: WebhookFaults,
  input: { seed: number; seq: number; now: number; clock: Pick<Clock, 'fromSimulated'> },
): CreationFaults {
  const { seed, seq, now, clock } = input;
  const marks: WebhookFaultMark[] = [];
  let due = now;
  const reorder = faults.reorder;
  if (reorder && strikes(faults, 'reorder', seed, seq)) {
    const holdMs = Math.floor(roll(seed, seq, 'reorder', 1) * reorder.windowMs);
    due = now + clock.fromSimulated(holdMs);
    marks.push({ name: 'reorder', detail: `held ${holdMs} ms (simulated) so events leave out of order` });
  }
  for (const name of ['duplicate', 'redeliver-after-success'] as const) {
    const setting = faults[name];
    if (setting && strikes(faults, name, seed, seq)) marks.push({ name, detail: `after ${setting.delayMs} ms (simulated)` });
  }
  const duplicate = faults.duplicate;
  const duplicateAt = duplicate && marks.some((m) => m.name === 'duplicate') ? due + clock.fromSimulated(duplicate.delayMs) : null;
  return { due, marks, duplicateAt };
}

/** Whether `unknown-event-type` follows the first event of an ingest (sequence `seq`) with one of an unknown type. */
export function injectsUnknownEvent(faults: WebhookFaults, seed: number, seq: number): boolean {
  return strikes(faults, 'unknown-event-type', seed, seq);
}

/** The faults that strike one attempt's signature: its `t` (Unix seconds) and an extra invalid `v1` placed first. */
export function faultsAtAttempt(
  faults: WebhookFaults,
  input: { seed: number; seq: number; attempt: number; t: number },
): { t: number; extraV1?: string; applied: WebhookFaultName[] } {
  const { seed, seq, attempt } = input;
  const applied: WebhookFaultName[] = [];
  let t = input.t;
  if (strikes(faults, 'stale-timestamp', seed, seq, attempt)) {
    t -= staleBySeconds;
    applied.push('stale-timestamp');
  }
  if (!strikes(faults, 'extra-invalid-signature', seed, seq, attempt)) return { t, applied };
  applied.push('extra-invalid-signature');
  return { t, extraV1: invalidV1(seed, seq, attempt), applied };
}

/** When `redeliver-after-success` sends a just-delivered event again (store ms), or null. */
export function redeliveryAt(
  faults: WebhookFaults,
  event: WebhookEventRecord,
  now: number,
  clock: Pick<Clock, 'fromSimulated'>,
): number | null {
  const setting = faults['redeliver-after-success'];
  if (!setting || !event.faults.some((f) => f.name === 'redeliver-after-success')) return null;
  return now + clock.fromSimulated(setting.delayMs);
}
