/**
 * Reading one resource file for the files check within its limits (issue #29): a size cap and a time limit for the
 * open and the read together, so that a huge file, a stalled disk or a server that trickles ends in a finding, never
 * in a hang. Whatever is left unread is released (its stream destroyed, its file handle closed).
 */
import { untilAborted } from '../../fetch/until-aborted.js';
import type { OpenedFile } from './local-files.js';

/** How a read within limits ended. */
export type ReadOutcome = { ok: true } | { ok: false; over: 'bytes' | 'time' } | { ok: false; error: string };

export interface ReadLimits {
  maxBytes: number;
  /** Fires at the time limit. */
  signal: AbortSignal;
}

/** Opens with `open` within the time limit; `undefined` when the limit came first (a late file is released). */
export async function openWithin(open: Promise<OpenedFile>, signal: AbortSignal): Promise<OpenedFile | undefined> {
  try {
    return await untilAborted(open, signal, (late) => {
      if (late.found) release(late.chunks);
    });
  } catch (error) {
    if (signal.aborted) return undefined;
    throw error;
  }
}

/** Reads every chunk into `onChunk`, stopping at the byte cap or the time limit. */
export async function readWithin(
  opened: Extract<OpenedFile, { found: true }>,
  limits: ReadLimits,
  onChunk: (chunk: Uint8Array) => void,
): Promise<ReadOutcome> {
  // A size known before reading (a file's stat) over the cap: not a byte is read.
  if (opened.size !== undefined && opened.size > limits.maxBytes) {
    release(opened.chunks);
    return { ok: false, over: 'bytes' };
  }
  const iterator = opened.chunks[Symbol.asyncIterator]();
  let bytes = 0;
  try {
    const nextChunk = () => untilAborted(iterator.next(), limits.signal);
    for (let next = await nextChunk(); next.done !== true; next = await nextChunk()) {
      bytes += next.value.byteLength;
      if (bytes > limits.maxBytes) {
        stop(iterator);
        return { ok: false, over: 'bytes' };
      }
      onChunk(next.value);
    }
    return { ok: true };
  } catch (error) {
    stop(iterator);
    if (limits.signal.aborted) return { ok: false, over: 'time' };
    return { ok: false, error: (error as { code?: string }).code ?? (error as Error).message };
  }
}

/** Lets go of chunks that will not be read: a stream's `return` destroys it, which closes its file. */
function release(chunks: AsyncIterable<Uint8Array>): void {
  stop(chunks[Symbol.asyncIterator]());
}

function stop(iterator: AsyncIterator<Uint8Array>): void {
  // Not awaited: a read stuck in the disk's thread would hold it; the check has its answer already.
  try {
    iterator.return?.().catch(() => undefined);
  } catch {
    // an iterator that fails to stop has nothing more to give
  }
}
