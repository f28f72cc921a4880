/**
 * The file path a pre-signed URL names: relative to the served folder, `/`-separated, decoded. It is what
 * the signature covers and what the route resolves, so both sides share one definition of "safe".
 */

/** Control characters (C0 and DEL) never appear in a file path we sign or serve. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Why `filePath` cannot name a file inside the served folder, or `undefined` when it can.
 * Rejected: empty paths, absolute paths (leading `/`), empty segments (`a//b`), `.` and `..` segments,
 * backslashes (a Windows separator that `path.join` would honour there) and control characters (NUL
 * truncates paths in some APIs; newlines would blur the signed canonical string).
 */
export function filePathProblem(filePath: string): string | undefined {
  if (filePath === '') return 'the path is empty';
  if (filePath.startsWith('/')) return 'the path must be relative to the files folder, without a leading "/"';
  if (filePath.includes('\\')) return 'the path must use "/" as its separator, not "\\"';
  if (CONTROL_CHARACTER.test(filePath)) return 'the path must not contain control characters';
  for (const segment of filePath.split('/')) {
    if (segment === '') return 'the path must not contain empty segments ("//") or end with "/"';
    if (segment === '.' || segment === '..') return 'the path must not contain "." or ".." segments';
  }
  return undefined;
}

/** The path as it appears in a URL: each segment percent-encoded, so spaces, `?`, `#` and `%` survive. */
export function encodeFilePath(filePath: string): string {
  return filePath.split('/').map(encodeURIComponent).join('/');
}
