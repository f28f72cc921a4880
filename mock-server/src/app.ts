/**
 * The mock server as a Fastify application, composed in one place: error rendering (problem+json), then one
 * plugin per area, each handed the parts it uses and nothing else: health, the demo release, the docs site, the
 * dashboard, the service's routes (the contract), the operator API and the file storage. server.ts builds the
 * parts and is the only file that listens.
 */
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import type { ApiKeys } from './auth/api-key.js';
import type { Clock, VirtualClock } from './clock.js';
import type { MockConfig } from './config.js';
import { dashboardRoutes } from './dashboard/plugin.js';
import { defaultDocsDir, docsRoutes } from './docs/routes.js';
import type { ErnParser } from './ingest/parse-pool.js';
import { pathOnly, type ProblemCode, ProblemError, problemBody } from './errors.js';
import { filesRoutes } from './files/index.js';
import { healthRoutes } from './health/routes.js';
import { mockServerFactory } from './http-server.js';
import type { IngestRecordCache } from './ingest/record-cache.js';
import { ingestRoutes } from './ingest/routes.js';
import type { IngestRunner } from './ingest/runner.js';
import type { Logger } from './logging.js';
import type { OperatorFeed } from './operator/feed.js';
import { operatorApi, operatorPrefix } from './operator/plugin.js';
import type { RateLimiter } from './rate-limit.js';
import type { Rng } from './rng.js';
import { sampleRoutes } from './samples/routes.js';
import type { Seam } from './seam/seam.js';
import { isStoreUnavailable } from './store/unavailable.js';
import type { Store } from './store/types.js';
import type { WebhookDispatcher } from './webhooks/dispatcher.js';

/**
 * The parts of a running mock, built once by server.ts. Only buildApp sees them all: it hands each plugin
 * the few it names in its options. (Tests and tools read them on RunningMock.parts.)
 */
export interface MockParts {
  config: MockConfig;
  store: Store;
  clock: Clock | VirtualClock;
  rng: Rng;
  /** Fetches and parses the ERN message of a create (on worker threads unless config.xml.parseThreads is 0). */
  ernParser: ErnParser;
  logger: Logger;
  keys: ApiKeys;
  runner: IngestRunner;
  records: IngestRecordCache;
  /** The spec-exact behaviour, wrapped by the faults and variants switched on (seam/). */
  seam: Seam;
  webhooks: WebhookDispatcher;
  /** Changes for the operator's live stream (the dashboard); marks cost nothing while nobody listens. */
  feed: OperatorFeed;
  rateLimiter: RateLimiter | null;
}

/** Fastify's own errors, as the contract's problem codes. */
const fastifyErrorCodes: Record<string, ProblemCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

function problemFor(error: FastifyError | ProblemError, bodyLimit: number): { code: ProblemCode; detail: string } {
  if (error instanceof ProblemError) return { code: error.code, detail: error.message };
  // Issue #18: the database is away. Nothing was changed; the request may be sent again (never a 500 or a 4xx).
  if (isStoreUnavailable(error)) {
    return { code: 'SERVICE_UNAVAILABLE', detail: `The mock cannot reach its database; nothing was changed. Send the same request again after ${storeRetryAfterSeconds} second.` };
  }
  // Fastify's schema validation, used by the operator API (the service's routes use the contract's validators).
  if (error.validation) return { code: 'INVALID_OPERATOR_REQUEST', detail: error.message };
  const mapped = error.code ? fastifyErrorCodes[error.code] : undefined;
  if (mapped === 'UNSUPPORTED_MEDIA_TYPE') {
    return { code: mapped, detail: 'Send the body as JSON with Content-Type: application/json.' };
  }
  if (mapped === 'PAYLOAD_TOO_LARGE') return { code: mapped, detail: `The request body exceeds ${bodyLimit} bytes.` };
  if (mapped) return { code: mapped, detail: 'The request body is not valid JSON.' };
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return { code: 'INVALID_JSON', detail: 'The request body is not valid JSON.' };
  }
  return { code: 'INTERNAL_ERROR', detail: 'The mock server failed; see its log.' };
}

/** The Retry-After of a 503 SERVICE_UNAVAILABLE, in seconds: about how long /healthz takes to notice a return. */
const storeRetryAfterSeconds = 1;

/**
 * Ends the connection once the answer is sent: no more requests on it, and the socket closes (after a second
 * for the answer to reach the client) even while the client is still sending a body.
 */
function closeAfter(reply: FastifyReply): void {
  void reply.header('connection', 'close');
  const socket = reply.raw.socket;
  reply.raw.once('finish', () => {
    socket?.end();
    setTimeout(() => socket?.destroy(), 1_000).unref();
  });
}

