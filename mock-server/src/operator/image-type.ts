/**
 * The media type of a front-cover file the mock kept, from its first bytes (its magic number): the message's
 * `ImageCodecType` may say otherwise, and the file server's Content-Type is not kept.
 */

const signatures: readonly { type: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', matches: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]) },
  // RIFF....WEBP
  { type: 'image/webp', matches: (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]) },
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, i) => bytes[i] === value);
}

/** `image/png`, `image/jpeg`, `image/gif`, `image/webp`, or `application/octet-stream` for anything else. */
export function imageType(bytes: Uint8Array): string {
  return signatures.find((s) => s.matches(bytes))?.type ?? 'application/octet-stream';
}
