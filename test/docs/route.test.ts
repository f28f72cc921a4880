/** The mock's /docs route: the built site with the right content types, nothing outside it, and a hint when not built. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { banner } from '../../cli/commands/mock.js';
import { resolveConfig } from '../../mock-server/src/config.js';
import { docsRoutes, docsWhere } from '../../mock-server/src/docs/routes.js';

const root = mkdtempSync(path.join(tmpdir(), 'pik-docs-route-'));
const site = path.join(root, 'site');
mkdirSync(path.join(site, 'guides'), { recursive: true });
mkdirSync(path.join(site, 'assets'));
writeFileSync(path.join(site, 'index.html'), '<!DOCTYPE html><title>home</title>');
writeFileSync(path.join(site, 'guides', 'quick-start.html'), '<!DOCTYPE html><title>quick</title>');
writeFileSync(path.join(site, 'assets', 'site.css'), 'body{}');
writeFileSync(path.join(site, 'assets', 'lifecycle.svg'), '<svg/>');
writeFileSync(path.join(root, 'secret.txt'), 'outside the site');

async function appFor(dir: string) {
  const app = Fastify();
  await app.register(docsRoutes, { dir });
  await app.ready();
  return app;
}

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('/docs on the mock', () => {
  it.each([
    { given: '/docs/', want: { status: 200, type: 'text/html; charset=utf-8', body: 'home' } },
    { given: '/docs/guides/quick-start.html', want: { status: 200, type: 'text/html; charset=utf-8', body: 'quick' } },
    { given: '/docs/assets/site.css', want: { status: 200, type: 'text/css; charset=utf-8', body: 'body{}' } },
    { given: '/docs/assets/lifecycle.svg', want: { status: 200, type: 'image/svg+xml', body: '<svg/>' } },
  ])('serves $given', async ({ given, want }) => {
    const app = await appFor(site);
    const response = await app.inject({ url: given });
    expect(response.statusCode).toBe(want.status);
    expect(response.headers['content-type']).toBe(want.type);
    expect(response.body).toContain(want.body);
  });

  it('redirects /docs to /docs/ (relative links resolve against the folder)', async () => {
    const response = await (await appFor(site)).inject({ url: '/docs' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/docs/');
  });

  it.each(['/docs/../secret.txt', '/docs/%2e%2e/secret.txt', '/docs/..%2fsecret.txt', '/docs/guides/..%2f..%2fsecret.txt', '/docs/%00', '/docs/nope.html'])(
    'answers 404 and nothing outside the site for %s',
    async (url) => {
      const response = await (await appFor(site)).inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('outside the site');
    },
  );

  it('says to run npm run docs when the site is not built', async () => {
    const response = await (await appFor(path.join(root, 'missing'))).inject({ url: '/docs/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run docs');
    // Where an installed kit's guides are, and no path of the machine (the page is public on a hosted sandbox).
    expect(response.body).toContain('node_modules/partner-ingest-kit/docs/guides/');
    expect(response.body).not.toContain(root);
  });

  it('tells the start banner whether the site is built, and where the shipped guides are', () => {
    expect(docsWhere(site)).toEqual({ built: true, guides: path.join(root, 'guides') });
    expect(docsWhere(path.join(root, 'missing', 'site'))).toEqual({ built: false, guides: path.join(root, 'missing', 'guides') });
    const config = resolveConfig({}, { port: 0 }, 'test');
    expect(banner(config, 'http://127.0.0.1:4010', 0, { built: true, guides: '/x/guides' })).toMatch(/^ {2}docs {8}http:\/\/127\.0\.0\.1:4010\/docs$/m);
    expect(banner(config, 'http://127.0.0.1:4010', 0, { built: false, guides: '/x/guides' }))
      .toMatch(/^ {2}docs {8}\/x\/guides \(Markdown; the rendered site at http:\/\/127\.0\.0\.1:4010\/docs after npm run docs in a clone\)$/m);
  });
});
