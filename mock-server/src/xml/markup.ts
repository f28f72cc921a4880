/**
 * The markup that is neither a tag nor a reference: the XML declaration (XML 1.0 §2.8), comments (§2.5),
 * processing instructions (§2.6) and CDATA sections (§2.7). Each is found by searching for its
 * terminator, never by visiting its characters one by one.
 */
import { isSpace, nameEnd } from './characters.js';
import { NotWellFormed, Unterminated } from './not-well-formed.js';
import type { CodeUnits } from './xml-text.js';

const GT = 0x3e;
const QUESTION_MARK = 0x3f;

// §2.8 XMLDecl ::= '<?xml' VersionInfo EncodingDecl? SDDecl? S? '?>', in that order, with S = [ \t\r\n].
const XML_DECLARATION = new RegExp(
  String.raw`<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"(1\.[0-9]+)"|'(1\.[0-9]+)')`
  + String.raw`(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"[A-Za-z][\w.-]*"|'[A-Za-z][\w.-]*'))?`
  + String.raw`(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?`
  + String.raw`[ \t\r\n]*\?>`,
  'y',
);

/** Whether the text opens with an XML declaration: `<?xml` then white space or `?`, at offset 0 and only there. */
export function startsWithXmlDeclaration(text: string): boolean {
  if (!text.startsWith('<?xml')) return false;
  const code = text.charCodeAt(5);
  return isSpace(code) || code === QUESTION_MARK;
}

/** Reads the XML declaration at offset 0; returns the offset after its `?>`. */
export function readXmlDeclaration(text: string): number {
  XML_DECLARATION.lastIndex = 0;
  const declaration = XML_DECLARATION.exec(text);
  if (declaration === null) {
    if (!text.includes('?>')) throw new Unterminated('XML declaration', 0);
    throw new NotWellFormed(
      'malformed XML declaration',
      0,
      'write <?xml version="1.0" encoding="UTF-8"?>: version first, then optionally encoding and standalone="yes" or "no"',
    );
  }
  const version = declaration[1] ?? declaration[2];
  if (version !== '1.0') {
    // ERN is XML 1.0. A 1.x document read by 1.0 rules (as §2.8 suggests) and by 1.1 rules (other
    // characters and line ends) can get different verdicts; refusing it leaves no doubt and tells the
    // sender what to change.
    throw new NotWellFormed(`XML version ${version}`, 0, 'ERN messages are XML 1.0: write version="1.0"');
  }
  return XML_DECLARATION.lastIndex;
}

/** Reads the comment whose `<!--` is at `lt`; returns the offset after its `-->`. */
export function readComment(text: string, lt: number): number {
  // §2.5: '--' may not occur inside a comment, so the first '--' must be the start of '-->'.
  const dashes = text.indexOf('--', lt + 4);
  if (dashes < 0 || dashes + 2 >= text.length) throw new Unterminated('comment', lt);
  if (text.charCodeAt(dashes + 2) !== GT) {
    throw new NotWellFormed(`'--' inside a comment`, dashes, `a comment ends at its first '--', which must be followed by '>'`);
  }
  return dashes + 3;
}

/** The length of `<![CDATA[`, where a CDATA section's text starts. */
export const CDATA_OPEN_LENGTH = 9;

/** Reads the CDATA section whose `<![CDATA[` is at `lt`; returns the offset of its `]]>`, where its text ends. */
export function readCdataSection(text: string, lt: number): number {
  const end = text.indexOf(']]>', lt + CDATA_OPEN_LENGTH);
  if (end < 0) throw new Unterminated('CDATA section', lt);
  return end;
}

/** Reads the processing instruction whose `<?` is at `lt` (not the XML declaration); returns the offset after its `?>`. */
export function readProcessingInstruction(text: string, units: CodeUnits, lt: number, utf8Units: boolean): number {
  const targetStart = lt + 2;
  const targetEnd = nameEnd(units, targetStart, utf8Units);
  if (targetEnd === targetStart) {
    if (targetStart >= text.length) throw new Unterminated('processing instruction', lt);
    throw new NotWellFormed('processing instruction without a target', targetStart, 'write <?target …?>');
  }
  const target = text.slice(targetStart, targetEnd);
  if (target === 'xml') {
    throw new NotWellFormed(
      'XML declaration not at the start of the message',
      lt,
      'the <?xml …?> declaration must come first, before any white space or comment',
    );
  }
  if (target.toLowerCase() === 'xml') {
    // §2.6: targets matching [Xx][Mm][Ll] are reserved.
    throw new NotWellFormed(`reserved processing instruction target ${target}`, lt, 'use another target name');
  }
  const code = text.charCodeAt(targetEnd);
  if (code === QUESTION_MARK && text.charCodeAt(targetEnd + 1) === GT) return targetEnd + 2;
  const end = text.indexOf('?>', targetEnd);
  if (end < 0) throw new Unterminated('processing instruction', lt);
  if (!isSpace(code)) {
    throw new NotWellFormed(
      `unexpected character after the processing instruction target ${target}`,
      targetEnd,
      `expected white space or '?>'`,
    );
  }
  return end + 2;
}

/** Whether the text ends (at `lt`) with a truncated `<!--`, `<![CDATA[` or `<!DOCTYPE`. */
export function endsInsideMarkupDeclaration(text: string, lt: number): boolean {
  const rest = text.slice(lt);
  return rest.length < CDATA_OPEN_LENGTH && ['<!--', '<![CDATA[', '<!DOCTYPE'].some((open) => open.startsWith(rest));
}
