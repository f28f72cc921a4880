/**
 * Store.findApiKey (issue #18): a key found by its digest, on every store, in step with savePartner, transactions
 * and reset. Run from behaviour.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiKeyDigest } from '../../../mock-server/src/store/api-keys.js';
import type { Store } from '../../../mock-server/src/store/index.js';
import { partner } from './support.js';

export function describeKeyBehaviour(name: string, open: () => Store | Promise<Store>): void {
  describe(`${name} store: API keys by digest`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    const find = (key: string) => store.findApiKey(apiKeyDigest(key));

    it('finds the partner and the key record of a current key, and nothing for a revoked, unknown or malformed one', async () => {
      const saved = partner();
      await store.savePartner(saved);
      await store.savePartner(partner({ id: 'partner-b', apiKeys: [{ id: 'key_9', key: 'pk_test_b', createdAt: saved.createdAt, revokedAt: null }] }));
      expect(await find('pk_test_current')).toStrictEqual({ partner: saved, key: saved.apiKeys[1] });
      expect((await find('pk_test_b'))?.partner.id).toBe('partner-b');
      expect(await find('pk_test_old')).toBeUndefined();
      expect(await find('pk_test_unknown')).toBeUndefined();
      // A prefix of a key is another key; the key itself is not a digest.
      expect(await find('pk_test_curren')).toBeUndefined();
      expect(await store.findApiKey('pk_test_current')).toBeUndefined();
      expect(await store.findApiKey('')).toBeUndefined();
    });

    it('follows each save of the partner: a key added is found, a key revoked or removed is not', async () => {
      const first = partner();
      await store.savePartner(first);
      const added = { id: 'key_3', key: 'pk_test_added', createdAt: '2025-03-01T00:00:00.000Z', revokedAt: null };
      await store.savePartner({ ...first, apiKeys: [...first.apiKeys, added] });
      expect((await find('pk_test_added'))?.key).toStrictEqual(added);
      expect((await find('pk_test_current'))?.key.id).toBe('key_2');

      const revoked = first.apiKeys.map((key) => ({ ...key, revokedAt: key.revokedAt ?? '2025-04-01T00:00:00.000Z' }));
      await store.savePartner({ ...first, apiKeys: [...revoked, added] });
      expect(await find('pk_test_current')).toBeUndefined();
      expect((await find('pk_test_added'))?.partner.apiKeys).toHaveLength(3);

      await store.savePartner({ ...first, apiKeys: [] });
      expect(await find('pk_test_added')).toBeUndefined();
      // An inactive partner is still found: authentication answers 403 PROVIDER_INACTIVE for it, not 401.
      await store.savePartner({ ...first, active: false });
      expect((await find('pk_test_current'))?.partner.active).toBe(false);
    });

    it('keeps a save rolled back out, and a revoke rolled back in', async () => {
      const first = partner();
      await store.savePartner(first);
      const rollback = new Error('rolled back on purpose');
      await expect(store.transaction(async (tx) => {
        await tx.savePartner({ ...first, apiKeys: [...first.apiKeys, { id: 'key_3', key: 'pk_test_new', createdAt: first.createdAt, revokedAt: null }] });
        expect((await tx.findApiKey(apiKeyDigest('pk_test_new')))?.key.id).toBe('key_3');
        throw rollback;
      })).rejects.toBe(rollback);
      expect(await find('pk_test_new')).toBeUndefined();

      await expect(store.transaction(async (tx) => {
        await tx.savePartner({ ...first, apiKeys: first.apiKeys.map((key) => ({ ...key, revokedAt: '2025-04-01T00:00:00.000Z' })) });
        expect(await tx.findApiKey(apiKeyDigest('pk_test_current'))).toBeUndefined();
        throw rollback;
      })).rejects.toBe(rollback);
      expect((await find('pk_test_current'))?.key.id).toBe('key_2');
    });

    it('forgets the keys of partners a reset deletes, and keeps them otherwise', async () => {
      await store.savePartner(partner());
      await store.reset();
      expect((await find('pk_test_current'))?.partner.id).toBe('partner-a');
      await store.reset({ partners: true });
      expect(await find('pk_test_current')).toBeUndefined();
    });
  });
}
