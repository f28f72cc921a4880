/**
 * Reads the kept elements of a NewReleaseMessage (tree.ts, vocabulary.ts): the scanner's one walk of the
 * message (../scan.ts) with the tree builder riding along (build-tree.ts), never a DOM.
 */
import type { XmlStructureLimits } from '../../xml/limits.js';
import type { XmlText } from '../../xml/xml-text.js';
import { readErn } from '../parse-ern.js';
import type { ErnRejection } from '../types.js';
import type { ErnTree } from './tree.js';

/** The kept tree of a message, or why it cannot be read (the same rejections as parseErnMessage). */
export type ErnTreeResult = { ok: true; tree: ErnTree } | ErnRejection;

/**
 * Reads the release tree of a message given as bytes, a string, or already decoded text (xml/decode.ts).
 *
 * It runs parseErnMessage's stages (decode, DOCTYPE screen, root verdict, well-formedness), so a message
 * it rejects gets the same code and message; it only skips resolving file locations, which need a URL.
 */
export function readErnTree(xml: Uint8Array | string | XmlText, limits?: XmlStructureLimits): ErnTreeResult {
  const read = readErn(xml, true, limits);
  if (!read.ok) return read;
  // A well-formed document has a root element, so the builder always has one.
  return { ok: true, tree: read.tree! };
}
