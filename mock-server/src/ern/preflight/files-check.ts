/**
 * The files check of a preflight (`ingest-kit validate --files`, `checkFiles` of `partner-ingest-kit/ern`): every
 * resource file a message delivers exists where it says, relative to the message's own URL (its folder, or the URL
 * it was fetched from), and its bytes match its `HashSum`. The rules read only the message; this reads the files
 * too, so it is a step of its own, with the reading injected (a file system, a fetch).
 *
 * The files are the `File` elements the mock loads (files.ts `isFileParent`, locations.ts `resolveFile`), every
 * resource's, not only the main release's: a file that is not there fails the ingest whichever release uses it.
 *
 * A release is hostile input on a CI machine (issue #29): a local file must lie inside the message's folder, or it
 * is not opened (`..`, absolute paths and `file:` URLs are refused here, symbolic links by the opener), and each
 * file is read within a size cap and a time limit (read-within.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resourceFileLimits } from '../../config/resource-file-limits.js';
import { durationMs } from '../../duration.js';
import { createStreamingHash } from '../../fetch/hash.js';
import { isInside } from '../../files/resolve.js';
import { FILE_CHILD_FIELDS, HASH_SUM, HASH_SUM_CHILD_FIELDS, isFileParent, type RawFile } from '../files.js';
import { isResolved, locationOf, MessageBase, resolveFile } from '../locations.js';
import { readErnTree } from '../release/read-tree.js';
import { childOf, type ErnElement, type ErnTree, findAll, pathOf, textAt } from '../release/tree.js';
import type { OpenContext, OpenedFile } from './local-files.js';
import { openWithin, readWithin } from './read-within.js';
import { FILE_HASH_MISMATCH, FILE_MISSING, FILE_OUTSIDE_FOLDER, FILE_OVER_LIMIT, type RuleDescription } from './runner-findings.js';
import type { Finding } from './types.js';

export { type FileSystem, localFiles, type OpenContext, type OpenedFile } from './local-files.js';

/** The limits of one file, the mock's own for a resource file (config `resources.maxBytes`, `resources.timeout`). */
export const FILES_CHECK_LIMITS = {
  maxBytes: resourceFileLimits.maxBytes,
  timeoutMs: durationMs(resourceFileLimits.timeout),
} as const;

export interface FilesCheckOptions {
  /**
   * The message's own URL, which relative locations resolve against: `pathToFileURL(path).href` for a file on
   * disk, the http(s) URL it was fetched from otherwise.
   */
  messageUrl: string;
  /**
   * Opens a file by its resolved URL, inside `context.root`; {@link localFiles} opens `file:` URLs. Never throws for
   * a missing file.
   */
  open(url: string, context: OpenContext): Promise<OpenedFile>;
  /**
   * The release folder (a path) that every local file must lie in; default: the folder of a `file:` message URL. A
   * file outside it is a `file-outside-folder` finding and is never opened; a message fetched by URL has no local file.
   */
  root?: string;
  /** The most bytes read of one file (default {@link FILES_CHECK_LIMITS}: 2 GiB); more is a `file-over-limit` finding. */
  maxBytes?: number;
  /** The longest one file may take to open and read, in ms (default 30 000); longer is a `file-over-limit` finding. */
  timeoutMs?: number;
  /** How many files are read at once (default 4). */
  concurrency?: number;
  /** Told what became of each File that has a location, in no set order (validate --files counts them). */
  onFile?: (outcome: FileOutcome) => void;
}

/**
 * What the check made of one file: `missing` (not there, or not readable), `outside` (outside the folder, never
 * opened), `unread` (over the size cap or the time limit), `matches` / `differs` (its HashSum compared),
 * `unchecked` (a HashSum whose algorithm the kit cannot compute), `no-hash` (there, and no HashSum to compare).
 */
export type FileOutcome = 'missing' | 'outside' | 'unread' | 'matches' | 'differs' | 'unchecked' | 'no-hash';

/** The rule ids and codes of the files check, as they appear in findings. */
export const FILES_CHECK_RULES = {
  missing: FILE_MISSING,
  outside: FILE_OUTSIDE_FOLDER,
  overLimit: FILE_OVER_LIMIT,
  hash: FILE_HASH_MISMATCH,
} as const;

