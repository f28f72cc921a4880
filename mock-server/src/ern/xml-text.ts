/**
 * The text a scan reads, in one of two forms.
 *
 * Markup is ASCII, so a UTF-8 message can be scanned without decoding it first: `text` then holds one
 * char per byte (a Latin-1 view of the bytes, made by one copy, where transcoding a 75 KB message to
 * UTF-16 costs over ten times more), and only the few pieces the scan hands out (character data and
 * attribute values it is asked for) are decoded, by {@link unitsToText}. A message that is rejected is
 * scanned again as decoded text, so that every rejection quotes names and counts columns in characters.
 */
import { Buffer } from 'node:buffer';

export interface XmlText {
  /** The document without byte order mark: one char per UTF-16 code unit, or per byte when {@link utf8Units}. */
  text: string;
  /** Whether `text` holds UTF-8 bytes; only ever true when one of them is not ASCII. */
  utf8Units: boolean;
  /**
   * Whether `text` was made from bytes, one char each: V8 then holds it one byte per char, where
   * searching for a character is a `memchr`, and the scan picks its searches accordingly.
   */
  oneByte: boolean;
}

const NON_ASCII = /[^\0-\x7F]/;

/** The characters that the units `units` (a slice of {@link XmlText.text}) stand for. */
export function unitsToText(units: string, utf8Units: boolean): string {
  return utf8Units && NON_ASCII.test(units) ? Buffer.from(units, 'latin1').toString('utf8') : units;
}

/** The whole document as characters: what a UTF-16 scan of it reads. */
export function decodedText(xml: XmlText): string {
  return xml.utf8Units ? Buffer.from(xml.text, 'latin1').toString('utf8') : xml.text;
}
