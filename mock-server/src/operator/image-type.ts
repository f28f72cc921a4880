/**
 * How a front-cover file the mock kept is served, from its bytes: the message's `ImageCodecType` may say otherwise,
 * the file server's Content-Type is not kept, and the bytes are the partner's (issue #29: a cover must not be a page
 * that runs in the operator's browser).
 */

/** Each format's magic number, whole: a prefix of it ("\x89PNG", "GIF8") is no image. */
const signatures: readonly { type: string; matches: (b: Uint8Array) => boolean }[] = [
  // PNG 5.2: the 8-byte signature.
  { type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  // SOI, then the first marker's FF.
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  // GIF87a or GIF89a.
  { type: 'image/gif', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  // RFC 9649: RIFF, a 4-byte size, WEBP.
  { type: 'image/webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b.subarray(8), ascii('WEBP')) },
];

function ascii(text: string): number[] {
  return [...Buffer.from(text, 'latin1')];
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, i) => bytes[i] === value);
}

/** `image/png`, `image/jpeg`, `image/gif` or `image/webp` when the bytes are one; undefined for anything else. */
function imageType(bytes: Uint8Array): string | undefined {
  return signatures.find((s) => s.matches(bytes))?.type;
}

/** MIME Sniffing Standard 5.2: a browser sniffs at most the first 1445 bytes of a resource (its resource header). */
const SNIFF_WINDOW = 1445;

/**
 * The tags by which the MIME Sniffing Standard (7.1, "identifying a resource with an unknown MIME type") takes bytes
 * for HTML, each followed by a space or `>` (a `/` too), with `<!--`, `<?xml` and `<svg`; anywhere in the window, as
 * older browsers sniffed. An image's own metadata (XMP's `<?xpacket`, `<x:xmpmeta`, `<rdf:RDF`) is none of them.
 */
const MARKUP = /<(?:!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg)[\s/>]|<!--|<\?xml/i;

/** Whether the bytes a browser sniffs hold markup it could render as a page (a GIF/HTML polyglot). */
function holdsMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, SNIFF_WINDOW)).toString('latin1'));
}

/**
 * The cover's Content-Type, and `Content-Disposition: attachment` for anything a browser should not show as a page:
 * bytes that are no PNG, JPEG, GIF or WebP (`application/octet-stream`: an SVG or an HTML cover), and an image whose
 * first bytes hold markup. Such a polyglot keeps its image type (the dashboard shows it in an `<img>`, which ignores
 * the disposition); opened directly it is a download, so a client that ignores nosniff never renders it as HTML.
 */
export function coverHeaders(bytes: Uint8Array): { 'content-type': string; 'content-disposition'?: 'attachment' } {
  const type = imageType(bytes);
  if (type === undefined) return { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment' };
  return holdsMarkup(bytes) ? { 'content-type': type, 'content-disposition': 'attachment' } : { 'content-type': type };
}
