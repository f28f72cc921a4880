/**
 * The delivery ledger in the operator API: every webhook event and every attempt (when, number, URL,
 * status or error, duration, the signature header sent, injected faults), and a resend.
 */
import type { FastifyPluginAsync } from 'fastify';
import { type MockConfig, outboundPolicy } from '../config.js';
import { ProblemError } from '../errors.js';
import { checkWebhookUrl } from '../fetch/webhook-url.js';
import type { Store, WebhookAttemptRecord, WebhookEventRecord, WebhookEventState } from '../store/types.js';

export interface OperatorEventRoutesOptions {
  store: Store;
  /** Sends a resend's attempt now (to `to` once, instead of the registered URL, when given). */
  resend: (eventId: string, to?: string) => Promise<WebhookAttemptRecord | undefined>;
  /** Which URLs a resend may go to instead of the registered one (spec 4.4, 8). */
  config: Pick<MockConfig, 'allowHttpLoopback' | 'outbound'>;
}

/** An event as the ledger shows it: its body parsed, its next attempt as a timestamp. */
export function eventView(event: WebhookEventRecord) {
  const { body, nextAttemptAt, ...rest } = event;
  return {
    ...rest,
    nextAttemptAt: nextAttemptAt === null ? null : new Date(nextAttemptAt).toISOString(),
    body: JSON.parse(body) as unknown,
  };
}

/** The `url` of a resend body (`{}` or `{"url": "…"}`), or undefined without one. */
function resendTarget(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  const valid = typeof body === 'object' && !Array.isArray(body) && Object.keys(body).every((k) => k === 'url');
  const url: unknown = valid ? (body as { url?: unknown }).url : undefined;
  if (!valid || (url !== undefined && (typeof url !== 'string' || url === '' || url.length > 2048))) {
    throw new ProblemError('INVALID_OPERATOR_REQUEST', 'The resend body is optional; when given it is {"url": "<https URL>"}, a URL to deliver to once instead of the registered one.');
  }
  return url;
}

export const operatorEventRoutes: FastifyPluginAsync<OperatorEventRoutesOptions> = async (app, options) => {
  const { store } = options;

  app.get<{ Querystring: { partnerId?: string; ingestId?: string; state?: WebhookEventState; limit?: number } }>('/events', {
    schema: {
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          partnerId: { type: 'string' },
          ingestId: { type: 'string' },
          state: { enum: ['pending', 'delivered', 'lost', 'undeliverable'] },
          limit: { type: 'integer', minimum: 1, maximum: 1000 },
        },
      },
    },
  }, async (request) => (await store.listEvents(request.query)).map(eventView));

  const eventOr404 = async (id: string): Promise<WebhookEventRecord> => {
    const event = await store.getEvent(id);
    if (!event) throw new ProblemError('EVENT_NOT_FOUND', `No webhook event ${id.slice(0, 64)}.`);
    return event;
  };

  app.get<{ Params: { eventId: string } }>('/events/:eventId', async (request) => {
    const event = await eventOr404(request.params.eventId);
    return { ...eventView(event), attempts: await store.listAttempts(event.eventId) };
  });

  // The body is optional (a plain resend sends none), so it is checked here rather than by a route schema.
  app.post<{ Params: { eventId: string }; Body: unknown }>('/events/:eventId/resend', async (request, reply) => {
    const event = await eventOr404(request.params.eventId);
    const to = resendTarget(request.body);
    if (to !== undefined) {
      // The same rule as a registered URL (spec 4.4, 8): HTTPS, or http to loopback while allowHttpLoopback is on.
      const policy = await checkWebhookUrl(to, outboundPolicy(options.config));
      if (!policy.ok) throw new ProblemError('WEBHOOK_URL_NOT_ALLOWED', policy.reason);
    }
    const attempt = await options.resend(event.eventId, to);
    return reply.code(201).send({ attempt, event: eventView(await eventOr404(event.eventId)) });
  });
};
