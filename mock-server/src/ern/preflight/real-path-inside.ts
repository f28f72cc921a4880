/**
 * The real path of a file named relative to a folder, found without ever leaving the folder: `realpath` with a
 * border. Each segment is looked at with `lstat`; a symbolic link is followed by reading it, and the walk stops,
 * with `outside`, at the first step out of the folder, before it looks at anything there. `fs.realpath` would
 * follow a link out of the folder and answer one way for an outside file that exists and another for one that
 * does not: a release could learn which files a CI machine holds (issue #29).
 */
import path from 'node:path';

/** The part of `node:fs/promises` the walk uses. */
export interface LinkReader {
  lstat(path: string): Promise<{ isSymbolicLink(): boolean }>;
  readlink(path: string): Promise<string>;
}

/**
 * Where the walk ended: the real path inside the folder, `outside` at its first step out of it, or `missing` with
 * the error code of the segment that is not there (`ENOENT`, `ENOTDIR`, `ELOOP`, …).
 */
export type RealPathInside = { kind: 'inside'; realPath: string } | { kind: 'outside' } | { kind: 'missing'; code: string };

/** As the kernel's own limit of links followed in one path (Linux MAXSYMLINKS). */
const MAX_LINKS = 40;

/**
 * The real path of `relative` (a path relative to `rootReal`, with the platform's separators) under `rootReal` (the
 * folder's own real path: `realpath` of it, so that none of its parents is a link).
 */
export async function realPathInside(fs: LinkReader, rootReal: string, relative: string): Promise<RealPathInside> {
  const pending = segmentsOf(relative);
  let current = rootReal;
  let links = 0;
  for (let segment = pending.shift(); segment !== undefined; segment = pending.shift()) {
    const next = segment === '..' ? path.dirname(current) : path.join(current, segment);
    const place = placeOf(rootReal, next);
    if (place === 'outside') return { kind: 'outside' };
    // The folder's parents (a link's absolute target walks down through them) and `..` from a real folder are
    // real already: nothing to look at.
    if (place === 'parent' || segment === '..' || next === rootReal) {
      current = next;
      continue;
    }
    let isLink: boolean;
    try {
      isLink = (await fs.lstat(next)).isSymbolicLink();
    } catch (error) {
      return { kind: 'missing', code: codeOf(error) };
    }
    if (!isLink) {
      current = next;
      continue;
    }
    if (++links > MAX_LINKS) return { kind: 'missing', code: 'ELOOP' };
    let target: string;
    try {
      target = await fs.readlink(next);
    } catch (error) {
      return { kind: 'missing', code: codeOf(error) };
    }
    // A relative target continues from the link's folder (current); an absolute one from the top.
    if (path.isAbsolute(target)) current = path.parse(target).root;
    pending.unshift(...segmentsOf(target));
  }
  // The folder itself, or a parent of it (a link to `/`), is no file of the folder.
  return current !== rootReal && placeOf(rootReal, current) === 'inside' ? { kind: 'inside', realPath: current } : { kind: 'outside' };
}

/** A path's segments; on Windows `/` separates them too, elsewhere `\\` is a character of a name. */
function segmentsOf(relative: string): string[] {
  return relative.split(path.sep === '/' ? '/' : /[\\/]/).filter((segment) => segment !== '' && segment !== '.');
}

/** Whether a relative path climbs out of where it starts from (`..`, `../x`; not a name like `..x`). */
const climbs = (relative: string): boolean => relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);

/** `inside` the folder (or the folder itself), one of its `parent`s, or `outside`. */
function placeOf(rootReal: string, candidate: string): 'inside' | 'parent' | 'outside' {
  if (!climbs(path.relative(rootReal, candidate))) return 'inside';
  return climbs(path.relative(candidate, rootReal)) ? 'outside' : 'parent';
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : (error as Error).message;
}
