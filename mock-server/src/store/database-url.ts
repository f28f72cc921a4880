/**
 * The PostgreSQL connection URL of `--database-url`, `DATABASE_URL` or the config key `store.url` (issue #18): the
 * check that it can be used, and the form it may be shown in. A URL may carry a password: only
 * {@link redactDatabaseUrl}'s form ever reaches a message, a log or the start banner.
 */

/** The schemes node-postgres reads as PostgreSQL. */
const SCHEMES = ['postgres:', 'postgresql:'];

/** Why `text` cannot be a database URL (said so that the reader can fix it), or null when it can. */
export function databaseUrlProblem(text: string): string | null {
  if (!URL.canParse(text)) {
    return 'is not a URL; write it as postgres://user:password@host:5432/database';
  }
  const url = new URL(text);
  if (!SCHEMES.includes(url.protocol)) {
    return `has the scheme ${JSON.stringify(url.protocol.slice(0, 20))}, not postgres: or postgresql:; `
      + 'the store is PostgreSQL (for SQLite, pass --data-dir <dir> instead)';
  }
  if (url.hostname === '' && !url.searchParams.has('host')) {
    return 'names no host; write it as postgres://user:password@host:5432/database';
  }
  return null;
}

/**
 * The URL without its password (`postgres://user:***@host:5432/db`) nor any `password` query parameter, for
 * messages and logs. Text that is not a URL is not shown at all.
 */
export function redactDatabaseUrl(text: string): string {
  if (!URL.canParse(text)) return '(a database URL that cannot be parsed)';
  const url = new URL(text);
  if (url.password !== '') url.password = '***';
  if (url.searchParams.has('password')) url.searchParams.set('password', '***');
  return url.toString();
}
