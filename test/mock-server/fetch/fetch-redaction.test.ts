import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchLimited, type FetchLimitedOptions } from '../../../mock-server/src/fetch/index.js';
import { describeEachTransport, closedPort, failed, fetchOptions, patternBytes, startServer, type TestServer } from './support.js';

const SECRET = 'secretsig';
const QUERY = `?X-Amz-Credential=AKIA&X-Amz-Signature=${SECRET}`;

describeEachTransport('fetchLimited never shows a pre-signed query string in a failure message', () => {
  let server: TestServer;
  let refusedPort: number;

  beforeAll(async () => {
    server = await startServer({
      '/403': (_req, res) => res.writeHead(403).end(`signature ${SECRET} expired`),
      '/404': (_req, res) => res.writeHead(404).end(),
      '/hang': () => undefined,
      '/stall': (_req, res) => {
        res.writeHead(200, { 'content-length': '1000' });
        res.write('x');
      },
      '/huge': (_req, res) => res.writeHead(200, { 'content-length': '999999999' }).end(),
      '/endless': (_req, res) => {
        res.writeHead(200);
        res.write(patternBytes(50_000));
      },
      '/reset': (req, res) => {
        res.writeHead(200, { 'content-length': '1000' });
        res.write('x', () => req.socket.destroy());
      },
      '/loop': (_req, res) => res.writeHead(302, { location: `/loop${QUERY}` }).end(),
      '/to-remote': (_req, res) => res.writeHead(302, { location: `http://files.partner.example/a${QUERY}#${SECRET}` }).end(),
      '/to-bad-location': (_req, res) => res.writeHead(302, { location: `http://[bad${QUERY}` }).end(),
      '/abc': (_req, res) => res.end('abc'),
    });
    refusedPort = await closedPort();
  });

  afterAll(async () => {
    await server.close();
  });

  const small = { timeoutMs: 300, maxBytes: 10_000, maxRedirects: 2 };
  const cases: { name: string; url: () => string; options?: Partial<FetchLimitedOptions>; kind: string }[] = [
    { name: 'HTTP 403', url: () => server.url(`/403${QUERY}`), kind: 'http-status' },
    { name: 'HTTP 404', url: () => server.url(`/404${QUERY}`), kind: 'http-status' },
    { name: 'no answer', url: () => server.url(`/hang${QUERY}`), kind: 'timeout' },
    { name: 'stalled body', url: () => server.url(`/stall${QUERY}`), kind: 'timeout' },
    { name: 'Content-Length over the cap', url: () => server.url(`/huge${QUERY}`), kind: 'too-large' },
    { name: 'streamed body over the cap', url: () => server.url(`/endless${QUERY}`), kind: 'too-large' },
    { name: 'reset mid-body', url: () => server.url(`/reset${QUERY}`), kind: 'network' },
    { name: 'connection refused', url: () => `http://127.0.0.1:${refusedPort}/a${QUERY}`, kind: 'network' },
    { name: 'redirect loop', url: () => server.url(`/loop${QUERY}`), kind: 'too-many-redirects' },
    { name: 'redirect to a refused host', url: () => server.url(`/to-remote${QUERY}`), kind: 'policy' },
    { name: 'redirect to an invalid Location', url: () => server.url(`/to-bad-location${QUERY}`), kind: 'http-status' },
    { name: 'refused scheme', url: () => `ftp://files.partner.example/a${QUERY}`, kind: 'policy' },
    { name: 'refused http host', url: () => `http://files.partner.example/a${QUERY}`, kind: 'policy' },
    { name: 'credentials in the URL', url: () => `https://AKIA:${SECRET}@files.partner.example/a`, kind: 'policy' },
    {
      name: 'hash mismatch',
      url: () => server.url(`/abc${QUERY}`),
      options: { hash: { algorithm: 'MD5', expected: '00000000000000000000000000000000' } },
      kind: 'hash-mismatch',
    },
    {
      name: 'unsupported hash algorithm',
      url: () => server.url(`/abc${QUERY}`),
      options: { hash: { algorithm: 'MD4' } },
      kind: 'hash-mismatch',
    },
    {
      name: 'caller abort',
      url: () => server.url(`/hang${QUERY}`),
      options: { signal: AbortSignal.timeout(50), limits: { ...small, timeoutMs: 5_000 } },
      kind: 'aborted',
    },
  ];

  it.each(cases)('$name', async ({ url, options, kind }) => {
    const failure = failed(await fetchLimited(url(), fetchOptions({ limits: small, ...options })));
    expect(failure.kind).toBe(kind);
    // the partner's message and the operator's detail alike
    for (const text of [failure.message, failure.detail ?? '']) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('X-Amz');
      expect(text).not.toContain('AKIA');
    }
  });
});
