/**
 * The preflight of a release: what `ingest-kit validate`, `ingest-kit submit`, the mock's create (config
 * `ern.validation`) and partners (`partner-ingest-kit/ern`) run on a NewReleaseMessage before it is ingested.
 *
 * PLACEHOLDER: the signature is fixed; the body is being written (issue #16).
 */
import type { XsdSchemas } from '../xsd/types.js';
import type { ErnTree } from '../release/tree.js';
import type { PreflightFileReport, PreflightReport } from './types.js';

export interface PreflightOptions {
  /** The file's name in the report (`file`); default `'(message)'`. */
  file?: string;
  /** Validate against these schemas too (`loadXsdSchemas(dir)`); without them no schema validation runs. */
  schemas?: XsdSchemas;
  /** Run the rules (default true); false gives the release summary and only the findings that stop reading. */
  rules?: boolean;
}

/**
 * Reads the message, summarises its release and runs every preflight rule (and the schema, when given).
 * Bad input is a finding, never an exception.
 */
export function preflight(_xml: string | Uint8Array, _options: PreflightOptions = {}): PreflightReport {
  throw new Error('preflight: not written yet (issue #16)');
}

/**
 * The report of one message already read into its tree (by readErnTree, or by parseErnMessage in the mock's
 * parse threads, in the same walk that lists its files): the release summary (null when the message names no
 * main release), the rules' findings unless `rules` is false, and the schema findings when `schemas` is given
 * (they need the message's text, `xml`).
 */
export function preflightTree(
  _tree: ErnTree,
  _options: PreflightOptions & { xml?: string | Uint8Array } = {},
): PreflightFileReport {
  throw new Error('preflightTree: not written yet (issue #16)');
}

export type * from './types.js';
