/**
 * The files check of a preflight (`ingest-kit validate --files`, `checkFiles` of `partner-ingest-kit/ern`): every
 * resource file a message delivers exists where it says, relative to the message's own URL (its folder, or the URL
 * it was fetched from), and its bytes match its `HashSum`. The rules read only the message; this reads the files
 * too, so it is a step of its own, with the reading injected (a file system, a fetch).
 *
 * The files are the `File` elements the mock loads (files.ts `isFileParent`, locations.ts `resolveFile`), every
 * resource's, not only the main release's: a file that is not there fails the ingest whichever release uses it.
 */
import { fileURLToPath } from 'node:url';
import { createStreamingHash } from '../../fetch/hash.js';
import { FILE_CHILD_FIELDS, HASH_SUM, HASH_SUM_CHILD_FIELDS, isFileParent, type RawFile } from '../files.js';
import { isResolved, locationOf, MessageBase, resolveFile } from '../locations.js';
import { readErnTree } from '../release/read-tree.js';
import { childOf, type ErnElement, type ErnTree, findAll, pathOf, textAt } from '../release/tree.js';
import { FILE_HASH_MISMATCH, FILE_MISSING } from './runner-findings.js';
import type { Finding } from './types.js';

/** A file opened for the check: its bytes as chunks, or why there is none (`no such file`, `answered HTTP 404`). */
export type OpenedFile = { found: true; chunks: AsyncIterable<Uint8Array> } | { found: false; reason: string };

export interface FilesCheckOptions {
  /**
   * The message's own URL, which relative locations resolve against: `pathToFileURL(path).href` for a file on
   * disk, the http(s) URL it was fetched from otherwise.
   */
  messageUrl: string;
  /** Opens a file by its resolved URL; {@link localFiles} opens `file:` URLs. Never throws for a missing file. */
  open(url: string): Promise<OpenedFile>;
  /** How many files are read at once (default 4). */
  concurrency?: number;
}

/** The rule ids and codes of the files check, as they appear in findings. */
export const FILES_CHECK_RULES = { missing: FILE_MISSING, hash: FILE_HASH_MISMATCH } as const;

/** The part of `node:fs/promises` that {@link localFiles} uses. */
export interface FileSystem {
  open(path: string, flags: 'r'): Promise<{ createReadStream(): AsyncIterable<Uint8Array>; close(): Promise<void> }>;
}

/**
 * Opens `file:` URLs from a file system (pass `node:fs/promises`); any other URL is reported as not found, since a
 * local message names local files.
 */
export function localFiles(fs: FileSystem): (url: string) => Promise<OpenedFile> {
  return async (url) => {
    const parsed = URL.parse(url);
    if (parsed?.protocol !== 'file:') return { found: false, reason: 'it is not a local file' };
    try {
      const handle = await fs.open(fileURLToPath(parsed), 'r');
      // The stream closes the handle when it ends or fails (autoClose).
      return { found: true, chunks: handle.createReadStream() };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return { found: false, reason: code === 'ENOENT' ? 'no such file' : `cannot open it (${typeof code === 'string' ? code : (error as Error).message})` };
    }
  };
}

/**
 * Checks every resource file of a message: `ResourceMissing` (rule `file-missing`) for one that does not exist or
 * cannot be read, `SignatureOrHashSumWrongOrMissing` (rule `file-hash-mismatch`) for one whose digest differs from
 * its `HashSum`; both errors, at the `File` element's line. A message that cannot be read gives no finding here
 * (the preflight reports it).
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
  const results: Finding[][] = Array.from({ length: files.length }, () => []);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < files.length; i = next++) results[i] = await checkFile(tree, files[i]!, base, options);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return results.flat();
}

async function checkFile(tree: ErnTree, file: ErnElement, base: MessageBase, options: FilesCheckOptions): Promise<Finding[]> {
  const raw = rawFileOf(file);
  const resolved = resolveFile(raw, base);
  // A File without a location is the rules' finding (delivery file without a location), not this check's.
  if (!isResolved(resolved) && resolved.location === undefined) return [];
  const { line, column } = tree.position(file);
  const at = { line, column, path: pathOf(file) };
  const what = `the file ${JSON.stringify(locationOf(raw))}${raw.resourceReference === undefined ? '' : ` of resource ${raw.resourceReference}`}`;
  const missing = (reason: string): Finding[] => [{
    rule: FILES_CHECK_RULES.missing.id,
    code: FILES_CHECK_RULES.missing.code,
    severity: 'error',
    message: `${what} is missing: ${reason}. Deliver it at that location, relative to the message, or correct the File's location.`,
    ...at,
  }];
  if (!isResolved(resolved)) return missing(resolved.reason);
  const opened = await options.open(resolved.uri);
  if (!opened.found) return missing(opened.reason);
  const hashSum = resolved.hashSum;
  const started = hashSum === undefined ? undefined : createStreamingHash(hashSum.algorithm, hashSum.value);
  try {
    for await (const chunk of opened.chunks) if (started?.ok === true) started.hash.update(chunk);
  } catch (error) {
    return missing(`it cannot be read (${(error as { code?: string }).code ?? (error as Error).message})`);
  }
  if (hashSum === undefined || started === undefined) return [];
  if (!started.ok) {
    return [{
      rule: FILES_CHECK_RULES.hash.id,
      code: FILES_CHECK_RULES.hash.code,
      severity: 'warning',
      message: `${what} was not checked against its HashSum: ${started.reason}.`,
      ...at,
    }];
  }
  const digest = started.hash.digestHex();
  if (sameDigest(digest, hashSum.value)) return [];
  return [{
    rule: FILES_CHECK_RULES.hash.id,
    code: FILES_CHECK_RULES.hash.code,
    severity: 'error',
    message: `${what} does not match its HashSum: its ${hashSum.algorithm} is ${digest}, the message says ${hashSum.value}. `
      + 'Deliver the file the message describes, or write the HashSum of the file you deliver.',
    ...at,
  }];
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
