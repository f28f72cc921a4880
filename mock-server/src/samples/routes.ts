/** Serves the demo release at /_samples/demo-release.xml and its files next to it, without auth. */
import type { FastifyPluginAsync } from 'fastify';
import { demoFiles, demoReleaseXml } from './demo-release.js';

export const demoReleasePath = '/_samples/demo-release.xml';

/** No options: the demo release is made in memory. */
export const sampleRoutes: FastifyPluginAsync = async (app) => {
  const xml = demoReleaseXml();
  app.get(demoReleasePath, async (_request, reply) => reply.type('application/xml').send(xml));
  for (const file of demoFiles) {
    app.get(`/_samples/${file.path}`, async (_request, reply) => reply.type(file.contentType).send(file.bytes));
  }
};
