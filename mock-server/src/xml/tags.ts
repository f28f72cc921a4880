/**
 * Start tags, empty-element tags and end tags (XML 1.0 §3.1), read with their well-formedness rules:
 * a Name after `<`, attributes `Name Eq AttValue` separated by white space, values quoted and free of `<`
 * and bad references (§3.1 WFC: No < in Attribute Values), no attribute twice (WFC: Unique Att Spec),
 * and an end tag naming the element it closes (WFC: Element Type Match: end-tag.ts).
 *
 * Attribute values are not decoded while reading: a tag only records where each attribute lies, and
 * {@link StartTag.attribute} decodes the rare value the scanner asks for.
 */
import { isSpace, nameEnd, skipSpace } from './characters.js';
import { decodeAttributeValue, type ReferenceChecker } from './entities.js';
import { OverLimit } from './limits.js';
import { NotWellFormed, Unterminated } from './not-well-formed.js';
import { type CodeUnits, TextReader, unitWords } from './xml-text.js';

const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const COLON = 0x3a;

/** From this many attributes on, duplicates are found with a set instead of by comparing with each. */
const MANY_ATTRIBUTES = 8;

/** The start tag last read. One instance is reused for every tag of a message, so reading allocates only the name. */
export class StartTag extends TextReader {
  /** The qualified name, as written (`ern:NewReleaseMessage`). */
  name = '';
  /** Its namespace prefix (Namespaces in XML §4), `''` when it has none. */
  prefix = '';
  /** Its local part: the name after the prefix's colon, or the whole name. */
  localName = '';
  /** Offset of the `<`. */
  start = 0;
  /** Offset just after the closing `>`. */
  end = 0;
  /** Whether the tag is an empty-element tag (`<a/>`). */
  selfClosing = false;
  /** Per attribute: name start, name end, value start, value end (quotes excluded). */
  private readonly bounds: number[] = [];
  private attributeCount = 0;
  /** Names of the attributes read so far, once a tag has {@link MANY_ATTRIBUTES}. */
  private readonly names = new Set<string>();
  /** Where the name last read has its first colon, filled in by nameEnd. */
  private readonly colon = { at: -1 };
  /** The units as 32-bit words, when they are one byte each (see unitWords). */
  private readonly words: DataView | undefined;
  /** Attributes allowed on one element (limits.ts). */
  private readonly maxAttributes: number;

  constructor(text: string, units: CodeUnits, utf8Units: boolean, maxAttributes = Number.POSITIVE_INFINITY) {
    super(text, units, utf8Units);
    this.words = unitWords(units);
    this.maxAttributes = maxAttributes;
  }

  /**
   * Reads the tag whose `<` is at `lt` (and is followed by a name start character, else it throws).
   * `nextLt` is the offset of the next `<` after it (or the text's length): any attribute value that
   * reaches it contains a `<`.
   */
  read(lt: number, nextLt: number, references: ReferenceChecker): void {
    const { text, units } = this;
    const nameStart = lt + 1;
    const { colon } = this;
    const tagNameEnd = nameEnd(units, nameStart, this.utf8Units, colon, this.words);
    if (tagNameEnd === nameStart) {
      if (nameStart >= text.length) throw new Unterminated('start tag', lt);
      throw new NotWellFormed(`'<' not followed by a tag name`, nameStart, `write &lt; for a literal '<'`);
    }
    const name = text.slice(nameStart, tagNameEnd);
    this.name = name;
    // Namespaces in XML §3: QName ::= Prefix ':' LocalPart, split at the first colon.
    this.prefix = colon.at < 0 ? '' : text.slice(nameStart, colon.at);
    this.localName = colon.at < 0 ? name : text.slice(colon.at + 1, tagNameEnd);
    this.start = lt;
    this.attributeCount = 0;
    let at = tagNameEnd;
    let afterValue = false;
    for (;;) {
      const code = units[at];
      if (code === GT) {
        this.selfClosing = false;
        this.end = at + 1;
        return;
      }
      if (code === SLASH) {
        if (units[at + 1] !== GT) this.fail(at, `'/' in a start tag not followed by '>'`);
        this.selfClosing = true;
        this.end = at + 2;
        return;
      }
      if (!isSpace(code)) {
        this.fail(
          at,
          afterValue ? 'no white space between attributes' : `unexpected character in the start tag <${this.name}>`,
        );
      }
      at = skipSpace(units, at + 1);
      const next = units[at];
      if (next !== GT && next !== SLASH) {
        at = this.readAttribute(at, nextLt, references);
        afterValue = true;
      }
    }
  }

