/**
 * The preflight of a release: what `ingest-kit validate`, `ingest-kit submit`, the mock's create (config
 * `ern.validation`) and partners (`partner-ingest-kit/ern`) run on a NewReleaseMessage before it is ingested.
 *
 * The message is read into its kept tree (../release/read-tree.ts), summarised (../release/summarize.ts), and
 * every rule of rules/index.ts runs on it, then the release-profile rules of its profile (profile-runner.ts); schema
 * findings come from the caller's XsdSchemas when given.
 */
import type { XmlStructureLimits } from '../../xml/limits.js';
import { readErnTree } from '../release/read-tree.js';
import { summarizeRelease } from '../release/summarize.js';
import { pathOf, type ErnTree } from '../release/tree.js';
import type { ErnRejection } from '../types.js';
import type { XsdSchemas } from '../xsd/types.js';
import { describedFinding, rejectionFinding, XSD } from './runner-findings.js';
import { type ProfileChoice, profileFindings } from './profile-runner.js';
import { PREFLIGHT_RULES } from './rules/index.js';
import { TreeIndex } from './tree-index.js';
import type { Finding, PreflightFileReport, PreflightNotice, PreflightReport, PreflightRule, RuleInput } from './types.js';

export interface PreflightOptions {
  /** The file's name in the report (`file`); default `'(message)'`. */
  file?: string;
  /** Validate against these schemas too (`loadXsdSchemas(dir)`); without them no schema validation runs. */
  schemas?: XsdSchemas;
  /** Run the rules (default true); false gives the release summary and only the findings that stop reading. */
  rules?: boolean;
  /** Limits of the message's structure (xml/limits.ts; default their defaults): over one, a `message-limits` error. */
  limits?: XmlStructureLimits;
  /** A message without a release deal is an error (RuleInput.requireDeals); default false: a warning. */
  requireDeals?: boolean;
  /**
   * Whose release-profile rules run (profile-runner.ts, issue #32): `auto` (default) the profile the message declares,
   * `off` none, or a profile key such as `2.1/Audio`. With `rules: false` the default is `off`: given, they run alone.
   */
  profile?: ProfileChoice;
}

const DEFAULT_FILE = '(message)';

/**
 * Reads the message, summarises its release and runs every preflight rule (and the schema, when given).
 * Bad input is a finding, never an exception.
 */
export function preflight(xml: string | Uint8Array, options: PreflightOptions = {}): PreflightReport {
  const read = readErnTree(xml, options.limits);
  if (!read.ok) return { files: [unreadable(read, options.file ?? DEFAULT_FILE)] };
  return { files: [preflightTree(read.tree, { ...options, xml })] };
}

/**
 * The report of one message already read into its tree (by readErnTree, or by parseErnMessage in the mock's
 * parse threads, in the same walk that lists its files): the release summary (null when the message names no
 * main release), the rules' findings unless `rules` is false, and the schema findings when `schemas` is given
 * (they need the message's text, `xml`).
 */
export function preflightTree(
  tree: ErnTree,
  options: PreflightOptions & { xml?: string | Uint8Array } = {},
): PreflightFileReport {
  const release = summarizeRelease(tree);
  // Joined by flatMap and concat, never push(...found): a rule may find one thing per resource, and 200,000 arguments
  // of a spread overflow the stack (the many-files bench's release of 200,000 unused resources was a 500).
  let findings: Finding[] = [];
  let notices: PreflightNotice[] = [];
  // The release profile's rules run with the others, or alone when asked by name with `rules: false` (the mock's
  // ern.profiles reject holds when a create's Prefer: validation=off turns the other rules off).
  const profile = options.profile ?? (options.rules === false ? 'off' : 'auto');
  if (options.rules !== false || profile !== 'off') {
    // One walk of the tree for every rule (tree-index.ts), not one per rule; the profile's rules read the same index.
    const input: RuleInput = { tree, release, index: new TreeIndex(tree), requireDeals: options.requireDeals === true };
    if (options.rules !== false) findings = PREFLIGHT_RULES.flatMap((rule) => run(rule, input));
    const profiled = profileFindings(input, profile);
    findings = findings.concat(profiled.findings);
    notices = profiled.notices;
  }
  if (options.schemas !== undefined && options.xml !== undefined && options.schemas.has(tree.ernVersion)) {
    findings = findings.concat(schemaFindings(options.schemas, options.xml, tree));
  }
  return {
    file: options.file ?? DEFAULT_FILE,
    ernVersion: tree.ernVersion,
    valid: !findings.some((finding) => finding.severity === 'error'),
    release,
    findings: sortByLine(findings),
    ...(notices.length === 0 ? {} : { notices }),
  };
}

/** A rule's findings with its id, code and severity, and the line, column and path of the element each is about. */
function run(rule: PreflightRule, input: RuleInput): Finding[] {
  let found;
  try {
    found = rule.check(input);
  } catch (error) {
    // A rule that fails on a message it did not foresee is our bug; the partner gets a finding, not a crash.
    return [{
      rule: rule.id, code: 'NewReleaseMessageInvalid', severity: 'warning', line: null, column: null, path: null,
      message: `The rule ${rule.id} could not check this message (${error instanceof Error ? error.message : String(error)}); `
        + 'please report it to partner-ingest-kit with the message.',
    }];
  }
  return found.map(({ message, at, severity }) => {
    const position = at === null ? null : input.tree.position(at);
    return {
      rule: rule.id,
      code: rule.code,
      severity: severity ?? rule.severity,
      message,
      line: position?.line ?? null,
      column: position?.column ?? null,
      path: at === null ? null : pathOf(at),
    };
  });
}

function schemaFindings(schemas: XsdSchemas, xml: string | Uint8Array, tree: ErnTree): Finding[] {
  try {
    return schemas.validate(xml, tree.ernVersion);
  } catch (error) {
    return [describedFinding(XSD, {
      line: null, column: null, path: null,
      message: `The message could not be validated against the ERN ${tree.ernVersion} schema in ${schemas.dir}: `
        + `${error instanceof Error ? error.message : String(error)}. Check that folder holds the official DDEX schemas of that version.`,
    })];
  }
}

/**
 * The report of a message that cannot be read: one error finding (message-readable, message-limits or
 * message-version: runner-findings.ts rejectionFinding), at the line the rejection names if any.
 */
export function unreadable(rejection: ErnRejection, file: string): PreflightFileReport {
  const at = /line (\d+), column (\d+)/.exec(rejection.message);
  const { rule, message } = rejectionFinding(rejection);
  return {
    file,
    ernVersion: null,
    valid: false,
    release: null,
    findings: [describedFinding(rule, {
      message,
      line: at === null ? null : Number(at[1]),
      column: at === null ? null : Number(at[2]),
      path: null,
    })],
  };
}

/** Findings about the message as a whole first, then by line and column; stable otherwise. */
function sortByLine(findings: Finding[]): Finding[] {
  return findings
    .map((finding, order) => ({ finding, order }))
    .sort((a, b) => (a.finding.line ?? 0) - (b.finding.line ?? 0)
      || (a.finding.column ?? 0) - (b.finding.column ?? 0) || a.order - b.order)
    .map(({ finding }) => finding);
}

export { PREFLIGHT_RULES } from './rules/index.js';
export { ddexReferenceText, knownProfiles, parseProfileKey, type ProfileChoice } from './profile-runner.js';
export type * from './types.js';
