import { afterEach, expect, it, vi } from 'vitest';
import { fetchLimited } from '../../../mock-server/src/fetch/index.js';
import { describeEachTransport, closedPort, failed, fetchOptions, patternBytes, startServer, type TestServer } from './support.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const limits = (timeoutMs: number) => ({ timeoutMs, maxBytes: 1_000_000, maxRedirects: 0 });

describeEachTransport('fetchLimited: HTTP status', () => {
  it('fails with http-status 404 and says to check the URL', async () => {
    server = await startServer({});
    const failure = failed(await fetchLimited(server.url('/missing.flac'), fetchOptions()));
    expect(failure).toMatchObject({ kind: 'http-status', status: 404 });
    expect(failure.message).toMatch(/answered HTTP 404; check that the file exists/);
  });

  it.each([403, 410])('fails with http-status %i and hints that a pre-signed URL may have expired', async (status) => {
    server = await startServer({ '/ern.xml': (_req, res) => res.writeHead(status).end('<Error><Code>AccessDenied</Code></Error>') });
    const failure = failed(await fetchLimited(server.url('/ern.xml?X-Amz-Expires=60'), fetchOptions({ label: 'xmlUrl' })));
    expect(failure).toMatchObject({ kind: 'http-status', status });
    expect(failure.message).toContain(`xmlUrl ${server.url('/ern.xml')} answered HTTP ${status}; a pre-signed URL may have expired`);
  });

  it.each([
    ['FILE_URL_INVALID', 403],
    ['FILE_URL_EXPIRED', 403],
    ['FILE_NOT_FOUND', 404],
  ])('carries the code %s of a problem+json answer into the failure and its message', async (code, status) => {
    const problem = { type: `urn:x:${code}`, title: 't', status, code, detail: 'See http://files.example/a.wav?signature=SECRET now.' };
    server = await startServer({
      '/a.wav': (_req, res) => res.writeHead(status, { 'content-type': 'application/problem+json' }).end(JSON.stringify(problem)),
    });
    const failure = failed(await fetchLimited(server.url('/a.wav?signature=SECRET'), fetchOptions()));
    expect(failure).toMatchObject({ kind: 'http-status', status, problemCode: code });
    expect(failure.message).toContain(`answered HTTP ${status} ${code}: See http://files.example/a.wav now.`);
    expect(failure.message).not.toContain('may have expired');
    expect(failure.message).not.toContain('SECRET');
  });

  it.each([
    ['a code that is not one', 'application/problem+json', JSON.stringify({ code: 'not a code <script>' })],
    ['a problem body that is not JSON', 'application/problem+json', '{"code":'],
    ['a problem body over 16 KB', 'application/problem+json', JSON.stringify({ code: 'FILE_URL_INVALID', detail: 'x'.repeat(20_000) })],
    ['an XML error (S3)', 'application/xml', '<Error><Code>AccessDenied</Code></Error>'],
  ])('falls back to the status hint for %s', async (_name, contentType, body) => {
    server = await startServer({ '/a.wav': (_req, res) => res.writeHead(403, { 'content-type': contentType }).end(body) });
    const failure = failed(await fetchLimited(server.url('/a.wav'), fetchOptions()));
    expect(failure.problemCode).toBeUndefined();
    expect(failure.message).toMatch(/answered HTTP 403; a pre-signed URL may have expired/);
  });

  it('fails with http-status for a server error', async () => {
    server = await startServer({ '/a.flac': (_req, res) => res.writeHead(503).end() });
    const failure = failed(await fetchLimited(server.url('/a.flac'), fetchOptions()));
    expect(failure).toMatchObject({ kind: 'http-status', status: 503 });
  });
});

