/** The ERN reader's one entry point: `parseErnMessage`, the stages of reading a NewReleaseMessage in order. */
import { decodeXml } from '../xml/decode.js';
import { isResolved, MessageBase, resolveFile } from './locations.js';
import { screenProlog } from './prolog.js';
import { judgeRoot } from './root.js';
import { scanMessage } from './scan.js';
import { type ErnParseResult, type ErnResourceFile, type ErnUnresolvedFile, reject } from './types.js';
import type { ErnVersion } from './version.js';

/**
 * Reads a DDEX ERN NewReleaseMessage (of any version in version.ts) and lists the resource files it
 * delivers.
 *
 * The stages run in order and the first problem wins: decode the bytes, refuse any DOCTYPE, check the
 * root element (message type, then ERN version from its namespace), then read every `File` while
 * checking that the XML is well-formed. Nothing is ever fetched and no entity is ever expanded.
 *
 * @param xml - The message body: raw bytes (UTF-8 or UTF-16 with a byte order mark, or the encoding its
 *   XML declaration names) or an already decoded string.
 * @param options.messageUrl - The absolute URL the message was fetched from; relative file locations are
 *   resolved against it.
 * @returns The message, or a rejection with a stable code and a message for the partner. Bad input is
 *   never thrown.
 * @throws TypeError when `options.messageUrl` is not an absolute URL (a caller bug, not bad input).
 */
export function parseErnMessage(xml: Uint8Array | string, options: { messageUrl: string }): ErnParseResult {
  const { messageUrl } = options;
  if (!URL.canParse(messageUrl)) {
    throw new TypeError(
      `parseErnMessage: options.messageUrl must be the absolute URL the message was fetched from, got ${JSON.stringify(messageUrl)}`,
    );
  }
  const decoded = decodeXml(xml);
  if (!decoded.ok) {
    return reject('XML_MALFORMED', decoded.problem);
  }
  const doctype = screenProlog(decoded.text);
  if (doctype !== undefined) {
    return doctype;
  }
  let ernVersion: ErnVersion | undefined;
  const scanned = scanMessage(decoded, (root) => {
    const verdict = judgeRoot(root);
    if (typeof verdict !== 'string') {
      return verdict;
    }
    ernVersion = verdict;
    return undefined;
  });
  if (!scanned.ok) {
    return scanned;
  }
  const files: ErnResourceFile[] = [];
  const unresolvedFiles: ErnUnresolvedFile[] = [];
  const base = new MessageBase(messageUrl);
  for (const raw of scanned.files) {
    const file = resolveFile(raw, base);
    if (isResolved(file)) {
      files.push(file);
    } else {
      unresolvedFiles.push(file);
    }
  }
  return {
    ok: true,
    // A well-formed document has a root element, so judgeRoot has run and accepted it.
    message: {
      ernVersion: ernVersion!,
      messageType: 'NewReleaseMessage',
      files,
      unresolvedFiles,
    },
  };
}
