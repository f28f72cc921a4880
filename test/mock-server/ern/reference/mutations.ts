/**
 * Seeded mutations of XML text for the differential fuzz test: deterministic for a seed, aimed at markup
 * (most edits land next to a `<`, `>`, `&` or quote) and at the constructs a scanner can get wrong.
 */

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same cases on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text that breaks, or nearly breaks, a well-formedness rule when dropped into a message. */
const TOKENS = [
  '<', '>', '&', ';', '"', `'`, '=', '/', ':', '?', '!', '-', '.', '1', ' ', '\t', '\r', '\r\n', '\n',
  ']]>', ']]', '--', '-->', '<!--', '<![CDATA[', '<!', '<!DOCTYPE x>', '<?', '?>', '<?pi?>', '<?pi data?>',
  '<?pi?x?>', '<?xml version="1.0"?>', '<?XML?>', '</', '/>', '<a>', '</a>', '<a/>', '<1a/>', '<-a/>',
  '<.a/>', '<a:b/>', '<:a/>', '<a:/>', '<é/>', '<Unclosed>', '</Unclosed>', '< a/>', '<a >', '</a >',
  '<a b="1" b="2"/>', '<a b="1"c="2"/>', '<a b=1/>', '<a b="<"/>', '<a b/>', ' x="1"', ` x='&amp;'`,
  ' x="&custom;"', ' xmlns="urn:example:other"', ' xmlns:ern="urn:example:other"', ' xmlns:p="urn:x"',
  '<p:x/>', '&amp;', '&lt;', '&gt;', '&quot;', '&apos;', '&amp', '&custom;', '&#65;', '&#x41;', '&#X41;',
  '&#0;', '&#9;', '&#xD800;', '&#xFFFE;', '&#x10FFFF;', '&#x110000;', '&#;', '&#x;', '&;', '& ',
  '\u0000', '\u0001', '\u001F', '\u007F', '\u0085', '\uFFFE', '\uFFFF', '\uFEFF', 'é', '日本', '🎵',
  'UserDefined', '<File>', '</File>', '<URI>x.jpg</URI>', '<ResourceReference>A9</ResourceReference>',
];

/** Characters near which edits land most: where markup starts, ends or quotes. */
const MARKUP = /[<>&"'\]]/g;

export interface Mutation {
  /** What was done, for a failure report: `insert "&custom;" at 1234`. */
  description: string;
  text: string;
}

/** Applies one random edit to `text`. */
export function mutate(text: string, random: () => number): Mutation {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const at = boundary(text, random() < 0.7 ? nearMarkup(text, random) : Math.floor(random() * (text.length + 1)));
  const length = random() < 0.8 ? 1 + Math.floor(random() * 8) : 1 + Math.floor(random() * 120);
  const end = boundary(text, Math.min(text.length, at + length));
  const slice = text.slice(at, end);
  switch (Math.floor(random() * 7)) {
    case 0:
      return { description: `delete ${JSON.stringify(slice)} at ${at}`, text: text.slice(0, at) + text.slice(end) };
    case 1:
      return { description: `duplicate ${JSON.stringify(slice)} at ${at}`, text: text.slice(0, end) + slice + text.slice(end) };
    case 2: {
      const to = boundary(text, Math.floor(random() * (text.length + 1)));
      return { description: `copy ${JSON.stringify(slice)} from ${at} to ${to}`, text: text.slice(0, to) + slice + text.slice(to) };
    }
    case 3: {
      const after = boundary(text, Math.min(text.length, end + 1 + Math.floor(random() * 8)));
      const next = text.slice(end, after);
      return {
        description: `swap ${JSON.stringify(slice)} and ${JSON.stringify(next)} at ${at}`,
        text: text.slice(0, at) + next + slice + text.slice(after),
      };
    }
    case 4: {
      const token = pick(TOKENS);
      return { description: `replace ${JSON.stringify(slice)} at ${at} by ${JSON.stringify(token)}`, text: text.slice(0, at) + token + text.slice(end) };
    }
    case 5:
      return { description: `truncate at ${at}`, text: text.slice(0, at) };
    default: {
      const token = pick(TOKENS);
      return { description: `insert ${JSON.stringify(token)} at ${at}`, text: text.slice(0, at) + token + text.slice(at) };
    }
  }
}

/** A random offset at or just after a markup character. */
function nearMarkup(text: string, random: () => number): number {
  const start = Math.floor(random() * text.length);
  MARKUP.lastIndex = start;
  let found = MARKUP.exec(text);
  if (found === null) {
    MARKUP.lastIndex = 0;
    found = MARKUP.exec(text);
  }
  const at = found === null ? start : found.index;
  return Math.min(text.length, at + Math.floor(random() * 3));
}

/** `at`, moved off the middle of a surrogate pair so that no edit makes a lone surrogate. */
function boundary(text: string, at: number): number {
  const before = text.charCodeAt(at - 1);
  return before >= 0xd800 && before <= 0xdbff ? at + 1 : at;
}
