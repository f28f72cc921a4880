/**
 * Issue #18, reads your writes for keys: two replicas on one PostgreSQL, where each request finds its key by digest
 * (Store.findApiKey), kept in each replica until a NOTIFY from the database says a partner changed (issue #31 item 4,
 * store/postgres/key-cache.ts). A key issued through replica A's operator API counts at the next request to B (B
 * keeps no unknown key); a key revoked or a partner deactivated counts on A at its next request and on B once the
 * NOTIFY has arrived, milliseconds after the commit: B is asked until it answers so, within 5 s.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres, type PostgresCluster, startPostgres } from '../../support/postgres.js';
import { call } from '../server/harness.js';
import { type Replica, replicaSet } from './support.js';

const token = 'op_replica_keys_token';
const op = { 'x-operator-token': token, 'x-api-key': '' };

describePostgres('API keys across two replicas on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  const set = replicaSet();
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    cluster = await startPostgres();
    set.config({ partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'] }], operatorToken: token });
    [a, b] = await set.start(2, await cluster.createDatabase()) as [Replica, Replica];
  }, 120_000);

  afterAll(async () => {
    await set.close();
    await cluster.destroy();
  });

  /** A lookup of an ingest that does not exist: 404 once the key is admitted, 401 or 403 otherwise. */
  const lookupWith = async (replica: Replica, key: string) => {
    const answer = await call(replica, 'GET', '/partner/v1/ddex/ingests/1799999999', { headers: { 'x-api-key': key } });
    return { status: answer.status, code: (answer.body as { code?: unknown } | undefined)?.code };
  };

  /** Asks `replica` until it answers `want` (the NOTIFY on its way), for 5 s at most; resolves what it answered last. */
  const settlesTo = async (replica: Replica, key: string, want: { status: number; code: string }) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const got = await lookupWith(replica, key);
      if ((got.status === want.status && got.code === want.code) || Date.now() > deadline) return got;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('honours on B a key issued on A, and refuses on B a key revoked on A, at the next request', async () => {
    expect(await lookupWith(b, 'pk_test_acme_1')).toEqual({ status: 404, code: 'INGEST_NOT_FOUND' });
    expect(await lookupWith(b, 'pk_test_acme_2')).toEqual({ status: 401, code: 'API_KEY_INVALID' });

    const issued = await call(a, 'POST', '/_operator/partners/acme/keys', { headers: op, body: { key: 'pk_test_acme_2' } });
    expect(issued.status, issued.text).toBe(201);
    expect(await lookupWith(b, 'pk_test_acme_2')).toEqual({ status: 404, code: 'INGEST_NOT_FOUND' });

    const partner = await call(a, 'GET', '/_operator/partners/acme', { headers: op });
    const first = (partner.body as { apiKeys: { id: string; preview: string }[] }).apiKeys[0]!;
    const revoked = await call(a, 'DELETE', `/_operator/partners/acme/keys/${first.id}`, { headers: op });
    expect(revoked.status, revoked.text).toBe(200);
    expect(await lookupWith(a, 'pk_test_acme_1')).toEqual({ status: 401, code: 'API_KEY_INVALID' });
    expect(await settlesTo(b, 'pk_test_acme_1', { status: 401, code: 'API_KEY_INVALID' })).toEqual({ status: 401, code: 'API_KEY_INVALID' });
    // A create refused as well, before its body is read.
    const create = await call(b, 'POST', '/partner/v1/ddex/ingests', { headers: { 'x-api-key': 'pk_test_acme_1' }, body: { releaseId: 'R', xmlUrl: 'https://example.com/r.xml' } });
    expect(create.status).toBe(401);
    expect(await lookupWith(b, 'pk_test_acme_2')).toEqual({ status: 404, code: 'INGEST_NOT_FOUND' });
  }, 60_000);

  it('answers 403 PROVIDER_INACTIVE on B for a partner deactivated on A, and admits it again once reactivated', async () => {
    expect((await call(a, 'POST', '/_operator/partners/acme/deactivate', { headers: op })).status).toBe(200);
    expect(await settlesTo(b, 'pk_test_acme_2', { status: 403, code: 'PROVIDER_INACTIVE' })).toEqual({ status: 403, code: 'PROVIDER_INACTIVE' });
    expect((await call(b, 'POST', '/_operator/partners/acme/activate', { headers: op })).status).toBe(200);
    expect(await lookupWith(b, 'pk_test_acme_2')).toEqual({ status: 404, code: 'INGEST_NOT_FOUND' });
    expect(await settlesTo(a, 'pk_test_acme_2', { status: 404, code: 'INGEST_NOT_FOUND' })).toEqual({ status: 404, code: 'INGEST_NOT_FOUND' });
  }, 60_000);
});
