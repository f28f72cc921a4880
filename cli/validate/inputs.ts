/**
 * What `ingest-kit validate` reads: each argument a file, a folder (every `*.xml` below it, sorted) or an http(s)
 * URL (fetched with the kit's one fetcher, fetch/fetch-limited.ts: a time limit, a byte cap, redirects checked).
 * Every message is read within a byte cap (`--max-bytes`, the mock's xml.maxBytes by default): a file is read in
 * chunks that stop one byte past the cap, never whole, so a 600 MB file costs one stat, not a 600 MB string.
 * An input that cannot be read, or is over the cap, is a usage error (exit 2) naming it; nothing is half-validated.
 */
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fetchLimited, redactUrl } from '../../mock-server/src/fetch/index.js';
import type { OpenContext, OpenedFile } from '../../mock-server/src/ern/preflight/files-check.js';
import type { Exchange, Opener } from '../../mock-server/src/fetch/exchange.js';
import { nodeHttpOpener } from '../../mock-server/src/fetch/exchange.js';
import { describeNetworkError } from '../../mock-server/src/fetch/failures.js';
import { OutboundAddressRefused } from '../../mock-server/src/fetch/outbound.js';
import { CommandError, usageError } from '../mock-client.js';

/** One message to validate. */
export interface Input {
  /** As the report names it: the path as given (a folder's files joined to it), or the URL without its query. */
  name: string;
  /** Where its relative file locations resolve: a `file:` URL, or the URL it was fetched from. */
  messageUrl: string;
  bytes: Uint8Array;
}

/** Limits of a message fetched by URL besides the byte cap, which is the caller's (`--max-bytes`). */
const URL_LIMITS = { timeoutMs: 60_000, maxRedirects: 5 };

/** How many bytes a read of a local message asks for at a time. */
const CHUNK_BYTES = 1024 * 1024;

/** What the reading of the messages is limited to. */
export interface InputLimits {
  /** The most bytes of one message; more is a usage error saying so (the mock answers 422 XML_TOO_LARGE). */
  maxBytes: number;
  /** Whether `maxBytes` is the mock's own xml.maxBytes (the default) rather than the user's `--max-bytes`. */
  mocks: boolean;
}

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

/**
 * Reads every argument, in order, one message at a time (the caller checks each before the next is read, so a
 * folder of large messages is never held at once); throws a usage error for the first that cannot be read or is
 * over the cap.
 */
export async function* readInputs(args: readonly string[], limits: InputLimits): AsyncGenerator<Input> {
  for (const argument of args) {
    if (isUrl(argument)) {
      yield await fetchInput(argument, limits);
      continue;
    }
    for (const file of await localFiles(argument)) {
      yield { name: file, messageUrl: pathToFileURL(path.resolve(file)).href, bytes: await readLocal(file, limits) };
    }
  }
}

/** Whose limit it is, for the line of a message over it. */
function limitOf(limits: InputLimits): string {
  return limits.mocks ? 'the mock\'s xml.maxBytes, over which it answers 422 XML_TOO_LARGE' : 'set by --max-bytes';
}

/** The one line of a message over the cap: whose cap, and the flag that moves it. */
function overLimit(what: string, size: string, limits: InputLimits): Error {
  return usageError(`${what} is ${size}, over the limit of ${limits.maxBytes} bytes for a message (${limitOf(limits)}); `
    + 'deliver a smaller message, or raise the limit with --max-bytes <n>');
}

/**
 * The bytes of a local file, read in chunks that stop at `maxBytes + 1`: a file over the cap, or one that grows
 * past it while read, is never held whole.
 */
async function readWithinCap(file: string, limits: InputLimits): Promise<Uint8Array> {
  const { maxBytes } = limits;
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw overLimit(file, `${size} bytes`, limits);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.byteLength, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      total += bytesRead;
      if (total > maxBytes) throw overLimit(file, `more than ${maxBytes} bytes`, limits);
    }
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}

/** The files an argument names: itself, or a folder's `*.xml` files. */
async function localFiles(argument: string): Promise<string[]> {
  let isFolder: boolean;
  try {
    isFolder = (await stat(argument)).isDirectory();
  } catch {
    throw usageError(`${argument} does not exist; give an ERN XML file, a folder of them, or an http(s) URL.`);
  }
  const files = isFolder ? await xmlFilesIn(argument) : [argument];
  if (isFolder && files.length === 0) throw usageError(`the folder ${argument} holds no .xml file.`);
  return files;
}

