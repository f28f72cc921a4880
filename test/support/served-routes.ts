/**
 * The routes a Fastify app serves, as method + URL pairs, read from `printRoutes()`: Fastify keeps no public
 * list once routes are registered, and its printed tree is the one view of all of them.
 */
import type { FastifyInstance } from 'fastify';

export interface ServedRoute {
  method: string;
  /** Fastify's form: `/_operator/partners/:id`. */
  url: string;
}

/**
 * Every route of `app`, HEAD included (Fastify adds one to every GET). Each tree line is a segment that extends
 * its parent's URL (`├── /:id (GET, HEAD)`, four characters of indent per level). A wildcard child loses its
 * slash in the tree (`/docs/*` reads `/docs*`): check routes with one against `app.hasRoute` before relying on them.
 */
export function servedRoutes(app: FastifyInstance): ServedRoute[] {
  const routes: ServedRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = `${stack.at(-1) ?? ''}${match[2]!}`;
    stack.push(url);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