  /** Reads `Name Eq AttValue` at `at`; returns the offset after the closing quote. */
  private readAttribute(at: number, nextLt: number, references: ReferenceChecker): number {
    const { text, units } = this;
    const attributeNameEnd = nameEnd(units, at, this.utf8Units, undefined, this.words);
    if (attributeNameEnd === at) {
      this.fail(at, `unexpected character in the start tag <${this.name}>`, `expected an attribute name, '>' or '/>'`);
    }
    let p = skipSpace(units, attributeNameEnd);
    if (units[p] !== EQUALS) {
      this.fail(p, `attribute ${text.slice(at, attributeNameEnd)} without a value`, 'write name="value"');
    }
    p = skipSpace(units, p + 1);
    const quote = units[p];
    if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) {
      this.fail(p, `unquoted value of attribute ${text.slice(at, attributeNameEnd)}`, `put the value in "…" or '…'`);
    }
    const valueStart = p + 1;
    const valueEnd = text.indexOf(quote === DOUBLE_QUOTE ? '"' : `'`, valueStart);
    if (valueEnd < 0) {
      throw new Unterminated(`value of attribute ${text.slice(at, attributeNameEnd)}`, valueStart);
    }
    if (valueEnd > nextLt) {
      throw new NotWellFormed(
        `'<' in the value of attribute ${text.slice(at, attributeNameEnd)}`,
        nextLt,
        `write &lt; for a literal '<'`,
      );
    }
    references.check(valueStart, valueEnd);
    if (this.attributeCount >= this.maxAttributes) throw new OverLimit('maxAttributesPerElement', this.maxAttributes, this.start);
    this.checkUnique(at, attributeNameEnd);
    const i = this.attributeCount++ * 4;
    this.bounds[i] = at;
    this.bounds[i + 1] = attributeNameEnd;
    this.bounds[i + 2] = valueStart;
    this.bounds[i + 3] = valueEnd;
    return valueEnd + 1;
  }

  private checkUnique(start: number, end: number): void {
    const count = this.attributeCount;
    if (count < MANY_ATTRIBUTES) {
      for (let i = 0; i < count * 4; i += 4) {
        if (this.nameIs(i, start, end)) this.duplicate(start, end);
      }
      return;
    }
    // Comparing each attribute with all before it would let one tag with a hundred thousand attributes
    // cost billions of steps; past a handful, the names go into a set.
    if (count === MANY_ATTRIBUTES) {
      this.names.clear();
      for (let i = 0; i < count * 4; i += 4) this.names.add(this.text.slice(this.bounds[i], this.bounds[i + 1]));
    }
    const name = this.text.slice(start, end);
    if (this.names.has(name)) this.duplicate(start, end);
    this.names.add(name);
  }

  private duplicate(start: number, end: number): never {
    throw new NotWellFormed(`duplicate attribute ${this.text.slice(start, end)}`, start);
  }

  /** Whether the name of attribute `i` (an index into `bounds`) is `text[start, end)`. */
  private nameIs(i: number, start: number, end: number): boolean {
    const from = this.bounds[i]!;
    if (this.bounds[i + 1]! - from !== end - start) return false;
    const { units } = this;
    for (let k = 0; k < end - start; k++) {
      if (units[from + k] !== units[start + k]) return false;
    }
    return true;
  }

  /** Problems met where the text has ended are the text ending too early, whatever was expected. */
  private fail(at: number, problem: string, hint?: string): never {
    if (at >= this.text.length) throw new Unterminated(`start tag <${this.name}>`, this.start);
    throw new NotWellFormed(problem, at, hint);
  }

  /** The value of the attribute named `name`, decoded and normalised (§3.3.3), if the tag has one. */
  attribute(name: string): string | undefined {
    for (let i = 0; i < this.attributeCount * 4; i += 4) {
      const from = this.bounds[i]!;
      if (this.bounds[i + 1]! - from === name.length && this.text.startsWith(name, from)) {
        return decodeAttributeValue(this.text, this.bounds[i + 2]!, this.bounds[i + 3]!, this.utf8Units);
      }
    }
    return undefined;
  }

  /** Whether any attribute is named `xmlns` or `xmlns:…`, i.e. declares a namespace (Namespaces in XML §3). */
  declaresNamespaces(): boolean {
    for (let i = 0; i < this.attributeCount * 4; i += 4) {
      if (this.text.startsWith('xmlns', this.bounds[i])) return true;
    }
    return false;
  }

  /** Every attribute as `[name, value]`, decoded; for the rare tag that declares namespaces. */
  attributes(): [string, string][] {
    const entries: [string, string][] = [];
    for (let i = 0; i < this.attributeCount; i++) entries.push([this.attributeName(i), this.attributeValue(i)]);
    return entries;
  }

  /** How many attributes the tag has: attribute `i` is read by {@link attributeName} and {@link attributeValue}. */
  get attributeTotal(): number {
    return this.attributeCount;
  }

  /** The qualified name of attribute `i` (0-based), as written; the units of a UTF-8 text are not decoded. */
  attributeName(i: number): string {
    return this.text.slice(this.bounds[i * 4], this.bounds[i * 4 + 1]);
  }

  /**
   * The name in `namesByLength` that the local part of attribute `i`'s name (after a prefix's colon) is, if
   * any. `namesByLength[n]` lists the wanted names of length `n`, all ASCII. Read in place: no string is
   * made for an attribute that is not wanted.
   */
  attributeLocalName(i: number, namesByLength: readonly (readonly string[] | undefined)[]): string | undefined {
    const start = this.bounds[i * 4]!;
    const end = this.bounds[i * 4 + 1]!;
    let local = start;
    while (local < end && this.units[local] !== COLON) local++;
    local = local === end ? start : local + 1;
    const candidates = namesByLength[end - local];
    if (candidates === undefined) return undefined;
    for (const name of candidates) {
      if (this.text.startsWith(name, local)) return name;
    }
    return undefined;
  }

  /** The length of attribute `i`'s qualified name, in units: equal to its local name's when it has no prefix. */
  attributeNameLength(i: number): number {
    return this.bounds[i * 4 + 1]! - this.bounds[i * 4]!;
  }

  /** The value of attribute `i` (0-based), decoded and normalised (§3.3.3). */
  attributeValue(i: number): string {
    return decodeAttributeValue(this.text, this.bounds[i * 4 + 2]!, this.bounds[i * 4 + 3]!, this.utf8Units, this.units);
  }
}