async function readLocal(file: string, limits: InputLimits): Promise<Uint8Array> {
  try {
    return await readWithinCap(file, limits);
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw usageError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Every `*.xml` file below `folder`, sorted by path, joined to the folder as given. */
async function xmlFilesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.xml'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function fetchInput(url: string, limits: InputLimits): Promise<Input> {
  const outcome = await fetchLimited(url, {
    label: 'message',
    limits: { ...URL_LIMITS, maxBytes: limits.maxBytes },
    policy: URL_POLICY,
    consume: 'buffer',
  });
  if (!outcome.ok && outcome.kind === 'too-large') {
    throw usageError(`${outcome.message} (${limitOf(limits)}); deliver a smaller message, or raise the limit with --max-bytes <n>`);
  }
  // The detail names the cause (connection refused, DNS): the partner's own machine, nothing to hide from them.
  if (!outcome.ok) throw usageError(outcome.detail ?? outcome.message);
  return { name: redactUrl(url), messageUrl: outcome.finalUrl, bytes: outcome.body ?? new Uint8Array() };
}

/** Where a URL that the message names may lead when it is not on the message's own site: public addresses only. */
const NAMED_URL_ADDRESSES = { allowLoopback: false, allowPrivate: false, allowedHosts: [], allowedCidrs: [] };

/**
 * Opens a resource file for the files check: `file:` URLs from the disk (inside the release folder, as `local`
 * decides), http(s) URLs with `fetch`, streamed, until the check's time limit for the file (`context.signal`) or this
 * fetcher's own, whichever comes first.
 *
 * An http(s) URL on the message's own site (a message fetched by URL, its files beside it) is fetched as the message
 * was: the user named that site. Any other is named by the message alone, which may be a release someone else sent
 * (CI runs `validate --files` on them): it is fetched from public addresses only (issue #29: loopback, the private
 * network and cloud metadata addresses are refused before any connection, in the same words whether or not something
 * listens there) and no redirect of it is followed, so that a release cannot make the check read and report on an
 * address of the machine's network.
 */
export function openResourceFile(
  fetch: typeof globalThis.fetch,
  local: (url: string, context: OpenContext) => Promise<OpenedFile>,
  messageUrl: string,
  opener: Opener = nodeHttpOpener({ addresses: NAMED_URL_ADDRESSES }),
): (url: string, context: OpenContext) => Promise<OpenedFile> {
  const ownOrigin = URL.parse(messageUrl)?.origin;
  return async (url, context) => {
    if (!isUrl(url)) return local(url, context);
    const signal = AbortSignal.any([context.signal, AbortSignal.timeout(URL_LIMITS.timeoutMs)]);
    if (URL.parse(url)?.origin !== ownOrigin) return openNamedUrl(url, opener, signal);
    try {
      const response = await fetch(url, { signal });
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

/** A file at a URL that only the message names: public addresses, no redirect followed. */
async function openNamedUrl(url: string, opener: Opener, signal: AbortSignal): Promise<OpenedFile> {
  let exchange: Exchange;
  try {
    exchange = await opener(url, { signal });
  } catch (error) {
    if (error instanceof OutboundAddressRefused) {
      return {
        found: false,
        reason: `${redactUrl(url)} is not fetched: the files check reaches a URL that only the message names on public `
          + 'addresses only (not this machine, its private network or a cloud metadata address); deliver the file beside '
          + 'the message, or at a public URL',
      };
    }
    return { found: false, reason: `${redactUrl(url)} could not be fetched: ${describeNetworkError(error)}` };
  }
  if (exchange.status < 200 || exchange.status > 299) {
    exchange.cancel();
    const redirect = exchange.status >= 300 && exchange.status < 400 ? ' (a redirect of a URL the message names is not followed)' : '';
    return { found: false, reason: `${redactUrl(url)} answered HTTP ${exchange.status}${redirect}` };
  }
  return { found: true, chunks: chunksOf(exchange) };
}

/** An exchange's body as chunks; a reader that stops early drops the rest of it. */
async function* chunksOf(exchange: Exchange): AsyncGenerator<Uint8Array> {
  try {
    for (let chunk = await exchange.read(); chunk !== null; chunk = await exchange.read()) yield chunk;
  } finally {
    exchange.cancel();
  }
}
