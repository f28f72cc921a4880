/**
 * Partners in the operator API (spec 4.4's "contact the operator", made an API): create, read, change,
 * activate and deactivate them, register or remove their webhook URL, issue, rotate and revoke their keys.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiKeys } from '../auth/api-key.js';
import type { Clock } from '../clock.js';
import { faultsOf, faultsSchema, type MockConfig, outboundPolicy } from '../config.js';
import { ProblemError } from '../errors.js';
import { checkWebhookUrl } from '../fetch/webhook-url.js';
import { timestamp } from '../timestamp.js';
import type { ApiKeyRecord, PartnerRecord, Store, StoreOps } from '../store/types.js';
import { currentKey, keyInUse, newApiKey, newKeyRecord, partnerView } from './partners.js';

const partnerIdSchema = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' } as const;
const keySchema = { type: 'string', minLength: 8, maxLength: 256, pattern: '^[\\x21-\\x7e]+$' } as const;
const webhookUrlSchema = { anyOf: [{ type: 'string', minLength: 1, maxLength: 2048 }, { type: 'null' }] } as const;
const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

export interface OperatorPartnerRoutesOptions {
  store: Store;
  clock: Clock;
  /** Refreshed after every change of a partner: it maps keys to partners for authentication. */
  keys: ApiKeys;
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

  const partnerOr404 = async (ops: StoreOps, id: string): Promise<PartnerRecord> => {
    const partner = await ops.getPartner(id);
    if (!partner) throw new ProblemError('PARTNER_NOT_FOUND', `No partner "${id.slice(0, 64)}".`);
    return partner;
  };
  /**
   * Changes a partner in one unit (read, change, save: two changes at once never lose one), then refreshes the
   * key index, before the answer: the next request sees the change.
   */
  type Change = (partner: PartnerRecord, tx: StoreOps) => PartnerRecord | Promise<PartnerRecord>;
  const update = async (id: string, change: Change): Promise<PartnerRecord> => {
    const updated = await store.transaction(async (tx) => {
      const changed = { ...(await change(await partnerOr404(tx, id), tx)), updatedAt: now() };
      await tx.savePartner(changed);
      return changed;
    });
    await options.keys.refresh();
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
  const claimKey = async (ops: StoreOps, key: string): Promise<string> => {
    if (await keyInUse(ops, key)) throw new ProblemError('API_KEY_EXISTS', 'This key is already issued to a partner; choose another.');
    return key;
  };

  app.get('/partners', async () => (await store.listPartners()).map(partnerView));

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
    if (await store.getPartner(id)) throw new ProblemError('PARTNER_EXISTS', `Partner "${id}" already exists.`);
    const keys = request.body.apiKeys ?? [newApiKey(id)];
    for (const key of keys) await claimKey(store, key);
    if (new Set(keys).size !== keys.length) throw new ProblemError('API_KEY_EXISTS', 'The same key is listed twice.');
    const allowedUrl = await allowedWebhookUrl(webhookUrl);
    const partner = await store.transaction(async (tx) => {
      // checked again, with the save: another request may have created it during the address check
      if (await tx.getPartner(id)) throw new ProblemError('PARTNER_EXISTS', `Partner "${id}" already exists.`);
      for (const key of keys) await claimKey(tx, key);
      const at = now();
      const apiKeys: ApiKeyRecord[] = [];
      for (const key of keys) apiKeys.push(await newKeyRecord(tx, key, at));
      const created: PartnerRecord = { id, active, webhookUrl: allowedUrl, apiKeys, createdAt: at, updatedAt: at };
      await tx.savePartner(created);
      return created;
    });
    await options.keys.refresh();
    // The keys are shown this once, to whoever created them.
    const issued = partner.apiKeys.map(({ id: keyId, key }) => ({ id: keyId, key }));
    return reply.code(201).send({ partner: partnerView(partner), apiKeys: issued });
  });

  app.get<{ Params: { id: string } }>('/partners/:id', { schema: { params: idParams } }, async (request) =>
    partnerView(await partnerOr404(store, request.params.id)));

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
    await partnerOr404(store, request.params.id);
    const { active, webhookUrl, webhookFaults } = request.body;
    const allowedUrl = webhookUrl === undefined ? undefined : await allowedWebhookUrl(webhookUrl);
    // read after the address check (in the unit that saves), so that a change made meanwhile is kept
    return partnerView(await update(request.params.id, (partner) => ({
      ...partner,
      ...(active === undefined ? {} : { active }),
      ...(allowedUrl === undefined ? {} : { webhookUrl: allowedUrl }),
      ...(webhookFaults === undefined ? {} : { webhookFaults: faultsOf(webhookFaults) ?? {} }),
    })));
  });

  for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
    app.post<{ Params: { id: string } }>(`/partners/:id/${action}`, { schema: { params: idParams } }, async (request) =>
      partnerView(await update(request.params.id, (partner) => ({ ...partner, active }))));
  }

  app.put<{ Params: { id: string }; Body: { url: string } }>('/partners/:id/webhook', {
    schema: { params: idParams, body: { type: 'object', additionalProperties: false, required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 2048 } } } },
  }, async (request) => {
    await partnerOr404(store, request.params.id);
    const webhookUrl = await allowedWebhookUrl(request.body.url);
    return partnerView(await update(request.params.id, (partner) => ({ ...partner, webhookUrl })));
  });

  app.delete<{ Params: { id: string } }>('/partners/:id/webhook', { schema: { params: idParams } }, async (request) =>
    partnerView(await update(request.params.id, (partner) => ({ ...partner, webhookUrl: null }))));

  app.post<{ Params: { id: string }; Body: { key?: string } | undefined }>('/partners/:id/keys', {
    schema: { params: idParams, body: { type: 'object', additionalProperties: false, properties: { key: keySchema } } },
  }, async (request, reply) => {
    let record: ApiKeyRecord | undefined;
    await update(request.params.id, async (partner, tx) => {
      record = await newKeyRecord(tx, await claimKey(tx, request.body?.key ?? newApiKey(partner.id)), now());
      return { ...partner, apiKeys: [...partner.apiKeys, record] };
    });
    return reply.code(201).send({ id: record!.id, key: record!.key });
  });

  app.post<{ Params: { id: string }; Body: { key?: string; revokePrevious?: boolean } | undefined }>('/partners/:id/keys/rotate', {
    schema: { params: idParams, body: { type: 'object', additionalProperties: false, properties: { key: keySchema, revokePrevious: { type: 'boolean' } } } },
  }, async (request, reply) => {
    const revoke = request.body?.revokePrevious === true;
    let rotated: { record: ApiKeyRecord; previous: ApiKeyRecord[] } | undefined;
    await update(request.params.id, async (partner, tx) => {
      const at = now();
      const record = await newKeyRecord(tx, await claimKey(tx, request.body?.key ?? newApiKey(partner.id)), at);
      const previous = partner.apiKeys.filter((k) => k.revokedAt === null);
      rotated = { record, previous };
      return { ...partner, apiKeys: [...revokeKeys(partner.apiKeys, () => revoke, at), record] };
    });
    const { record, previous } = rotated!;
    return reply.code(201).send({ id: record.id, key: record.key, revoked: revoke ? previous.map((k) => k.id) : [] });
  });

  app.delete<{ Params: { id: string; keyId: string } }>('/partners/:id/keys/:keyId', async (request) => {
    const updated = await update(request.params.id, (partner) => {
      const key = partner.apiKeys.find((k) => k.id === request.params.keyId);
      if (!key) throw new ProblemError('API_KEY_NOT_FOUND', `Partner "${partner.id}" has no key ${request.params.keyId.slice(0, 64)}.`);
      return { ...partner, apiKeys: revokeKeys(partner.apiKeys, (k) => k.id === key.id, now()) };
    });
    return { ...partnerView(updated), currentKey: currentKey(updated)?.id ?? null };
  });
};
