/**
 * The rule library shared by the conformance suite (checks/) and live validation (`ingest-kit proxy`): a rule
 * is one pure test of one documented fact, with one id and one set of texts (received, documented, fix). The
 * suite throws what a rule finds (`expectRule`); the proxy records it as a violation. A rule that the suite
 * checks too carries the suite check's id.
 */
import { expectKept, type RuleFailure } from '../failure.js';
import type { RuleKind } from '../live/types.js';

/** What a broken rule says (conformance/failure.ts): what was wrong, received, documented, how to fix it. */
export type Finding = RuleFailure;

export interface Rule<Input> {
  /** `area.rule`; the suite check's id where the suite checks the same rule. */
  id: string;
  /** spec: the specification states it (or it follows from its definitions); extension: our x-ingest-kit-decision. */
  kind: RuleKind;
  /** The sections of the specification the rule rests on. */
  specSection: string;
  /** One line saying what the rule requires. */
  title: string;
  /** null when the input keeps the rule. */
  check(input: Input): Finding | null;
}

/** Fails the suite's check with the rule's own texts unless the input keeps the rule. */
export function expectRule<Input>(rule: Rule<Input>, input: Input): void {
  expectKept(rule.check(input));
}

/** The first finding of a run of facts, each tested in order (a rule's facts, like a check's expectations). */
export function firstFinding(...facts: readonly (() => Finding | null)[]): Finding | null {
  for (const fact of facts) {
    const finding = fact();
    if (finding) return finding;
  }
  return null;
}

/** `finding` when `broken`, else null: one fact of a rule. */
export function unless(kept: boolean, finding: () => Finding): Finding | null {
  return kept ? null : finding();
}
