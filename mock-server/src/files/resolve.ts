/**
 * Finding a requested file inside the served folder, and nowhere else. The path has already passed
 * `filePathProblem`; this step follows symlinks and checks that the real location is still inside
 * the real location of the folder, so a link pointing out of it serves nothing.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export type ResolvedFile = { found: true; realPath: string; size: number } | { found: false };

/** Errors that mean "no such file here" rather than a fault of the server. */
const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG']);

export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && NOT_FOUND_CODES.has(error.code);
}

/** Whether `candidate` lies strictly inside `root` (both real, absolute paths). */
export function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** The regular file `filePath` names under `rootRealPath`, or not found (missing, a directory, outside). */
export async function resolveFile(rootRealPath: string, filePath: string): Promise<ResolvedFile> {
  try {
    const realPath = await realpath(path.join(rootRealPath, ...filePath.split('/')));
    if (!isInside(rootRealPath, realPath)) return { found: false };
    // Regular files only: a directory has no bytes to send, and opening a FIFO would block.
    const stats = await stat(realPath);
    if (!stats.isFile()) return { found: false };
    return { found: true, realPath, size: stats.size };
  } catch (error) {
    if (isNotFoundError(error)) return { found: false };
    throw error;
  }
}
