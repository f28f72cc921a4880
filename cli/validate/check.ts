/**
 * The preflight of one message as `ingest-kit validate` runs it, and `ingest-kit submit` before it creates the
 * ingest: the rules (and DDEX's schema when given), then, when asked, the files check of its resource files.
 */
import * as fs from 'node:fs/promises';
import { checkFiles, localFiles } from '../../mock-server/src/ern/preflight/files-check.js';
import { preflight } from '../../mock-server/src/ern/preflight/index.js';
import type { PreflightFileReport } from '../../mock-server/src/ern/preflight/types.js';
import type { XsdSchemas } from '../../mock-server/src/ern/xsd/types.js';
import { type Input, openResourceFile } from './inputs.js';

export interface CheckOptions {
  schemas: XsdSchemas | undefined;
  /** Check the resource files too (`--files`): that each is there, its size and hash what the message says. */
  files: boolean;
  fetch: typeof globalThis.fetch;
  /** The files check's limits of one file (`--file-max-bytes`, `--file-timeout`); the mock's own by default. */
  fileLimits?: { maxBytes?: number; timeoutMs?: number };
}

export async function checkInput(input: Input, options: CheckOptions): Promise<PreflightFileReport> {
  const { schemas } = options;
  const [report] = preflight(input.bytes, { file: input.name, ...(schemas === undefined ? {} : { schemas }) }).files;
  if (report === undefined) throw new Error('preflight returned no file report');
  if (!options.files || report.ernVersion === null) return report;
  // The message's folder is the root that its local files must stay in (checkFiles' default for a file: URL).
  const found = await checkFiles(input.bytes, {
    messageUrl: input.messageUrl,
    open: openResourceFile(options.fetch, localFiles(fs)),
    ...options.fileLimits,
  });
  const findings = [...report.findings, ...found];
  return { ...report, findings, valid: !findings.some((finding) => finding.severity === 'error') };
}
