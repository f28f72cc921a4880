/**
 * Which addresses the mock may connect to for its outbound requests (xmlUrl and each redirect hop, resource
 * files, webhooks): issue #13, SSRF. A URL the caller controls must not make the mock reach the cloud
 * metadata service (169.254.169.254), the private network it runs in, or a port of its own host.
 *
 * Pure: an address is classified by a table of ranges ({@link classifyAddress}), then judged against the
 * config's allowances ({@link addressVerdict}). Resolving the name and connecting to the address checked is
 * outbound.ts's job. Every value here is plain data, so the policy reaches the parse threads as it is.
 */
import { isIP } from 'node:net';

/**
 * The range an address falls in. `public` is everything not listed in {@link IPV4_RANGES} / {@link IPV6_RANGES}.
 * IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible (`::a.b.c.d`), NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`)
 * addresses are classified as the IPv4 address they carry: each is a way to reach it.
 */
export type AddressRange =
  | 'public'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'unique-local'
  | 'link-local'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'reserved';

/** The config's address allowances (`outbound.*`); plain data. */
export interface AddressPolicy {
  /** 127.0.0.0/8 and ::1 (default true: the mock's local-development allowance). */
  allowLoopback: boolean;
  /** 10/8, 172.16/12, 192.168/16, 100.64/10 (shared, CGNAT) and fc00::/7 (unique-local) (default false). */
  allowPrivate: boolean;
  /** Host names connected to whatever they resolve to: `files.internal.example`, or `*.internal.example`. */
  allowedHosts: readonly string[];
  /** Addresses allowed whatever their range: `10.20.0.0/16`, `fd00::/8`, `192.0.2.7` (a single address). */
  allowedCidrs: readonly string[];
}

/** The defaults, stated once: config/settings.ts and every caller without a config take these. */
export const defaultAddressPolicy: AddressPolicy = Object.freeze({
  allowLoopback: true,
  allowPrivate: false,
  allowedHosts: Object.freeze([]),
  allowedCidrs: Object.freeze([]),
});

/** Ranges that `allowPrivate` opens. */
const PRIVATE_RANGES: ReadonlySet<AddressRange> = new Set(['private', 'shared', 'unique-local']);

/** IPv4 ranges, most specific first (the first match wins). RFC 6890 and the IANA special-purpose registry. */
const IPV4_RANGES: readonly (readonly [string, AddressRange])[] = [
  ['255.255.255.255/32', 'broadcast'],
  ['0.0.0.0/8', 'unspecified'], // "this network": 0.0.0.0 connects to the local host on Linux
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared'], // RFC 6598, carrier-grade NAT
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'], // cloud metadata services live here
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'], // IETF protocol assignments
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'], // benchmarking, often used inside networks
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
];

/** IPv6 ranges, most specific first; the embedded-IPv4 forms are handled before this table. */
const IPV6_RANGES: readonly (readonly [string, AddressRange])[] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['64:ff9b:1::/48', 'private'], // RFC 8215, local-use NAT64
  ['100::/64', 'reserved'], // discard-only
  ['2001::/32', 'reserved'], // Teredo: carries an obfuscated IPv4 address
  ['2001:db8::/32', 'reserved'], // documentation
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'reserved'], // deprecated site-local
  ['ff00::/8', 'multicast'],
  ['2000::/3', 'public'], // global unicast: what is not listed above
  ['::/0', 'reserved'], // anything outside 2000::/3 is not routed on the internet
];

interface Cidr {
  bytes: Uint8Array;
  prefix: number;
}

/** The bytes of an IPv4 or IPv6 address (a zone `%eth0` is ignored), or null when it is not one. */
export function addressBytes(address: string): Uint8Array | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return Uint8Array.from(bare.split('.').map(Number));
  if (version !== 6) return null;
  let text = bare;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail !== null) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.includes('::') ? text.split('::') as [string, string] : [text, undefined];
  const words = (part: string | undefined): number[] => (part === undefined || part === '' ? [] : part.split(':').map((w) => parseInt(w, 16)));
  const front = words(head);
  const back = words(rest);
  const all = rest === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  const bytes = new Uint8Array(16);
  all.forEach((word, i) => {
    bytes[2 * i] = word >> 8;
    bytes[2 * i + 1] = word & 0xff;
  });
  return bytes;
}

