/**
 * A well-formedness checking walk over a whole XML document (XML 1.0 Fifth Edition §2.1, §2.4, §2.8,
 * §3.1), reporting elements and the character data a visitor asks for.
 *
 * The walk jumps from `<` to `<` with `indexOf` and reads only the markup itself character by character:
 * character data, comments, CDATA sections and attribute values are searched for the few characters that
 * matter (`&`, `]]>`, their terminator), and forbidden characters are found by one pass over the whole
 * text. That keeps a 75 KB ERN message well under a millisecond, where a character-at-a-time parser
 * spends several.
 */
import { firstForbiddenCharacter, skipSpace } from './characters.js';
import { decodeCharacterData, normalizeLineEnds, ReferenceChecker } from './entities.js';
import { defaultXmlStructureLimits, OverLimit, type XmlStructureLimits } from './limits.js';
import { lineOf, NotWellFormed, Unterminated } from './not-well-formed.js';
import {
  CDATA_OPEN_LENGTH,
  endsInsideMarkupDeclaration,
  readCdataSection,
  readComment,
  readProcessingInstruction,
  readXmlDeclaration,
  startsWithXmlDeclaration,
} from './markup.js';
import { readEndTag } from './end-tag.js';
import { StartTag } from './tags.js';
import { type CodeUnits, codeUnits, unitsToText, unitWords, type XmlText } from './xml-text.js';

/** What a walk reports to, element by element, in document order. */
export interface XmlVisitor {
  /** Whether the character data met now is wanted; only then is it decoded and passed to {@link characters}. */
  readonly wantsText: boolean;
  /** An element starts (for `<a/>`, {@link endElement} follows at once). Returning false ends the walk. */
  startElement(tag: StartTag): boolean;
  endElement(): void;
  /** Character data (references decoded, line ends normalised) or the text of a CDATA section. */
  characters(data: string): void;
}

/**
 * How a walk ended: the whole document is well-formed, or stopped by the visitor (`undefined`), or why not: not
 * well-formed, or over a limit of its structure (limits.ts; the visitor may throw one too).
 */
export type WalkOutcome = undefined | 'doctype' | NotWellFormed | OverLimit;

/**
 * Walks the message and stops at the first problem in document order. `'doctype'` means a document type
 * declaration before the root element: ern/parse-ern.ts screens for those before the walk, so this only
 * backs that screen up. Offsets in problems count units of `xml.text` (see xml-text.ts).
 */
export function walkXml(xml: XmlText, visitor: XmlVisitor, limits: XmlStructureLimits = defaultXmlStructureLimits): WalkOutcome {
  return new Walk(xml, visitor, limits).run();
}

const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION_MARK = 0x3f;
const AMPERSAND = 0x26;
const CR = 0x0d;

/** Thrown inside a walk on meeting a DOCTYPE before the root; caught by {@link Walk.run}. */
class DoctypeMet extends Error {}

class Walk {
  /**
   * Names of the open elements, outermost first, in `names[0]` to `names[depth - 1]`. A depth counter
   * over arrays that only grow costs less than push and pop, which V8 does not always inline here.
   */
  private readonly names: string[] = [];
  /** Offsets of their start tags, for pointing back at an unclosed one. */
  private readonly starts: number[] = [];
  private depth = 0;
  private rootSeen = false;
  private readonly tag: StartTag;
  private readonly references: ReferenceChecker;
  /** The first `]]>` at or after the start of the character data last checked; -1 until searched. */
  private nextCdataEnd = -1;
  /** Offset of the first forbidden character; `text.length` when there is none. */
  private readonly forbiddenAt: number;

  private readonly text: string;
  /** The units of {@link text}, for reading it character by character. */
  private readonly units: CodeUnits;
  /** The units as 32-bit words, when they are one byte each (see unitWords). */
  private readonly words: DataView | undefined;
  private readonly utf8Units: boolean;

  private readonly visitor: XmlVisitor;
  private readonly maxDepth: number;

