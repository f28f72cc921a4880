/**
 * A config that differs from the stored partners (issue #18): the store wins, and the replica logs each difference
 * without a key in the log. The rule on its own, then two mocks on one SQLite data dir and two replicas on one
 * PostgreSQL, the second started with the first's config after an operator changed the partner.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerConfig } from '../../../mock-server/src/config.js';
import { partnerDrift } from '../../../mock-server/src/operator/config-drift.js';
import type { PartnerRecord } from '../../../mock-server/src/store/types.js';
import { describePostgres, type PostgresCluster, startPostgres } from '../../support/postgres.js';
import { call, startTestMock, type TestMock } from '../server/harness.js';

const configured = (over: Partial<PartnerConfig> = {}): PartnerConfig =>
  ({ id: 'acme', apiKeys: ['pk_acme_one'], active: true, webhookUrl: 'https://hooks.example/in', ...over });
const stored = (over: Partial<PartnerRecord> = {}): PartnerRecord => ({
  id: 'acme',
  active: true,
  webhookUrl: 'https://hooks.example/in',
  apiKeys: [{ id: 'key_1', key: 'pk_acme_one', createdAt: '2026-01-01T00:00:00Z', revokedAt: null }],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('partnerDrift', () => {
  it('finds nothing when the config and the store agree, a default fault field included', () => {
    expect(partnerDrift([configured()], [stored()])).toEqual([]);
    expect(partnerDrift(
      [configured({ webhookFaults: { duplicate: { probability: 1, delayMs: 1_000, windowMs: 0 } } })],
      [stored({ webhookFaults: { duplicate: { probability: 1, delayMs: 1_000, windowMs: 0 } } })],
    )).toEqual([]);
  });

  it('names every difference, keys by place or id, never the key', () => {
    const drift = partnerDrift(
      [configured({ active: true, webhookUrl: 'https://hooks.example/in?token=t0ps3cret', apiKeys: ['pk_acme_one', 'pk_acme_gone'] }), configured({ id: 'beta' })],
      [
        stored({
          active: false,
          webhookUrl: 'https://other.example/hook',
          webhookFaults: { reorder: { probability: 0.5, delayMs: 0, windowMs: 30_000 } },
          apiKeys: [
            { id: 'key_1', key: 'pk_acme_one', createdAt: 'x', revokedAt: '2026-02-02T00:00:00Z' },
            { id: 'key_2', key: 'pk_acme_rotated', createdAt: 'x', revokedAt: null },
          ],
        }),
        stored({ id: 'gamma' }),
      ],
    );
    expect(drift.find((d) => d.partnerId === 'beta')?.difference).toMatch(/^in the config, not in the database: not added/);
    expect(drift.filter((d) => d.partnerId !== 'beta')).toEqual([
      { partnerId: 'acme', difference: 'active is false in the database, true in the config' },
      { partnerId: 'acme', difference: 'webhookUrl is https://other.example/hook in the database, https://hooks.example/in?… in the config' },
      { partnerId: 'acme', difference: 'webhookFaults differ between the database and the config' },
      { partnerId: 'acme', difference: 'apiKeys[0] of the config is key_1, revoked in the database at 2026-02-02T00:00:00Z: it answers 401' },
      { partnerId: 'acme', difference: 'apiKeys[1] of the config is not in the database: it answers 401' },
      { partnerId: 'acme', difference: 'key_2 is a valid key in the database, not in the config' },
      { partnerId: 'gamma', difference: 'in the database, not in the config' },
    ]);
    const text = JSON.stringify(drift);
    for (const secret of ['pk_acme_one', 'pk_acme_gone', 'pk_acme_rotated', 't0ps3cret']) expect(text).not.toContain(secret);
  });
});

const token = 'op_drift_operator';
const op = { 'x-operator-token': token, 'x-api-key': '' };
const partners = [{ id: 'acme', apiKeys: ['pk_test_acme_1'] }];

/** The operator deactivates acme and rotates its key on `mock`. */
async function operatorChanges(mock: TestMock): Promise<void> {
  expect((await call(mock, 'POST', '/_operator/partners/acme/deactivate', { headers: op })).status).toBe(200);
  const rotated = await call(mock, 'POST', '/_operator/partners/acme/keys/rotate', { headers: op, body: { key: 'pk_test_acme_2', revokePrevious: true } });
  expect(rotated.status).toBe(201);
}

/** What a second mock started with the original config says and keeps. */
async function expectKeptAndLogged(second: TestMock): Promise<void> {
  const acme = (await call(second, 'GET', '/_operator/partners/acme', { headers: op })).body as { active: boolean; apiKeys: { revokedAt: string | null }[] };
  expect(acme.active).toBe(false);
  expect(acme.apiKeys.map((k) => k.revokedAt === null)).toEqual([false, true]);
  const log = second.logText();
  expect(log).toContain('config: partner acme active is false in the database, true in the config; the stored partner is kept');
  expect(log).toMatch(/config: partner acme apiKeys\[0\] of the config is key_\d+, revoked in the database at [^:]+:\d\d:\d\d[^:]*: it answers 401/);
  expect(log).toMatch(/config: partner acme key_\d+ is a valid key in the database, not in the config/);
  expect(log).not.toContain('pk_test_acme_1');
  expect(log).not.toContain('pk_test_acme_2');
}

describe('a restarted mock on a data dir', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'config-drift-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the operator\'s changes and logs how the config differs', async () => {
    const first = await startTestMock({ dataDir, operatorToken: token, partners });
    try {
      expect(first.logText()).not.toContain('config: partner');
      await operatorChanges(first);
    } finally {
      await first.close();
    }
    const second = await startTestMock({ dataDir, operatorToken: token, partners });
    try {
      await expectKeptAndLogged(second);
    } finally {
      await second.close();
    }
  });
});

describePostgres('a replica joining a shared database', () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster.destroy();
  });

  it('adds no partner of its config, keeps the operator\'s changes and logs how its config differs', async () => {
    const url = await cluster.createDatabase();
    const first = await startTestMock({ store: { url }, operatorToken: token, partners });
    try {
      await operatorChanges(first);
      const second = await startTestMock({ store: { url }, operatorToken: token, partners: [...partners, { id: 'beta', apiKeys: ['pk_test_beta_1'] }] });
      try {
        await expectKeptAndLogged(second);
        expect(second.logText()).toContain('config: partner beta in the config, not in the database: not added');
        expect((await call(second, 'GET', '/_operator/partners/beta', { headers: op })).status).toBe(404);
        expect(second.logText()).not.toContain('pk_test_beta_1');
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  }, 30_000);
});
