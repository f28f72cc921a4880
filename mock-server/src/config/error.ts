/**
 * A config error: a list of messages, each naming the field (`partners[0].apiKeys: ...`) or the flag. In a module of
 * its own, without Ajv, so that the parts that find a setting wrong only when they use it (the files folder, the data
 * folder) can say so the same way: `ingest-kit mock` prints it in one piece and exits 2.
 */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(source: string, problems: string[], options?: ErrorOptions) {
    super(`${source}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`, options);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}
