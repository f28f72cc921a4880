/**
 * The preflight of a release: what `ingest-kit validate`, `ingest-kit submit`, the mock's create (config
 * `ern.validation`) and partners (`partner-ingest-kit/ern`) run on a NewReleaseMessage before it is ingested.
 *
 * PLACEHOLDER: the signature is fixed; the body is being written (issue #16).
 *
 * TEMPORARY (branch `cli`): the bodies below are a crude stand-in so that `ingest-kit validate` and
 * `partner-ingest-kit/ern` can be tested before the real preflight is merged: one finding
 * (`main-release-missing`, MetadataMissing, error) for a message without a `ReleaseList/Release`, a malformed or
 * unreadable message as one `NewReleaseMessageInvalid` finding, a release with only a title and tracks. Replace
 * both bodies with the real ones at merge.
 */
import type { XsdSchemas } from '../xsd/types.js';
import { readErnTree } from '../release/read-tree.js';
import type { ReleaseSummary } from '../release/summary.js';
import { childOf, childrenOf, descendantOf, type ErnTree, findAll, pathOf, textAt } from '../release/tree.js';
import type { Finding, PreflightFileReport, PreflightReport } from './types.js';

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
export function preflight(xml: string | Uint8Array, options: PreflightOptions = {}): PreflightReport {
  // TEMPORARY body (see the module comment).
  const read = readErnTree(xml);
  if (!read.ok) {
    const finding: Finding = { rule: 'message-unreadable', code: 'NewReleaseMessageInvalid', severity: 'error', message: read.message, line: null, column: null, path: null };
    return { files: [{ file: options.file ?? '(message)', ernVersion: null, valid: false, release: null, findings: [finding] }] };
  }
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
  // TEMPORARY body (see the module comment).
  const findings: Finding[] = [];
  const list = descendantOf(tree.root, 'ReleaseList', 'Release');
  if (options.rules !== false && list === undefined) {
    const { line, column } = tree.position(tree.root);
    findings.push({
      rule: 'main-release-missing',
      code: 'MetadataMissing',
      severity: 'error',
      message: 'the message names no release (no ReleaseList/Release): add the main release',
      line,
      column,
      path: pathOf(tree.root),
    });
  }
  if (options.schemas !== undefined && options.xml !== undefined) findings.push(...options.schemas.validate(options.xml, tree.ernVersion));
  return {
    file: options.file ?? '(message)',
    ernVersion: tree.ernVersion,
    valid: !findings.some((finding) => finding.severity === 'error'),
    release: list === undefined ? null : crudeRelease(tree),
    findings,
  };
}

/** TEMPORARY: a crude summary (title, tracks with ISRC, title and files), enough for the CLI's tests. */
function crudeRelease(tree: ErnTree): ReleaseSummary {
  const release = descendantOf(tree.root, 'ReleaseList', 'Release');
  const title = release === undefined ? null : textAt(release, 'DisplayTitleText') ?? textAt(release, 'ReferenceTitle', 'TitleText');
  const resources = childOf(tree.root, 'ResourceList');
  const recordings = resources === undefined ? [] : childrenOf(resources, 'SoundRecording');
  return {
    message: { id: textAt(tree.root, 'MessageHeader', 'MessageId'), sender: null, createdAt: null },
    releaseReference: release === undefined ? null : textAt(release, 'ReleaseReference'),
    title,
    subtitle: null,
    displayArtist: release === undefined ? null : textAt(release, 'DisplayArtistName'),
    displayArtists: [],
    label: null,
    ids: { icpn: release === undefined ? null : textAt(release, 'ReleaseId', 'ICPN'), grid: null, catalogNumber: null, proprietaryIds: [] },
    releaseType: null,
    releaseDate: null,
    originalReleaseDate: null,
    genre: null,
    parentalWarning: null,
    duration: null,
    tracks: recordings.map((recording, i) => ({
      sequence: i + 1,
      disc: null,
      number: i + 1,
      resourceReference: textAt(recording, 'ResourceReference') ?? '',
      kind: 'SoundRecording' as const,
      title: textAt(recording, 'DisplayTitleText') ?? textAt(recording, 'ReferenceTitle', 'TitleText'),
      displayArtist: textAt(recording, 'DisplayArtistName'),
      isrc: textAt(recording, 'SoundRecordingId', 'ISRC') ?? textAt(recording, 'ResourceId', 'ISRC'),
      duration: textAt(recording, 'Duration'),
      files: findAll(recording, (element) => element.name === 'File').map((file) => ({
        location: textAt(file, 'URI') ?? textAt(file, 'URL') ?? textAt(file, 'FileName'),
        hashSum: null,
      })),
    })),
    cover: null,
    deals: [],
  };
}

export type * from './types.js';
