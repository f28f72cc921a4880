/**
 * `partner-ingest-kit/ern`: the preflight of a DDEX ERN release, before it is uploaded: what `ingest-kit validate`
 * runs, as functions. Findings carry DDEX's own reason codes (`ErncFileStatus`), a line, a column and an element
 * path; the report has the JSON form of `ingest-kit validate --json`, whose JSON Schema ships in the package as
 * `partner-ingest-kit/preflight-report.schema.json`.
 *
 * @example
 * ```ts
 * import { preflight } from 'partner-ingest-kit/ern';
 * const [report] = preflight(await readFile('release.xml'), { file: 'release.xml' }).files;
 * for (const f of report.findings) console.log(`${f.line}:${f.column} ${f.severity} ${f.code} ${f.message}`);
 * ```
 */
import {
  checkFiles as checkFilesOfMessage,
  type FileSystem,
  FILES_CHECK_LIMITS,
  type FilesCheckOptions,
  localFiles as localFilesOf,
  type OpenContext,
  type OpenedFile,
} from '../mock-server/src/ern/preflight/files-check.js';
import { preflight as preflightOfMessage, type PreflightOptions } from '../mock-server/src/ern/preflight/index.js';
import type { Finding, PreflightReport } from '../mock-server/src/ern/preflight/types.js';
import { loadXsdSchemas as loadSchemas } from '../mock-server/src/ern/xsd/index.js';
import type { XsdSchemas } from '../mock-server/src/ern/xsd/types.js';

export type {
  ErncFileStatus,
  Finding,
  PreflightFileReport,
  PreflightReport,
  Severity,
} from '../mock-server/src/ern/preflight/types.js';
export type {
  ArtistSummary,
  CoverSummary,
  DealSummary,
  FileSummary,
  MessageSummary,
  ReleaseIdsSummary,
  ReleaseSummary,
  TrackSummary,
} from '../mock-server/src/ern/release/summary.js';
export type { FileSystem, FilesCheckOptions, OpenContext, OpenedFile, PreflightOptions, XsdSchemas };
export { FILES_CHECK_LIMITS };

/**
 * Reads a NewReleaseMessage (ERN 3.8.x or 4.x), summarises its main release and runs every preflight rule; with
 * `options.schemas` (from {@link loadXsdSchemas}) it validates against DDEX's XSD too, else no schema runs.
 *
 * @param xml - The message: bytes (any encoding its XML declaration names) or a string.
 * @param options.file - The name the report gives the file (default `(message)`).
 * @returns `{ files: [report] }`, one entry: bad input (not XML, not an ERN message) is a finding, never an exception.
 */
export function preflight(xml: string | Uint8Array, options: PreflightOptions = {}): PreflightReport {
  return preflightOfMessage(xml, options);
}

/**
 * Compiles DDEX's official ERN schemas from a folder of the layout `<dir>/<version>/release-notification.xsd`
 * (DDEX's copyright: the kit never ships them; `ingest-kit ern schemas --download --to <dir>` fetches them). Each
 * version compiles once, on first use; nothing is ever fetched. Pass the result as `preflight(xml, { schemas })`
 * and `close()` it when done.
 */
export function loadXsdSchemas(dir: string): Promise<XsdSchemas> {
  return loadSchemas(dir);
}

/**
 * Checks that every resource file the message delivers exists relative to the message and that its bytes match
 * its `HashSum`: findings `ResourceMissing` (`file-missing`), `SignatureOrHashSumWrongOrMissing`
 * (`file-hash-mismatch`), errors at the `File`'s line. Add them to the report's findings yourself.
 *
 * A release may be hostile: a local file must lie inside the message's folder (`ResourceMissing`,
 * `file-outside-folder`: `..` out of it, an absolute path, a `file:` URL, a symbolic link that leads out), or it
 * is never opened; only regular files are read, each within a size cap and a time limit
 * (`ResourceNotMeetingSpecifications`, `file-over-limit`).
 *
 * @param options.messageUrl - The message's own URL (`pathToFileURL('release.xml').href` for a file on disk).
 * @param options.open - How a file is read: `localFiles(fs)` with `node:fs/promises`, or your own (a bucket).
 * @param options.root - The folder local files must lie in (default: the message's folder).
 * @param options.maxBytes - The most bytes read of one file (default {@link FILES_CHECK_LIMITS}, 2 GiB: the mock's `resources.maxBytes`).
 * @param options.timeoutMs - How long one file may take to open and read (default 30 000 ms: the mock's `resources.timeout`).
 */
export function checkFiles(xml: string | Uint8Array, options: FilesCheckOptions): Promise<Finding[]> {
  return checkFilesOfMessage(xml, options);
}

/**
 * Opens `file:` URLs with `fs` (`import * as fs from 'node:fs/promises'`) for {@link checkFiles}, inside the folder
 * it gives (`context.root`): a file whose real path leaves it is not opened, and anything but a regular file (a
 * device, a FIFO, a socket) is not read.
 */
export function localFiles(fs: FileSystem): (url: string, context: OpenContext) => Promise<OpenedFile> {
  return localFilesOf(fs);
}
