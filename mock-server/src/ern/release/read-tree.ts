/**
 * Reads the kept elements of a NewReleaseMessage (tree.ts, vocabulary.ts) in the scanner's design: one
 * well-formedness checking walk (../../xml/well-formed.ts), no DOM.
 *
 * PLACEHOLDER: the signature is fixed; the body is being written (issue #16).
 */
import type { XmlText } from '../../xml/xml-text.js';
import type { ErnTree } from './tree.js';
import type { ErnRejection } from '../types.js';

/** The kept tree of a message, or why it cannot be read (the same rejections as parseErnMessage). */
export type ErnTreeResult = { ok: true; tree: ErnTree } | ErnRejection;

/** Reads the release tree of a message given as bytes, a string, or already decoded text. */
export function readErnTree(_xml: Uint8Array | string | XmlText): ErnTreeResult {
  throw new Error('readErnTree: not written yet (issue #16)');
}
