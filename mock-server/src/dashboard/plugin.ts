/**
 * The operator's dashboard at `/_dashboard`: one page, its scripts (plain browser modules) and one stylesheet,
 * written by hand and served from here (no framework, no CDN: it works offline). The page holds no data and no
 * secret; everything it shows comes from the operator API (`/_operator`, header `X-Operator-Token`) and its live
 * stream (`GET /_operator/stream`, read with fetch()). A strict Content-Security-Policy allows only these files
 * and calls to this origin.
 */
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { dashboardHtml } from './page.js';
import { dashboardCss } from './styles.js';

export const dashboardPath = '/_dashboard';

const securityHeaders = {
  'content-security-policy': [
    'default-src \'none\'',
    'script-src \'self\'',
    'style-src \'self\'',
    'connect-src \'self\'',
    // The page's icon is an empty data: URL (no request, so no 404 in the console); the album's cover is fetched
    // with the operator token (a header) and shown from a blob: URL.
    'img-src \'self\' data: blob:',
    'base-uri \'none\'',
    'form-action \'none\'',
    'frame-ancestors \'none\'',
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

/**
 * The page's scripts, plain browser modules beside this module (tsc copies them to dist/): dashboard.js, which
 * the page loads, imports the others by relative URL.
 */
export const dashboardScripts = ['dashboard.js', 'dom.js', 'album.js', 'album-render.js', 'album-data.js'] as const;

/** The dashboard's routes. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const send = (reply: FastifyReply, type: string, body: string) => reply.headers(securityHeaders).type(type).send(body);
  app.get(dashboardPath, async (_request, reply) => send(reply, 'text/html; charset=utf-8', dashboardHtml));
  app.get(`${dashboardPath}/`, async (_request, reply) => send(reply, 'text/html; charset=utf-8', dashboardHtml));
  for (const name of dashboardScripts) {
    const script = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
    app.get(`${dashboardPath}/${name}`, async (_request, reply) => send(reply, 'text/javascript; charset=utf-8', script));
  }
  app.get(`${dashboardPath}/dashboard.css`, async (_request, reply) => send(reply, 'text/css; charset=utf-8', dashboardCss));
};
