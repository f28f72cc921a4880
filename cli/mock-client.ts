/**
 * What the commands that talk to a running mock share (`submit`, `trigger`, `events`, `clock`): where their
 * output goes, one JSON request with the mock's problem+json errors turned into exit codes, and the
 * operator token's flag / environment / default. Exit codes: 0 done, 1 the mock said no or is unreachable,
 * 2 bad usage.
 */
import { devDefaults } from '../mock-server/src/config.js';
import { describeNetworkError } from '../mock-server/src/fetch/failures.js';
import { helpOption, type OptionTable } from './options.js';

/** Where a command writes and what it reads from its surroundings; tests pass their own. */
export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Readonly<Record<string, string | undefined>>;
  fetch: typeof globalThis.fetch;
}

export const processIo: CommandIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  fetch: (...args) => globalThis.fetch(...args),
};

/** The mock's address when neither a flag nor a config names another. */
export const defaultBaseUrl = 'http://127.0.0.1:4010';
/** Environment variable holding the operator token (the flag `--operator-token` wins). */
export const operatorTokenEnv = 'INGEST_KIT_OPERATOR_TOKEN';

/** Where the operator token comes from without the flag, as the help says it. */
export const operatorTokenDefault = `(default: $${operatorTokenEnv}, else ${devDefaults.operatorToken})`;

/** The options of every command that talks to the mock's operator API (parseArgs tables with their help). */
export const operatorOptions = {
  'base-url': { type: 'string', default: defaultBaseUrl, value: '<url>', description: 'the mock\'s address' },
  'operator-token': {
    type: 'string',
    value: '<token>',
    description: `X-Operator-Token ${operatorTokenDefault}`,
  },
  ...helpOption,
} as const satisfies OptionTable;

/** A failure with its exit code: 2 for bad usage, 1 for what the mock answered or could not answer. */
export class CommandError extends Error {
  constructor(message: string, readonly exitCode: 1 | 2) {
    super(message);
    this.name = 'CommandError';
  }
}

export function usageError(message: string): CommandError {
  return new CommandError(message, 2);
}

/** The operator token: `--operator-token`, else `INGEST_KIT_OPERATOR_TOKEN`, else the development default. */
export function operatorToken(flag: string | undefined, io: CommandIo): string {
  return flag ?? io.env[operatorTokenEnv] ?? devDefaults.operatorToken;
}

/** A base URL without its trailing slash; bad usage when it is not an http(s) URL. */
export function baseUrlOf(text: string): string {
  const url = URL.parse(text);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw usageError(`--base-url ${JSON.stringify(text)} is not an http(s) URL; give the mock's address, e.g. ${defaultBaseUrl}`);
  }
  return text.replace(/\/+$/, '');
}

/**
 * A fetch to the mock at `baseUrl` that keeps 2xx answers and turns the rest into CommandErrors (exit 1): a
 * problem answer into one with the problem's detail and code, an unreachable mock into one naming the base URL.
 * requestJson uses it, and so does the typed operator client (operator-client.ts).
 */
export function mockFetch(io: CommandIo, baseUrl: string): (request: Request) => Promise<Response> {
  return async (request) => {
    let response: Response;
    try {
      response = await io.fetch(request);
    } catch (error) {
      throw new CommandError(
        `cannot reach the mock at ${baseUrl}: ${describeNetworkError(error)}. Start it (ingest-kit mock) or pass --base-url.`,
        1,
      );
    }
    if (response.ok) return response;
    const text = await response.text();
    const problem = (parseJson(text) ?? {}) as { code?: unknown; detail?: unknown; title?: unknown };
    const detail = typeof problem.detail === 'string' ? problem.detail : typeof problem.title === 'string' ? problem.title : text.slice(0, 200);
    const code = typeof problem.code === 'string' ? ` (${problem.code})` : '';
    const url = new URL(request.url);
    // Which flag sets the credential that was refused: a mock started with its own config has its own keys and token.
    const hint = response.status !== 401
      ? ''
      : url.pathname.startsWith('/_operator/')
        ? '. Pass the mock\'s operator token: --operator-token or INGEST_KIT_OPERATOR_TOKEN (op_local_dev unless its config sets operatorToken)'
        : '. Pass one of the partner\'s API keys: --api-key (pk_test_dev_1 unless the mock\'s config sets partners)';
    // The origin too: another server on the port (not the mock meant) answers in its own way.
    throw new CommandError(`${request.method} ${url.origin}${url.pathname}${url.search} answered ${response.status}: ${detail}${code}${hint}`, 1);
  };
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One request to the mock; resolves with the parsed JSON of a 2xx answer, and fails as mockFetch does.
 */
export async function requestJson(
  io: CommandIo,
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await mockFetch(io, baseUrl)(new Request(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  }));
  return { status: response.status, body: parseJson(await response.text()) };
}

/** Runs a command body, turning CommandErrors and parse errors of the arguments into a message and an exit code. */
export async function runCommand(name: string, io: CommandIo, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    const exitCode = error instanceof CommandError ? error.exitCode : isArgsError(error) ? 2 : undefined;
    if (exitCode === undefined) throw error;
    io.stderr(`ingest-kit ${name}: ${(error as Error).message}\n`);
    return exitCode;
  }
}

/** node:util parseArgs throws TypeErrors with ERR_PARSE_ARGS_* codes for unknown or malformed options. */
function isArgsError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS');
}

/** Waits `ms` real milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls the lookup (spec 4.2) until the ingest leaves `processing` or `timeoutMs` passes. */
export async function waitForTerminal(
  io: CommandIo,
  baseUrl: string,
  apiKey: string,
  ingestId: string,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  const deadline = performance.now() + timeoutMs;
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    const { body } = await requestJson(io, baseUrl, 'GET', `/partner/v1/ddex/ingests/${encodeURIComponent(ingestId)}`, {
      headers: { 'x-api-key': apiKey },
    });
    const record = body as Record<string, unknown>;
    if (record.status !== 'processing') return record;
    if (performance.now() > deadline) {
      throw new CommandError(`ingest ${ingestId} is still processing after ${Math.round(timeoutMs / 1000)} s (a slow scenario, or a virtual clock that nobody advances?)`, 1);
    }
    await sleep(delay);
  }
}

/** A value for a table cell: text, shortened to `width`. */
export function cell(value: string | number | null | undefined, width: number): string {
  const text = value === null || value === undefined ? '-' : String(value);
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}
