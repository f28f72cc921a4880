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
  /**
   * The bytes {@link text} was made from, when {@link oneByte}: the same units as numbers. Optional, for
   * callers that build an XmlText from a string; {@link codeUnits} then makes them.
   */
  bytes?: Uint8Array;
}

/**
 * The units of {@link XmlText.text} as numbers, at the same offsets: what the scan reads character by
 * character. Reading an element of a typed array costs about half of a `charCodeAt`, which has to find out
 * how its string is held each time; the string is still what the scan slices and searches with `indexOf`.
 * Past the end, an element reads as `undefined`, which, like the NaN of `charCodeAt`, equals no unit.
 */
export type CodeUnits = Uint8Array | Uint16Array;

/**
 * A reader over one document's text, holding it in both forms a scan reads: the string it slices and
 * searches, and the units it reads one by one. The tag reader (tags.ts) and the reference checker
 * (entities.ts) of a scan are both this, over the same three values.
 */
export abstract class TextReader {
  protected readonly text: string;
  /** The units of `text`, read one by one. */
  protected readonly units: CodeUnits;
  /** How `text` is held: {@link XmlText.utf8Units}. */
  protected readonly utf8Units: boolean;

  constructor(text: string, units: CodeUnits, utf8Units: boolean) {
    this.text = text;
    this.units = units;
    this.utf8Units = utf8Units;
  }
}

/** The {@link CodeUnits} of a text, always a plain Uint8Array or Uint16Array so that reads of them stay monomorphic. */
export function codeUnits(xml: XmlText): CodeUnits {
  if (!xml.oneByte) return utf16Units(xml.text);
  const bytes = xml.bytes ?? Buffer.from(xml.text, 'latin1');
  // A Buffer has a map of its own; a view of its memory as a plain Uint8Array keeps the scan's reads of
  // one kind, whoever called parseErnMessage.
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * One-byte {@link CodeUnits} as a DataView, through which the scan compares and classifies them four at a
 * time (one 32-bit read); `undefined` for two-byte units, which are read one by one.
 */
export function unitWords(units: CodeUnits): DataView | undefined {
  return units.BYTES_PER_ELEMENT === 1 ? new DataView(units.buffer, units.byteOffset, units.byteLength) : undefined;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The UTF-16 code units of a string, copied natively where the platform is little-endian. */
export function utf16Units(text: string): Uint16Array {
  if (LITTLE_ENDIAN) {
    const encoded = Buffer.from(text, 'utf16le');
    if (encoded.byteOffset % 2 === 0) {
      return new Uint16Array(encoded.buffer, encoded.byteOffset, text.length);
    }
  }
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  return units;
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
