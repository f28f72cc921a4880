/** The ERN reader's one entry point: `parseErnMessage`, the stages of reading a NewReleaseMessage in order. */
import { decodeXml } from '../xml/decode.js';
import type { XmlStructureLimits } from '../xml/limits.js';
import type { XmlText } from '../xml/xml-text.js';
import type { RawFile } from './files.js';
import { isResolved, MessageBase, resolveFile } from './locations.js';
import { screenProlog } from './prolog.js';
import { TreeBuilder } from './release/build-tree.js';
import type { ErnTree } from './release/tree.js';
import { judgeRoot } from './root.js';
import { scanMessage } from './scan.js';
import {
  type ErnParseResult,
  type ErnRejection,
  type ErnResourceFile,
  type ErnUnresolvedFile,
  reject,
} from './types.js';
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
 * @param options.tree - Also read the kept element tree (release/tree.ts) into `message.tree`, in the same
 *   walk. The tree holds the message's text (for positions) and a method, so it stays on the thread that
 *   read it: make the findings there.
 * @param options.limits - Limits of the structure (xml/limits.ts; default their defaults): over one, the message is
 *   refused with `XML_TOO_COMPLEX`.
 * @returns The message, or a rejection with a stable code and a message for the partner. Bad input is
 *   never thrown.
 * @throws TypeError when `options.messageUrl` is not an absolute URL (a caller bug, not bad input).
 */
export function parseErnMessage(
  xml: Uint8Array | string,
  options: { messageUrl: string; tree?: boolean; limits?: XmlStructureLimits },
): ErnParseResult {
  const { messageUrl } = options;
  if (!URL.canParse(messageUrl)) {
    throw new TypeError(
      `parseErnMessage: options.messageUrl must be the absolute URL the message was fetched from, got ${JSON.stringify(messageUrl)}`,
    );
  }
  const read = readErn(xml, options.tree === true, options.limits);
  if (!read.ok) {
    return read;
  }
  const files: ErnResourceFile[] = [];
  const unresolvedFiles: ErnUnresolvedFile[] = [];
  const base = new MessageBase(messageUrl);
  for (const raw of read.files) {
    const file = resolveFile(raw, base);
    if (isResolved(file)) {
      files.push(file);
    } else {
      unresolvedFiles.push(file);
    }
  }
  return {
    ok: true,
    message: {
      ernVersion: read.ernVersion,
      messageType: 'NewReleaseMessage',
      files,
      unresolvedFiles,
      ...(read.tree === undefined ? {} : { tree: read.tree }),
    },
  };
}

/** A message read by {@link readErn}: its version, its `File` elements as written, and the tree when asked for. */
export type ErnReading =
  | { ok: true; ernVersion: ErnVersion; files: RawFile[]; tree: ErnTree | undefined }
  | ErnRejection;

/**
 * The stages of reading a message, shared by parseErnMessage and release/read-tree.ts so that both give the
 * same rejections: decode (unless `xml` is already decoded text), screen the prolog, judge the root, then
 * one walk that collects files and, with `withTree`, builds the kept element tree.
 */
export function readErn(xml: Uint8Array | string | XmlText, withTree: boolean, limits?: XmlStructureLimits): ErnReading {
  let decoded: XmlText;
  if (typeof xml === 'string' || xml instanceof Uint8Array) {
    const result = decodeXml(xml);
    if (!result.ok) {
      return reject('XML_MALFORMED', result.problem);
    }
    decoded = result;
  } else {
    decoded = xml;
  }
  const doctype = screenProlog(decoded.text);
  if (doctype !== undefined) {
    return doctype;
  }
  let ernVersion: ErnVersion | undefined;
  const builder = withTree ? new TreeBuilder(decoded) : undefined;
  const scanned = scanMessage(decoded, (root) => {
    const verdict = judgeRoot(root);
    if (typeof verdict !== 'string') {
      return verdict;
    }
    ernVersion = verdict;
    return undefined;
  }, builder, limits);
  if (!scanned.ok) {
    return scanned;
  }
  // A well-formed document has a root element, so judgeRoot has run and accepted it.
  return { ok: true, ernVersion: ernVersion!, files: scanned.files, tree: builder?.finish(ernVersion!) };
}
