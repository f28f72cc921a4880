/** XML 1.0 §4.3.3 and Appendix F: a message's bytes as text, or why they cannot be read as text. */
import { Buffer, isAscii, isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import type { XmlText } from './xml-text.js';

/** Why bytes could not be read as text: a sentence for whoever sent them. */
export interface Undecodable {
  ok: false;
  problem: string;
}

/** The message as text (see xml-text.ts for its two forms), or why its bytes could not be read as text. */
export type DecodeResult = ({ ok: true } & XmlText) | Undecodable;

function undecodable(problem: string): Undecodable {
  return { ok: false, problem };
}

type SniffedEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/**
 * Turns the message body into text (XML 1.0 §4.3.3 and Appendix F).
 *
 * Bytes are read as UTF-8 unless a byte order mark or the first bytes say UTF-16, or the XML declaration
 * names another encoding that `TextDecoder` knows. Invalid byte sequences are an error, never replaced,
 * so a file that is not what it claims to be is rejected rather than silently altered. A string is
 * taken as already decoded; only a leading byte order mark is dropped.
 *
 * UTF-8, by far the usual encoding, is validated but not decoded: the text is its bytes, one char each
 * (see xml-text.ts). That is one copy, where decoding a message with non-ASCII text to UTF-16 costs
 * about ten times as much (75 KB: some 15 µs against 170 µs).
 */
export function decodeXml(input: Uint8Array | string): DecodeResult {
  if (typeof input === 'string') {
    return { ok: true, text: input.charCodeAt(0) === 0xfeff ? input.slice(1) : input, utf8Units: false, oneByte: false };
  }
  const sniffed = sniffEncoding(input);
  if (sniffed !== undefined) {
    return decodeSniffed(input, sniffed);
  }
  const declared = declaredEncoding(asciiHead(input));
  const label = declared ?? 'utf-8';
  const decoder = decoderFor(label);
  if (decoder === undefined) {
    return undecodable(
      `the XML declaration names encoding "${label}", which is not supported; send the message as UTF-8`,
    );
  }
  if (decoder.encoding.startsWith('utf-16')) {
    // The declaration was readable as single bytes, so the document cannot be UTF-16 as it claims.
    return undecodable(
      `the XML declaration says "${label}" but the message has no UTF-16 byte order mark and is not UTF-16 encoded`,
    );
  }
  if (decoder.encoding === 'utf-8') {
    return utf8Units(input, label);
  }
  return decodeWith(decoder, input, label);
}

/** UTF-8 bytes as {@link XmlText} units, after checking that they are valid UTF-8 (as a fatal TextDecoder would). */
function utf8Units(bytes: Uint8Array, label: string): DecodeResult {
  if (!isUtf8(bytes)) {
    return notEncodedAs(label);
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  // Pure ASCII reads the same as units and as characters, so it is plain text.
  return { ok: true, text, utf8Units: !isAscii(bytes), oneByte: true, bytes };
}

function decodeSniffed(
  bytes: Uint8Array,
  sniffed: { encoding: SniffedEncoding; bom: boolean },
): DecodeResult {
  const decoded = sniffed.encoding === 'utf-8'
    ? utf8Units(bytes.subarray(3), sniffed.encoding)
    : decodeWith(decoderFor(sniffed.encoding)!, bytes, sniffed.encoding);
  if (!decoded.ok) {
    return decoded;
  }
  const declared = declaredEncoding(decoded.text);
  if (declared !== undefined && !sameEncodingFamily(sniffed.encoding, declared)) {
    const evidence = sniffed.bom ? 'the byte order mark says' : 'the first bytes say';
    return undecodable(
      `${evidence} the message is ${sniffed.encoding.toUpperCase()} but the XML declaration says "${declared}"; make them agree`,
    );
  }
  return decoded;
}

/** XML 1.0 Appendix F: a byte order mark, or `<?` in UTF-16 without one. */
function sniffEncoding(bytes: Uint8Array): { encoding: SniffedEncoding; bom: boolean } | undefined {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: 'utf-8', bom: true };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', bom: true };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', bom: true };
  if (b0 === 0x3c && b1 === 0x00 && b2 === 0x3f && b3 === 0x00) return { encoding: 'utf-16le', bom: false };
  if (b0 === 0x00 && b1 === 0x3c && b2 === 0x00 && b3 === 0x3f) return { encoding: 'utf-16be', bom: false };
  return undefined;
}

/** The first bytes as Latin-1: enough to read an XML declaration, which is ASCII by definition. */
function asciiHead(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 256)).toString('latin1');
}

/** The `encoding` of the XML declaration at the very start of `text`, if any. */
function declaredEncoding(text: string): string | undefined {
  const declaration = /^<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/.exec(text);
  return declaration?.[2];
}

function sameEncodingFamily(sniffed: SniffedEncoding, declared: string): boolean {
  const canonical = decoderFor(declared)?.encoding;
  return sniffed === 'utf-8' ? canonical === 'utf-8' : canonical?.startsWith('utf-16') === true;
}

function decodeWith(decoder: TextDecoder, bytes: Uint8Array, label: string): DecodeResult {
  try {
    return { ok: true, text: decoder.decode(bytes), utf8Units: false, oneByte: false };
  } catch {
    return notEncodedAs(label);
  }
}

function notEncodedAs(label: string): Undecodable {
  return undecodable(
    `the message is not valid ${label.toUpperCase()}: it contains byte sequences that are not characters in that encoding`,
  );
}

// Decoders keep no state between whole-buffer decode() calls, so one per encoding is reused. Only
// labels TextDecoder accepts are cached, which bounds the cache to the WHATWG label list.
const decoders = new Map<string, TextDecoder>();

function decoderFor(label: string): TextDecoder | undefined {
  const key = label.trim().toLowerCase();
  let decoder = decoders.get(key);
  if (decoder === undefined) {
    try {
      decoder = new TextDecoder(key, { fatal: true });
    } catch {
      return undefined;
    }
    decoders.set(key, decoder);
  }
  return decoder;
}
