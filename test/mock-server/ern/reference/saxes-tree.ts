/**
 * The saxes-based reader of the kept element tree that mock-server/src/ern/release/read-tree.ts replaced,
 * kept as the reference for the differential test (read-tree.test.ts): a general XML parser, with
 * namespaces, reading the same vocabulary (vocabulary.ts). Test code only.
 *
 * Positions are those of each start tag's `<`, from saxes' own line and column counting: at `opentagstart`
 * saxes has read `<`, the name and one character more.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import type { ErnTree, TextPosition } from '../../../../mock-server/src/ern/release/tree.js';
import { isKeptElement, KEPT_ATTRIBUTES } from '../../../../mock-server/src/ern/release/vocabulary.js';
import type { ErnVersion } from '../../../../mock-server/src/ern/version.js';

interface Building {
  name: string;
  index: number;
  attributes: Record<string, string>;
  text: string;
  children: Building[];
  parent: Building | null;
  /** Offset of the `<` in the decoded text (UTF-16 units). */
  offset: number;
  counts: Map<string, number>;
}

/**
 * The kept tree of `text`, a decoded message that parseErnMessage accepts (as `ernVersion`); saxes errors
 * are thrown, since the production reader has already judged the message well-formed.
 */
export function saxesReadTree(text: string, ernVersion: ErnVersion): ErnTree {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const positions = new Map<Building, TextPosition>();
  let root: Building | undefined;
  let ernNamespace = '';
  let start: { offset: number; position: TextPosition } | undefined;
  // One entry per open element: the kept element, or null when it (or an ancestor) is skipped.
  const open: (Building | null)[] = [];
  parser.on('opentagstart', (tag) => {
    start = startOf(parser, text, tag.name);
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const parent = open.at(-1);
    if (open.length === 0) {
      ernNamespace = tag.uri;
      root = building(tag, null, 1, start!.offset);
      positions.set(root, start!.position);
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
    const element = building(tag, parent, count, start!.offset);
    positions.set(element, start!.position);
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
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(text).close();
  return {
    ernVersion,
    root: root!,
    position: (element) => positions.get(element as Building)!,
  };
}

/** The `<` of the start tag whose name saxes has just read, with its line and 1-based column. */
function startOf(parser: SaxesParser, text: string, name: string): { offset: number; position: TextPosition } {
  const offset = text.lastIndexOf('<', parser.position - 1);
  const after = text[parser.position - 1];
  if (after !== '\n' && after !== '\r') {
    // saxes counts code points in `column`: `<`, the name and the character after it are behind it.
    return { offset, position: { line: parser.line, column: parser.column - Array.from(name).length - 1 } };
  }
  // A line break right after the name moved saxes to the next line; count the `<`'s own column.
  const lineStart = Math.max(text.lastIndexOf('\n', offset), text.lastIndexOf('\r', offset)) + 1;
  return { offset, position: { line: parser.line - 1, column: Array.from(text.slice(lineStart, offset)).length + 1 } };
}

function building(tag: SaxesTagNS, parent: Building | null, index: number, offset: number): Building {
  const attributes: Record<string, string> = {};
  for (const [name, attribute] of Object.entries(tag.attributes)) {
    if (KEPT_ATTRIBUTES.includes(attribute.local)) attributes[name] = attribute.value;
  }
  return { name: tag.local, index, attributes, text: '', children: [], parent, offset, counts: new Map() };
}
