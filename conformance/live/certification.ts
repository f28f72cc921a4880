/**
 * What the proxy is certified against (test/conformance/live/proxy.test.ts runs it): each implementation fault
 * of the mock that shows in the HTTP traffic between a client and the service, with the rule that must flag it;
 * every other fault, with why the proxy cannot see it. Against every legal variant, nothing is flagged.
 */
import type { ImplementationFault, Variant } from '../../mock-server/src/seam/index.js';
import { certifiedVariants } from '../certification.js';

/** The traffic that shows a fault: a partner's ordinary traffic, or a request a partner should not send. */
export type LiveTraffic = 'ordinary' | 'lookup-without-key' | 'key-in-query';

export interface LiveFaultCase {
  fault: ImplementationFault;
  caughtBy: string;
  traffic: LiveTraffic;
}

export const liveFaultCases = [
  { fault: 'key-in-query-accepted', caughtBy: 'auth.key-in-query', traffic: 'key-in-query' },
  { fault: 'lookup-without-key', caughtBy: 'auth.lookup-requires-key', traffic: 'lookup-without-key' },
  { fault: 'completed-at-while-processing', caughtBy: 'create.processing', traffic: 'ordinary' },
  { fault: 'received-at-without-offset', caughtBy: 'create.record-valid', traffic: 'ordinary' },
  { fault: 'release-id-not-echoed', caughtBy: 'create.release-and-ids', traffic: 'ordinary' },
  { fault: 'failed-without-error', caughtBy: 'record.failed-has-error', traffic: 'ordinary' },
  { fault: 'completed-despite-failed-file', caughtBy: 'record.completed-all-loaded', traffic: 'ordinary' },
] as const satisfies readonly LiveFaultCase[];

const webhooks = 'a webhook fault: the proxy sees it only with --webhooks-port (the webhook checks)';

/** The faults the proxy's HTTP rules cannot see, and why. */
export const faultsOutsideTraffic: Readonly<Record<Exclude<ImplementationFault, (typeof liveFaultCases)[number]['fault']>, string>> = {
  'inactive-401': 'a 401 is a documented answer; the proxy cannot know that the key belongs to an inactive partner',
  'total-counts-resources': 'the number of files is in the ERN message, which the proxy never fetches (it sends no request of its own)',
  'skip-resource-fetch': 'file fetches go from the service to the file store, not through the proxy',
  'hmac-without-timestamp': webhooks,
  'signature-base64': webhooks,
  'signature-wrong-secret': webhooks,
  'timestamp-milliseconds': webhooks,
  'stale-webhook-data': webhooks,
  'no-webhook-for-failed': webhooks,
  'new-event-id-per-retry': webhooks,
  'no-retry-after-500': webhooks,
  'constant-retry-gaps': webhooks,
  'too-many-retries': webhooks,
  'no-retry-after-timeout': webhooks,
  'retries-after-2xx': webhooks,
};

/** The variants that change only webhooks: the HTTP traffic is the spec-exact mock's, so they run together, on one mock. */
const webhookOnly: readonly Variant[] = ['reserialized-events', 'duplicate-after-2xx', 'three-retries', 'several-v1', 'extra-event-type'];

/**
 * The legal variants the proxy must flag nothing against, the suite's (conformance/certification.ts), as the runs
 * of the test: each variant that changes the HTTP traffic alone, the webhook-only ones together.
 */
export const liveVariantRuns: readonly (readonly Variant[])[] = [
  ...certifiedVariants.filter((v) => !webhookOnly.includes(v)).map((v) => [v]),
  certifiedVariants.filter((v) => webhookOnly.includes(v)),
];
