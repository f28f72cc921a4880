/**
 * The preflight of one message as `ingest-kit validate` runs it, and `ingest-kit submit` before it creates the
 * ingest: the rules (and DDEX's schema when given), then, when asked, the files check of its resource files. What
 * was not checked is said, never skipped in silence: a notice when the schema folder has no schema of the message's
 * version, and the files check's count.
 */
import * as fs from 'node:fs/promises';
import { checkFiles, type FileOutcome, localFiles } from '../../mock-server/src/ern/preflight/files-check.js';
import { preflight, type ProfileChoice, unreadable } from '../../mock-server/src/ern/preflight/index.js';
import type { ErnParser } from '../../mock-server/src/ingest/parse-pool.js';
import type { PreflightFileReport, PreflightNotice } from '../../mock-server/src/ern/preflight/types.js';
import { ERN_VERSIONS, type ErnVersion } from '../../mock-server/src/ern/version.js';
import type { XsdSchemas } from '../../mock-server/src/ern/xsd/types.js';
import { filesCheckSummary, filesNotice } from './files-summary.js';
import { type Input, openResourceFile } from './inputs.js';

export interface CheckOptions {
  schemas: XsdSchemas | undefined;
  /** Check the resource files too (`--files`): that each is there, its size and hash what the message says. */
  files: boolean;
  fetch: typeof globalThis.fetch;
  /** The files check's limits of one file (`--file-max-bytes`, `--file-timeout`); the mock's own by default. */
  fileLimits?: { maxBytes?: number; timeoutMs?: number };
  /**
   * Where the message is read and preflighted: the mock's parse pool (ingest/parse-pool.ts), whose thread has a heap
   * of its own, so that a message too costly to read ends as a `message-limits` finding (XML_TOO_COSTLY) instead of
   * aborting the command (issue #29). Without it, on this thread.
   */
  parser?: ErnParser;
  /** Whose release-profile rules run (`--profile`): `auto` (default, the message's own), `off` or a key such as `2.1/Audio`. */
  profile?: ProfileChoice;
  /** A message without a release deal is an error (`--require-deals`); default a warning. */
  requireDeals?: boolean;
}

export async function checkInput(input: Input, options: CheckOptions): Promise<PreflightFileReport> {
  const { schemas } = options;
  const preflighted = await preflightOf(input, options);
  // The preflight's own notices (a release profile not checked) first.
  const notices: PreflightNotice[] = [...preflighted.notices ?? []];
  const unchecked = schemaNotice(preflighted.ernVersion, schemas);
  if (unchecked !== undefined) notices.push(unchecked);
  let report = preflighted;
  if (options.files && report.ernVersion !== null) {
    const outcomes: FileOutcome[] = [];
    // The message's folder is the root that its local files must stay in (checkFiles' default for a file: URL).
    const found = await checkFiles(input.bytes, {
      messageUrl: input.messageUrl,
      open: openResourceFile(options.fetch, localFiles(fs), input.messageUrl),
      onFile: (outcome) => outcomes.push(outcome),
      ...options.fileLimits,
    });
    const findings = [...report.findings, ...found];
    const filesCheck = filesCheckSummary(outcomes);
    notices.push(filesNotice(filesCheck));
    report = { ...report, findings, valid: !findings.some((finding) => finding.severity === 'error'), filesCheck };
  }
  return notices.length === 0 ? report : { ...report, notices };
}

/** The rules' (and the schema's) report of one message, read where `parser` reads it. */
async function preflightOf(input: Input, options: CheckOptions): Promise<PreflightFileReport> {
  const { schemas, parser } = options;
  const profile = options.profile ?? 'auto';
  const requireDeals = options.requireDeals === true;
  if (parser === undefined) {
    const settings = { file: input.name, profile, requireDeals, ...(schemas === undefined ? {} : { schemas }) };
    const [report] = preflight(input.bytes, settings).files;
    if (report === undefined) throw new Error('preflight returned no file report');
    return report;
  }
  // The thread compiles the schemas of the same folder for itself (xsd/cached.ts); nothing of a message is kept.
  const checked = await parser.check(input.bytes, input.messageUrl, {
    mode: 'report', xsdDir: schemas?.dir ?? null, keepMessageBytes: 0, profile, requireDeals,
  });
  if (!checked.parsed.ok) return unreadable(checked.parsed, input.name);
  if (checked.preflight === undefined) throw new Error('the parse pool preflighted an accepted message without a report');
  return { ...checked.preflight.report, file: input.name };
}

/** Whether the schema of a message's version was left unchecked: `--xsd-dir` given, and no schema of it there. */
export function schemaUnchecked(report: PreflightFileReport): boolean {
  return report.notices?.some((notice) => notice.kind === 'xsd-not-checked') ?? false;
}

function schemaNotice(ernVersion: string | null, schemas: XsdSchemas | undefined): PreflightNotice | undefined {
  if (schemas === undefined || ernVersion === null) return undefined;
  const version = ERN_VERSIONS.find((known): known is ErnVersion => known === ernVersion);
  if (version !== undefined && schemas.has(version)) return undefined;
  return {
    kind: 'xsd-not-checked',
    message: `schema not checked: no ${ernVersion} schema in ${schemas.dir} `
      + `(\`ingest-kit ern schemas --download --to ${schemas.dir} --version ${ernVersion}\` adds it)`,
  };
}
