/** Runs one preflight rule on a message's text as the runner does: read the kept tree, then `check`. */
import { expect } from 'vitest';
import type { PreflightRule, RuleFinding } from '../../../../mock-server/src/ern/preflight/types.js';
import { readErnTree } from '../../../../mock-server/src/ern/release/read-tree.js';
import { pathOf, type ErnTree } from '../../../../mock-server/src/ern/release/tree.js';

/** A finding as the tests compare it: the element's path and line instead of the element. */
export interface SeenFinding {
  message: string;
  path: string | null;
  line: number | null;
  severity?: RuleFinding['severity'];
}

/** The message's kept tree, or a test failure that shows why it was not read. */
export function treeOf(xml: string | Uint8Array): ErnTree {
  const read = readErnTree(xml);
  if (!read.ok) expect.fail(`expected the message to be read, got ${read.code}: ${read.message}`);
  return read.tree;
}

/** The rule's findings on the message, each with its element's path and line. */
export function runRule(rule: PreflightRule, xml: string | Uint8Array): SeenFinding[] {
  const tree = treeOf(xml);
  return rule.check({ tree, release: null }).map((finding) => ({
    message: finding.message,
    path: finding.at === null ? null : pathOf(finding.at),
    line: finding.at === null ? null : tree.position(finding.at).line,
    ...(finding.severity === undefined ? {} : { severity: finding.severity }),
  }));
}

/** A finding a table test expects: where, and words its message must hold (what was found, how to fix it). */
export interface WantFinding {
  path: string;
  line: number;
  says: string[];
}

/** Asserts the rule's findings on the message, in order: each at its path and line, saying what it should. */
export function expectFindings(rule: PreflightRule, xml: string | Uint8Array, want: WantFinding[]): void {
  const seen = runRule(rule, xml);
  expect(seen.map(({ path, line }) => ({ path, line }))).toEqual(want.map(({ path, line }) => ({ path, line })));
  seen.forEach((finding, index) => {
    for (const words of want[index]!.says) expect(finding.message).toContain(words);
  });
}