/** Where a message's files may be: inside a folder of this machine, at URLs only, or (an odd message URL) nowhere local. */
type Scope = { root: string } | { remote: true } | { root: undefined };

function scopeOf(options: FilesCheckOptions): Scope {
  if (options.root !== undefined) return { root: path.resolve(options.root) };
  const message = URL.parse(options.messageUrl);
  if (message?.protocol === 'file:') return { root: path.dirname(fileURLToPath(message)) };
  return message?.protocol === 'http:' || message?.protocol === 'https:' ? { remote: true } : { root: undefined };
}

/**
 * Checks every resource file of a message: `ResourceMissing` (rule `file-missing`) for one that does not exist or
 * cannot be read, `ResourceMissing` (`file-outside-folder`) for one outside the message's folder, which is never
 * opened, `ResourceNotMeetingSpecifications` (`file-over-limit`) for one over the size cap or the time limit,
 * `SignatureOrHashSumWrongOrMissing` (rule `file-hash-mismatch`) for one whose digest differs from its `HashSum`;
 * all errors, at the `File` element's line. A message that cannot be read gives no finding here (the preflight
 * reports it).
 */
export async function checkFiles(message: ErnTree | string | Uint8Array, options: FilesCheckOptions): Promise<Finding[]> {
  let tree: ErnTree;
  if (typeof message === 'string' || message instanceof Uint8Array) {
    const read = readErnTree(message);
    if (!read.ok) return [];
    tree = read.tree;
  } else {
    tree = message;
  }
  const resources = childOf(tree.root, 'ResourceList');
  if (resources === undefined) return [];
  const files = findAll(resources, (element) => element.name === 'File' && element.parent !== null && isFileParent(element.parent.name));
  const base = new MessageBase(options.messageUrl);
  const scope = scopeOf(options);
  const results: Finding[][] = Array.from({ length: files.length }, () => []);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < files.length; i = next++) {
      const checked = await checkFile(tree, files[i]!, base, scope, options);
      results[i] = checked.findings;
      if (checked.outcome !== undefined) options.onFile?.(checked.outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return results.flat();
}

/** A file's findings and what became of it; no outcome for a File without a location, which is not checked. */
interface Checked {
  findings: Finding[];
  outcome?: FileOutcome;
}

async function checkFile(tree: ErnTree, file: ErnElement, base: MessageBase, scope: Scope, options: FilesCheckOptions): Promise<Checked> {
  const raw = rawFileOf(file);
  const resolved = resolveFile(raw, base);
  // A File without a location is the rules' finding (delivery file without a location), not this check's.
  if (!isResolved(resolved) && resolved.location === undefined) return { findings: [] };
  const { line, column } = tree.position(file);
  const at = { line, column, path: pathOf(file) };
  const location = locationOf(raw) ?? '';
  const what = `the file ${JSON.stringify(location)}${raw.resourceReference === undefined ? '' : ` of resource ${raw.resourceReference}`}`;
  const finding = (rule: RuleDescription, message: string, outcome: FileOutcome): Checked => ({
    findings: [{ rule: rule.id, code: rule.code, severity: rule.severity, message, ...at }],
    outcome,
  });
  const missing = (reason: string) => finding(FILE_MISSING, `${what} is missing: ${reason}. `
    + 'Deliver it at that location, relative to the message, or correct the File\'s location.', 'missing');
  // Nothing about the file itself: not its hash, its size, nor whether it exists.
  const outside = (how: string) => finding(FILE_OUTSIDE_FOLDER, `${what} is outside the message's folder (${how}), so it was not opened. `
    + 'Name each resource file by a path relative to the message, inside its folder (resources/A1.wav), and deliver it there.', 'outside');
  if (!isResolved(resolved)) return missing(resolved.reason);
  const leaving = leavesScope(resolved.uri, location, scope);
  if (leaving !== undefined) return outside(leaving);
  const maxBytes = options.maxBytes ?? FILES_CHECK_LIMITS.maxBytes;
  const timeoutMs = options.timeoutMs ?? FILES_CHECK_LIMITS.timeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  const tooSlow = () => finding(FILE_OVER_LIMIT, `${what} was not read within ${timeoutMs} ms, the files check's time limit for a file, so it was not `
    + 'checked. Deliver a smaller file, or on a slow disk or server raise the limit (validate --file-timeout).', 'unread');
  let opened: OpenedFile | undefined;
  try {
    opened = await openWithin(options.open(resolved.uri, { root: 'root' in scope ? scope.root : undefined, signal }), signal);
  } catch (error) {
    return missing(`it cannot be opened (${(error as { code?: string }).code ?? (error as Error).message})`);
  }
  if (opened === undefined) return tooSlow();
  if (!opened.found) return 'outside' in opened ? outside('a symbolic link on its path leads out of it') : missing(opened.reason);
  const hashSum = resolved.hashSum;
  const started = hashSum === undefined ? undefined : createStreamingHash(hashSum.algorithm, hashSum.value);
  const read = await readWithin(opened, { maxBytes, signal }, (chunk) => {
    if (started?.ok === true) started.hash.update(chunk);
  });
  if (!read.ok) {
    if ('error' in read) return missing(`it cannot be read (${read.error})`);
    if (read.over === 'time') return tooSlow();
    return finding(FILE_OVER_LIMIT, `${what} is larger than ${maxBytes} bytes, the most the files check reads of a file (the mock's `
      + 'resources.maxBytes), so its HashSum was not checked. Deliver a smaller file, or raise the cap (validate --file-max-bytes).', 'unread');
  }
  if (hashSum === undefined || started === undefined) return { findings: [], outcome: 'no-hash' };
  if (!started.ok) {
    const unchecked = finding(FILE_HASH_MISMATCH, `${what} was not checked against its HashSum: ${started.reason}.`, 'unchecked');
    return { ...unchecked, findings: unchecked.findings.map((f) => ({ ...f, severity: 'warning' })) };
  }
  const digest = started.hash.digestHex();
  if (sameDigest(digest, hashSum.value)) return { findings: [], outcome: 'matches' };
  return finding(FILE_HASH_MISMATCH, `${what} does not match its HashSum: its ${hashSum.algorithm} is ${digest}, the message says ${hashSum.value}. `
    + 'Deliver the file the message describes, or write the HashSum of the file you deliver.', 'differs');
}

/**
 * Why a resolved file URL leaves where the message's files may be, before anything is opened; undefined when it
 * stays (an http(s) URL is the opener's to fetch, as the service would). `..`, an absolute path and a `file:` URL
 * are caught here, from the URL alone; a symbolic link by the opener (local-files.ts).
 */
function leavesScope(uri: string, location: string, scope: Scope): string | undefined {
  const url = URL.parse(uri);
  if (url?.protocol !== 'file:') return undefined;
  if ('remote' in scope) return 'the message was fetched by URL, and a file: URL names a file of this machine';
  if (scope.root === undefined) return howItLeaves(location);
  try {
    return isInside(scope.root, fileURLToPath(url)) ? undefined : howItLeaves(location);
  } catch {
    // file://host/… (another machine's share) or an encoded `/`: no path of this folder.
    return howItLeaves(location);
  }
}

function howItLeaves(location: string): string {
  if (/^file:/i.test(location)) return 'it is a file: URL';
  if (/^[\\/]/.test(location)) return 'it is an absolute path';
  if (location.split(/[\\/]/).includes('..')) return 'its .. segments climb out of it';
  return 'it resolves to a path out of it';
}

/** A declared value is hex (any case) as a rule, base64 where the message says `Binary64`. */
function sameDigest(hex: string, declared: string): boolean {
  const value = declared.trim();
  return value.toLowerCase() === hex || value === Buffer.from(hex, 'hex').toString('base64');
}

/** What a kept `File` element says, in the shape locations.ts resolves. */
function rawFileOf(file: ErnElement): RawFile {
  const raw: RawFile = {};
  for (const child of file.children) {
    const field = FILE_CHILD_FIELDS.get(child.name);
    if (field !== undefined) raw[field] = child.text;
  }
  const hashSum = childOf(file, HASH_SUM);
  for (const child of hashSum?.children ?? []) {
    const field = HASH_SUM_CHILD_FIELDS.get(child.name);
    if (field !== undefined) raw[field] = child.text;
  }
  // The resource is the File's ancestor that is a child of ResourceList.
  let resource = file;
  while (resource.parent !== null && resource.parent.name !== 'ResourceList') resource = resource.parent;
  const reference = textAt(resource, 'ResourceReference');
  if (reference !== null) raw.resourceReference = reference;
  return raw;
}
