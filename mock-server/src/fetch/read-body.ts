/**
 * Reading an answer's body within the limits of a fetch: the byte cap, the caller's memory budget, the digest;
 * and the start of an error answer's body, for its problem code.
 */
import { fetchFailure, type FetchFailure } from './failures.js';
import type { Exchange } from './exchange.js';
import type { FetchLimitedOptions, Progress } from './fetch-options.js';
import type { StreamingHash } from './hash.js';
import { redactUrl } from '../redact.js';
import { untilAborted } from './until-aborted.js';

/** Reads the body, counting, hashing and (for 'buffer') keeping it; stops at `maxBytes`. */
export async function readBody(
  response: Exchange,
  options: FetchLimitedOptions,
  hash: StreamingHash | undefined,
  signal: AbortSignal,
  progress: Progress,
  reservedAtStart: number,
): Promise<{ ok: true; body?: Uint8Array } | FetchFailure> {
  let chunks: Uint8Array[] | undefined = options.consume === 'buffer' || options.keepUpToBytes !== undefined ? [] : undefined;
  const keepUpTo = options.consume === 'buffer' ? Infinity : (options.keepUpToBytes ?? 0);
  const { maxBytes } = options.limits;
  let reserved = reservedAtStart;
  try {
    for (let value = await untilAborted(response.read(), signal); value !== null; value = await untilAborted(response.read(), signal)) {
      progress.bytes += value.byteLength;
      if (progress.bytes > maxBytes) {
        // cancelling the body closes the connection: a lying or absent Content-Length stops here
        response.cancel();
        return fetchFailure(
          'too-large',
          `${options.label} ${redactUrl(progress.url)} sent more than the limit of ${maxBytes} bytes`
          + `${response.header('content-length') === null ? '' : ' (more than its Content-Length said)'}; stopped reading`,
        );
      }
      if (options.reserve !== undefined && progress.bytes > reserved) {
        if (!options.reserve(progress.bytes - reserved)) {
          response.cancel();
          return busyFailure(`${options.label} ${redactUrl(progress.url)}`, progress.bytes);
        }
        reserved = progress.bytes;
      }
      hash?.update(value);
      chunks?.push(value);
      // A body too long to keep is let go at once, not held to the end.
      if (progress.bytes > keepUpTo) chunks = undefined;
    }
  } catch (error) {
    response.cancel();
    throw error;
  }
  return chunks === undefined ? { ok: true } : { ok: true, body: concat(chunks, progress.bytes) };
}

export function busyFailure(shown: string, bytes: number): FetchFailure {
  return fetchFailure('busy', `${shown}: its body (${bytes} bytes so far or declared) does not fit the budget of bodies held at once; stopped reading`);
}

/** Most bytes of an error body read for its problem code: problem documents are small. */
const MAX_ERROR_BODY = 16 * 1024;

/**
 * The start of an error answer's body, when it says it is JSON; empty otherwise (the body is then dropped
 * unread). A failure to read it is no failure of the fetch: the status alone still tells.
 */
export async function readErrorBody(response: Exchange, signal: AbortSignal): Promise<Uint8Array> {
  const type = response.header('content-type') ?? '';
  if (!/^application\/(problem\+)?json\b/i.test(type.trim())) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (let value = await untilAborted(response.read(), signal); value !== null; value = await untilAborted(response.read(), signal)) {
      chunks.push(value);
      length += value.byteLength;
      if (length > MAX_ERROR_BODY) return new Uint8Array(0);
    }
  } catch {
    return new Uint8Array(0);
  }
  return concat(chunks, length);
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
