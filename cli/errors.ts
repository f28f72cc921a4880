/**
 * How a command fails, for every command of `ingest-kit`: the three exit codes, and the one line a failure prints.
 *
 *   0  success: done, valid, conforms
 *   1  judged and found wanting: does not conform, an error finding, a failed ingest, the service said no
 *   2  could not judge: a usage error, a refused key, an unreachable target, an unwritable report path, an input
 *      over a limit, a port in use
 *
 * A command throws a {@link CommandError} (or lets node:util parseArgs' errors, a config error or a system error
 * through); main.ts hands what it throws to {@link reportFailure}, which prints one line and gives the exit code.
 * Anything else is a bug of the kit and keeps its stack.
 */
import { ConfigError } from '../mock-server/src/config/error.js';

/** The exit codes of every command (cli.md, `ingest-kit --help`). */
export const exitCodes = { ok: 0, failed: 1, couldNotJudge: 2 } as const;

/** A failure with its exit code: 2 could not judge (bad usage among it), 1 judged and failed. */
export class CommandError extends Error {
  /** The command whose `--help` the line points to (`ern demo`), or `true` for the failing command's own. */
  readonly seeHelp: string | boolean;
  constructor(message: string, readonly exitCode: 1 | 2, options: { seeHelp?: string | boolean; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CommandError';
    this.seeHelp = options.seeHelp ?? false;
  }
}

/** Bad usage, or anything else that keeps the command from judging: exit 2. */
export function usageError(message: string, options: { seeHelp?: string | boolean; cause?: unknown } = {}): CommandError {
  return new CommandError(message, exitCodes.couldNotJudge, options);
}

/** The errno codes of a listen that failed for the address given, with what they mean for the user. */
const listenProblems: Readonly<Record<string, string>> = {
  EADDRINUSE: 'is already in use',
  EACCES: 'may not be opened by this user',
  EADDRNOTAVAIL: 'is not an address of this machine',
  ENOTFOUND: 'is not a name of this machine',
};

interface ListenErrno {
  code: string;
  port?: number;
  address?: string;
  hostname?: string;
}

function listenErrno(error: unknown): ListenErrno | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string' || listenProblems[code] === undefined) return undefined;
  // getaddrinfo: a --host that names nothing; listen: the socket itself.
  return syscall === 'listen' || syscall === 'getaddrinfo' ? (error as unknown as ListenErrno) : undefined;
}

/**
 * The usage error of a server that could not listen (a port in use, one the user may not open, a host that is not
 * this machine's), naming the flag that set the port: `ports` maps each listening flag of the command to the port it
 * asked for (`{ '--receiver-port': 4011, '--fixtures-port': 4012 }`); the error's own port picks the flag. Undefined
 * for any other error. Every command that listens (mock, listen, proxy, conformance) says it in these words.
 */
export function listenFailure(error: unknown, ports: Readonly<Record<string, number | undefined>>, host: string): CommandError | undefined {
  const errno = listenErrno(error);
  if (errno === undefined) return undefined;
  const flags = Object.entries(ports);
  const [flag, port] = flags.find(([, p]) => p !== undefined && p === errno.port) ?? flags[0] ?? ['--port', errno.port];
  return usageError(`${flag} ${port ?? errno.port ?? 0} on --host ${host} ${listenProblems[errno.code]}: `
    + `pass another ${flag} (or ${flag} 0 for any free port) or --host.`, { cause: error });
}

/** node:util parseArgs throws TypeErrors with ERR_PARSE_ARGS_* codes for unknown or malformed options. */
export function isArgsError(error: unknown): error is TypeError & { code: string } {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS');
}

/** What one failure prints and exits with. */
export interface Failure {
  exitCode: 1 | 2;
  line: string;
}

/**
 * The line and exit code of what a command threw, or undefined for an error that is a bug of the kit (it keeps its
 * stack). `command` is the command's name as typed (`mock`), for the line's prefix and its `--help` pointer.
 */
export function failureOf(command: string, error: unknown): Failure | undefined {
  const line = (message: string, seeHelp: string | boolean = false) => {
    const pointer = seeHelp === false ? '' : ` (see \`ingest-kit ${seeHelp === true ? command : seeHelp} --help\`)`;
    return `ingest-kit ${command}: ${message}${pointer}\n`;
  };
  if (error instanceof CommandError) return { exitCode: error.exitCode, line: line(error.message, error.seeHelp) };
  // An option error that a command's own table did not turn into words (options.ts parseOptions does).
  if (isArgsError(error)) return { exitCode: 2, line: line(error.message.split('\n')[0] ?? error.message, true) };
  if (error instanceof ConfigError) return { exitCode: 2, line: line(error.message) };
  const listening = listenErrno(error);
  if (listening !== undefined) {
    const where = listening.address === undefined ? listening.hostname ?? '' : `${listening.address}:${listening.port ?? 0}`;
    return { exitCode: 2, line: line(`cannot listen on ${where}: it ${listenProblems[listening.code]}; pass another port (0: any free port) or host.`) };
  }
  // A file that cannot be read or written, a folder that is not there: the system's one-line message names the path.
  const errno = error as NodeJS.ErrnoException;
  if (error instanceof Error && typeof errno.code === 'string' && typeof errno.syscall === 'string') return { exitCode: 2, line: line(error.message) };
  return undefined;
}

/**
 * Writes the failure's line and gives its exit code; rethrows an error that is a bug of the kit. main.ts calls it
 * for every command; runCommand (mock-client.ts) for the commands tests run in this process with their own output.
 */
export function reportFailure(command: string, error: unknown, write: (text: string) => void): 1 | 2 {
  const failure = failureOf(command, error);
  if (failure === undefined) throw error;
  write(failure.line);
  return failure.exitCode;
}
