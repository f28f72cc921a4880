/** HMAC-SHA256 over `{t}.{raw body}` with Web Crypto alone (Node, Deno, Bun, browsers, edge runtimes). */

const encoder = new TextEncoder();

export type RawBody = string | Uint8Array;

/** A Web Crypto HMAC key (named without the DOM or Node typings, which name it differently). */
export type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** The bytes that are signed: the decimal t, a dot, then the exact raw body bytes (spec 6.3). */
export function signedPayload(t: number, body: RawBody): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${t}.`);
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const payload = new Uint8Array(prefix.length + bytes.length);
  payload.set(prefix, 0);
  payload.set(bytes, prefix.length);
  return payload;
}

export function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<HmacKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

export function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/**
 * Whether `digestHex` is the HMAC of `payload` under `key`. Web Crypto's verify compares in constant time
 * (spec 6.3, rule 3): how long it takes says nothing about how close a forged digest is.
 */
export function hmacMatches(key: HmacKey, digestHex: string, payload: Uint8Array<ArrayBuffer>): Promise<boolean> {
  return crypto.subtle.verify('HMAC', key, fromHex(digestHex), payload);
}

/**
 * The partner's API keys a webhook verifies against, from `secret` as a caller gives it: one key, or several during a
 * rotation. Anything else (an unset environment variable is `undefined` to JavaScript and loose TypeScript) is a
 * TypeError that says so, named for `who` (the verifier, the handler).
 */
export function secretsOf(secret: unknown, who: string): string[] {
  const secrets: unknown[] = typeof secret === 'string' ? [secret] : Array.isArray(secret) ? secret : [];
  if (secrets.length === 0 || secrets.some((s) => typeof s !== 'string' || s === '')) {
    const given = secret === undefined ? 'undefined' : secret === null ? 'null' : Array.isArray(secret) ? 'an array with a key missing or empty' : typeof secret === 'string' ? 'an empty string' : `a ${typeof secret}`;
    throw new TypeError(`${who}: secret must be the partner's API key (a non-empty string) or an array of them (during a key `
      + `rotation), not ${given}. Is the environment variable holding it set?`);
  }
  return secrets as string[];
}
