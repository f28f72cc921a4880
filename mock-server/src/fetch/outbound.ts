/**
 * Resolve, check, connect to what was checked: the address half of the outbound policy (issue #13, SSRF).
 *
 * A host name is resolved once ({@link Resolve}, `dns.lookup` with every address); each address is judged by
 * address-policy.ts; the request then connects through {@link pinnedLookup}, which answers with the addresses
 * already checked instead of asking DNS again. A name that resolves to a public address for the check and to
 * 10.0.0.1 a moment later (DNS rebinding) is still connected to the public one. The Host header and the TLS
 * server name stay the URL's name, so certificates are verified as usual.
 */
import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { type AddressPolicy, addressVerdict, allowanceFor, hostAllowed } from './address-policy.js';

/** Every address of a host name (an IP literal resolves to itself). Injected in tests. */
export type Resolve = (hostname: string) => Promise<readonly LookupAddress[]>;

/** The system's resolver, as node:http would use it, every address in the order it gives them. */
export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, order: 'verbatim' });

/**
 * Thrown (as a rejection of an opener or a POST) when the policy refuses the host's addresses: no socket was
 * opened. `detail` is for the operator's log only; what the caller is told never says which range it was.
 */
export class OutboundAddressRefused extends Error {
  readonly code = 'OUTBOUND_ADDRESS_REFUSED';
  readonly detail: string;
  // no parameter property: this file runs on the parse threads as erasable TypeScript (parse-pool.ts)
  constructor(detail: string) {
    super(detail);
    this.name = 'OutboundAddressRefused';
    this.detail = detail;
  }
}

/** The addresses to connect to, all checked; or the refusal. A resolver failure rejects (a network error). */
export type CheckedAddresses = { ok: true; addresses: LookupAddress[] } | { ok: false; refusal: OutboundAddressRefused };

/**
 * Resolves `url`'s host and checks every address it has: one refused address refuses the host (a name that
 * mixes public and private addresses is not one to trust). `http:` URLs must reach loopback addresses only,
 * whatever else the policy allows: plain http is the local-development allowance (`allowHttpLoopback`).
 */
export async function checkedAddresses(url: URL, policy: AddressPolicy, resolve: Resolve = systemResolve): Promise<CheckedAddresses> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = [...await resolve(hostname)];
  if (addresses.length === 0) {
    throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
  }
  const byName = hostAllowed(hostname, policy);
  for (const { address } of addresses) {
    const verdict = addressVerdict(address, policy);
    if (url.protocol === 'http:' && verdict.range !== 'loopback') {
      return refused(`${hostname} resolves to ${address} (${verdict.range}): plain http reaches loopback addresses only`);
    }
    if (!verdict.ok && !byName) {
      return refused(`${hostname} resolves to ${address}, a ${verdict.range} address the outbound policy refuses `
        + `(allow it with ${allowanceFor(verdict.range)}, or the name with outbound.allowedHosts)`);
    }
  }
  return { ok: true, addresses };
}

function refused(detail: string): CheckedAddresses {
  return { ok: false, refusal: new OutboundAddressRefused(detail) };
}

/**
 * A `lookup` for node:net / node:http / node:https that answers with `addresses` (already checked) and never
 * asks DNS: the socket connects to an address the policy allowed.
 */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return ((_hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = family === undefined ? addresses : addresses.filter((a) => a.family === family);
    const first = usable[0];
    if (first === undefined) {
      callback(Object.assign(new Error(`no IPv${String(family)} address among those checked`), { code: 'ENOTFOUND' }));
    } else if (options.all === true) {
      callback(null, usable.map((a) => ({ address: a.address, family: a.family })));
    } else {
      callback(null, first.address, first.family);
    }
  }) as LookupFunction;
}
