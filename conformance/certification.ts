/**
 * What the suite is certified against (test/conformance/faults.test.ts and variants.test.ts run it, CHECKS.md
 * lists it): each implementation fault of the mock (--fault) with the check that must catch it, and each
 * legal variant (--variant) against which every check must pass.
 */
import type { ImplementationFault, Variant } from '../mock-server/src/seam/index.js';
import type { Profile } from './types.js';

export interface FaultCase {
  fault: ImplementationFault;
  caughtBy: string;
  profiles: Profile[];
  /** Retry faults run only their retries check, with short waits, to keep the test fast. */
  only?: string[];
  /** Longest wait, when the fault needs more than the default 8 s to show. */
  maxWaitMs?: number;
}

const full: Profile[] = ['full'];
const retries: Profile[] = ['retries'];

export const faultCases: FaultCase[] = [
  { fault: 'hmac-without-timestamp', caughtBy: 'webhooks.signature', profiles: full },
  { fault: 'signature-base64', caughtBy: 'webhooks.signature', profiles: full },
  { fault: 'signature-wrong-secret', caughtBy: 'webhooks.signature', profiles: full },
  { fault: 'timestamp-milliseconds', caughtBy: 'webhooks.timestamp', profiles: full },
  { fault: 'key-in-query-accepted', caughtBy: 'auth.key-in-query', profiles: full },
  { fault: 'inactive-401', caughtBy: 'auth.inactive-partner', profiles: full },
  { fault: 'lookup-without-key', caughtBy: 'auth.lookup-requires-key', profiles: full },
  { fault: 'completed-at-while-processing', caughtBy: 'create.processing', profiles: full },
  { fault: 'received-at-without-offset', caughtBy: 'create.record-valid', profiles: full },
  { fault: 'release-id-not-echoed', caughtBy: 'create.release-and-ids', profiles: full },
  { fault: 'total-counts-resources', caughtBy: 'create.resources-total', profiles: full },
  { fault: 'skip-resource-fetch', caughtBy: 'lifecycle.files-fetched', profiles: full },
  { fault: 'failed-without-error', caughtBy: 'lifecycle.fails-on-expired-file', profiles: full },
  { fault: 'completed-despite-failed-file', caughtBy: 'lifecycle.fails-on-expired-file', profiles: full },
  { fault: 'stale-webhook-data', caughtBy: 'webhooks.data-equals-lookup', profiles: full },
  { fault: 'no-webhook-for-failed', caughtBy: 'webhooks.delivered', profiles: full },
  { fault: 'new-event-id-per-retry', caughtBy: 'webhooks.retry-same-event', profiles: retries, only: ['webhooks.retry-same-event'] },
  { fault: 'no-retry-after-500', caughtBy: 'webhooks.retry-same-event', profiles: retries, only: ['webhooks.retry-same-event'] },
  { fault: 'constant-retry-gaps', caughtBy: 'webhooks.retry-gaps-increase', profiles: retries, only: ['webhooks.retry-gaps-increase'] },
  { fault: 'too-many-retries', caughtBy: 'webhooks.max-retries', profiles: retries, only: ['webhooks.max-retries'], maxWaitMs: 20_000 },
  { fault: 'no-retry-after-timeout', caughtBy: 'webhooks.timeout-retried', profiles: retries, only: ['webhooks.timeout-retried'] },
  { fault: 'retries-after-2xx', caughtBy: 'webhooks.2xx-stops-retries', profiles: retries, only: ['webhooks.2xx-stops-retries'], maxWaitMs: 20_000 },
];

/** The profiles the suite must pass, on every check, against each legal variant. */
export const variantProfiles: Profile[] = ['full', 'retries'];

/** Every legal variant of the mock, in the order CHECKS.md lists them. */
export const certifiedVariants: Variant[] = [
  'lookup-unprefixed-only',
  'lookup-prefixed-only',
  'reserialized-events',
  'duplicate-after-2xx',
  'three-retries',
  'offset-timestamps',
  'nested-error-body',
  'clock-ahead-90s',
  'several-v1',
  'extra-event-type',
];