  constructor(xml: XmlText, visitor: XmlVisitor, limits: XmlStructureLimits) {
    this.visitor = visitor;
    this.maxDepth = limits.maxDepth;
    const { text, utf8Units } = xml;
    this.text = text;
    const units = codeUnits(xml);
    this.units = units;
    this.words = unitWords(units);
    this.utf8Units = utf8Units;
    this.tag = new StartTag(text, units, utf8Units, limits.maxAttributesPerElement);
    this.references = new ReferenceChecker(text, units, utf8Units);
    this.forbiddenAt = firstForbiddenCharacter(xml);
  }

  run(): WalkOutcome {
    try {
      if (this.walk()) this.checkEndOfText();
      return undefined;
    } catch (thrown) {
      if (thrown instanceof DoctypeMet) return 'doctype';
      if (thrown instanceof OverLimit) return this.forbiddenAt < thrown.offset ? this.forbiddenCharacter() : thrown;
      if (!(thrown instanceof NotWellFormed)) throw thrown;
      // A forbidden character before the problem found is the first problem of the document.
      const at = thrown instanceof Unterminated ? this.text.length : thrown.offset;
      if (this.forbiddenAt < at) return this.forbiddenCharacter();
      return thrown instanceof Unterminated ? this.truncated(thrown) : thrown;
    }
  }

  /** Walks the whole text; returns false when the visitor stopped the walk. */
  private walk(): boolean {
    const { text, units } = this;
    let at = startsWithXmlDeclaration(text) ? readXmlDeclaration(text) : 0;
    let lt = text.indexOf('<', at);
    while (lt >= 0) {
      if (lt > at) this.characterData(at, lt);
      const next = units[lt + 1];
      if (next === SLASH) {
        at = this.endTag(lt);
      } else if (next === BANG) {
        at = this.markupDeclaration(lt);
      } else if (next === QUESTION_MARK) {
        at = readProcessingInstruction(text, units, lt, this.utf8Units);
      } else {
        // The next '<' is needed anyway, to find the character data after the tag, and it also tells
        // whether an attribute value holds a '<'.
        const nextLt = text.indexOf('<', lt + 1);
        if (!this.startTag(lt, nextLt < 0 ? text.length : nextLt)) return false;
        at = this.tag.end;
        lt = nextLt;
        continue;
      }
      lt = text.indexOf('<', at);
    }
    if (at < text.length) this.characterData(at, text.length);
    return true;
  }

  private startTag(lt: number, nextLt: number): boolean {
    const { tag } = this;
    tag.read(lt, nextLt, this.references);
    if (this.depth === 0 && this.rootSeen) {
      throw new NotWellFormed(`second root element <${tag.name}>`, lt, 'a message has exactly one root element');
    }
    // The visitor may judge the message by this element; nothing before it may be wrong.
    if (this.forbiddenAt < tag.end) throw this.forbiddenCharacter();
    this.rootSeen = true;
    // Past the limit, before the visitor pays for one more level (an empty element opens one too).
    if (this.depth >= this.maxDepth) throw new OverLimit('maxDepth', this.maxDepth, lt);
    if (!this.visitor.startElement(tag)) return false;
    if (tag.selfClosing) {
      this.visitor.endElement();
    } else {
      this.names[this.depth] = tag.name;
      this.starts[this.depth] = lt;
      this.depth++;
    }
    return true;
  }

  private endTag(lt: number): number {
    const { depth } = this;
    const open = depth - 1;
    const openName = depth === 0 ? undefined : this.names[open];
    const end = readEndTag(this.text, this.units, this.words, lt, openName, this.starts[open] ?? 0, this.utf8Units);
    this.depth = depth - 1;
    this.visitor.endElement();
    return end;
  }

  /** `<!`: a comment, a CDATA section, or a DOCTYPE. */
  private markupDeclaration(lt: number): number {
    const { text } = this;
    if (text.startsWith('<!--', lt)) return readComment(text, lt);
    if (text.startsWith('<![CDATA[', lt)) return this.cdataSection(lt);
    if (text.startsWith('<!DOCTYPE', lt)) {
      if (!this.rootSeen) throw new DoctypeMet();
      throw new NotWellFormed('DOCTYPE declaration after the root element started', lt);
    }
    if (endsInsideMarkupDeclaration(text, lt)) throw new Unterminated('markup declaration', lt);
    throw new NotWellFormed(`'<!' that starts neither a comment nor a CDATA section`, lt, 'write <!-- … --> or <![CDATA[ … ]]>');
  }

