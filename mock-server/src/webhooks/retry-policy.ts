/**
 * Spec 6.4, 8: a failed delivery is retried up to 5 times at increasing intervals. The schedule is data:
 * the n-th value is the wait between the failure of attempt n and the start of attempt n+1, so an event
 * gets at most `1 + schedule.length` scheduled attempts before it is lost.
 */

/** Our default (spec: "increasing; exact values: not shown"): 1 min, 5 min, 30 min, 2 h, 8 h. */
export const defaultRetryScheduleMs: readonly number[] = [60_000, 300_000, 1_800_000, 7_200_000, 28_800_000];

/** The simulated wait after the failure of scheduled attempt `attempt` (1-based), or null: the event is lost. */
export function retryDelayMs(attempt: number, scheduleMs: readonly number[]): number | null {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt must be a positive integer, got ${attempt}`);
  return scheduleMs[attempt - 1] ?? null;
}

/** What a schedule allows, checked when the config is read: at most 5 retries (spec 8), gaps increasing (spec 6.4). */
export function scheduleProblems(scheduleMs: readonly number[]): string[] {
  const problems: string[] = [];
  if (scheduleMs.length > 5) problems.push('at most 5 retries (spec 6.4, 8)');
  scheduleMs.forEach((gap, i) => {
    const previous = scheduleMs[i - 1];
    if (previous !== undefined && gap <= previous) problems.push(`gap ${i + 1} must be longer than gap ${i} (spec 6.4: increasing)`);
  });
  return problems;
}
