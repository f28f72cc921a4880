/**
 * The PostgreSQL store's settings (issue #18): the URL from --database-url, then DATABASE_URL, then the config's
 * store.url; store.lease a duration (default 15 s); problems that say how to fix them, and a password that never
 * appears in a message or the banner.
 */
import { describe, expect, it } from 'vitest';
import { banner, parseMockFlags } from '../../cli/commands/mock.js';
import { ConfigError, type MockFlags, resolveConfig } from '../../mock-server/src/config.js';
import { databaseUrlProblem, redactDatabaseUrl } from '../../mock-server/src/store/database-url.js';

const FILE_URL = 'postgres://file:file-pw@db-file.example:5432/sandbox';
const ENV_URL = 'postgres://env:env-pw@db-env.example/sandbox';
const FLAG_URL = 'postgresql://flag:flag-pw@db-flag.example/sandbox';

function problemsOf(file: unknown, flags: MockFlags = {}): string[] {
  try {
    resolveConfig(file, flags, 'test.yaml');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('store settings', () => {
  it('has no PostgreSQL by default, a 15 s lease and a pool of 10', () => {
    expect(resolveConfig(undefined).store).toEqual({ url: null, leaseMs: 15_000, poolSize: 10 });
  });

  it('takes --database-url over DATABASE_URL over store.url', () => {
    const file = { store: { url: FILE_URL } };
    const flags = (args: string[], env: Record<string, string>) => parseMockFlags(args, env) as MockFlags;
    expect(resolveConfig(file, flags([], {})).store.url).toBe(FILE_URL);
    expect(resolveConfig(file, flags([], { DATABASE_URL: ENV_URL })).store.url).toBe(ENV_URL);
    expect(resolveConfig(file, flags(['--database-url', FLAG_URL], { DATABASE_URL: ENV_URL })).store.url).toBe(FLAG_URL);
    // An empty DATABASE_URL is not set.
    expect(resolveConfig(file, flags([], { DATABASE_URL: '' })).store.url).toBe(FILE_URL);
  });

  it('reads store.lease as the other durations, and poolSize', () => {
    expect(resolveConfig({ store: { lease: '1m30s', poolSize: 4 } }).store).toEqual({ url: null, leaseMs: 90_000, poolSize: 4 });
    expect(resolveConfig({ store: { lease: 2500 } }).store.leaseMs).toBe(2_500);
  });

  it.each([
    { given: { store: { lease: 'soon' } }, want: 'store.lease: must be a duration such as 500ms, 30s, 15m, 2h (or a number of milliseconds)' },
    { given: { store: { lease: '500ms' } }, want: 'store.lease: must be at least 1s (a replica renews its leases well within it)' },
    { given: { store: { poolSize: 0 } }, want: 'store.poolSize: must be >= 1' },
    { given: { store: { url: 'db.example:5432/sandbox' } }, want: 'store.url: has the scheme "db.example:", not postgres: or postgresql:' },
    { given: { store: { url: 'not a url with password s3cret' } }, want: 'store.url: is not a URL; write it as postgres://user:password@host:5432/database' },
    { given: { store: { url: 'mysql://root:s3cret@db/x' } }, want: 'store.url: has the scheme "mysql:", not postgres: or postgresql:; the store is PostgreSQL' },
    { given: { store: { url: 'postgres:///sandbox' } }, want: 'store.url: names no host' },
    { given: { store: { url: FILE_URL }, dataDir: './state' }, want: 'store.url: a PostgreSQL URL and a data dir (--data-dir or dataDir) are both given' },
  ])('refuses $given, saying how to fix it and never repeating the URL', ({ given, want }) => {
    const problems = problemsOf(given);
    expect(problems.some((problem) => problem.startsWith(want)), problems.join('\n')).toBe(true);
    expect(problems.join('\n')).not.toContain('s3cret');
    expect(problems.join('\n')).not.toContain('file-pw');
  });

  it('names the source of a bad URL: the flag, or the environment variable and how to unset it', () => {
    expect(problemsOf({}, { databaseUrl: { url: 'http://u:s3cret@h/db', from: '--database-url' } })[0]).toMatch(/^--database-url: has the scheme "http:"/);
    const both = problemsOf({}, { databaseUrl: { url: ENV_URL, from: 'DATABASE_URL' }, dataDir: './state' });
    expect(both[0]).toMatch(/^DATABASE_URL: .* or unset DATABASE_URL for SQLite$/);
    expect(both.join('\n')).not.toContain('env-pw');
  });

  it('accepts a URL whose host comes from its query (a unix socket folder)', () => {
    expect(databaseUrlProblem('postgres:///sandbox?host=/var/run/postgresql')).toBeNull();
  });

  it.each([
    ['postgres://mock:p%40ss@db:5432/sandbox', 'postgres://mock:***@db:5432/sandbox'],
    ['postgres://db/sandbox?password=s3cret&sslmode=require', 'postgres://db/sandbox?password=***&sslmode=require'],
    ['postgres://mock@db/sandbox', 'postgres://mock@db/sandbox'],
    ['::not a url s3cret', '(a database URL that cannot be parsed)'],
  ])('redacts %s as %s', (given, want) => {
    expect(redactDatabaseUrl(given)).toBe(want);
  });

  it('shows the database in the banner without its password', () => {
    const config = resolveConfig({ store: { url: FILE_URL } });
    const text = banner(config, 'http://127.0.0.1:4010', 0);
    expect(text).toContain('store       PostgreSQL at postgres://file:***@db-file.example:5432/sandbox');
    expect(text).not.toContain('file-pw');
  });
});