  private cdataSection(lt: number): number {
    if (this.depth === 0) {
      throw new NotWellFormed(`CDATA section ${this.rootSeen ? 'after' : 'before'} the root element`, lt);
    }
    const end = readCdataSection(this.text, lt);
    if (this.visitor.wantsText) {
      const units = this.text.slice(lt + CDATA_OPEN_LENGTH, end);
      this.visitor.characters(normalizeLineEnds(unitsToText(units, this.utf8Units)));
    }
    return end + 3;
  }

  /** Character data `text[from, to)`: white space only outside the root element (§2.1, §2.8). */
  private characterData(from: number, to: number): void {
    if (this.depth === 0) {
      const at = skipSpace(this.units, from);
      if (at < to) {
        throw new NotWellFormed(
          `text ${this.rootSeen ? 'after' : 'before'} the root element`,
          at,
          'a message holds one element, with only comments, processing instructions and white space around it',
        );
      }
      return;
    }
    if (this.references.nextAmp < to) this.references.check(from, to);
    if (this.nextCdataEnd < to) this.checkNoCdataEnd(from, to);
    if (this.visitor.wantsText) this.visitor.characters(this.decoded(from, to));
  }

  /**
   * `text[from, to)` as characters. Most character data is ASCII without a reference or a CR: one read of its
   * units finds that, and it is sliced as is, with no search or regular expression run on the slice. Otherwise it
   * is decoded, its UTF-8 units too where it has any (never in a UTF-16 text).
   */
  private decoded(from: number, to: number): string {
    const { units } = this;
    let at = from;
    while (at < to) {
      const unit = units[at]!;
      if (unit >= 0x80 || unit === AMPERSAND || unit === CR) break;
      at++;
    }
    if (at === to) return this.text.slice(from, to);
    let holdsUtf8 = false;
    if (this.utf8Units) {
      for (let i = at; i < to; i++) {
        if (units[i]! >= 0x80) {
          holdsUtf8 = true;
          break;
        }
      }
    }
    return decodeCharacterData(this.text, from, to, holdsUtf8);
  }

  /** §2.4: character data may not contain `]]>`. Searched once per occurrence, like references. */
  private checkNoCdataEnd(from: number, to: number): void {
    let end = this.nextCdataEnd;
    if (end >= to) return;
    if (end < from) {
      end = this.text.indexOf(']]>', from);
      this.nextCdataEnd = end = end < 0 ? this.text.length : end;
    }
    if (end < to) throw new NotWellFormed(`']]>' in character data`, end, 'write ]]&gt; unless it ends a CDATA section');
  }

  /** The walk reached the end of the text: fine only once the root element has closed. */
  private checkEndOfText(): void {
    if (this.depth > 0) throw this.truncated(undefined);
    if (!this.rootSeen) {
      throw new NotWellFormed('no root element', this.text.length, 'a message is one element, e.g. <NewReleaseMessage>');
    }
    if (this.forbiddenAt < this.text.length) throw this.forbiddenCharacter();
  }

  /** The innermost element left open when the text ends, the usual sign of a truncated message. */
  private truncated(cut: Unterminated | undefined): NotWellFormed {
    const { depth, text } = this;
    if (depth === 0) return cut!;
    const name = this.names[depth - 1]!;
    const start = this.starts[depth - 1]!;
    const inside = cut === undefined ? '' : ` inside an unterminated ${cut.construct}`;
    return new NotWellFormed(
      `unclosed tag <${name}>`,
      text.length,
      `<${name}> opens at line ${lineOf(text, start)} and the message ends${inside} before its end tag; is it truncated?`,
    );
  }

  private forbiddenCharacter(): NotWellFormed {
    const code = this.text.charCodeAt(this.forbiddenAt);
    return new NotWellFormed(
      `forbidden character U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
      this.forbiddenAt,
      'XML allows no control character other than tab, line feed and carriage return, nor U+FFFE or U+FFFF',
    );
  }
}
