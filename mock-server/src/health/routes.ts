/** `GET /healthz`: the mock is up and taking requests (no auth, no store read: a load balancer's probe). */
import type { FastifyPluginAsync } from 'fastify';

export const healthPath = '/healthz';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(healthPath, async () => ({ status: 'ok' }));
};
