/**
 * The requests the shared scenarios (scenarios.ts) and the auth probes send, as plan entries: each check's `plan`
 * is built from these, so that the count of creates the run announces comes from what the checks do.
 */
import { createPath, lookupCandidates, probeIntervalMs } from './scenarios.js';
import type { PlannedRequest, ResolvedOptions } from './types.js';

/** A create a conforming service answers 201: an album in production (spec 4.1). */
export function create(what: string, extra: Partial<PlannedRequest> = {}): PlannedRequest {
  return { method: 'POST', path: createPath, creates: 'yes', what, ...extra };
}

/** A create the specification makes fail (a wrong key, an invalid body): nothing is created by a conforming service. */
export function refusedCreate(what: string, times = 1): PlannedRequest {
  return { method: 'POST', path: createPath, creates: 'no', what, ...(times === 1 ? {} : { times }) };
}

/**
 * A lookup of `what`. Without `--lookup-path` the first lookup of the run finds the path: it creates the quick
 * ingest and looks it up at each candidate path.
 */
export function lookup(options: ResolvedOptions, what: string, times = 1): PlannedRequest[] {
  const path = options.lookupPath ?? lookupCandidates[0];
  const found: PlannedRequest[] = options.lookupPath === null
    ? [
        ...quickIngest,
        { method: 'GET', path: lookupCandidates.join(' or '), creates: 'no', what: 'finds the lookup path (no --lookup-path)', times: lookupCandidates.length, shared: 'lookup-path' },
      ]
    : [];
  return [...found, { method: 'GET', path, creates: 'no', what, ...(times === 1 ? {} : { times }) }];
}

/** The quick ingest, created once per run (scenarios.ts `quickIngest`). */
export const quickIngest: readonly PlannedRequest[] = [create('the quick ingest (one per run, shared)', { shared: 'quick-ingest' })];

/** Polls of the lookup until the ingest leaves `processing` (within --max-wait). */
function untilTerminal(options: ResolvedOptions, which: string): PlannedRequest[] {
  return lookup(options, `polls the ${which} ingest until it leaves processing`).map((r) => (r.shared ? r : { ...r, shared: `${which}-polls` }));
}

/** An ingest that must complete, polled to its end (scenarios.ts `completedIngest`). */
export function completedIngest(options: ResolvedOptions): PlannedRequest[] {
  return [create('an ingest whose files all load (one per run, shared)', { shared: 'completed-ingest' }), ...untilTerminal(options, 'completed')];
}

/** An ingest with an expired file, polled to its end (scenarios.ts `failedIngest`). */
export function failedIngest(options: ResolvedOptions): PlannedRequest[] {
  return [create('an ingest with an expired file URL (one per run, shared)', { shared: 'failed-ingest' }), ...untilTerminal(options, 'failed')];
}

/** An ingest whose webhooks the receiver answers as programmed under `key` (scenarios.ts `programmedIngest`). */
export function programmedIngest(options: ResolvedOptions, key: string): PlannedRequest[] {
  return [
    create(`an ingest whose webhooks the receiver answers "${key}" (one per run, shared)`, { shared: key }),
    ...untilTerminal(options, key),
  ];
}

/**
 * With --wait-for-registration, before the first webhook check: a probe create every 5 s until a webhook arrives,
 * for up to --max-wait (scenarios.ts `awaitRegistration`); how many depends on when the webhook comes.
 */
export function registrationProbes(options: ResolvedOptions): PlannedRequest {
  return {
    method: 'POST',
    path: createPath,
    creates: 'maybe',
    what: `probes until a first webhook arrives (--wait-for-registration), one every ${probeIntervalMs / 1000} s for up to --max-wait`,
    times: Math.max(1, Math.ceil(options.maxWaitMs / probeIntervalMs)),
  };
}
