/**
 * An option of a run that cannot be used: a flag's value (`--only nosuch.check`, `--release-prefix a/b`, a
 * `--receiver-url` that is no http(s) URL), or a server of the suite that cannot start with the options given.
 * `ingest-kit conformance` says it as a usage error (exit 2, could not judge); anything else the run throws is a bug.
 * A TypeError, as the options' type is what is wrong.
 */
export class OptionError extends TypeError {
  override readonly name = 'OptionError';
}
