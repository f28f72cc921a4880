/**
 * The plan of a run, made from the selected checks' plans before anything is sent: what `--dry-run` prints, and
 * the number of ingests the run announces before its first create (spec 4.1: "The album is created in production
 * at the moment of the 201").
 */
import { registrationProbes } from './planned.js';
import { preflightPlan } from './preflight.js';
import { type Check, type PlannedRequest, type Profile, requirementFlags, type ResolvedOptions } from './types.js';

/** A selected check and what it would send; a skipped check sends nothing. */
export interface CheckPlan {
  id: string;
  title: string;
  specSection: string;
  /** Why it would be skipped (a missing option), or absent. */
  skipped?: string;
  requests: readonly PlannedRequest[];
}

export interface ConformancePlan {
  baseUrl: string;
  profiles: Profile[];
  releasePrefix: string;
  /** The read-only probes sent before anything else (preflight.ts): a failure ends the run with exit 2, no create sent. */
  preflight: readonly PlannedRequest[];
  /** With --wait-for-registration and a webhook check: the probes sent before the first webhook check. */
  registration: readonly PlannedRequest[];
  checks: CheckPlan[];
  /**
   * Ingests the run creates. `certain`: the creates a conforming service answers 201; `conditional`: at most this
   * many more, where the answer or the repetition depends on the service. At most `certain + conditional` in all.
   */
  creates: { certain: number; conditional: number };
}

/** Why a check would be skipped (`needs --inactive-key`), or null when it runs. */
export function skipReason(check: Check, options: ResolvedOptions): string | null {
  const missing = (check.requires ?? []).filter((r) => options[r] === null);
  return missing.length === 0 ? null : `needs ${missing.map((r) => requirementFlags[r]).join(', ')}`;
}

/**
 * Counts the creates of the plans in order: a shared request (the same `shared` key) counts once, as the run
 * makes it once, by the first check that needs it.
 */
export function countCreates(requests: readonly PlannedRequest[]): ConformancePlan['creates'] {
  const seen = new Set<string>();
  const creates = { certain: 0, conditional: 0 };
  for (const request of requests) {
    if (request.shared !== undefined) {
      if (seen.has(request.shared)) continue;
      seen.add(request.shared);
    }
    const times = request.times ?? 1;
    if (request.creates === 'yes') creates.certain += times;
    else if (request.creates === 'maybe') creates.conditional += times;
  }
  return creates;
}

export function planRun(selected: readonly Check[], options: ResolvedOptions, profiles: Profile[]): ConformancePlan {
  const checks = selected.map((check): CheckPlan => {
    const base = { id: check.id, title: check.title, specSection: check.specSection };
    const skipped = skipReason(check, options);
    return skipped === null ? { ...base, requests: check.plan(options) } : { ...base, skipped, requests: [] };
  });
  // Like run.ts: the probes go out before the first webhook check that runs.
  const firstWebhooks = checks.findIndex((c) => c.id.startsWith('webhooks.'));
  const registration = options.waitForRegistration && firstWebhooks >= 0 ? [registrationProbes(options)] : [];
  const ordered = [
    ...checks.slice(0, Math.max(0, firstWebhooks)).flatMap((c) => c.requests),
    ...registration,
    ...checks.slice(Math.max(0, firstWebhooks)).flatMap((c) => c.requests),
  ];
  return {
    baseUrl: options.baseUrl,
    profiles,
    releasePrefix: options.releasePrefix,
    preflight: preflightPlan(options),
    registration,
    checks,
    creates: countCreates(ordered),
  };
}
