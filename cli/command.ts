/**
 * What every `ingest-kit` subcommand's module gives: a run that yields an exit code. Its name and help line are
 * in commands.ts, which imports the module only when the command runs.
 */
export interface Command {
  /** Runs the command with the arguments after its name; resolves to the process exit code. */
  run(args: readonly string[]): number | Promise<number>;
}
