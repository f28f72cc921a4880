/** What every `ingest-kit` subcommand is: a name, a line for the help, and a run that yields an exit code. */
export interface Command {
  name: string;
  summary: string;
  /** Runs the command with the arguments after its name; resolves to the process exit code. */
  run(args: readonly string[]): number | Promise<number>;
}
