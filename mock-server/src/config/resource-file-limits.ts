/**
 * The mock's limits of one resource file it loads, stated once: the config's `resources.timeout` and
 * `resources.maxBytes` default to them (settings.ts), and the files check of a preflight (`validate --files`,
 * ern/preflight/files-check.ts) reads a file within them. A module of its own so that `partner-ingest-kit/ern` does
 * not load the whole settings table (30 kB with what it imports) for two numbers.
 */
export const resourceFileLimits = {
  timeout: '30s',
  maxBytes: 2 * 1024 ** 3,
} as const;
