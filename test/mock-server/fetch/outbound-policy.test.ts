/**
 * The outbound address policy on fetchLimited and the parse threads (issue #13, SSRF): a host is resolved once,
 * every address checked, and the connection made to the address checked. Refused addresses are refused before
 * any socket is opened: no test here sends a packet anywhere but loopback.
 */
import type { LookupAddress } from 'node:dns';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCertificateAuthority, issueServerCertificate } from '../../../conformance/tls.js';
import { createErnParsePool } from '../../../mock-server/src/ingest/parse-pool.js';
import { type AddressPolicy, defaultAddressPolicy } from '../../../mock-server/src/fetch/address-policy.js';
import { fetchLimited, type FetchLimitedOptions } from '../../../mock-server/src/fetch/index.js';
import type { Resolve } from '../../../mock-server/src/fetch/outbound.js';
import { ern43 } from '../server/harness.js';
import { closedPort, failed, startServer, succeeded, type TestServer } from './support.js';

const limits = { timeoutMs: 5_000, maxBytes: 1_000_000, maxRedirects: 5 };
const GENERIC = 'could not be fetched: the address is not allowed, or it did not answer with the file (the service\'s log says which)';

/** Every socket connect, by the host it was asked for; a non-loopback IP literal throws instead of connecting. */
let connects: string[] = [];
beforeEach(() => {
  connects = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the socket as `this`
  const original = net.Socket.prototype.connect;
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (this: net.Socket, ...args: unknown[]) {
    const first = args[0];
    const options = (Array.isArray(first) ? first[0] : first) as { host?: string } | number;
    const host = typeof options === 'object' ? (options.host ?? 'localhost') : String(args[1] ?? 'localhost');
    connects.push(host);
    if (net.isIP(host) !== 0 && !/^(127\.|::1$|::ffff:127\.)/.test(host)) throw new Error(`test tried to connect to ${host}`);
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A resolver for test names: each name answers its list of addresses in turn (the last one thereafter). */
function resolver(answers: Record<string, (string | string[])[]>): Resolve & { calls: string[] } {
  const calls: string[] = [];
  const resolve = (hostname: string): Promise<LookupAddress[]> => {
    const n = calls.filter((c) => c === hostname).length;
    calls.push(hostname);
    const list = answers[hostname];
    if (list === undefined) return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    const answer = list[Math.min(n, list.length - 1)]!;
    return Promise.resolve((Array.isArray(answer) ? answer : [answer]).map((address) => ({ address, family: net.isIP(address) })));
  };
  return Object.assign(resolve, { calls });
}

const options = (over: Partial<FetchLimitedOptions> & { addresses?: Partial<AddressPolicy> } = {}): FetchLimitedOptions => {
  const { addresses, ...rest } = over;
  return {
    limits,
    label: 'xmlUrl',
    consume: 'buffer',
    policy: { allowHttpLoopback: true, addresses: { ...defaultAddressPolicy, ...addresses } },
    ...rest,
  };
};

describe('the address policy refuses before any connection', () => {
  const refused: { name: string; address: string; addresses?: Partial<AddressPolicy>; range: string }[] = [
    { name: 'the metadata service', address: '169.254.169.254', range: 'link-local' },
    { name: 'a private address', address: '10.0.0.1', range: 'private' },
    { name: 'a unique-local IPv6 address', address: 'fd00::1', range: 'unique-local' },
    { name: 'an IPv4-mapped loopback address, loopback not allowed', address: '::ffff:127.0.0.1', addresses: { allowLoopback: false }, range: 'loopback' },
    { name: 'loopback, not allowed', address: '127.0.0.1', addresses: { allowLoopback: false }, range: 'loopback' },
    { name: 'the unspecified address', address: '0.0.0.0', range: 'unspecified' },
    { name: 'the NAT64 form of the metadata service', address: '64:ff9b::a9fe:a9fe', range: 'link-local' },
    { name: 'a carrier-grade NAT address', address: '100.64.0.1', range: 'shared' },
    { name: 'multicast', address: '224.0.0.1', range: 'multicast' },
  ];
  it.each(refused)('a public name resolving to $name ($address)', async ({ address, addresses, range }) => {
    const resolve = resolver({ 'files.partner.example': [address] });
    const failure = failed(await fetchLimited('https://files.partner.example/ern.xml?X-Amz-Signature=secret', options({ resolve, ...(addresses ? { addresses } : {}) })));
    expect(failure.kind).toBe('policy');
    expect(failure.message).toBe(`xmlUrl https://files.partner.example/ern.xml ${GENERIC}`);
    expect(failure.detail).toContain(`resolves to ${address}, a ${range} address`);
    expect(failure.detail).not.toContain('secret');
    expect(resolve.calls).toEqual(['files.partner.example']);
    expect(connects).toEqual([]);
  });

  it.each([
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00::1]/ern.xml',
    'https://0.0.0.0:8443/ern.xml',
    'https://[::ffff:a9fe:a9fe]/latest/meta-data/',
    'https://10.1.2.3/ern.xml',
  ])('an address literal, with the system resolver: %s', async (url) => {
    const failure = failed(await fetchLimited(url, options()));
    expect(failure.kind).toBe('policy');
    expect(failure.message).toContain(GENERIC);
    expect(connects).toEqual([]);
  });

  it('refuses a name with one refused address among allowed ones', async () => {
    const resolve = resolver({ 'files.localhost': [['127.0.0.1', '10.0.0.1']] });
    const failure = failed(await fetchLimited('http://files.localhost:1/ern.xml', options({ resolve })));
    expect(failure.kind).toBe('policy');
    expect(connects).toEqual([]);
  });

  it('refuses plain http to a loopback name that resolves elsewhere, even with the address allowed', async () => {
    const resolve = resolver({ 'files.localhost': ['10.0.0.1'] });
    const failure = failed(await fetchLimited('http://files.localhost:1/ern.xml', options({ resolve, addresses: { allowPrivate: true } })));
    expect(failure.detail).toContain('plain http reaches loopback addresses only');
    expect(connects).toEqual([]);
  });
});

describe('connecting to the address checked', () => {
  let server: TestServer;
  let tlsServer: TestServer;
  const ca = createCertificateAuthority();
  beforeAll(async () => {
    server = await startServer({
      '/ern.xml': (_req, res) => res.end(ern43(['a.flac'])),
      '/to-metadata': (_req, res) => res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/' }).end(),
      '/to-plain-metadata': (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/to-internal': (_req, res) => res.writeHead(302, { location: 'https://internal.partner.example/secret' }).end(),
    });
    tlsServer = await startServer({ '/ern.xml': (_req, res) => res.end(ern43(['a.flac'])) }, issueServerCertificate(ca, ['files.partner.example']));
  });
  afterAll(async () => {
    await Promise.all([server.close(), tlsServer.close()]);
  });

  it('connects a name to the address its resolver gave, keeping the name in Host', async () => {
    const resolve = resolver({ 'files.localhost': ['127.0.0.1'] });
    succeeded(await fetchLimited(`http://files.localhost:${server.port}/ern.xml`, options({ resolve })));
    expect(server.requests.at(-1)?.headers.host).toBe(`files.localhost:${server.port}`);
  });

  it('is DNS-rebinding safe: the second answer (a private address) is never asked for nor used', async () => {
    const resolve = resolver({ 'rebind.localhost': ['127.0.0.1', '10.0.0.1'] });
    const before = server.requests.length;
    succeeded(await fetchLimited(`http://rebind.localhost:${server.port}/ern.xml`, options({ resolve })));
    expect(resolve.calls).toEqual(['rebind.localhost']);
    expect(server.requests.length).toBe(before + 1);
    // a later fetch resolves again and is refused: its answer is now private
    const failure = failed(await fetchLimited(`http://rebind.localhost:${server.port}/ern.xml`, options({ resolve })));
    expect(failure.kind).toBe('policy');
    expect(server.requests.length).toBe(before + 1);
  });

  it('verifies the certificate against the name (SNI) while connecting to the address checked', async () => {
    // the system resolver does not know files.partner.example: only the pinned lookup can reach the server
    const resolve = resolver({ 'files.partner.example': ['127.0.0.1'] });
    const url = `https://files.partner.example:${tlsServer.port}/ern.xml`;
    const outcome = succeeded(await fetchLimited(url, options({ resolve, ca: ca.cert })));
    expect(Buffer.from(outcome.body!).toString()).toContain('NewReleaseMessage');
    const other = resolver({ 'other.partner.example': ['127.0.0.1'] });
    const mismatch = failed(await fetchLimited(`https://other.partner.example:${tlsServer.port}/ern.xml`, options({ resolve: other, ca: ca.cert })));
    expect(mismatch.detail).toMatch(/ERR_TLS_CERT_ALTNAME_INVALID|altnames/i);
  });

  it('refuses a redirect to the metadata service before connecting to it', async () => {
    const failure = failed(await fetchLimited(server.url('/to-metadata?sig=1'), options()));
    expect(failure.kind).toBe('policy');
    expect(failure.message).toBe(`xmlUrl ${server.url('/to-metadata')} ${GENERIC}`);
    expect(failure.detail).toContain('resolves to 169.254.169.254, a link-local address');
    expect(connects.every((host) => host === '127.0.0.1')).toBe(true);
    const plain = failed(await fetchLimited(server.url('/to-plain-metadata'), options()));
    expect(plain.message).toBe(`xmlUrl ${server.url('/to-plain-metadata')} ${GENERIC}`);
    expect(plain.detail).toContain('169.254.169.254 is not a loopback host');
    expect(connects.every((host) => host === '127.0.0.1')).toBe(true);
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    const resolve = resolver({ '127.0.0.1': ['127.0.0.1'], 'internal.partner.example': ['192.168.1.10'] });
    const failure = failed(await fetchLimited(server.url('/to-internal'), options({ resolve })));
    expect(failure.kind).toBe('policy');
    expect(failure.message).toBe(`xmlUrl ${server.url('/to-internal')} ${GENERIC}`);
    expect(failure.detail).toContain('https://internal.partner.example/secret: internal.partner.example resolves to 192.168.1.10, a private address');
    expect(resolve.calls).toEqual(['127.0.0.1', 'internal.partner.example']);
  });

  it('allows what the config allows: allowPrivate, allowedCidrs, allowedHosts', async () => {
    const resolve = resolver({ '127.0.0.1': ['127.0.0.1'], 'internal.partner.example': ['192.168.1.10'] });
    // allowed, so the policy lets the hop through; the test never connects there (maxRedirects stops first)
    const stop = { ...limits, maxRedirects: 0 };
    for (const addresses of [{ allowPrivate: true }, { allowedCidrs: ['192.168.0.0/16'] }, { allowedHosts: ['*.partner.example'] }]) {
      const failure = failed(await fetchLimited(server.url('/to-internal'), options({ resolve, addresses, limits: stop })));
      expect(failure.kind).toBe('too-many-redirects');
    }
    const refusedLoopback = failed(await fetchLimited(server.url('/ern.xml'), options({ addresses: { allowLoopback: false } })));
    expect(refusedLoopback.kind).toBe('policy');
    expect(refusedLoopback.detail).toContain('outbound.allowLoopback');
  });

  it('tells a refused port, a server that does not speak TLS and a refused address in the same words', async () => {
    const port = await closedPort();
    const texts: string[] = [];
    const details: string[] = [];
    for (const url of [`https://127.0.0.1:${port}/ern.xml`, `https://127.0.0.1:${server.port}/ern.xml`, 'https://169.254.169.254/ern.xml']) {
      const failure = failed(await fetchLimited(url, options()));
      texts.push(failure.message.replace(url, '<url>'));
      details.push(failure.detail ?? '');
    }
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toBe(`xmlUrl <url> ${GENERIC}`);
    expect(details[0]).toContain('ECONNREFUSED');
    expect(details[1]).toMatch(/wrong version number/);
    expect(details[2]).toContain('link-local');
  });

  it('keeps the status of a server the policy allowed', async () => {
    const failure = failed(await fetchLimited(server.url('/missing.xml'), options()));
    expect(failure).toMatchObject({ kind: 'http-status', status: 404 });
    expect(failure.message).toContain('answered HTTP 404');
  });
});

describe('the parse threads get the address policy', () => {
  it('refuses on a thread what the settings refuse, before connecting', async () => {
    const server = await startServer({ '/ern.xml': (_req, res) => res.end(ern43(['a.flac'])) });
    const parser = createErnParsePool({ threads: 1 });
    try {
      const url = server.url('/ern.xml');
      const allowed = await parser.load(url, { limits, policy: { allowHttpLoopback: true, addresses: defaultAddressPolicy } });
      expect(allowed.ok).toBe(true);
      const noLoopback = { ...defaultAddressPolicy, allowLoopback: false };
      const refused = await parser.load(url, { limits, policy: { allowHttpLoopback: true, addresses: noLoopback } });
      expect(refused).toMatchObject({ ok: false, failure: { kind: 'policy', message: `xmlUrl ${url} ${GENERIC}` } });
      expect(!refused.ok && refused.failure.detail).toContain('127.0.0.1, a loopback address');
      expect(server.requests).toHaveLength(1);
    } finally {
      await parser.close();
      await server.close();
    }
  });
});
