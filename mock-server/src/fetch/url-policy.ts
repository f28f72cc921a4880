import type { AddressPolicy } from './address-policy.js';
import { redactUrl } from '../redact.js';

/**
 * Which URLs the mock may fetch from (or deliver to).
 *
 * spec 4.1: `xmlUrl` is a pre-signed HTTPS URL; spec 4.3 and 8: webhook URLs are HTTPS only. The spec says
 * nothing about resource file URLs; the mock holds them to the same rule. Plain http is a local-development
 * convenience, accepted only for loopback hosts and only while `allowHttpLoopback` is on.
 *
 * `checkUrlPolicy` judges the URL's text (scheme, credentials); the addresses its host resolves to are judged
 * when the mock connects (outbound.ts, address-policy.ts), on every hop and every attempt.
 */
export interface UrlPolicy {
  /** Accept `http:` URLs whose host is loopback (`localhost`, 127.0.0.0/8, `[::1]`). */
  allowHttpLoopback: boolean;
  /** Which addresses may be connected to, whatever the scheme (config `outbound.*`); the defaults when absent. */
  addresses?: AddressPolicy;
}

/** The outcome of {@link checkUrlPolicy}: the parsed URL, or a sentence telling the user what to do. */
export type UrlPolicyResult = { ok: true; url: URL } | { ok: false; reason: string };

/** Spec sections that state the https rule for a URL, by the label callers use. */
const SPEC_SECTIONS: ReadonlyMap<string, string> = new Map([
  ['xmlUrl', 'spec 4.1'],
  ['webhook URL', 'spec 4.3 and 8'],
]);

/**
 * Checks a URL against the {@link UrlPolicy} before anything connects to it.
 *
 * https is always accepted; http only for a loopback host while `allowHttpLoopback` is on. Credentials in
 * the URL (`user:pass@`) and every other scheme (ftp:, file:, data:, javascript:, …) are refused. Bad input
 * is a value, never an exception.
 *
 * @param label what the URL is, for the message: 'xmlUrl', 'resource file', 'webhook URL'.
 */
export function checkUrlPolicy(url: string, policy: UrlPolicy, label = 'URL'): UrlPolicyResult {
  const parsed = URL.parse(url);
  if (parsed === null) {
    return refuse(`${label} ${redactUrl(url)} is not a valid absolute URL; send a full https:// URL`);
  }
  const shown = redactUrl(parsed);
  if (parsed.username !== '' || parsed.password !== '') {
    return refuse(
      `${label} ${shown} must not carry credentials (user:pass@); use a pre-signed URL, whose query string authorises the request`,
    );
  }
  if (parsed.protocol === 'https:') return { ok: true, url: parsed };
  if (parsed.protocol === 'http:' && policy.allowHttpLoopback && isLoopbackHost(parsed.hostname)) {
    return { ok: true, url: parsed };
  }
  const section = SPEC_SECTIONS.get(label);
  const rule = `${label} must be https${section === undefined ? '' : ` (${section})`}`;
  const loopback = 'plain http is accepted only for loopback hosts while allowHttpLoopback is on';
  if (parsed.protocol === 'http:') {
    const why = policy.allowHttpLoopback
      ? `${parsed.hostname} is not a loopback host`
      : 'allowHttpLoopback is off';
    return refuse(`${rule}; ${loopback} (${label} ${shown}: ${why})`);
  }
  return refuse(`${rule}; ${loopback} (${label} ${shown} uses ${parsed.protocol})`);
}

/**
 * Whether a host name is a loopback host: `localhost` and `*.localhost` (RFC 6761), any 127.0.0.0/8 address,
 * `::1` and IPv4-mapped `::ffff:127.x.y.z`, bracketed or not.
 *
 * The name goes through the WHATWG host parser first, so every spelling it normalises counts:
 * `LOCALHOST`, `127.1`, `0x7f.0.0.1`, `2130706433`, `[0:0:0:0:0:0:0:1]`. `0.0.0.0` and `::` are not loopback.
 */
export function isLoopbackHost(hostname: string): boolean {
  // Only characters a host can have; anything else ('@', '/', '%' …) would let the parser see another host.
  if (!/^[A-Za-z0-9._~:[\]-]+$/.test(hostname)) return false;
  const ipv6 = hostname.includes(':');
  if (ipv6 && !hostname.startsWith('[')) hostname = `[${hostname}]`;
  const host = URL.parse(`http://${hostname}/`)?.hostname;
  if (host === undefined) return false;
  if (ipv6) return host === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return true;
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  return name === 'localhost' || name.endsWith('.localhost');
}

function refuse(reason: string): UrlPolicyResult {
  return { ok: false, reason };
}
