/**
 * Reads the kept elements of a NewReleaseMessage (tree.ts, vocabulary.ts).
 *
 * TEMPORARY (issue #16): a saxes-based reader so that the summary and the rules can be written against real
 * trees while the scanner-design reader (one walk of ../../xml/well-formed.ts, no saxes) is written. saxes is a
 * devDependency: this file must not ship like this.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { decodeXml } from '../../xml/decode.js';
import { decodedText, type XmlText } from '../../xml/xml-text.js';
import { parseErnMessage } from '../parse-ern.js';
import type { ErnRejection } from '../types.js';
import type { ErnVersion } from '../version.js';
import type { ErnTree, TextPosition } from './tree.js';
import { isKeptElement, KEPT_ATTRIBUTES } from './vocabulary.js';

/** The kept tree of a message, or why it cannot be read (the same rejections as parseErnMessage). */
export type ErnTreeResult = { ok: true; tree: ErnTree } | ErnRejection;

interface Building {
  name: string;
  index: number;
  attributes: Record<string, string>;
  text: string;
  children: Building[];
  parent: Building | null;
  offset: number;
  position: TextPosition;
  counts: Map<string, number>;
}

/** Reads the release tree of a message given as bytes, a string, or already decoded text. */
export function readErnTree(xml: Uint8Array | string | XmlText): ErnTreeResult {
  let text: string;
  if (typeof xml === 'string' || xml instanceof Uint8Array) {
    const decoded = decodeXml(xml);
    if (!decoded.ok) return { ok: false, code: 'XML_MALFORMED', message: decoded.problem };
    text = decodedText(decoded);
  } else {
    text = decodedText(xml);
  }
  const parsed = parseErnMessage(text, { messageUrl: 'file:///message.xml' });
  if (!parsed.ok) return parsed;
  const ernVersion: ErnVersion = parsed.message.ernVersion;
  const parser = new SaxesParser({ xmlns: true, position: true });
  let root: Building | undefined;
  let ernNamespace = '';
  // One entry per open element: the kept element, or null when it (or an ancestor) is skipped.
  const open: (Building | null)[] = [];
  parser.on('opentag', (tag: SaxesTagNS) => {
    const parent = open.at(-1);
    const position = { line: parser.line, column: parser.column };
    if (open.length === 0) {
      ernNamespace = tag.uri;
      root = building(tag, null, 1, position);
      open.push(root);
      return;
    }
    if (parent === null || parent === undefined) {
      open.push(null);
      return;
    }
    const isErn = tag.uri === '' || tag.uri === ernNamespace;
    const count = (parent.counts.get(tag.local) ?? 0) + 1;
    parent.counts.set(tag.local, count);
    if (!isErn || !isKeptElement(tag.local)) {
      open.push(null);
      return;
    }
    const element = building(tag, parent, count, position);
    parent.children.push(element);
    open.push(element);
  });
  const onText = (data: string): void => {
    const current = open.at(-1);
    if (current) current.text += data;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const current = open.pop();
    if (current) current.text = current.children.length > 0 ? '' : current.text.trim();
  });
  parser.write(text).close();
  const frozen = root!;
  return {
    ok: true,
    tree: {
      ernVersion,
      root: frozen,
      position: (element) => (element as unknown as Building).position,
    },
  };
}

function building(tag: SaxesTagNS, parent: Building | null, index: number, position: TextPosition): Building {
  const attributes: Record<string, string> = {};
  for (const [name, attribute] of Object.entries(tag.attributes)) {
    if (KEPT_ATTRIBUTES.includes(attribute.local)) attributes[name] = attribute.value;
  }
  return { name: tag.local, index, attributes, text: '', children: [], parent, offset: -1, position, counts: new Map() };
}
