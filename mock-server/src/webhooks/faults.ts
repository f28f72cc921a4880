/**
 * Reproducible delivery faults (off by default): every awkward thing spec 6.4 allows, on purpose. Each
 * decision is a pure function of the seed, the event's sequence number, the fault and the attempt, so the
 * same seed and the same inputs give the same faults whatever the timing of the deliveries.
 */
import { createHash } from 'node:crypto';

export interface FaultSetting {
  /** Chance per event (per attempt for the signature faults), 0..1. Default 1. */
  probability: number;
  /** duplicate and redeliver-after-success: how long after the first delivery (simulated ms). */
  delayMs: number;
  /** reorder: events are held a random time within this window (simulated ms), so they leave out of order. */
  windowMs: number;
}

/**
 * Every delivery fault with its default setting: the one list of their names (config, `Prefer`, the ledger).
 * Each is marked in the ledger where it happened.
 */
export const faultDefaults = {
  'duplicate': { probability: 1, delayMs: 1_000, windowMs: 0 },
  'reorder': { probability: 1, delayMs: 0, windowMs: 30_000 },
  'unknown-event-type': { probability: 1, delayMs: 0, windowMs: 0 },
  'stale-timestamp': { probability: 1, delayMs: 0, windowMs: 0 },
  'extra-invalid-signature': { probability: 1, delayMs: 0, windowMs: 0 },
  'redeliver-after-success': { probability: 1, delayMs: 60_000, windowMs: 0 },
} as const satisfies Record<string, FaultSetting>;

/** Faults the mock injects on purpose (off by default). */
export type WebhookFaultName = keyof typeof faultDefaults;

export const webhookFaultNames = Object.keys(faultDefaults) as readonly WebhookFaultName[];

/** The faults of a partner or scenario; a missing key is off. */
export type WebhookFaults = Partial<Record<WebhookFaultName, FaultSetting>>;

/** The more specific settings win, fault by fault: scenario over partner over server. */
export function mergeFaults(...layers: (WebhookFaults | undefined)[]): WebhookFaults {
  return Object.assign({}, ...layers.filter(Boolean)) as WebhookFaults;
}

/** A number in [0, 1) fixed by its inputs. */
export function roll(seed: number, eventSeq: number, fault: WebhookFaultName, salt = 0): number {
  const digest = createHash('sha256').update(`${seed}:${eventSeq}:${fault}:${salt}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** Whether `fault` strikes this event (or, with `salt`, this attempt). */
export function strikes(faults: WebhookFaults, fault: WebhookFaultName, seed: number, eventSeq: number, salt = 0): boolean {
  const setting = faults[fault];
  return setting !== undefined && roll(seed, eventSeq, fault, salt) < setting.probability;
}

/** An invalid but well-formed v1 value, fixed by its inputs. */
export function invalidV1(seed: number, eventSeq: number, attempt: number): string {
  return createHash('sha256').update(`invalid:${seed}:${eventSeq}:${attempt}`).digest('hex');
}
