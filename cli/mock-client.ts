/**
 * What the commands that talk to a running mock share (`submit`, `trigger`, `events`, `clock`): where their
 * output goes, one JSON request with the mock's problem+json errors turned into exit codes, and the
 * operator token's flag / environment / default. Exit codes (errors.ts): 0 done, 1 the mock said no (a failed
 * ingest, a refused release), 2 could not ask it (bad usage, the mock unreachable, a key or token refused).
 */
import { devDefaults } from '../mock-server/src/config.js';
import { describeNetworkError } from '../mock-server/src/fetch/failures.js';
import type { CommandIo } from './command.js';
import { CommandError, usageError } from './errors.js';
import { helpOption, type OptionTable } from './options.js';

// Where a command writes, and how it reports a failure: in command.ts, which the commands that never talk to the mock
// import without this module's config.
export { type CommandIo, processIo, runCommand } from './command.js';
export { CommandError, usageError } from './errors.js';

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
 * A fetch to the mock at `baseUrl` that keeps 2xx answers and turns the rest into CommandErrors: a problem answer
 * into one with the problem's detail and code (exit 1; 2 for a refused key or token: a 401, a partner's 403), an
 * unreachable mock into one naming the base URL (exit 2).
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
        2,
      );
    }
    if (response.ok) return response;
    const text = await response.text();
    const problem = (parseJson(text) ?? {}) as { code?: unknown; detail?: unknown; title?: unknown };
    const detail = typeof problem.detail === 'string' ? problem.detail : typeof problem.title === 'string' ? problem.title : text.slice(0, 200);
    const code = typeof problem.code === 'string' ? ` (${problem.code})` : '';
    const url = new URL(request.url);
    const operator = url.pathname.startsWith('/_operator/');
    // Spec 7: 403 is "Key valid but without sufficient permission, including an inactive partner": refused, as
    // `conformance` says it (preflight.ts), not a judgement of what was sent.
    const refused = response.status === 401 || (response.status === 403 && !operator);
    // Which flag sets the credential that was refused: a mock started with its own config has its own keys and token.
    const hint = !refused
      ? ''
      : operator
        ? '. Pass the mock\'s operator token: --operator-token or INGEST_KIT_OPERATOR_TOKEN (op_local_dev unless its config sets operatorToken)'
        : response.status === 403
          ? '. The mock refused --api-key with 403 (an inactive partner, or a key without permission): pass the key of an active partner, '
          + 'or activate it (POST /_operator/partners/<id>/activate)'
          : '. Pass one of the partner\'s API keys: --api-key (pk_test_dev_1 unless the mock\'s config sets partners)';
    // The origin too: another server on the port (not the mock meant) answers in its own way.
    // A refused key or token: nothing was judged (exit 2).
    throw new CommandError(`${request.method} ${url.origin}${url.pathname}${url.search} answered ${response.status}: ${detail}${code}${hint}`, refused ? 2 : 1);
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
      throw new CommandError(`ingest ${ingestId} is still processing after ${Math.round(timeoutMs / 1000)} s (a slow scenario, or a virtual clock that nobody advances?)`, 2);
    }
    await sleep(delay);
  }
}

/** A value for a table cell: text, shortened to `width`. */
export function cell(value: string | number | null | undefined, width: number): string {
  const text = value === null || value === undefined ? '-' : String(value);
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}
