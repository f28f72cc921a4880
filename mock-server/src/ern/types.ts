/** What the ERN reader gives its callers: the message read, or a rejection with a stable code. */
import type { ErnVersion } from './version.js';

/** A resource file that a NewReleaseMessage delivers (ERN 3.8 `File`, ERN 4 `File` / `DeliveryFile/File`). */
export interface ErnResourceFile {
  /** Absolute URL of the file: the location from the message, resolved against the message's own URL (xmlUrl). */
  uri: string;
  /**
   * Present when the message gives a hash for the file. `algorithm` as written in the message, e.g. 'MD5',
   * 'SHA1', 'SHA256'; `value` as written (hex usually).
   */
  hashSum?: { algorithm: string; value: string };
  /** ResourceReference of the resource the file belongs to (e.g. 'A1'), when known. */
  resourceReference?: string;
}

/**
 * A `File` element whose location is missing or cannot be turned into a URL (`http://exa mple.com/a.wav`).
 *
 * The message is still accepted: one bad file location is a delivery problem of that resource, not an
 * unreadable message, so the ingest can report it the same way as a file that cannot be fetched.
 */
export interface ErnUnresolvedFile {
  /** The location as written in the message (trimmed); absent when the `File` gives none. */
  location?: string;
  /** Why no URL could be made, for the partner to read. */
  reason: string;
  /** ResourceReference of the resource the file belongs to, when known. */
  resourceReference?: string;
}

/** What this module reads from an accepted NewReleaseMessage. */
export interface ErnNewReleaseMessage {
  ernVersion: ErnVersion;
  messageType: 'NewReleaseMessage';
  /** Every resource file the message delivers, in document order. */
  files: ErnResourceFile[];
  /** `File` elements that name no usable location, in document order; usually empty. */
  unresolvedFiles: ErnUnresolvedFile[];
  /** The kept elements (release/tree.ts), read in the same walk, when parseErnMessage was asked for them. */
  tree?: import('./release/tree.js').ErnTree;
}

/**
 * Why a message was rejected.
 *
 * - `XML_MALFORMED`: not well-formed XML (also: empty, undecodable bytes, unknown encoding).
 * - `XML_DOCTYPE_FORBIDDEN`: the message has a DOCTYPE; entities are never expanded, so none is accepted.
 * - `ERN_VERSION_UNSUPPORTED`: a NewReleaseMessage outside every supported ERN namespace.
 * - `ERN_MESSAGE_TYPE_UNSUPPORTED`: the root element is not a NewReleaseMessage.
 * - `XML_TOO_COMPLEX`: the structure passes a limit (xml/limits.ts): depth, attributes or namespace declarations.
 * - `XML_TOO_COSTLY`: the parse ran out of the memory a parse thread has (ingest/parse-pool.ts), and was stopped.
 */
export type ErnRejectionCode =
  | 'XML_MALFORMED'
  | 'XML_TOO_COMPLEX'
  | 'XML_TOO_COSTLY'
  | 'XML_DOCTYPE_FORBIDDEN'
  | 'ERN_VERSION_UNSUPPORTED'
  | 'ERN_MESSAGE_TYPE_UNSUPPORTED';

/** A rejected message: a stable code and a sentence telling the partner what was wrong. */
export interface ErnRejection {
  ok: false;
  code: ErnRejectionCode;
  message: string;
}

/** The outcome of `parseErnMessage`: bad input is a value, never an exception. */
export type ErnParseResult = { ok: true; message: ErnNewReleaseMessage } | ErnRejection;

/** Builds an {@link ErnRejection}. */
export function reject(code: ErnRejectionCode, message: string): ErnRejection {
  return { ok: false, code, message };
}
