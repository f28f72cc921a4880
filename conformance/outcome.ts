/**
 * The report of a run from what it has done so far, and its verdict (issue #30): the same function makes the report
 * rewritten after each create, the one of an interrupted run and the final one. A run that could not judge is
 * `not-judged` with the reason, never failed checks: a red result stays a real spec violation.
 */
import type { CheckResult, ConformanceReport, CreatedIngest, NotJudged, Profile, Verdict } from './types.js';

/** What a run has done so far. */
export interface RunRecord {
  baseUrl: string;
  startedAt: number;
  profiles: Profile[];
  results: readonly CheckResult[];
  receiverUrl: string;
  fixturesUrl: string;
  lookupPath: string | null;
  releasePrefix: string;
  created: CreatedIngest[];
}

/** The report so far while the run goes on: what a run killed before its end leaves in the report files. */
export const unfinished: NotJudged = {
  cause: 'unfinished',
  message: 'the run has not finished: this report is written again after each create and at the end, and a run stopped before its end (killed) leaves it so',
  fix: 'Run again to judge; the ingests listed under created are albums in production (spec 4.1) to clean up.',
};

/** An interrupted run (`signal` aborted, e.g. Ctrl-C): the checks done so far, and what it created. */
export function interrupted(reason: string, done: number, selected: number): NotJudged {
  return {
    cause: 'interrupted',
    message: `the run was interrupted (${reason}) after ${done} of ${selected} checks`,
    fix: 'Run again to judge; the ingests listed under created are albums in production (spec 4.1) to clean up.',
  };
}

/**
 * A finished run that neither passed nor failed a check (each one skipped, or none selected) judged nothing: it is not
 * `conforms` (issue #30, from a review: `--only auth.revoked-key` without `--revoked-key` said "conforms", exit 0).
 */
export function nothingJudged(results: readonly CheckResult[]): NotJudged | null {
  if (results.some((r) => r.status !== 'skipped')) return null;
  const skips = results.map((r) => `${r.id}: ${r.skipped ?? 'skipped'}`);
  return {
    cause: 'nothing-judged',
    message: results.length === 0 ? 'no check was selected' : `every selected check was skipped (${skips.join('; ')})`,
    fix: 'Give what the skipped checks need (the flag each SKIP line names), or select others with --profile or --only.',
  };
}

export function verdictOf(results: readonly CheckResult[], notJudged: NotJudged | null): Verdict {
  if (notJudged !== null) return 'not-judged';
  if (results.some((r) => r.status === 'failed')) return 'does-not-conform';
  return nothingJudged(results) === null ? 'conforms' : 'not-judged';
}

/** The report; a finished run (`notJudged` null) that judged nothing is not judged ({@link nothingJudged}). */
export function reportOf(run: RunRecord, endedAt: number, given: NotJudged | null): ConformanceReport {
  const count = (status: CheckResult['status']) => run.results.filter((r) => r.status === status).length;
  const notJudged = given ?? nothingJudged(run.results);
  return {
    verdict: verdictOf(run.results, notJudged),
    ...(notJudged === null ? {} : { notJudged }),
    baseUrl: run.baseUrl,
    startedAt: new Date(run.startedAt).toISOString(),
    durationMs: endedAt - run.startedAt,
    profiles: [...run.profiles],
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    results: [...run.results],
    receiverUrl: run.receiverUrl,
    fixturesUrl: run.fixturesUrl,
    lookupPath: run.lookupPath,
    releasePrefix: run.releasePrefix,
    created: run.created,
  };
}

/** Thrown (by the race in run.ts) when the run's signal is aborted. */
export class Interrupted extends Error {}

/** A promise that rejects with {@link Interrupted} once `signal` is aborted (never without one). */
export function whenAborted(signal: AbortSignal | undefined): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    const fire = () => {
      reject(new Interrupted(typeof signal?.reason === 'string' ? signal.reason : 'aborted'));
    };
    if (signal?.aborted) fire();
    else signal?.addEventListener('abort', fire, { once: true });
  });
  aborted.catch(() => undefined);
  return aborted;
}
