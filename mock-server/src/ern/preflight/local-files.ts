/**
 * Opening a resource file from the disk for the files check, inside the release folder and nowhere else (issue
 * #29): a message from a partner is hostile input on a CI machine. The path is walked to its real path without
 * leaving the folder (real-path-inside.ts); the file is opened without following a last link and without blocking
 * (a FIFO answers at once), and the opened handle must be a regular file: no device (`/dev/zero` never ends), FIFO
 * or socket. On Linux the opened handle's own path (/proc/self/fd) is checked against the folder too, so a link
 * swapped in between the walk and the open is caught.
 */
import { constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isInside } from '../../files/resolve.js';
import { type LinkReader, realPathInside } from './real-path-inside.js';

/** How {@link localFiles} and other openers answer the files check. */
export type OpenedFile =
  /** Its bytes as chunks; `size` when known before reading (the check refuses a file over its cap at once). */
  | { found: true; chunks: AsyncIterable<Uint8Array>; size?: number }
  /** Why there is none (`no such file`, `answered HTTP 404`, `it is a FIFO, not a regular file`). */
  | { found: false; reason: string }
  /** Its real path leaves the release folder: nothing about the file is said, not even whether it exists. */
  | { found: false; outside: true };

/** What the files check tells an opener about one file. */
export interface OpenContext {
  /** The release folder (a path) the file must lie in; undefined for a message fetched by URL. */
  root: string | undefined;
  /** Fires at the check's time limit for the file: stop, and release what was opened. */
  signal: AbortSignal;
}

/** What {@link localFiles} needs of a file's `Stats`. */
export type FileStats = { size: number } & Record<(typeof KINDS)[number][0] | 'isFile', () => boolean>;

/** What a file that is not a regular file is, as a finding names it. */
const KINDS = [
  ['isDirectory', 'a folder'],
  ['isFIFO', 'a FIFO'],
  ['isSocket', 'a socket'],
  ['isCharacterDevice', 'a character device'],
  ['isBlockDevice', 'a block device'],
] as const;

/** What {@link localFiles} needs of an opened file (a `FileHandle` of `node:fs/promises`). */
export interface OpenedHandle {
  readonly fd: number;
  stat(): Promise<FileStats>;
  createReadStream(): AsyncIterable<Uint8Array>;
  close(): Promise<void>;
}

/** The part of `node:fs/promises` that {@link localFiles} uses. */
export interface FileSystem extends LinkReader {
  open(path: string, flags: number): Promise<OpenedHandle>;
  realpath(path: string): Promise<string>;
}

/**
 * Read only, never through a last link (the walk has followed them all), and without waiting for a FIFO's writer.
 * Windows has neither flag, nor FIFOs.
 */
const OPEN_FLAGS = constants.O_RDONLY | (process.platform === 'win32' ? 0 : constants.O_NOFOLLOW | constants.O_NONBLOCK);

const OUTSIDE = { found: false, outside: true } as const;

/**
 * Opens `file:` URLs inside the release folder (`context.root`) from a file system (pass `node:fs/promises`): a
 * file whose real path is outside it, through `..`, an absolute path or a symbolic link, is never opened, and
 * anything but a regular file is refused. Any other URL is reported as not found, since a local message names
 * local files.
 */
export function localFiles(fs: FileSystem): (url: string, context: OpenContext) => Promise<OpenedFile> {
  const roots = new Map<string, Promise<string>>();
  const realRoot = (root: string): Promise<string> => {
    let real = roots.get(root);
    if (real === undefined) roots.set(root, real = fs.realpath(root));
    return real;
  };
  return async (url, context) => {
    const parsed = URL.parse(url);
    if (parsed?.protocol !== 'file:') return { found: false, reason: 'it is not a local file' };
    // No folder, no file: whoever asks without one cannot be told what lies outside it.
    if (context.root === undefined) return OUTSIDE;
    let rootReal: string;
    let filePath: string;
    try {
      filePath = fileURLToPath(parsed);
      rootReal = await realRoot(path.resolve(context.root));
    } catch (error) {
      return notOpened(error);
    }
    const walked = await realPathInside(fs, rootReal, path.relative(path.resolve(context.root), filePath));
    if (walked.kind === 'outside') return OUTSIDE;
    if (walked.kind === 'missing') return notOpened({ code: walked.code });
    let handle: OpenedHandle;
    try {
      handle = await fs.open(walked.realPath, OPEN_FLAGS);
    } catch (error) {
      return notOpened(error, true);
    }
    const checked = await checkHandle(fs, handle, rootReal).catch((error: unknown) => notOpened(error));
    if ('found' in checked) {
      await handle.close().catch(() => undefined);
      return checked;
    }
    // The stream closes the handle when it ends, fails or is left (autoClose).
    return { found: true, chunks: handle.createReadStream(), size: checked.size };
  };
}

/** The opened file's size, or why it is not read: outside the folder after all, or not a regular file. */
async function checkHandle(fs: FileSystem, handle: OpenedHandle, rootReal: string): Promise<{ size: number } | OpenedFile> {
  const opened = await fs.readlink(`/proc/self/fd/${handle.fd}`).catch(() => undefined);
  if (opened !== undefined && path.isAbsolute(opened) && !isInside(rootReal, opened)) return OUTSIDE;
  const stats = await handle.stat();
  if (stats.isFile()) return { size: stats.size };
  const kind = KINDS.find(([is]) => stats[is]())?.[1] ?? 'not a file';
  return { found: false, reason: `it is ${kind}, not a regular file, so it was not read` };
}

function notOpened(error: unknown, opening = false): OpenedFile {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return { found: false, reason: 'no such file' };
  // O_NOFOLLOW met a link put there after the walk (ELOOP; EMLINK on FreeBSD): where it points is not looked at.
  if (opening && (code === 'ELOOP' || code === 'EMLINK')) return OUTSIDE;
  // A socket cannot be opened.
  if (code === 'ENXIO') return { found: false, reason: 'it is a socket, not a regular file, so it was not read' };
  return { found: false, reason: `cannot open it (${typeof code === 'string' ? code : (error as Error).message})` };
}
