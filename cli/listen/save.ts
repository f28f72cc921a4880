/**
 * `ingest-kit listen --save <dir>` (ListenerOptions.saveTo): each POST kept as it arrived, its exact body bytes in
 * `<n>-<eventId>.body` and its `X-Service-Signature` value in `<n>-<eventId>.signature`, to feed a verifier of your
 * own (docs/guides/verifying-signatures.md). Files are never overwritten: a listener started again on the same folder
 * numbers on from the highest number there, and a file that exists all the same is not written (`wx`).
 */
import { constants } from 'node:fs';
import { access, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The folder could not be made, or is not writable: nothing was started. */
export class SaveFolderError extends Error {
  readonly code = 'LISTEN_SAVE_FOLDER';
  override readonly name = 'SaveFolderError';
}

/** Where one POST went: its body file, its signature file (none without the header), or why it was not written. */
export interface SavedDelivery {
  body?: string;
  signature?: string;
  error?: string;
}

const SAVED_NAME = /^(\d{4,})-[A-Za-z0-9_-]+\.(?:body|signature)$/;

/** A file name for an event id read from a body that may not verify: the id when it is a plain one, else `delivery`. */
function fileNameOf(eventId: string | null): string {
  return eventId !== null && /^[A-Za-z0-9_-]{1,100}$/.test(eventId) ? eventId : 'delivery';
}

export interface DeliverySaver {
  save(eventId: string | null, body: Uint8Array, signature: string | readonly string[] | undefined): Promise<SavedDelivery>;
}

/**
 * Makes `dir` if missing and checks that it can be written.
 * @throws SaveFolderError when it cannot be made or written.
 */
export async function openSaveFolder(dir: string): Promise<DeliverySaver> {
  let last = 0;
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
    for (const name of await readdir(dir)) last = Math.max(last, Number(SAVED_NAME.exec(name)?.[1] ?? 0));
  } catch (error) {
    throw new SaveFolderError(`cannot save deliveries in ${dir}: ${(error as Error).message}`);
  }
  return {
    async save(eventId, body, signature) {
      // Numbered when it arrives (synchronously): two deliveries at once never share a number.
      const name = path.join(dir, `${String(++last).padStart(4, '0')}-${fileNameOf(eventId)}`);
      try {
        await writeFile(`${name}.body`, body, { flag: 'wx' });
        if (signature === undefined) return { body: `${name}.body` };
        await writeFile(`${name}.signature`, typeof signature === 'string' ? signature : signature.join(', '), { flag: 'wx' });
        return { body: `${name}.body`, signature: `${name}.signature` };
      } catch (error) {
        return { error: (error as Error).message };
      }
    },
  };
}