/** `10.0.0.0/8`, `fd00::/8`, or a single address; null when it is not one. */
export function parseCidr(text: string): Cidr | null {
  const [address, prefixText, extra] = text.trim().split('/');
  if (address === undefined || extra !== undefined) return null;
  const bytes = addressBytes(address);
  if (bytes === null) return null;
  const bits = bytes.length * 8;
  if (prefixText === undefined) return { bytes, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { bytes, prefix: Number(prefixText) };
}

function inCidr(bytes: Uint8Array, cidr: Cidr): boolean {
  if (bytes.length !== cidr.bytes.length) return false;
  for (let bit = 0; bit < cidr.prefix; bit += 8) {
    const take = Math.min(8, cidr.prefix - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (cidr.bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

const compile = (table: readonly (readonly [string, AddressRange])[]): [Cidr, AddressRange][] =>
  table.map(([cidr, range]) => [parseCidr(cidr)!, range]);
const IPV4 = compile(IPV4_RANGES);
const IPV6 = compile(IPV6_RANGES);
const EMBEDDED_IPV4: readonly { cidr: Cidr; at: number }[] = [
  { cidr: parseCidr('::ffff:0:0/96')!, at: 12 }, // IPv4-mapped
  { cidr: parseCidr('64:ff9b::/96')!, at: 12 }, // NAT64, RFC 6052
  { cidr: parseCidr('2002::/16')!, at: 2 }, // 6to4
];
const IPV4_COMPATIBLE = parseCidr('::/96')!;

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), or null. */
function embeddedIpv4(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length !== 16) return null;
  for (const { cidr, at } of EMBEDDED_IPV4) if (inCidr(bytes, cidr)) return bytes.slice(at, at + 4);
  // ::a.b.c.d (deprecated); :: and ::1 are themselves, not 0.0.0.0 and 0.0.0.1
  if (inCidr(bytes, IPV4_COMPATIBLE) && bytes.slice(12).some((b, i) => (i < 3 ? b !== 0 : b > 1))) return bytes.slice(12);
  return null;
}

/**
 * The range of an IP address (IPv4 or IPv6, bracketed or not). Something that is not an IP address is
 * `reserved`: it is never connected to by accident.
 */
export function classifyAddress(address: string): AddressRange {
  const bytes = addressBytes(address);
  if (bytes === null) return 'reserved';
  const v4 = bytes.length === 4 ? bytes : embeddedIpv4(bytes);
  const table = v4 === null ? IPV6 : IPV4;
  const subject = v4 ?? bytes;
  return table.find(([cidr]) => inCidr(subject, cidr))?.[1] ?? 'public';
}

/** Whether `hostname` (no brackets, lower case) matches an `allowedHosts` entry: exact, or `*.suffix`. */
export function hostAllowed(hostname: string, policy: AddressPolicy): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return policy.allowedHosts.some((entry) => {
    const pattern = entry.toLowerCase().replace(/\.$/, '');
    return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
  });
}

/** The verdict on one address: allowed, or refused with its range (for the operator's log only). */
export type AddressVerdict = { ok: true; range: AddressRange } | { ok: false; range: AddressRange };

/**
 * Whether the policy allows connecting to `address`: a public address always; loopback while `allowLoopback`;
 * private, shared and unique-local while `allowPrivate`; anything inside an `allowedCidrs` entry (an IPv4 entry
 * also covers the IPv6 forms carrying that address). Link-local, multicast, unspecified, broadcast and reserved
 * addresses only through `allowedCidrs`.
 */
export function addressVerdict(address: string, policy: AddressPolicy): AddressVerdict {
  const range = classifyAddress(address);
  if (range === 'public') return { ok: true, range };
  if (range === 'loopback' && policy.allowLoopback) return { ok: true, range };
  if (PRIVATE_RANGES.has(range) && policy.allowPrivate) return { ok: true, range };
  const bytes = addressBytes(address);
  if (bytes !== null) {
    const forms = [bytes, embeddedIpv4(bytes)].filter((b) => b !== null);
    for (const entry of policy.allowedCidrs) {
      const cidr = parseCidr(entry);
      if (cidr !== null && forms.some((form) => inCidr(form, cidr))) return { ok: true, range };
    }
  }
  return { ok: false, range };
}

/** Which setting would allow an address of `range`, for the operator's log. */
export function allowanceFor(range: AddressRange): string {
  if (range === 'loopback') return 'outbound.allowLoopback';
  if (PRIVATE_RANGES.has(range)) return 'outbound.allowPrivate or outbound.allowedCidrs';
  return 'outbound.allowedCidrs';
}