export async function buildApp(parts: MockParts): Promise<FastifyInstance> {
  // With logging off (level silent, as in the benchmark), Fastify gets no logger at all: with one, it builds a
  // child logger and adds response listeners for every request, which is measurable on the lookup's hot path.
  const logs = parts.logger.isLevelEnabled('fatal');
  const app = Fastify({
    ...(logs
      ? {
          // pino's Logger is a FastifyBaseLogger; without the widening, Fastify's generics carry pino's type into
          // every plugin signature. (typescript-eslint's type view disagrees with tsc here.)
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
          loggerInstance: parts.logger as FastifyBaseLogger,
          // Fastify's own request lines would show the query string; ours (onResponse below) never do.
          logController: new LogController({ disableRequestLogging: true }),
        }
      : {}),
    bodyLimit: parts.config.bodyLimitBytes,
    // Ids and other path parameters are short.
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    // Durations are `type: [integer, string]` so that coercion keeps their unit (config/settings.ts durationSchema).
    ajv: { customOptions: { allowUnionTypes: true } },
    serverFactory: mockServerFactory({
      listenHost: parts.config.host,
      allowedHosts: parts.config.allowedHosts,
      timeouts: parts.config.socketTimeouts,
    }),
    // A URL Fastify cannot decode (`/%%`) is answered like every other error: problem+json with a stable code.
    frameworkErrors: (error, request, reply) => {
      const code: ProblemCode = error.code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : 'INVALID_REQUEST';
      const path = pathOnly(request.url);
      const problem = problemBody(code, code === 'BAD_URL'
        ? 'The request URL is not valid (a malformed percent-encoding). Encode path and query characters with encodeURIComponent.'
        : 'The request could not be read.', path.length > 200 ? undefined : path);
      const answer = parts.seam.errorAnswer(problem);
      void (reply as FastifyReply).code(problem.status).type(answer.contentType).send(answer.body);
    },
    forceCloseConnections: 'idle',
  });

  app.decorateRequest('partner', null);

  // JSON only: Fastify also accepts text/plain by default, which the contract does not (415).
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError | ProblemError, request, reply) => {
    const { code, detail } = problemFor(error, parts.config.bodyLimitBytes);
    if (code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'request failed');
    const errors = error instanceof ProblemError ? error.errors : undefined;
    const problem = problemBody(code, detail, pathOnly(request.url), errors);
    if (error instanceof ProblemError) void reply.headers(error.headers);
    if (code === 'SERVICE_UNAVAILABLE') void reply.header('retry-after', String(storeRetryAfterSeconds));
    // Refused before its body arrived (a failed authentication, say): the rest of the body is not waited for.
    if (!request.raw.complete) closeAfter(reply);
    const answer = parts.seam.errorAnswer(problem);
    return reply.code(problem.status).type(answer.contentType).send(answer.body);
  });

  app.setNotFoundHandler((request, reply) => {
    const problem = problemBody('NOT_FOUND', `No route ${request.method} ${pathOnly(request.url)}.`, pathOnly(request.url));
    const answer = parts.seam.errorAnswer(problem);
    return reply.code(404).type(answer.contentType).send(answer.body);
  });

  // One line per request, by path only: the query string may carry a signature or a misplaced key.
  // Only when request lines are logged at all (not with logging off, as in the benchmark): a hook per
  // request is measurable on the lookup's hot path.
  if (parts.logger.isLevelEnabled('info')) app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: pathOnly(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(request.partner ? { partnerId: request.partner.id } : {}),
      },
      'request',
    );
  });

  const { config, store, clock, keys, feed, webhooks } = parts;
  await app.register(healthRoutes, store.ping ? { ready: () => store.ping?.() ?? Promise.resolve(true) } : {});
  await app.register(sampleRoutes);
  await app.register(docsRoutes, { dir: defaultDocsDir() });
  await app.register(dashboardRoutes);
  await app.register(ingestRoutes, {
    store,
    clock,
    rng: parts.rng,
    ernParser: parts.ernParser,
    logger: parts.logger,
    config,
    seam: parts.seam,
    keys,
    rateLimiter: parts.rateLimiter,
    records: parts.records,
    runner: parts.runner,
    validateResponses: config.validateResponses,
    newIngestLease: () => parts.runner.newIngestLease(),
  });
  await app.register(operatorApi, {
    prefix: operatorPrefix,
    operatorToken: config.operatorToken,
    store,
    clock,
    keys,
    feed,
    config,
    partners: config.partners,
    resend: (eventId, to) => webhooks.resend(eventId, to),
  });
  if (config.files.dir) {
    const { dir, signingSecret } = config.files;
    await app.register(filesRoutes, { dir, secret: signingSecret, now: () => clock.now() });
  }
  return app;
}
