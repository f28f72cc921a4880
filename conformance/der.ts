/**
 * DER (ITU-T X.690), the few types a certificate needs, written and read with Buffers: enough for tls.ts to
 * build and sign X.509 certificates with node:crypto alone, which has no certificate builder.
 */

export function tagged(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const lengthBytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) lengthBytes.unshift(rest % 256);
  return Buffer.concat([Buffer.from([tag, 0x80 | lengthBytes.length, ...lengthBytes]), content]);
}

export function sequence(...items: Buffer[]): Buffer {
  return tagged(0x30, Buffer.concat(items));
}

export function set(...items: Buffer[]): Buffer {
  return tagged(0x31, Buffer.concat(items));
}

export function integer(bigEndian: Buffer): Buffer {
  return tagged(0x02, bigEndian);
}

export function utf8String(text: string): Buffer {
  return tagged(0x0c, Buffer.from(text, 'utf8'));
}

export function bitString(bytes: Buffer): Buffer {
  return tagged(0x03, Buffer.concat([Buffer.from([0]), bytes])); // 0 unused bits
}

/** RFC 5280 section 4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050. */
export function time(date: Date): Buffer {
  if (date.getUTCFullYear() < 2050) return utcTime(date);
  const iso = date.toISOString(); // 2051-01-02T03:04:05.678Z → 20510102030405Z
  return tagged(0x18, Buffer.from(`${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`, 'ascii'));
}

export function utcTime(date: Date): Buffer {
  const iso = date.toISOString(); // 2025-01-02T03:04:05.678Z → 250102030405Z
  const text = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return tagged(0x17, Buffer.from(text, 'ascii'));
}

export function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128 = [arc % 128];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) {
      base128.unshift(0x80 | (value % 128));
    }
    bytes.push(...base128);
  }
  return tagged(0x06, Buffer.from(bytes));
}

/** A DER named-bit BIT STRING of one byte (keyUsage): trailing zero bits are dropped and counted as unused. */
export function namedBits(byte: number): Buffer {
  let unused = 0;
  while (unused < 7 && (byte & (1 << unused)) === 0) unused++;
  return tagged(0x03, Buffer.from([unused, byte]));
}

export function boolean(value: boolean): Buffer {
  return tagged(0x01, Buffer.from([value ? 0xff : 0]));
}

/** The length of the element at `at` and the size of its tag and length bytes. */
function lengthAt(der: Buffer, at: number): { length: number; header: number } {
  const first = der[at + 1] ?? 0;
  if (first < 0x80) return { length: first, header: 2 };
  let length = 0;
  for (let i = 0; i < (first & 0x7f); i++) length = length * 256 + (der[at + 2 + i] ?? 0);
  return { length, header: 2 + (first & 0x7f) };
}

/** Where the content of the element at `at` starts, past its tag and length. */
export function contentStart(der: Buffer, at: number): number {
  return at + lengthAt(der, at).header;
}

/** Where the element at `at` ends: the start of the next one. */
export function elementEnd(der: Buffer, at: number): number {
  const { length, header } = lengthAt(der, at);
  return at + header + length;
}
