/**
 * What a stopped proxy exits with, by the kit's three codes (issue #30 item 1): 0 the service conforms, 1 a
 * violation, 2 could not judge. The proxy runs until SIGINT or SIGTERM; its code then says what it saw, so that a CI
 * job that ran its suite through it can fail on it. Pure: the command (cli/commands/proxy.ts) gathers the outcome.
 */
import type { LiveViolation, RuleKind } from './types.js';

export interface ProxyOutcome {
  /** Every violation seen, the webhook deliveries' included. */
  violations: readonly LiveViolation[];
  /** The kinds that count as a violation for the exit code: spec, or spec and extension (`--fail-on-violation=extension`). */
  failOn: readonly RuleKind[];
  /** Exchanges the target answered, and webhook deliveries: what was judged (the proxy's own answers are not). */
  judged: number;
  /** The exchanges the proxy answered itself (502, 504, 408). */
  proxyAnswered: number;
  /** The last write of every report file asked for succeeded. */
  reportsWritten: boolean;
}

export interface ProxyVerdict {
  exitCode: 0 | 1 | 2;
  /** For 2: why nothing could be judged, and what to do; '' otherwise. */
  why: string;
}

export function proxyVerdict(outcome: ProxyOutcome): ProxyVerdict {
  // A report CI cannot read is no verdict, whatever was seen.
  if (!outcome.reportsWritten) return { exitCode: 2, why: 'a report could not be written (said above): fix its path' };
  if (outcome.violations.some((v) => outcome.failOn.includes(v.kind))) return { exitCode: 1, why: '' };
  if (outcome.judged > 0) return { exitCode: 0, why: '' };
  const why = outcome.proxyAnswered > 0
    ? `nothing judged: the target never answered (all ${outcome.proxyAnswered} exchange(s) answered by the proxy itself); start the service or fix --target`
    : 'nothing judged: no client sent a request through the proxy; point your client at it';
  return { exitCode: 2, why };
}
