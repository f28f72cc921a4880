/**
 * The vocabulary of live validation (issue #19): a rule broken by real traffic, and the report that lists them.
 * `ingest-kit proxy` reports exchanges (one per client request); `ingest-kit listen --validate` reports webhook
 * deliveries. contract/live-report.schema.json is the JSON form; test/contract/live-report.test.ts keeps the two in step.
 */

/**
 * spec: a rule the specification states, or that follows from its definitions. extension: a rule from one of our
 * decisions marked `x-ingest-kit-decision` in openapi.yaml (an implementation may choose otherwise and still conform).
 */
export const ruleKinds = ['spec', 'extension'] as const;
export type RuleKind = (typeof ruleKinds)[number];

/** One rule broken by one exchange (or delivery). Never holds a key: paths are written without their query. */
export interface LiveViolation {
  /** The rule's id, the same id the conformance suite uses where it checks the same rule (e.g. `create.processing`). */
  rule: string;
  kind: RuleKind;
  /** The request's method (`POST` for a webhook delivery). */
  method: string;
  /** The request's path without its query string. */
  path: string;
  /** The status of the answer, even for a rule about the request; null when there was no answer. */
  status: number | null;
  /** The ingest the exchange was about, when known. */
  ingestId: string | null;
  /** What was wrong: received, documented and how to fix it, in one line each. */
  message: string;
}

/**
 * An answer the proxy gave itself instead of the service's: 502 (the target cannot be reached), 504 (it began no
 * answer within --target-timeout), 408 (the client's request did not arrive in time), 400 (the proxy could not frame
 * the rest of the request). It says nothing about the service: such an exchange is not judged.
 */
export interface ProxyAnswer {
  status: number;
  /** The problem's code, e.g. `PROXY_TARGET_UNREACHABLE`. */
  code: string;
  /** Why, in one line, as the problem's detail says it: `nothing listens at http://127.0.0.1:4010 (ECONNREFUSED)`. */
  cause: string;
}

/** One exchange the proxy answered itself, as the report lists it. Never holds a key: the path is without its query. */
export interface ProxyAnswered extends ProxyAnswer {
  method: string;
  path: string;
}

/** What the proxy watched: the number of exchanges, the rules they broke, and those it answered itself. */
export interface ProxyReport {
  /** Every client request, the ones the proxy answered itself included. */
  exchanges: number;
  violations: LiveViolation[];
  /** Violations not kept once the report held its most (violation-log.ts); absent or 0 when none were dropped. */
  droppedViolations?: number;
  /** Exchanges the proxy answered itself, not judged (the proxy always writes it; absent in a report from before it). */
  proxyAnswered?: number;
  /** The first of them (proxy-answers.ts bounds the list; `proxyAnswered` counts them all). */
  proxyAnswers?: ProxyAnswered[];
}

/** What `listen --validate` watched: the number of deliveries and the rules they broke. */
export interface DeliveriesReport {
  deliveries: number;
  violations: LiveViolation[];
  /** Violations not kept once the report held its most (violation-log.ts); absent or 0 when none were dropped. */
  droppedViolations?: number;
}

export type LiveReport = ProxyReport | DeliveriesReport;

/** A rule as the reports list it: the JUnit report gives every rule watched a testcase, passing or not. */
export interface LiveRule {
  id: string;
  kind: RuleKind;
  /** One line saying what the rule requires. */
  title: string;
}
