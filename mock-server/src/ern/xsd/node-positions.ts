/**
 * Where the elements that libxml2's schema errors are about stand in the message. libxml2 validates a tree, and
 * its nodes keep a line but no column: a validation error's column (`int2` of its xmlError) is 0. Each error does
 * name its node by path (xmlGetNodePath: `/ern:NewReleaseMessage/ResourceList/SoundRecording[2]/Bogus`, `*[n]` for
 * an element in a default namespace, an index only where siblings share the name), so one walk of the message
 * (xml/well-formed.ts) finds those elements' start tags: their line and column, and their path in the kit's own form
 * (release/tree.ts pathOf). A path that is not found (none should be) keeps libxml2's line and no column.
 */
import { decodeXml } from '../../xml/decode.js';
import type { XmlStructureLimits } from '../../xml/limits.js';
import type { StartTag } from '../../xml/tags.js';
import { walkXml } from '../../xml/well-formed.js';
import { unitsToText } from '../../xml/xml-text.js';
import { LinePositions } from '../release/text-positions.js';

/** An element's start tag: 1-based line and column (characters), and its path by local names (tree.ts pathOf). */
export interface NodePosition {
  line: number;
  column: number;
  path: string;
}

/** A step of the paths asked for, and the paths that end there. */
interface Step {
  next: Map<string, Step>;
  ends: string[];
}

/**
 * The element steps of a libxml2 node path, each with its index (`[1]` where libxml2 writes none); an attribute,
 * text or other node's path is its element's.
 */
function elementSteps(xpath: string): string[] | undefined {
  if (!xpath.startsWith('/')) return undefined;
  const steps: string[] = [];
  for (const step of xpath.slice(1).split('/')) {
    if (step === '' || step.startsWith('@') || step.includes('(') || step.includes('::')) break;
    steps.push(/\[\d+\]$/.test(step) ? step : `${step}[1]`);
  }
  return steps.length === 0 ? undefined : steps;
}

/** The structure's limits do not apply here: the message was read within them before it was validated. */
const NO_LIMITS: XmlStructureLimits = {
  maxDepth: Number.MAX_SAFE_INTEGER,
  maxAttributesPerElement: Number.MAX_SAFE_INTEGER,
  maxNamespacesPerElement: Number.MAX_SAFE_INTEGER,
  maxNamespacesPerMessage: Number.MAX_SAFE_INTEGER,
};

/** The positions of the elements that libxml2's node paths `xpaths` name, by path; one walk of the message. */
export function nodePositions(xml: Uint8Array | string, xpaths: readonly string[]): Map<string, NodePosition> {
  const root: Step = { next: new Map(), ends: [] };
  let wanted = 0;
  for (const xpath of new Set(xpaths)) {
    const steps = elementSteps(xpath);
    if (steps === undefined) continue;
    wanted++;
    let at = root;
    for (const step of steps) {
      let next = at.next.get(step);
      if (next === undefined) at.next.set(step, next = { next: new Map(), ends: [] });
      at = next;
    }
    at.ends.push(xpath);
  }
  const found = new Map<string, { offset: number; path: string }>();
  const decoded = decodeXml(xml);
  if (wanted === 0 || !decoded.ok) return new Map();
  // Per open element: the steps its path matches, its children so far by name, and its path in the kit's form.
  const matched: Step[][] = [[root]];
  const children: Map<string, number>[] = [new Map<string, number>()];
  const paths: string[] = [''];
  walkXml(decoded, {
    wantsText: false,
    startElement(tag: StartTag): boolean {
      const depth = matched.length;
      const counts = children[depth - 1]!;
      const name = decoded.utf8Units ? unitsToText(tag.name, true) : tag.name;
      const local = decoded.utf8Units ? unitsToText(tag.localName, true) : tag.localName;
      const all = bump(counts, '*');
      const byName = bump(counts, `q:${name}`);
      const byLocal = bump(counts, `l:${local}`);
      const path = depth === 1 ? `/${local}` : `${paths[depth - 1]}/${local}[${byLocal}]`;
      const steps: Step[] = [];
      for (const parent of matched[depth - 1]!) {
        for (const key of [`${name}[${byName}]`, `*[${all}]`]) {
          const step = parent.next.get(key);
          if (step === undefined) continue;
          steps.push(step);
          for (const xpath of step.ends) {
            if (!found.has(xpath)) wanted--;
            found.set(xpath, { offset: tag.start, path });
          }
        }
      }
      matched.push(steps);
      children.push(new Map<string, number>());
      paths.push(path);
      return wanted > 0;
    },
    endElement() {
      matched.pop();
      children.pop();
      paths.pop();
    },
    characters() {
      // wantsText is false: never called.
    },
  }, NO_LIMITS);
  const lines = new LinePositions(decoded);
  return new Map([...found].map(([xpath, at]) => [xpath, { ...lines.position(at.offset), path: at.path }]));
}

function bump(counts: Map<string, number>, key: string): number {
  const n = (counts.get(key) ?? 0) + 1;
  counts.set(key, n);
  return n;
}
