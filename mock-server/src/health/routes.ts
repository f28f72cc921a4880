/**
 * `GET /healthz`: the mock is up and taking requests (no auth: a load balancer's probe). With a state store that
 * can be away (PostgreSQL, issue #18), it is ready only while the store answers: 503 within `readyTimeoutMs` of
 * losing it, so a load balancer stops sending it requests it could not serve.
 */
import type { FastifyPluginAsync } from 'fastify';

export const healthPath = '/healthz';

export interface HealthOptions {
  /** Whether the store answers; absent: always ready (the memory and SQLite stores are in the process). */
  ready?: () => Promise<boolean>;
  /** How long an answer of `ready` is waited for before the probe says unavailable. Default 1 000 ms. */
  readyTimeoutMs?: number;
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  const { ready } = options;
  const readyTimeoutMs = options.readyTimeoutMs ?? 1_000;
  app.get(healthPath, async (_request, reply) => {
    if (ready === undefined || await withinTime(ready(), readyTimeoutMs)) return { status: 'ok' };
    return reply.code(503).header('retry-after', '1').send({ status: 'unavailable', detail: 'The mock cannot reach its database.' });
  });
};

/** True when `answer` resolves true within `ms`; false on false, a rejection or a timeout. */
async function withinTime(answer: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, ms);
  });
  try {
    return await Promise.race([answer.catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
