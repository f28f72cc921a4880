/**
 * What the preflight of a release reports: findings in DDEX's own vocabulary of reasons (the `ErncFileStatus`
 * allowed-value set of ERN 4.3), in the JSON form of `ingest-kit validate --json`, whose schema is
 * contract/preflight-report.schema.json.
 */
import type { ErnTree } from '../release/tree.js';
import type { ReleaseSummary } from '../release/summary.js';
import type { TreeIndex } from './tree-index.js';

/**
 * The `ErncFileStatus` values a finding may carry (ERN 4.3 allowed-value-sets.xsd, type ErncFileStatus), each
 * with DDEX's meaning; `FileOK`, `InternalError`, `ErnMissing` and `UserDefined` are never a finding's.
 */
export const ERNC_FILE_STATUSES = [
  'ArtistRoleUnknown',
  'CommercialReleaseDateInvalid',
  'ConflictingAvailabilityPeriods',
  'DuplicatedPublisherNames',
  'IdentifierInvalid',
  'IdentifierSyntaxInvalid',
  'MetadataMissing',
  'NewReleaseMessageInvalid',
  'NoDealForTrackRelease',
  'NoDealInNewReleaseMessage',
  'OriginalReleaseDateLaterThanReleaseDate',
  'PrimaryArtistNameMissing',
  'ResourceCorrupt',
  'ResourceMissing',
  'ResourceNotMeetingSpecifications',
  'SignatureOrHashSumWrongOrMissing',
  'UnsupportedUsage',
] as const;

export type ErncFileStatus = (typeof ERNC_FILE_STATUSES)[number];

export type Severity = 'error' | 'warning';

/** DDEX's roles, as the Schematron files write them (the header of every file says what each means). */
export const DDEX_ROLES = ['Fatal Error', 'Conditional Fatal Error', 'Error', 'Conditional Error'] as const;
export type DdexRole = (typeof DDEX_ROLES)[number];

/** One assertion of DDEX's Schematron as the file of one profile writes it. */
export interface DdexAssertion {
  /** DDEX's rule number: `1000-1`. Each profile's file numbers its assertions in its own block (Audio 1000-1, Video 1060-1). */
  rule: string;
  /** The clause of the Release Profile standard it enforces, as DDEX cites it: `5.1.1(a)`. */
  clause: string;
  role: DdexRole;
}

/** What a profile finding carries besides a finding's fields (`Finding.ddex`): DDEX's own reference for it. */
export interface DdexReference extends DdexAssertion {
  /** `2.1/Audio`: the profile whose rules were run. */
  profile: string;
  /** DDEX's pattern id. */
  pattern: string;
}

/** One problem found in a message. */
export interface Finding {
  /** The rule's stable id (`reference-unresolved`), or `xsd` for a schema finding. */
  rule: string;
  code: ErncFileStatus;
  severity: Severity;
  /** What was found and how to fix it. */
  message: string;
  /** 1-based; null when the finding is about the message as a whole. */
  line: number | null;
  column: number | null;
  /** Element path (tree.ts pathOf), null when unknown (schema findings). */
  path: string | null;
  /** A release-profile rule's finding (profiles/, issue #32): DDEX's profile, pattern, rule number, clause and role. */
  ddex?: DdexReference;
}

/** One file's result, an item of {@link PreflightReport.files}. */
export interface PreflightFileReport {
  /** As the caller named it (a path or URL); `'(message)'` when none was given. */
  file: string;
  /** Dotted (`4.3`, `3.8.2`); null when the message is not an ERN NewReleaseMessage the kit reads. */
  ernVersion: string | null;
  /** True when no finding is an error. */
  valid: boolean;
  release: ReleaseSummary | null;
  findings: Finding[];
  /**
   * What was, or was not, checked besides the findings: a declared release profile the kit holds no rules for
   * (`preflight()` too), and in `ingest-kit validate` the schema not checked and the files check's count. Absent
   * when there is nothing to say.
   */
  notices?: PreflightNotice[];
  /** `validate --files`: what became of the message's resource files. Absent without `--files`. */
  filesCheck?: FilesCheckSummary;
}

/**
 * The notices' kinds: `xsd-not-checked` (no schema of the version in --xsd-dir), `files-checked` (the files check's
 * count), `profile-not-checked` (a release profile the kit holds no rules for, declared or named).
 */
export const PREFLIGHT_NOTICE_KINDS = ['xsd-not-checked', 'files-checked', 'profile-not-checked'] as const;

/** Something worth saying that is not a finding: what was, or was not, checked. */
export interface PreflightNotice {
  kind: (typeof PREFLIGHT_NOTICE_KINDS)[number];
  message: string;
}

/** The files check's count of the Files that have a location (files-check.ts FileOutcome). */
export interface FilesCheckSummary {
  files: number;
  present: number;
  missing: number;
  /** Outside the message's folder: never opened. */
  outsideFolder: number;
  hashSumsMatch: number;
  hashSumsDiffer: number;
  /** Present, but the HashSum not compared: over a limit, or an algorithm the kit cannot compute. */
  hashSumsNotChecked: number;
  noHashSum: number;
}

/** The JSON form of `ingest-kit validate --json` and of `preflight()`. */
export interface PreflightReport {
  files: PreflightFileReport[];
}

/** What a rule reads: the kept tree and, for convenience, the summary built from it (null: no main release). */
export interface RuleInput {
  tree: ErnTree;
  release: ReleaseSummary | null;
  /** The tree's elements by name and its references, found once for all rules (tree-index.ts); built when absent. */
  index?: TreeIndex;
  /**
   * A message without a release deal is an error, not a warning (`ern.requireDeals`, per partner too; validate
   * --require-deals): ERN 4 Part 1 §6.19.4 lets a NewReleaseMessage without deals signal a takedown. Default false.
   */
  requireDeals?: boolean;
}

/** A finding as a rule reports it; the runner adds rule, code and severity from the rule, and the position. */
export interface RuleFinding {
  message: string;
  /** The element the finding is about; null for the message as a whole. */
  at: import('../release/tree.js').ErnElement | null;
  /** A rule with findings of two severities (few) says so per finding; else the rule's. */
  severity?: Severity;
}

/** A preflight rule: one module each under rules/, listed in rules/index.ts. */
export interface PreflightRule {
  /** Stable id, kebab-case: `reference-unresolved`. */
  id: string;
  code: ErncFileStatus;
  severity: Severity;
  /** One line for the rule list: what it checks. */
  title: string;
  /** Where DDEX says so (a clause of the ERN standard or a release profile), when it is one of DDEX's own. */
  source?: string;
  /** For the docs: why it matters and how to fix a finding (generated into the guide's rule list). */
  fix: string;
  check(input: RuleInput): RuleFinding[];
}
