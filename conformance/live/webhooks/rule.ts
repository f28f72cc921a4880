/**
 * A webhook rule as the live watchers (`listen --validate`, `proxy --webhooks-port`) and the conformance suite
 * share it: one id, one kind, one title, and one pure function per rule that says what broke (received,
 * documented, fix) or null when the rule holds. The suite turns a failure into a failed check; a watcher into a
 * LiveViolation.
 */
import { receivedText, type RuleFailure } from '../../failure.js';
import type { LiveRule } from '../types.js';

/** {@link LiveRule} with the section of the specification the rule comes from (or our decision's, for an extension). */
export interface WebhookRule extends LiveRule {
  specSection: string;
}

/** A LiveViolation's message: what was wrong, then received, documented and how to fix it, one line each. */
export function violationMessage(failure: RuleFailure): string {
  const line = (text: string) => text.replace(/\s*\n\s*/g, ' ');
  return [
    line(failure.message),
    `received: ${line(receivedText(failure.received))}`,
    `documented: ${line(failure.documented)}`,
    `fix: ${line(failure.fix)}`,
  ].join('\n');
}