describeEachTransport('fetchLimited: timeout (real time)', () => {
  it('returns timeout well before 5 s when the server never answers', async () => {
    server = await startServer({ '/hang': () => undefined });
    const started = performance.now();
    const failure = failed(await fetchLimited(server.url('/hang'), fetchOptions({ limits: limits(200) })));
    const elapsed = performance.now() - started;
    expect(failure.kind).toBe('timeout');
    // a server that never answers is told like a refused address (issue #13); the operator's detail says more
    expect(failure.message).toContain('could not be fetched: the address is not allowed, or it did not answer with the file');
    expect(failure.detail).toContain('200 ms');
    expect(failure.detail).toContain('waiting for the response');
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('covers the body: a server that stalls in the middle of the body times out', async () => {
    server = await startServer({
      '/stall.flac': (_req, res) => {
        res.writeHead(200, { 'content-length': '100000' });
        res.write(patternBytes(1000)); // …and nothing more
      },
    });
    const started = performance.now();
    const failure = failed(await fetchLimited(server.url('/stall.flac'), fetchOptions({ consume: 'discard', limits: limits(2_000) })));
    expect(failure.kind).toBe('timeout');
    expect(failure.message).toMatch(/reading the body after 1000 bytes/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('counts the whole exchange, not each read: a body trickling slowly still times out', async () => {
    server = await startServer({
      '/trickle': (_req, res) => {
        res.writeHead(200);
        const timer = setInterval(() => res.write('x'), 20);
        res.once('close', () => {
          clearInterval(timer);
        });
      },
    });
    const failure = failed(await fetchLimited(server.url('/trickle'), fetchOptions({ limits: limits(300) })));
    expect(failure.kind).toBe('timeout');
  });
});

describeEachTransport('fetchLimited: network errors', () => {
  it('fails with network on a port nothing listens on: ECONNREFUSED for the operator, the generic sentence for the partner', async () => {
    const port = await closedPort();
    const failure = failed(await fetchLimited(`http://127.0.0.1:${port}/ern.xml`, fetchOptions({ label: 'xmlUrl' })));
    expect(failure.kind).toBe('network');
    expect(failure.detail).toContain('ECONNREFUSED');
    expect(failure.message).toBe(`xmlUrl http://127.0.0.1:${port}/ern.xml could not be fetched: the address is not allowed, or it did not answer with the file (the service's log says which)`);
  });

  it('fails with network when the server destroys the socket in the middle of the body', async () => {
    server = await startServer({
      '/reset.flac': (req, res) => {
        res.writeHead(200, { 'content-length': '100000' });
        res.write(patternBytes(1000), () => {
          req.socket.destroy();
        });
      },
    });
    const failure = failed(await fetchLimited(server.url('/reset.flac'), fetchOptions({ consume: 'discard' })));
    expect(failure.kind).toBe('network');
    expect(failure.detail).toMatch(/\((UND_ERR_SOCKET|ECONNRESET)\)/);
    expect(failure.message).toMatch(/after \d+ bytes of the body: the connection broke/);
    expect(failure.message).not.toMatch(/UND_ERR|ECONN/);
  });

  it('fails with network when the server closes the connection without answering', async () => {
    server = await startServer({ '/close': (req) => req.socket.destroy() });
    const failure = failed(await fetchLimited(server.url('/close'), fetchOptions()));
    expect(failure.kind).toBe('network');
    expect(failure.detail).toMatch(/\([A-Z_]+\)$/);
  });

  it('fails with network and the cause when the injected fetch rejects with a plain error', async () => {
    const broken: typeof globalThis.fetch = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND files.partner.example'), { code: 'ENOTFOUND' }));
    const failure = failed(await fetchLimited('https://files.partner.example/a.flac', fetchOptions({ fetch: broken })));
    expect(failure.kind).toBe('network');
    expect(failure.detail).toContain('host not found (DNS)');
    expect(failure.detail).toContain('(ENOTFOUND)');
    expect(failure.message).not.toMatch(/DNS|ENOTFOUND/);
  });
});

describeEachTransport('fetchLimited: the caller\'s signal', () => {
  it('returns aborted, not timeout, when the caller aborts (e.g. server shutdown)', async () => {
    server = await startServer({ '/hang': () => undefined });
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort(new Error('server shutting down'));
    }, 100);
    const failure = failed(await fetchLimited(server.url('/hang'), fetchOptions({ signal: controller.signal, limits: limits(5_000) })));
    expect(failure.kind).toBe('aborted');
    expect(failure.message).toContain('server shutting down');
  });

  it('does not connect at all when the signal is already aborted', async () => {
    server = await startServer({ '/a': (_req, res) => res.end('a') });
    const failure = failed(await fetchLimited(server.url('/a'), fetchOptions({ signal: AbortSignal.abort() })));
    expect(failure.kind).toBe('aborted');
    expect(server.requests).toEqual([]);
  });

  it('still times out when an injected fetch ignores its signal', async () => {
    const deaf: typeof globalThis.fetch = () => new Promise<Response>(() => undefined);
    const started = performance.now();
    const failure = failed(await fetchLimited('https://files.partner.example/a.flac', fetchOptions({ fetch: deaf, limits: limits(100) })));
    expect(failure.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
  it('releases a response that an injected fetch delivers after the timeout', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      cancel: () => {
        cancelled = true;
      },
    });
    const late: typeof globalThis.fetch = async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return new Response(body);
    };
    const failure = failed(await fetchLimited('https://files.partner.example/a.flac', fetchOptions({ fetch: late, limits: limits(50) })));
    expect(failure.kind).toBe('timeout');
    await vi.waitFor(() => {
      expect(cancelled).toBe(true);
    }, { timeout: 2_000 });
  });
});

describeEachTransport('fetchLimited: input and misuse', () => {
  it('returns a policy failure, not an exception, for a URL that does not parse', async () => {
    const failure = failed(await fetchLimited('not a url', fetchOptions({ label: 'xmlUrl' })));
    expect(failure.kind).toBe('policy');
    expect(failure.message).toContain('not a valid absolute URL');
  });

  const misuse: { name: string; options: Parameters<typeof fetchOptions>[0] }[] = [
    { name: 'a zero timeout', options: { limits: { timeoutMs: 0, maxBytes: 1, maxRedirects: 0 } } },
    { name: 'an infinite timeout', options: { limits: { timeoutMs: Infinity, maxBytes: 1, maxRedirects: 0 } } },
    { name: 'a negative maxBytes', options: { limits: { timeoutMs: 1, maxBytes: -1, maxRedirects: 0 } } },
    { name: 'a fractional maxRedirects', options: { limits: { timeoutMs: 1, maxBytes: 1, maxRedirects: 1.5 } } },
    { name: 'an unknown consume mode', options: { consume: 'stream' as 'buffer' } },
    { name: 'an empty label', options: { label: '' } },
  ];
  it.each(misuse)('throws for programmer misuse: $name', async ({ options }) => {
    await expect(fetchLimited('https://files.partner.example/a.flac', fetchOptions(options))).rejects.toThrow(/fetchLimited/);
  });
});
