/**
 * The preflight of a release: what `ingest-kit validate`, `ingest-kit submit`, the mock's create (config
 * `ern.validation`) and partners (`partner-ingest-kit/ern`) run on a NewReleaseMessage before it is ingested.
 *
 * PLACEHOLDER: the signature is fixed; the body is being written (issue #16).
 */
import type { XsdSchemas } from '../xsd/types.js';
import { childOf, type ErnTree, findAll, pathOf, textAt } from '../release/tree.js';
import type { ReleaseSummary } from '../release/summary.js';
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
  tree: ErnTree,
  options: PreflightOptions & { xml?: string | Uint8Array } = {},
): PreflightFileReport {
  // TEMPORARY (issue #16, branch `mock`): a crude stand-in so that the mock's create can be written and tested
  // while the summary and the rules are written in another branch; replaced at merge. The release: its title
  // only, no tracks. The one finding: no release at all (rule main-release-missing, MetadataMissing).
  const file = options.file ?? '(message)';
  const ernVersion = tree.ernVersion;
  const list = childOf(tree.root, 'ReleaseList');
  const release = list === undefined ? undefined : childOf(list, 'Release');
  if (release === undefined) {
    const at = list ?? tree.root;
    const { line, column } = tree.position(at);
    return {
      file,
      ernVersion,
      valid: false,
      release: null,
      findings: [{
        rule: 'main-release-missing',
        code: 'MetadataMissing',
        severity: 'error',
        message: 'The message has no release: add the main release to the ReleaseList.',
        line,
        column,
        path: pathOf(at),
      }],
    };
  }
  const title = textAt(release, 'DisplayTitleText') ?? textAt(release, 'ReferenceTitle', 'TitleText');
  const summary: ReleaseSummary = {
    message: { id: textAt(tree.root, 'MessageHeader', 'MessageId'), sender: null, createdAt: null },
    releaseReference: textAt(release, 'ReleaseReference'),
    title,
    subtitle: null,
    displayArtist: textAt(release, 'DisplayArtistName'),
    displayArtists: [],
    label: null,
    ids: { icpn: textAt(release, 'ReleaseId', 'ICPN'), grid: null, catalogNumber: null, proprietaryIds: [] },
    releaseType: textAt(release, 'ReleaseType'),
    releaseDate: null,
    originalReleaseDate: null,
    genre: null,
    parentalWarning: null,
    duration: null,
    tracks: [],
    cover: coverOf(tree),
    deals: [],
  };
  const findings = options.rules === false ? [] : unresolvedResources(tree);
  return { file, ernVersion, valid: findings.length === 0, release: summary, findings };
}

/** TEMPORARY (with preflightTree's body): a ReleaseResourceReference that names no resource of the ResourceList. */
function unresolvedResources(tree: ErnTree): PreflightFileReport['findings'] {
  const list = childOf(tree.root, 'ResourceList');
  const known = new Set((list?.children ?? []).map((resource) => textAt(resource, 'ResourceReference')));
  const releases = childOf(tree.root, 'ReleaseList');
  if (releases === undefined) return [];
  return findAll(releases, (e) => e.name === 'ReleaseResourceReference' && !known.has(e.text)).map((at) => {
    const { line, column } = tree.position(at);
    return {
      rule: 'reference-unresolved',
      code: 'NewReleaseMessageInvalid',
      severity: 'error',
      message: `ReleaseResourceReference ${at.text} names no resource of the ResourceList: name one that exists, or add it.`,
      line,
      column,
      path: pathOf(at),
    };
  });
}

/** TEMPORARY (with preflightTree's body): the first image typed FrontCoverImage (4.x `Type`, 3.8 `ImageType`). */
function coverOf(tree: ErnTree): ReleaseSummary['cover'] {
  const list = childOf(tree.root, 'ResourceList');
  const image = list?.children.find((child) => child.name === 'Image'
    && (textAt(child, 'Type') ?? textAt(child, 'ImageType')) === 'FrontCoverImage');
  const reference = image === undefined ? null : textAt(image, 'ResourceReference');
  return reference === null ? null : { resourceReference: reference, files: [] };
}

export type * from './types.js';
