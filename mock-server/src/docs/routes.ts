/**
 * Serves the docs site (`npm run docs` writes it to docs/site/) at /docs, without auth: a static handler for one
 * folder, read-only, with content types by extension and no way out of the folder. Without a built site, /docs
 * answers a page saying how to build it.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';

export const docsPrefix = '/docs';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  // The signature snippets, shown as text rather than downloaded or run.
  ...Object.fromEntries(['.mjs', '.py', '.go', '.java', '.php', '.rb'].map((e) => [e, 'text/plain; charset=utf-8'])),
};

/** docs/site of the package the mock runs from (the repository, or an installed package), found by its package.json. */
export function defaultDocsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  // From dist/ (the compiled mock) the package root is one level further up.
  if (path.basename(dir) === 'dist') dir = path.dirname(dir);
  return path.join(dir, 'docs', 'site');
}

/** Whether the site at `dir` is built, and where the guides it is built from are (they ship with the package). */
export function docsWhere(dir: string = defaultDocsDir()): { built: boolean; guides: string } {
  return { built: existsSync(path.join(dir, 'index.html')), guides: path.join(path.dirname(dir), 'guides') };
}

// No absolute path here: the page is public on a hosted sandbox. (The mock's start banner, on its own console, names it.)
const notBuilt = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Docs not built</title></head>
<body><main><h1>The docs site is not built</h1>
<p>The kit's guides ship with it as Markdown: <code>node_modules/partner-ingest-kit/docs/guides/</code> in the project
that installed it (its README links each one), <code>docs/guides/</code> in a clone. The packed kit does not ship the
rendered site: in a clone of partner-ingest-kit, run <code>npm run docs</code>, then reload this page.</p></main></body></html>
`;

/** The file under `root` a URL path names, or null when it would leave the folder or names no file. */
export function resolveDocsFile(root: string, urlPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  const target = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return null;
  const file = existsSync(target) && statSync(target).isDirectory() ? path.join(target, 'index.html') : target;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export interface DocsRoutesOptions {
  /** The built site (`npm run docs`); defaultDocsDir() is the package's own. */
  dir: string;
}

export const docsRoutes: FastifyPluginAsync<DocsRoutesOptions> = async (app, options) => {
  const root = path.resolve(options.dir);
  app.get(docsPrefix, async (_request, reply) => reply.redirect(`${docsPrefix}/`));
  app.get(`${docsPrefix}/*`, async (request, reply) => {
    if (!existsSync(path.join(root, 'index.html'))) return reply.code(404).type('text/html; charset=utf-8').send(notBuilt);
    const urlPath = (request.params as { '*': string })['*'];
    const file = resolveDocsFile(root, urlPath);
    if (!file) return reply.code(404).type('text/html; charset=utf-8').send(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>Not found</h1><p><a href="${docsPrefix}/">Docs home</a></p></main></body></html>`);
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    return reply.type(type).header('cache-control', 'no-cache').send(await readFile(file));
  });
};
