/**
 * Folder-scoped pre-signed URLs: one signature that covers every file under a folder of the served folder,
 * so that the relative resource locations of an ERN (`audio/01.flac`), resolved against the message's own
 * URL, are signed too (spec 4.1: resource files load from the locations the message names).
 *
 * URL resolution drops the query string of the base, so the scope travels in the path:
 *
 *   `${baseUrl}/files/~scope/<expires>/<depth>/<signature>/<folder>/<file>`
 *
 * where `<folder>` is the first `<depth>` segments of the path after the signature (0: the whole served
 * folder), `<expires>` is Unix seconds, and `<signature>` is the hex HMAC-SHA256, keyed with the files
 * secret, over `SCOPE\n/<folder>/\n<expires>` (`SCOPE\n/\n<expires>` for depth 0). The first line differs
 * from a single-file signature's (`GET\n/<path>\n<expires>`), so neither kind can stand in for the other.
 * `releases/r1/release.xml` signed with its folder: `/files/~scope/1767225600/2/<sig>/releases/r1/release.xml`,
 * and its `audio/01.flac` resolves to `/files/~scope/1767225600/2/<sig>/releases/r1/audio/01.flac`.
 * A `..` that resolves out of the folder changes the folder, and the signature no longer matches; a raw
 * `.`/`..` segment after the folder is refused outright. Pure: time comes in as `now`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { encodeFilePath, filePathProblem } from './file-path.js';
import { expiredFailure, EXPIRES_PATTERN, expiresOf, type PresignFailure, SIGNATURE_PATTERN } from './signed-url.js';

/** The first path segment (after `/files/`) of a folder-scoped URL; reserved: no top-level folder is served under it. */
export const SCOPE_SEGMENT = '~scope';

const DEPTH_PATTERN = /^(?:0|[1-9][0-9]?)$/;

/** The string a scope signature covers; `folder` is `''` for the whole served folder. */
export function scopeCanonicalString(folder: string, expires: number): string {
  return folder === '' ? `SCOPE\n/\n${expires}` : `SCOPE\n/${folder}/\n${expires}`;
}

/** The hex scope signature of `folder` valid until `expires` (Unix seconds); exposed so tests can forge URLs. */
export function scopeSignature(options: { folder: string; expires: number; secret: string }): string {
  return createHmac('sha256', options.secret).update(scopeCanonicalString(options.folder, options.expires), 'utf8').digest('hex');
}

export interface PresignScopeOptions {
  /** Origin (plus any prefix the files routes are registered under), e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** The signed folder, relative to the files folder, `/`-separated; `''` or `.` for the whole folder. */
  scope: string;
  /** The file the URL names, relative to the files folder; must lie under `scope`. */
  path: string;
  /** End of validity in milliseconds since the Unix epoch; rounded down to a whole second. */
  expiresAt: number;
  secret: string;
}

/** `''` for the whole folder; otherwise the folder without a trailing `/`. */
function normalFolder(scope: string): string {
  const trimmed = scope.replace(/\/+$/, '');
  return trimmed === '.' ? '' : trimmed;
}

/**
 * A folder-scoped pre-signed URL of `path`: every other file under `scope` is reached from it by a
 * relative reference.
 * @throws RangeError for an unsafe path or folder, a path outside the folder, a bad expiry or an empty
 * secret: all misuse.
 */
export function presignScopedUrl(o: PresignScopeOptions): string {
  const folder = normalFolder(o.scope);
  for (const [what, value] of [['path', o.path], ['scope', folder]] as const) {
    if (what === 'scope' && value === '') continue;
    const problem = filePathProblem(value);
    if (problem !== undefined) throw new RangeError(`Cannot presign the ${what} ${JSON.stringify(value)}: ${problem}.`);
  }
  if (folder !== '' && !o.path.startsWith(`${folder}/`)) {
    throw new RangeError(`Cannot presign ${JSON.stringify(o.path)} with the scope ${JSON.stringify(folder)}: the file is not inside that folder.`);
  }
  const expires = expiresOf(o);
  const depth = folder === '' ? 0 : folder.split('/').length;
  if (depth > 99) throw new RangeError('Cannot presign: the scope is more than 99 folders deep.');
  const signature = scopeSignature({ folder, expires, secret: o.secret });
  const base = o.baseUrl.replace(/\/+$/, '');
  return `${base}/files/${SCOPE_SEGMENT}/${expires}/${depth}/${signature}/${encodeFilePath(o.path)}`;
}

/** Whether the decoded `*` of `/files/*` is a folder-scoped request. */
export function isScopedPath(filePath: string): boolean {
  return filePath.startsWith(`${SCOPE_SEGMENT}/`);
}

export type ScopeCheck =
  | { ok: true; folder: string; path: string }
  | PresignFailure;

const MALFORMED = 'A folder-scoped URL reads /files/~scope/<expires>/<depth>/<signature>/<folder>/<file>; use it exactly as issued, or a relative location resolved against it.';

/**
 * Checks a folder-scoped request; `filePath` is the decoded `*` of `/files/*`. Steps: the shape
 * (`malformed`), the signature over folder and expiry (`tampered`, constant time), no `.`/`..`/empty segment
 * inside the folder (`tampered`: the path leaves the signed folder), the expiry (`expired`). On success,
 * the folder and the file path (both relative to the served folder). Messages never contain the signature.
 */
export function verifyScopedRequest(o: { path: string; secret: string; now: number }): ScopeCheck {
  const [marker, expiresText = '', depthText = '', signatureText = '', ...rest] = o.path.split('/');
  const wellFormed = marker === SCOPE_SEGMENT && EXPIRES_PATTERN.test(expiresText) && DEPTH_PATTERN.test(depthText)
    && SIGNATURE_PATTERN.test(signatureText);
  if (!wellFormed) {
    return { ok: false, reason: 'malformed', message: MALFORMED };
  }
  const depth = Number(depthText);
  if (rest.length <= depth) return { ok: false, reason: 'malformed', message: `${MALFORMED} This one names no file inside its folder.` };
  const expires = Number(expiresText);
  const folder = rest.slice(0, depth).join('/');
  const expected = Buffer.from(scopeSignature({ folder, expires, secret: o.secret }), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signatureText, 'hex'))) {
    return {
      ok: false,
      reason: 'tampered',
      message: 'The signature does not match this folder and expiry: the URL was changed after signing, a relative location led out of the signed folder, or another secret signed it. Request a new pre-signed URL.',
    };
  }
  const filePath = rest.join('/');
  if (filePathProblem(filePath) !== undefined) {
    return {
      ok: false,
      reason: 'tampered',
      message: 'The path leaves the signed folder or is not a plain file path (".", ".." or empty segments); a folder-scoped URL reaches only files under its folder.',
    };
  }
  return expiredFailure('folder-scoped URL', expires, o.now) ?? { ok: true, folder, path: filePath };
}
