/**
 * The violations a live watcher keeps for its reports, bounded: a watcher in front of real traffic runs for days,
 * and one broken rule can break on every delivery. It keeps the first `maxViolations`; after that it drops the
 * rest, except the first violation of a rule it has not kept yet, so that every rule broken stays in the report
 * (a JUnit testcase never passes for a rule that broke) and counts by kind (`--fail-on-violation`) hold. It counts
 * what it dropped, and the report says how many.
 */
import type { LiveViolation } from './types.js';

/** Violations kept in full by default: enough to read, small enough to write every 10 s. */
export const defaultMaxViolations = 10_000;

export class ViolationLog {
  private readonly kept: LiveViolation[] = [];
  private readonly rules = new Set<string>();
  private dropped = 0;

  constructor(private readonly maxViolations: number = defaultMaxViolations) {
    if (!(maxViolations >= 0)) throw new RangeError('ViolationLog: maxViolations must be >= 0');
  }

  add(violations: readonly LiveViolation[]): void {
    for (const v of violations) {
      if (this.kept.length < this.maxViolations || !this.rules.has(v.rule)) {
        this.kept.push(v);
        this.rules.add(v.rule);
      } else {
        this.dropped += 1;
      }
    }
  }

  /** The violations kept (a copy), and how many were not. */
  snapshot(): { violations: LiveViolation[]; droppedViolations: number } {
    return { violations: [...this.kept], droppedViolations: this.dropped };
  }
}
