/**
 * `--fault <name>` (repeatable): realistic mistakes an implementation of the service could make, switched
 * on in the mock so that the conformance suite can prove it catches each one. Off by default; never
 * combine with --validate-responses (some faults break the contract on purpose).
 */
export const implementationFaults = {
  'hmac-without-timestamp': 'webhook v1 is the HMAC of the raw body alone, without "{t}."',
  'signature-base64': 'webhook v1 is base64 instead of hex',
  'signature-wrong-secret': 'webhook v1 is keyed with another secret than the API key',
  'timestamp-milliseconds': 'webhook t is in milliseconds instead of seconds',
  'key-in-query-accepted': 'an API key in the query string is accepted (api_key=...)',
  'inactive-401': 'an inactive partner gets 401 instead of 403 PROVIDER_INACTIVE',
  'lookup-without-key': 'the lookup answers without an API key',
  'completed-at-while-processing': 'completedAt is set while the ingest is processing',
  'received-at-without-offset': 'timestamps are written without a UTC offset',
  'release-id-not-echoed': 'releaseId is answered with a prefix, not as submitted',
  'total-counts-resources': 'resources.total counts resources instead of files',
  'skip-resource-fetch': 'resource files are counted as loaded without being fetched',
  'failed-without-error': 'a failed ingest has no error object',
  'completed-despite-failed-file': 'an ingest completes although a resource file failed',
  'stale-webhook-data': 'webhook data is the record as it was before the last file loaded',
  'no-webhook-for-failed': 'no webhook is sent when an ingest fails',
  'new-event-id-per-retry': 'each retry of a webhook carries a new eventId',
  'no-retry-after-500': 'a webhook answered with a non-2xx status is not retried',
  'constant-retry-gaps': 'webhook retries come at constant intervals',
  'too-many-retries': 'a failed webhook is retried 8 times',
  'no-retry-after-timeout': 'a webhook whose answer is too slow is not retried',
} as const;

export type ImplementationFault = keyof typeof implementationFaults;

export function isImplementationFault(name: string): name is ImplementationFault {
  return Object.hasOwn(implementationFaults, name);
}

/** The switched-on faults, asked about at the few places where each one acts. */
export class FaultSwitch {
  private readonly on: ReadonlySet<ImplementationFault>;

  constructor(faults: Iterable<ImplementationFault> = []) {
    this.on = new Set(faults);
  }

  has(fault: ImplementationFault): boolean {
    return this.on.has(fault);
  }

  get list(): ImplementationFault[] {
    return [...this.on];
  }
}
