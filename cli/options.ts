/**
 * The options of a command, each declared once with its help: node:util parseArgs reads a table as it is
 * (it ignores the keys it does not know), and `optionsHelp` renders the help's option lines from the same
 * table, so a flag cannot be parsed without being documented, or documented under another name.
 */
import { type ParseArgsConfig, type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { closestNames, didYouMean } from '../mock-server/src/config/suggest.js';
import { isArgsError, usageError } from './errors.js';

export interface OptionDoc {
  /** What the help says the option does; more lines for a long one. */
  description: string | readonly string[];
  /** The value's name in the help: `<n>`, `<file>`; none for a switch. */
  value?: string;
  /** The option as the help shows it, when not `--name <value>` (e.g. `--clock virtual`, `--no-wait`). */
  usage?: string;
  /** Named on the line of another option (`--tls-cert <file> --tls-key <file>`), so it has no line of its own. */
  shownWith?: string;
}

export type OptionTable = Readonly<Record<string, ParseArgsOptionsConfig[string] & OptionDoc>>;

/** `-h, --help`, which every command has. */
export const helpOption = {
  help: { type: 'boolean', short: 'h', description: 'show this help' },
} as const satisfies OptionTable;

/** The option parseArgs names in its message (`Unknown option '--porrt'`, `Option '--port <value>' …`). */
function optionIn(message: string): string | undefined {
  return /'(-{1,2}[^'\s=]+)/.exec(message)?.[1];
}

/**
 * What parseArgs' error means, in the words of the command's table: an unknown option with the closest one the
 * command has, or each that its prefix names (mock-server/src/config/suggest.ts, the config's own "did you mean"), a
 * missing value with the value's name. A usage error (exit 2) that points to the command's `--help`.
 */
export function optionsError(error: TypeError & { code: string }, config: ParseArgsConfig): Error {
  const table = (config.options ?? {}) as OptionTable;
  const given = optionIn(error.message);
  const name = given?.replace(/^-+/, '');
  const option = name === undefined ? undefined : table[name];
  const seeHelp = { seeHelp: true, cause: error };
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && given !== undefined) {
    const names = Object.entries(table).flatMap(([n, o]) => (config.allowNegative === true && o.type === 'boolean' ? [n, `no-${n}`] : [n]));
    // A prefix several options share lists them all (`--receiver`: --receiver-port or --receiver-url).
    const closest = given.startsWith('--') ? closestNames(given.slice(2), names).map((n) => `--${n}`) : [];
    return usageError(`unknown option ${given}${didYouMean(closest)}`, seeHelp);
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && given !== undefined) {
    if (option?.type === 'boolean') return usageError(`${given} takes no value`, seeHelp);
    return usageError(`${given} needs a value: ${given} ${option?.value ?? '<value>'}`, seeHelp);
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /'([^']*)'/.exec(error.message)?.[1];
    return usageError(`unexpected argument${argument === undefined ? '' : ` ${argument}`}: this command takes options only`, seeHelp);
  }
  return usageError(error.message.split('\n')[0] ?? error.message, seeHelp);
}

/** node:util parseArgs over a command's table; its errors are usage errors in the table's words ({@link optionsError}). */
export function parseOptions<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    if (isArgsError(error)) throw optionsError(error, config);
    throw error;
  }
}

/**
 * {@link parseOptions} over a command's table (which has {@link helpOption}), and its help: the parsed arguments,
 * or `undefined` once `-h, --help` has written `help` (the command then exits 0).
 */
export function parseOrHelp<T extends ParseArgsConfig>(
  config: T,
  help: string,
  write: (text: string) => void = (text) => process.stdout.write(text),
): ReturnType<typeof parseArgs<T>> | undefined {
  const parsed = parseOptions(config);
  if ((parsed.values as { help?: unknown }).help !== true) return parsed;
  write(help);
  return undefined;
}

/** The report files of the commands that grade something (`conformance`, `check-receiver`). */
export const reportOptions = {
  junit: { type: 'string', value: '<file>', description: 'write a JUnit XML report' },
  json: { type: 'string', value: '<file>', description: 'write the report as JSON' },
  summary: { type: 'string', value: '<file>', description: 'write a markdown summary (e.g. $GITHUB_STEP_SUMMARY)' },
} as const satisfies OptionTable;

/** `--port <n>`, `-h, --help`: the option as its help line starts. */
function usageOf(name: string, option: OptionTable[string]): string {
  if (option.usage !== undefined) return option.usage;
  const short = option.short === undefined ? '' : `-${option.short}, `;
  return `${short}--${name}${option.value === undefined ? '' : ` ${option.value}`}`;
}

/**
 * The option lines of a help text: usage, then the description at one column for the whole table (`width`,
 * by default the longest usage; a longer usage pushes its own line on), its further lines under the first.
 * A parseArgs `default` is said at the end of the first line.
 */
export function optionsHelp(table: OptionTable, width?: number): string {
  const rows = Object.entries(table).filter(([, option]) => option.shownWith === undefined);
  const usages = rows.map(([name, option]) => {
    const together = Object.entries(table).filter(([, other]) => other.shownWith === name).map(([other, o]) => usageOf(other, o));
    return [usageOf(name, option), ...together].join(' ');
  });
  const column = width ?? Math.max(...usages.map((u) => u.length));
  return rows.map(([, option], i) => {
    const [first = '', ...more] = typeof option.description === 'string' ? [option.description] : option.description;
    const shownDefault = option.default === undefined || typeof option.default === 'boolean' ? '' : ` (default ${String(option.default)})`;
    const lines = [`${first}${shownDefault}`, ...more];
    return lines.map((line, l) => `  ${(l === 0 ? usages[i] ?? '' : '').padEnd(column)}  ${line}`).join('\n');
  }).join('\n');
}
