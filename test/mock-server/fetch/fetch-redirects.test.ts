import type { ServerResponse } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { fetchLimited } from '../../../mock-server/src/fetch/index.js';
import { describeEachTransport, failed, fetchOptions, startServer, succeeded, type TestServer } from './support.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map(async (server) => server.close()));
});
async function serve(...args: Parameters<typeof startServer>): Promise<TestServer> {
  const server = await startServer(...args);
  servers.push(server);
  return server;
}

function redirect(res: ServerResponse, location: string, status = 302): ServerResponse {
  return res.writeHead(status, { location }).end();
}

const limits = (maxRedirects: number) => ({ timeoutMs: 5_000, maxBytes: 1_000_000, maxRedirects });

/** /hop/1 → /hop/2 → … → /hop/n → /file. */
async function chain(hops: number): Promise<TestServer> {
  const routes: Parameters<typeof startServer>[0] = { '/file': (_req, res) => res.end('the file') };
  for (let i = 1; i <= hops; i++) {
    routes[`/hop/${i}`] = (_req, res) => {
      redirect(res, i === hops ? '/file' : `/hop/${i + 1}`);
    };
  }
  return serve(routes);
}

describeEachTransport('fetchLimited: redirects', () => {
  it('follows a chain of redirects within maxRedirects and reports the final URL', async () => {
    const server = await chain(3);
    const outcome = succeeded(await fetchLimited(server.url('/hop/1'), fetchOptions({ limits: limits(3) })));
    expect(Buffer.from(outcome.body!).toString()).toBe('the file');
    expect(outcome.finalUrl).toBe(server.url('/file'));
    expect(server.requests.map((r) => r.path)).toEqual(['/hop/1', '/hop/2', '/hop/3', '/file']);
  });

  it('fails with too-many-redirects one redirect beyond the limit, without fetching the target', async () => {
    const server = await chain(4);
    const failure = failed(await fetchLimited(server.url('/hop/1'), fetchOptions({ limits: limits(3) })));
    expect(failure.kind).toBe('too-many-redirects');
    expect(failure.message).toContain('more than 3');
    expect(server.requests.map((r) => r.path)).toEqual(['/hop/1', '/hop/2', '/hop/3', '/hop/4']);
  });

  it('refuses every redirect when maxRedirects is 0', async () => {
    const server = await chain(1);
    const failure = failed(await fetchLimited(server.url('/hop/1'), fetchOptions({ limits: limits(0) })));
    expect(failure.kind).toBe('too-many-redirects');
  });

  it.each([301, 302, 303, 307, 308])('follows HTTP %i', async (status) => {
    const server = await serve({
      '/old': (_req, res) => {
        redirect(res, '/new', status);
      },
      '/new': (req, res) => res.end(req.method),
    });
    const outcome = succeeded(await fetchLimited(server.url('/old'), fetchOptions()));
    expect(Buffer.from(outcome.body!).toString()).toBe('GET');
  });

  it.each([
    { location: 'b.xml', want: '/dir/b.xml' },
    { location: '../other/c.xml', want: '/other/c.xml' },
    { location: '/root.xml', want: '/root.xml' },
    { location: '?page=2', want: '/dir/a.xml' },
  ])('resolves the relative Location $location against the current URL', async ({ location, want }) => {
    const server = await serve({
      '/dir/a.xml': (req, res) => {
        if (req.url === '/dir/a.xml') {
          redirect(res, location);
        } else {
          res.end(req.url);
        }
      },
      '/dir/b.xml': (req, res) => res.end(req.url),
      '/other/c.xml': (req, res) => res.end(req.url),
      '/root.xml': (req, res) => res.end(req.url),
    });
    const outcome = succeeded(await fetchLimited(server.url('/dir/a.xml'), fetchOptions()));
    expect(new URL(outcome.finalUrl).pathname).toBe(want);
    expect(server.requests.at(-1)?.path).toBe(want);
  });

  it('follows a redirect to another loopback server', async () => {
    const target = await serve({ '/a.flac': (_req, res) => res.end('flac') });
    const origin = await serve({ '/a.flac': (_req, res) => redirect(res, target.url('/a.flac')) });
    const outcome = succeeded(await fetchLimited(origin.url('/a.flac'), fetchOptions()));
    expect(outcome.finalUrl).toBe(target.url('/a.flac'));
  });

  it('refuses a redirect to a non-loopback http host before connecting to it', async () => {
    const server = await serve({
      '/ern.xml': (_req, res) => {
        redirect(res, 'http://files.partner.example/ern.xml');
      },
    });
    const fetched: string[] = [];
    const recordingFetch: typeof globalThis.fetch = async (input, init) => {
      fetched.push(String(input));
      return fetch(input, init);
    };
    const failure = failed(await fetchLimited(server.url('/ern.xml'), fetchOptions({ fetch: recordingFetch, label: 'xmlUrl' })));
    expect(failure.kind).toBe('policy');
    // the partner is told in the words of a refused address (issue #13); the operator's detail says why
    expect(failure.message).toContain('the address is not allowed');
    expect(failure.detail).toContain('http://files.partner.example/ern.xml');
    expect(failure.detail).toContain('must be https');
    expect(fetched).toEqual([server.url('/ern.xml')]);
  });

  it.each(['ftp://files.partner.example/a.flac', 'file:///etc/passwd', 'https://user:pass@files.partner.example/a'])(
    'refuses a redirect to %s',
    async (location) => {
      const server = await serve({ '/a': (_req, res) => redirect(res, location) });
      const failure = failed(await fetchLimited(server.url('/a'), fetchOptions()));
      expect(failure.kind).toBe('policy');
    },
  );

  it('fails with http-status for a redirect without a Location header', async () => {
    const server = await serve({ '/a': (_req, res) => res.writeHead(302).end() });
    const failure = failed(await fetchLimited(server.url('/a'), fetchOptions()));
    expect(failure).toMatchObject({ kind: 'http-status', status: 302 });
    expect(failure.message).toContain('without a Location header');
  });

  it('keeps credential headers on a same-origin redirect and drops them on a cross-origin one', async () => {
    const target = await serve({ '/a': (_req, res) => res.end('a') });
    const origin = await serve({
      '/same': (_req, res) => redirect(res, '/cross'),
      '/cross': (_req, res) => redirect(res, target.url('/a')),
    });
    const headers = { 'Authorization': 'Bearer secret-token', 'X-Trace': 'kept' };
    succeeded(await fetchLimited(origin.url('/same'), fetchOptions({ headers })));
    expect(origin.requests.map((r) => r.headers.authorization)).toEqual(['Bearer secret-token', 'Bearer secret-token']);
    expect(target.requests[0]?.headers.authorization).toBeUndefined();
    expect(target.requests[0]?.headers['x-trace']).toBe('kept');
  });
});
