/**
 * What `ingest-kit validate` reads: each argument a file, a folder (every `*.xml` below it, sorted) or an http(s)
 * URL (fetched with the kit's one fetcher, fetch/fetch-limited.ts: a time limit, a byte cap, redirects checked).
 * An input that cannot be read is a usage error (exit 2) naming it; nothing is half-validated.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fetchLimited, redactUrl } from '../../mock-server/src/fetch/index.js';
import type { OpenContext, OpenedFile } from '../../mock-server/src/ern/preflight/files-check.js';
import { describeNetworkError } from '../../mock-server/src/fetch/failures.js';
import { usageError } from '../mock-client.js';

/** One message to validate. */
export interface Input {
  /** As the report names it: the path as given (a folder's files joined to it), or the URL without its query. */
  name: string;
  /** Where its relative file locations resolve: a `file:` URL, or the URL it was fetched from. */
  messageUrl: string;
  bytes: Uint8Array;
}

/** Limits of a message fetched by URL: a 22 MB message of a thousand files fits with room to spare. */
const URL_LIMITS = { timeoutMs: 60_000, maxBytes: 256 * 1024 * 1024, maxRedirects: 5 };

/**
 * Where a message may come from. The partner's own tool on the partner's own machine: unlike the mock, it may
 * fetch from the private network. Plain http is accepted for loopback hosts only, as everywhere in the kit
 * (fetch/url-policy.ts): a release's XML travels by https.
 */
const URL_POLICY = {
  allowHttpLoopback: true,
  addresses: { allowLoopback: true, allowPrivate: true, allowedHosts: [], allowedCidrs: [] },
};

const isUrl = (argument: string) => /^https?:\/\//i.test(argument);

/** Reads every argument, in order; throws a usage error for the first that cannot be read. */
export async function readInputs(args: readonly string[]): Promise<Input[]> {
  const inputs: Input[] = [];
  for (const argument of args) {
    if (isUrl(argument)) inputs.push(await fetchInput(argument));
    else inputs.push(...await localInputs(argument));
  }
  return inputs;
}

async function localInputs(argument: string): Promise<Input[]> {
  let isFolder: boolean;
  try {
    isFolder = (await stat(argument)).isDirectory();
  } catch {
    throw usageError(`${argument} does not exist; give an ERN XML file, a folder of them, or an http(s) URL.`);
  }
  const files = isFolder ? await xmlFilesIn(argument) : [argument];
  if (isFolder && files.length === 0) throw usageError(`the folder ${argument} holds no .xml file.`);
  return Promise.all(files.map(async (file) => {
    try {
      return { name: file, messageUrl: pathToFileURL(path.resolve(file)).href, bytes: await readFile(file) };
    } catch (error) {
      throw usageError(`cannot read ${file}: ${(error as Error).message}`);
    }
  }));
}

/** Every `*.xml` file below `folder`, sorted by path, joined to the folder as given. */
async function xmlFilesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.xml'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function fetchInput(url: string): Promise<Input> {
  const outcome = await fetchLimited(url, { label: 'message', limits: URL_LIMITS, policy: URL_POLICY, consume: 'buffer' });
  // The detail names the cause (connection refused, DNS): the partner's own machine, nothing to hide from them.
  if (!outcome.ok) throw usageError(outcome.detail ?? outcome.message);
  return { name: redactUrl(url), messageUrl: outcome.finalUrl, bytes: outcome.body ?? new Uint8Array() };
}

/**
 * Opens a resource file for the files check: `file:` URLs from the disk (inside the release folder, as `local`
 * decides), http(s) URLs (a message fetched by URL) with `fetch`, streamed, until the check's time limit for the
 * file (`context.signal`) or this fetcher's own, whichever comes first.
 */
export function openResourceFile(
  fetch: typeof globalThis.fetch,
  local: (url: string, context: OpenContext) => Promise<OpenedFile>,
): (url: string, context: OpenContext) => Promise<OpenedFile> {
  return async (url, context) => {
    if (!isUrl(url)) return local(url, context);
    try {
      const response = await fetch(url, { signal: AbortSignal.any([context.signal, AbortSignal.timeout(URL_LIMITS.timeoutMs)]) });
      if (!response.ok || response.body === null) {
        await response.body?.cancel();
        return { found: false, reason: `${redactUrl(url)} answered HTTP ${response.status}` };
      }
      return { found: true, chunks: response.body };
    } catch (error) {
      return { found: false, reason: `${redactUrl(url)} could not be fetched: ${describeNetworkError(error)}` };
    }
  };
}
