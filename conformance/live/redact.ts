/**
 * Keys never leave the proxy (spec 5; COMMON rule: secrets never in logs, URLs or error bodies): the console
 * and reports show paths without their query, and the HAR file shows queries and headers with every key-like
 * value replaced. A key that a request carried is also scrubbed from any text written about that exchange.
 */
import { credentialName, credentialQueryNames } from '../../mock-server/src/auth/api-key.js';

export const redacted = '<redacted>';

/** Headers that carry a secret: the partner's key, the webhook signature, and the usual credentials. */
export const secretHeaders: ReadonlySet<string> = new Set(['x-api-key', 'x-service-signature', 'authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-operator-token']);

/** Query names that carry a credential: the mock's (credentialQueryNames), and a pre-signed URL's signature. */
function isSecretName(name: string): boolean {
  const plain = credentialName(name);
  return credentialQueryNames.includes(plain) || plain.endsWith('signature') || plain === 'sig';
}

/** The name of the first key-like query parameter of `query` (without `?`), or undefined. */
export function credentialInQueryName(query: string): string | undefined {
  if (query === '') return undefined;
  for (const [name] of new URLSearchParams(query)) if (credentialQueryNames.includes(credentialName(name))) return name;
  return undefined;
}

/** The values of key-like query parameters (to scrub them from any text). */
export function secretsInQuery(query: string): string[] {
  if (query === '') return [];
  return [...new URLSearchParams(query)].filter(([name, value]) => isSecretName(name) && value !== '').map(([, value]) => value);
}

/** `query` (without `?`) with each key-like parameter's value replaced. */
export function redactQuery(query: string): string {
  if (query === '') return '';
  return query.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const name = at === -1 ? pair : pair.slice(0, at);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A broken percent-encoding: judge the name as written.
    }
    return isSecretName(decoded) ? `${name}=${redacted}` : pair;
  }).join('&');
}

/** A header's value as it may be written out. */
export function redactHeader(name: string, value: string): string {
  return secretHeaders.has(name.toLowerCase()) ? redacted : value;
}

/** `text` with every occurrence of each secret replaced (secrets shorter than 4 characters are left: they would mangle text). */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(redacted);
  return out;
}
