/**
 * The operator's dashboard at `/_dashboard`: one page, one script, one stylesheet, written by hand and served
 * from here (no framework, no CDN: it works offline). The page holds no data and no secret; everything it
 * shows comes from the operator API (`/_operator`, header `X-Operator-Token`) and its live stream
 * (`GET /_operator/stream`, read with fetch()). A strict Content-Security-Policy allows only these three files
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
    // The page's icon is an empty data: URL (no request, so no 404 in the console).
    'img-src \'self\' data:',
    'base-uri \'none\'',
    'form-action \'none\'',
    'frame-ancestors \'none\'',
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

/** The dashboard's routes. The script ships as a plain .js file beside this module (tsc copies it to dist/). */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const script = readFileSync(new URL('./dashboard.js', import.meta.url), 'utf8');
  const send = (reply: FastifyReply, type: string, body: string) => reply.headers(securityHeaders).type(type).send(body);
  app.get(dashboardPath, async (_request, reply) => send(reply, 'text/html; charset=utf-8', dashboardHtml));
  app.get(`${dashboardPath}/`, async (_request, reply) => send(reply, 'text/html; charset=utf-8', dashboardHtml));
  app.get(`${dashboardPath}/dashboard.js`, async (_request, reply) => send(reply, 'text/javascript; charset=utf-8', script));
  app.get(`${dashboardPath}/dashboard.css`, async (_request, reply) => send(reply, 'text/css; charset=utf-8', dashboardCss));
};
