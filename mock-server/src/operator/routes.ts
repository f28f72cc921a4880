/**
 * The operator API under /_operator: spec 4.4's "contact the operator", made an API. Partners, keys,
 * activation, webhook URLs, ingests, reset and the clock. Authenticated by the `X-Operator-Token`
 * header, compared in constant time.
 */
import type { FastifyInstance } from 'fastify';
import { secretsEqual } from '../auth/api-key.js';
import type { Clock } from '../clock.js';
import type { MockContext } from '../context.js';
import { durationMs } from '../duration.js';
import { ProblemError } from '../errors.js';
import { redactUrl } from '../fetch/redact.js';
import { checkWebhookUrl } from '../fetch/webhook-url.js';
import { toIngestRecord } from '../ingest/record.js';
import { timestamp } from '../timestamp.js';
import { faultsOf, faultsSchema, outboundPolicy } from '../config.js';
import type { ApiKeyRecord, IngestRow, IngestStatus, PartnerRecord, ResourceFileRecord } from '../store/types.js';
import { currentKey, keyInUse, newApiKey, newKeyRecord, partnerView, seedPartners } from './partners.js';

const partnerIdSchema = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' } as const;
const keySchema = { type: 'string', minLength: 8, maxLength: 256, pattern: '^[\\x21-\\x7e]+$' } as const;
const webhookUrlSchema = { anyOf: [{ type: 'string', minLength: 1, maxLength: 2048 }, { type: 'null' }] } as const;
const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

/** Revokes the keys `which` picks (a revoked key keeps its first revocation time). */
function revokeKeys(keys: ApiKeyRecord[], which: (key: ApiKeyRecord) => boolean, at: string): ApiKeyRecord[] {
  return keys.map((k) => (k.revokedAt === null && which(k) ? { ...k, revokedAt: at } : k));
}

/** How many files an ingest's view lists in lists and on the stream; `GET /_operator/ingests/{id}` lists them all. */
export const filesInSummary = 100;

/**
 * An ingest as the operator sees it: the record, plus partner, scenario and the status of `files` (all of them,
 * or the first ones: `record.resources.total` says how many there are).
 */
export function ingestView(row: IngestRow, files: readonly ResourceFileRecord[]) {
  return {
    record: toIngestRecord(row),
    partnerId: row.partnerId,
    xmlUrl: row.xmlUrlRedacted,
    ernVersion: row.ernVersion,
    scenario: row.plan.scenario,
    holdUntil: row.plan.holdUntil === null ? null : timestamp(row.plan.holdUntil),
    files: files.map((f) => ({
      // Resource URLs may be pre-signed: show them without their query string.
      uri: redactUrl(f.uri),
      status: f.status,
      ...(f.failure ? { failure: f.failure } : {}),
      ...(f.hashSum ? { hashSum: f.hashSum } : {}),
      ...(f.resourceReference ? { resourceReference: f.resourceReference } : {}),
    })),
  };
}

/** The clock as `GET /_operator/clock` shows it. */
export function clockView(clock: Clock) {
  return clock.describe();
}

