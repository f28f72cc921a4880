/** Spec 6.3: `X-Service-Signature: t=<unix_seconds>,v1=<hex_digest>`; several v1 (a key rotation) are read too. */

export const signatureHeaderName = 'X-Service-Signature';

/** A request's headers: a Fetch `Headers`, or a plain object as node:http and most frameworks give them. */
export type HeadersLike =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface ParsedSignatureHeader {
  /** Unix seconds. */
  t: number;
  /** The hex digests, in header order. */
  v1: string[];
}

/** The header's value from the headers (names compared without case), or undefined. */
export function signatureFrom(headers: HeadersLike): string | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null }).get(signatureHeaderName) ?? undefined;
  }
  const wanted = signatureHeaderName.toLowerCase();
  for (const [name, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined>)) {
    if (name.toLowerCase() !== wanted || value === undefined) continue;
    return typeof value === 'string' ? value : value.join(',');
  }
  return undefined;
}

/** Parses the value; null when it is malformed (no numeric t, no v1 of 64 hex digits). */
export function parseSignatureHeader(value: string): ParsedSignatureHeader | null {
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of value.split(',')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    const key = part.slice(0, at).trim();
    const text = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,15}$/.test(text) && t === null) t = Number(text);
    else if (key === 'v1' && /^[0-9a-fA-F]{64}$/.test(text)) v1.push(text.toLowerCase());
  }
  return t === null || v1.length === 0 ? null : { t, v1 };
}
