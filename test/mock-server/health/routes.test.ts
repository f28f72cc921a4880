import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { healthRoutes } from '../../../mock-server/src/health/routes.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function probe(options: Parameters<typeof healthRoutes>[1]) {
  const app = Fastify();
  apps.push(app);
  await app.register(healthRoutes, options);
  return app.inject({ method: 'GET', url: '/healthz' });
}

describe('GET /healthz', () => {
  it('is ready without a store to ask (memory, SQLite)', async () => {
    const answer = await probe({});
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it.each([
    { name: 'the store answers', ready: () => Promise.resolve(true), want: 200 },
    { name: 'the store says it is away', ready: () => Promise.resolve(false), want: 503 },
    { name: 'the store check rejects', ready: () => Promise.reject(new Error('ECONNREFUSED')), want: 503 },
    { name: 'the store check never answers', ready: () => new Promise<boolean>(() => undefined), want: 503 },
  ])('$name: $want', async ({ ready, want }) => {
    const answer = await probe({ ready, readyTimeoutMs: 50 });
    expect(answer.statusCode).toBe(want);
    if (want === 503) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toMatchObject({ status: 'unavailable' });
    }
  });
});