export function operatorRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock, config } = context;
  const now = () => timestamp(clock.now());

  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-operator-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw new ProblemError('OPERATOR_TOKEN_MISSING', 'Send the operator token in the X-Operator-Token header.');
    if (!secretsEqual(token, config.operatorToken)) {
      throw new ProblemError('OPERATOR_TOKEN_INVALID', 'The X-Operator-Token header does not match the operator token.');
    }
  });

  const partnerOr404 = (id: string): PartnerRecord => {
    const partner = store.getPartner(id);
    if (!partner) throw new ProblemError('PARTNER_NOT_FOUND', `No partner "${id.slice(0, 64)}".`);
    return partner;
  };
  const save = (partner: PartnerRecord): PartnerRecord => {
    const updated = { ...partner, updatedAt: now() };
    store.savePartner(updated);
    context.keys.refresh();
    return updated;
  };
  const allowedWebhookUrl = async (url: string | null): Promise<string | null> => {
    if (url === null) return null;
    // spec 4.4, 8: only HTTPS webhook URLs; the mock also takes http to loopback while allowHttpLoopback is on.
    // issue #13: and only to a host whose addresses the outbound policy allows.
    const policy = await checkWebhookUrl(url, outboundPolicy(config));
    if (!policy.ok) throw new ProblemError('WEBHOOK_URL_NOT_ALLOWED', policy.reason);
    return url;
  };
  const claimKey = (key: string): string => {
    if (keyInUse(store, key)) throw new ProblemError('API_KEY_EXISTS', 'This key is already issued to a partner; choose another.');
    return key;
  };

  app.get('/partners', async () => store.listPartners().map(partnerView));

  app.post<{ Body: { id: string; active?: boolean; webhookUrl?: string | null; apiKeys?: string[] } }>('/partners', {
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['id'],
        properties: { id: partnerIdSchema, active: { type: 'boolean' }, webhookUrl: webhookUrlSchema, apiKeys: { type: 'array', items: keySchema, minItems: 1 } },
      },
    },
  }, async (request, reply) => {
    const { id, active = true, webhookUrl = null } = request.body;
    if (store.getPartner(id)) throw new ProblemError('PARTNER_EXISTS', `Partner "${id}" already exists.`);
    const keys = (request.body.apiKeys ?? [newApiKey(id)]).map(claimKey);
    if (new Set(keys).size !== keys.length) throw new ProblemError('API_KEY_EXISTS', 'The same key is listed twice.');
    const allowedUrl = await allowedWebhookUrl(webhookUrl);
    // checked again: another request may have created it during the address check
    if (store.getPartner(id)) throw new ProblemError('PARTNER_EXISTS', `Partner "${id}" already exists.`);
    for (const key of keys) claimKey(key);
    const at = now();
    const partner = save({
      id,
      active,
      webhookUrl: allowedUrl,
      apiKeys: keys.map((key) => newKeyRecord(store, key, at)),
      createdAt: at,
      updatedAt: at,
    });
    // The keys are shown this once, to whoever created them.
    const issued = partner.apiKeys.map(({ id: keyId, key }) => ({ id: keyId, key }));
    return reply.code(201).send({ partner: partnerView(partner), apiKeys: issued });
  });

  app.get<{ Params: { id: string } }>('/partners/:id', { schema: { params: idParams } }, async (request) =>
    partnerView(partnerOr404(request.params.id)));

  app.patch<{ Params: { id: string }; Body: { active?: boolean; webhookUrl?: string | null; webhookFaults?: unknown } }>('/partners/:id', {
    schema: {
      params: idParams,
      body: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: { active: { type: 'boolean' }, webhookUrl: webhookUrlSchema, webhookFaults: faultsSchema },
      },
    },
  }, async (request) => {
    partnerOr404(request.params.id);
    const { active, webhookUrl, webhookFaults } = request.body;
    const allowedUrl = webhookUrl === undefined ? undefined : await allowedWebhookUrl(webhookUrl);
    // read after the address check, so that a change made meanwhile is kept
    const partner = partnerOr404(request.params.id);
    return partnerView(save({
      ...partner,
      ...(active === undefined ? {} : { active }),
      ...(allowedUrl === undefined ? {} : { webhookUrl: allowedUrl }),
      ...(webhookFaults === undefined ? {} : { webhookFaults: faultsOf(webhookFaults) ?? {} }),
    }));
  });

  for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
    app.post<{ Params: { id: string } }>(`/partners/:id/${action}`, { schema: { params: idParams } }, async (request) =>
      partnerView(save({ ...partnerOr404(request.params.id), active })));
  }

  app.put<{ Params: { id: string }; Body: { url: string } }>('/partners/:id/webhook', {
    schema: { params: idParams, body: { type: 'object', additionalProperties: false, required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 2048 } } } },
  }, async (request) => {
    partnerOr404(request.params.id);
    const webhookUrl = await allowedWebhookUrl(request.body.url);
    return partnerView(save({ ...partnerOr404(request.params.id), webhookUrl }));
  });

  app.delete<{ Params: { id: string } }>('/partners/:id/webhook', { schema: { params: idParams } }, async (request) =>
    partnerView(save({ ...partnerOr404(request.params.id), webhookUrl: null })));

  app.post<{ Params: { id: string }; Body: { key?: string } | undefined }>('/partners/:id/keys', {
    schema: { params: idParams, body: { type: 'object', additionalProperties: false, properties: { key: keySchema } } },
  }, async (request, reply) => {
    const partner = partnerOr404(request.params.id);
    const record = newKeyRecord(store, claimKey(request.body?.key ?? newApiKey(partner.id)), now());
    save({ ...partner, apiKeys: [...partner.apiKeys, record] });
    return reply.code(201).send({ id: record.id, key: record.key });
  });

  app.post<{ Params: { id: string }; Body: { key?: string; revokePrevious?: boolean } | undefined }>('/partners/:id/keys/rotate', {
    schema: { params: idParams, body: { type: 'object', additionalProperties: false, properties: { key: keySchema, revokePrevious: { type: 'boolean' } } } },
  }, async (request, reply) => {
    const partner = partnerOr404(request.params.id);
    const at = now();
    const record = newKeyRecord(store, claimKey(request.body?.key ?? newApiKey(partner.id)), at);
    const previous = partner.apiKeys.filter((k) => k.revokedAt === null);
    const revoke = request.body?.revokePrevious === true;
    const apiKeys = [...revokeKeys(partner.apiKeys, () => revoke, at), record];
    save({ ...partner, apiKeys });
    return reply.code(201).send({ id: record.id, key: record.key, revoked: revoke ? previous.map((k) => k.id) : [] });
  });

  app.delete<{ Params: { id: string; keyId: string } }>('/partners/:id/keys/:keyId', async (request) => {
    const partner = partnerOr404(request.params.id);
    const key = partner.apiKeys.find((k) => k.id === request.params.keyId);
    if (!key) throw new ProblemError('API_KEY_NOT_FOUND', `Partner "${partner.id}" has no key ${request.params.keyId.slice(0, 64)}.`);
    const at = now();
    const updated = save({ ...partner, apiKeys: revokeKeys(partner.apiKeys, (k) => k.id === key.id, at) });
    return { ...partnerView(updated), currentKey: currentKey(updated)?.id ?? null };
  });

  app.get<{ Querystring: { partnerId?: string; status?: IngestStatus; limit?: number } }>('/ingests', {
    schema: {
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { partnerId: { type: 'string' }, status: { enum: ['processing', 'completed', 'failed'] }, limit: { type: 'integer', minimum: 1, maximum: 1000 } },
      },
    },
  }, async (request) => store.listIngests(request.query)
    .map((row) => ingestView(row, store.listIngestFiles(row.ingestId, { limit: filesInSummary }))));

  app.get<{ Params: { ingestId: string } }>('/ingests/:ingestId', async (request) => {
    const row = store.getIngest(request.params.ingestId);
    if (!row) throw new ProblemError('INGEST_NOT_FOUND', `No ingest ${request.params.ingestId.slice(0, 64)}.`);
    return ingestView(row, store.listIngestFiles(row.ingestId));
  });

  app.post<{ Body: { partners?: boolean } | undefined }>('/reset', {
    schema: { body: { type: 'object', additionalProperties: false, properties: { partners: { type: 'boolean' } } } },
  }, async (request) => {
    const partners = request.body?.partners === true;
    store.reset({ partners });
    if (partners) seedPartners(store, config.partners, now());
    context.keys.refresh();
    return { reset: true, partners };
  });

  app.get('/clock', async () => clockView(clock));

  // A type list, not anyOf: Fastify's schema coercion leaves a value alone when it has one of the listed types,
  // where anyOf turned 3600000 into "3600000" (read as seconds). A JSON number is milliseconds, as in the config
  // file; a string is a duration (a bare number in a string is seconds) (duration.ts).
  app.post<{ Body: { duration: string | number } }>('/clock/advance', {
    schema: {
      body: { type: 'object', additionalProperties: false, required: ['duration'], properties: { duration: { type: ['integer', 'string'], minimum: 0 } } },
    },
  }, async (request) => {
    if (!('advance' in clock)) {
      throw new ProblemError('CLOCK_NOT_VIRTUAL', 'The clock advances by itself; start the mock with --clock virtual to step it.');
    }
    let ms: number;
    try {
      ms = durationMs(request.body.duration);
    } catch (error) {
      throw new ProblemError('INVALID_OPERATOR_REQUEST', (error as Error).message);
    }
    const fired = await clock.advance(ms);
    context.feed.markClock();
    return { advancedMs: ms, firedTimers: fired, ...clockView(clock) };
  });
}
