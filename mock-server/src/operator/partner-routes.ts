/**
 * Partners in the operator API (spec 4.4's "contact the operator", made an API): create, read, change,
 * activate and deactivate them, register or remove their webhook URL, issue, rotate and revoke their keys.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiKeyIndex } from '../auth/api-key.js';
import type { Clock } from '../clock.js';
import { faultsOf, faultsSchema, type MockConfig, outboundPolicy } from '../config.js';
import { ProblemError } from '../errors.js';
import { checkWebhookUrl } from '../fetch/webhook-url.js';
import { timestamp } from '../timestamp.js';
import type { ApiKeyRecord, PartnerRecord, Store } from '../store/types.js';
import { currentKey, keyInUse, newApiKey, newKeyRecord, partnerView } from './partners.js';

const partnerIdSchema = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' } as const;
const keySchema = { type: 'string', minLength: 8, maxLength: 256, pattern: '^[\\x21-\\x7e]+$' } as const;
const webhookUrlSchema = { anyOf: [{ type: 'string', minLength: 1, maxLength: 2048 }, { type: 'null' }] } as const;
const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

export interface OperatorPartnerRoutesOptions {
  store: Store;
  clock: Clock;
  /** Refreshed after every change of a partner: it maps keys to partners for authentication. */
  keys: ApiKeyIndex;
  /** Which webhook URLs may be registered (spec 4.4, 8; issue #13). */
  config: Pick<MockConfig, 'allowHttpLoopback' | 'outbound'>;
}

/** Revokes the keys `which` picks (a revoked key keeps its first revocation time). */
function revokeKeys(keys: ApiKeyRecord[], which: (key: ApiKeyRecord) => boolean, at: string): ApiKeyRecord[] {
  return keys.map((k) => (k.revokedAt === null && which(k) ? { ...k, revokedAt: at } : k));
}

export const operatorPartnerRoutes: FastifyPluginAsync<OperatorPartnerRoutesOptions> = async (app, options) => {
  const { store, clock, config } = options;
  const now = () => timestamp(clock.now());

  const partnerOr404 = (id: string): PartnerRecord => {
    const partner = store.getPartner(id);
    if (!partner) throw new ProblemError('PARTNER_NOT_FOUND', `No partner "${id.slice(0, 64)}".`);
    return partner;
  };
  const save = (partner: PartnerRecord): PartnerRecord => {
    const updated = { ...partner, updatedAt: now() };
    store.savePartner(updated);
    options.keys.refresh();
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
};
