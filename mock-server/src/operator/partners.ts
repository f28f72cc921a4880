/** Partner records for the operator API: creation, key issue, and the views that never show a key twice. */
import { randomBytes } from 'node:crypto';
import { signingKey } from '../webhooks/signing-keys.js';
import type { PartnerConfig } from '../config.js';
import type { ApiKeyRecord, PartnerRecord, StoreOps } from '../store/types.js';

/** A key's last characters, enough to tell keys apart, never enough to use one. */
export function keyPreview(key: string): string {
  return `…${key.slice(-4)}`;
}

export function newApiKey(partnerId: string): string {
  return `pk_${partnerId}_${randomBytes(18).toString('base64url')}`;
}

export async function newKeyRecord(store: Pick<StoreOps, 'nextSequence'>, key: string, now: string): Promise<ApiKeyRecord> {
  return { id: `key_${await store.nextSequence('apiKey')}`, key, createdAt: now, revokedAt: null };
}

export interface PartnerView {
  id: string;
  active: boolean;
  webhookUrl: string | null;
  webhookFaults: PartnerRecord['webhookFaults'] | null;
  /** `current`: the last issued valid key; `signsWebhooks`: the oldest valid key (webhooks/signing-keys.ts). */
  apiKeys: { id: string; preview: string; createdAt: string; revokedAt: string | null; current: boolean; signsWebhooks: boolean }[];
  createdAt: string;
  updatedAt: string;
}

/** The current key: the last one issued and not revoked. */
export function currentKey(partner: PartnerRecord): ApiKeyRecord | undefined {
  return partner.apiKeys.findLast((k) => k.revokedAt === null);
}

export function partnerView(partner: PartnerRecord): PartnerView {
  const current = currentKey(partner);
  const signing = signingKey(partner.apiKeys);
  return {
    id: partner.id,
    active: partner.active,
    webhookUrl: partner.webhookUrl,
    webhookFaults: partner.webhookFaults ?? null,
    apiKeys: partner.apiKeys.map((k) => ({
      id: k.id,
      preview: keyPreview(k.key),
      createdAt: k.createdAt,
      revokedAt: k.revokedAt,
      current: k.id === current?.id,
      signsWebhooks: k.id === signing?.id,
    })),
    createdAt: partner.createdAt,
    updatedAt: partner.updatedAt,
  };
}

/**
 * Puts the config's partners in the store, once: a partner already stored (from an earlier run with
 * `--data-dir`) keeps its state, so keys rotated and partners deactivated through the operator API
 * survive a restart.
 */
export async function seedPartners(store: StoreOps, partners: readonly PartnerConfig[], now: string): Promise<void> {
  for (const partner of partners) {
    // One unit per partner: the check and the save, so that a partner saved meanwhile is never overwritten.
    await store.transaction(async (tx) => {
      if (await tx.getPartner(partner.id)) return;
      const apiKeys: ApiKeyRecord[] = [];
      for (const key of partner.apiKeys) apiKeys.push(await newKeyRecord(tx, key, now));
      await tx.savePartner({
        id: partner.id,
        active: partner.active,
        webhookUrl: partner.webhookUrl,
        ...(partner.webhookFaults ? { webhookFaults: partner.webhookFaults } : {}),
        apiKeys,
        createdAt: now,
        updatedAt: now,
      });
    });
  }
}

/** Whether any partner already holds this key (keys identify partners, so they must be unique). */
export async function keyInUse(store: Pick<StoreOps, 'listPartners'>, key: string): Promise<boolean> {
  return (await store.listPartners()).some((p) => p.apiKeys.some((k) => k.key === key));
}
