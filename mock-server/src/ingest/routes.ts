/**
 * The service's routes (spec 4.1, 4.2), behind API key authentication (spec 5): create, and the status
 * lookup at the seam's paths (both paths of the contract unless a variant says otherwise).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { operationsById } from '../../../generated/contract.js';
import { type ApiKeys, type KeyLookup, presentedKeys } from '../auth/api-key.js';
import { contractCheck } from '../contract-check.js';
import { ProblemError } from '../errors.js';
import type { RateLimiter } from '../rate-limit.js';
import type { Seam } from '../seam/seam.js';
import type { PartnerRecord } from '../store/types.js';
import { createIngest, type CreateIngestOptions } from './create.js';
import type { CachedRecord, IngestRecordCache } from './record-cache.js';
import type { IngestRunner } from './runner.js';
import { readPrefer } from './prefer.js';
import { preferenceApplied } from './scenarios.js';

declare module 'fastify' {
  interface FastifyRequest {
    partner: PartnerRecord | null;
    /** The request's own key lookup, read from the store before it is admitted (replicas: ApiKeys.forRequest). */
    keyLookup: KeyLookup | null;
  }
}

/** Fastify's `:param` form of a contract path. */
function route(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function partnerOf(request: FastifyRequest): PartnerRecord {
  if (!request.partner) throw new Error('route reached without authentication');
  return request.partner;
}

/** `Prefer: code=<status>`: the contract's documented example for that status, said applied. */
function answerDocumented(reply: FastifyReply, documented: { status: number; contentType: string; body: unknown }): FastifyReply {
  return reply.code(documented.status).type(documented.contentType).header('preference-applied', `code=${documented.status}`).send(documented.body);
}

/** What the service's routes use, besides what a create uses (create.ts). */
export interface IngestRoutesOptions extends CreateIngestOptions {
  /** The spec-exact authentication, record view and lookup paths, wrapped by the faults and variants switched on. */
  seam: Seam;
  keys: ApiKeys;
  /** Per-partner request budget; null: no limit (the default). */
  rateLimiter: RateLimiter | null;
  /** The lookup's answers, serialized once per change of the ingest. */
  records: IngestRecordCache;
  /** Loads the files of a created ingest and settles it. */
  runner: IngestRunner;
  /** Check every response against the contract before it leaves (`--validate-responses`). */
  validateResponses: boolean;
}

export const ingestRoutes: FastifyPluginAsync<IngestRoutesOptions> = async (app, options) => {
  if (options.validateResponses) contractCheck(app);
  // Replicas share the store (PostgreSQL, issue #18): the presented keys are looked up in it, by digest, before each
  // request, so a key issued or revoked on another replica counts at once. Before the routes' own hooks: admission
  // reads what this found.
  const forRequest = options.keys.forRequest?.bind(options.keys);
  if (forRequest !== undefined) {
    app.decorateRequest('keyLookup', null);
    app.addHook('onRequest', async (request) => {
      request.keyLookup = await forRequest(presentedKeys(request));
    });
  }
  const { lookupPaths } = options.seam;
  /**
   * Authentication (spec 5) and the partner's rate limit; sets `request.partner` or throws the problem.
   * The create runs it as an onRequest hook, before the body is read, so a request without a valid key
   * learns nothing else; a lookup has no body and runs it first thing in its handler (a hook per request
   * is measurable on the lookup's hot path).
   */
  const admit = (request: FastifyRequest, reply: FastifyReply): void => {
    const authenticated = options.seam.authenticate(request, request.keyLookup ?? options.keys);
    if (!authenticated) return;
    const { partner } = authenticated;
    request.partner = partner;
    const wait = options.rateLimiter?.take(partner.id) ?? 0;
    if (wait > 0) {
      void reply.header('retry-after', String(wait));
      throw new ProblemError('RATE_LIMITED', `Too many requests for this partner; retry after ${wait} seconds.`, {
        headers: { 'retry-after': String(wait) },
      });
    }
  };

  // What the hook throws, Fastify renders through the error handler, as it would a rejection.
  const onRequest = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    admit(request, reply);
    done();
  };
  app.post(route(operationsById.createIngest.path), { onRequest }, async (request, reply) => {
    const prefer = request.headers.prefer;
    const preferred = readPrefer('createIngest', prefer);
    if (preferred.warnings.length > 0) void reply.header('warning', preferred.warnings);
    if (preferred.documented) return answerDocumented(reply, preferred.documented);
    const { row, scenario, validation } = await createIngest(
      options,
      partnerOf(request),
      request.body,
      Array.isArray(prefer) ? prefer.join(', ') : prefer,
    );
    const applied = [preferenceApplied(scenario), validation.source === 'prefer' ? `validation=${validation.mode}` : null]
      .filter((p) => p !== null);
    if (applied.length > 0) void reply.header('preference-applied', applied.join(', '));
    const record = options.seam.record(row);
    // Loading starts once the 201 is on its way; a release without files completes right after it.
    setImmediate(() => {
      options.runner.start(row.ingestId);
    });
    return reply
      .code(201)
      .header('location', lookupPaths[0]?.replace('{ingestId}', row.ingestId) ?? '')
      .send(record);
  });

  /** Sends a lookup's record, or the 404 of an ingest unknown to this partner. */
  type LookupRequest = FastifyRequest<{ Params: { ingestId: string } }>;
  const answer = (request: LookupRequest, reply: FastifyReply, cached: CachedRecord | undefined): void => {
    const { ingestId } = request.params;
    // Another partner's ingest is as unknown as a missing one (a request the seam let through unauthenticated
    // sees every ingest: only a fault does that).
    if (!cached || (request.partner && cached.partnerId !== request.partner.id)) {
      throw new ProblemError('INGEST_NOT_FOUND', `No ingest ${ingestId.slice(0, 64)} exists for this partner.`);
    }
    void reply.type('application/json; charset=utf-8').send(cached.json);
  };

  // Not async: a cached record has nothing to await, and a promise per request is measurable on its hot path. What
  // it throws, Fastify renders through the error handler; a record read from the store is sent when it comes (a
  // failed read is sent as the error, rendered the same way).
  const lookup = (request: FastifyRequest<{ Params: { ingestId: string } }>, reply: FastifyReply): void => {
    admit(request, reply);
    if (request.headers.prefer !== undefined) {
      const preferred = readPrefer('getIngest', request.headers.prefer);
      if (preferred.warnings.length > 0) void reply.header('warning', preferred.warnings);
      if (preferred.documented) {
        void answerDocumented(reply, preferred.documented);
        return;
      }
    }
    const cached = options.records.get(request.params.ingestId, options.store);
    if (!(cached instanceof Promise)) {
      answer(request, reply, cached);
      return;
    }
    cached.then((record) => {
      answer(request, reply, record);
    }).catch((error: unknown) => {
      void reply.send(error);
    });
  };
  for (const path of lookupPaths) app.get(route(path), lookup);
};
