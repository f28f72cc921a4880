/**
 * Issue #13, item 5: resource loading shares the server-wide slots fairly. Partner acme's sixteen releases of
 * files that never answer (within resources.timeout) hold slots; partner beta's small releases, submitted after,
 * still get every other freed slot and complete while acme's are loading. Real loopback sockets throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ern43, type FixtureServer, startFixtureServer, startTestMock, type TestMock } from './harness.js';

const acmeFiles = Array.from({ length: 20 }, (_, i) => `a${i}.flac`);

describe('fetch mode: fair slots between partners', () => {
  let files: FixtureServer;
  let mock: TestMock;
  beforeAll(async () => {
    files = await startFixtureServer({
      '/acme/r.xml': { body: ern43(acmeFiles) },
      // Never answers within the file timeout (resources.timeout below).
      ...Object.fromEntries(acmeFiles.map((name) => [`/acme/${name}`, { body: 'A', delayMs: 60_000 }])),
      '/beta/r.xml': { body: ern43(['b0.flac', 'b1.flac']) },
      '/beta/b0.flac': { body: 'B' },
      '/beta/b1.flac': { body: 'B' },
    });
    mock = await startTestMock({
      partners: [{ id: 'acme', apiKeys: ['pk_test_acme_1'] }, { id: 'beta', apiKeys: ['pk_test_beta_1'] }],
      resources: { mode: 'fetch', concurrency: 4, perIngestConcurrency: 4, timeout: '1s' },
    });
  });
  afterAll(async () => {
    await mock.close();
    await files.close();
  });

  const submit = async (key: string, dir: string, i: number): Promise<string> => {
    const { status, body } = await call(mock, 'POST', '/partner/v1/ddex/ingests', {
      body: { releaseId: `R-${dir}-${i}`, xmlUrl: `${files.url}/${dir}/r.xml` },
      headers: { 'x-api-key': key },
    });
    expect(status).toBe(201);
    return (body as { ingestId: string }).ingestId;
  };

  it('completes the second partner\'s releases while the first partner\'s hanging files are still loading', async () => {
    const acme: string[] = [];
    for (let i = 0; i < 16; i++) acme.push(await submit('pk_test_acme_1', 'acme', i));
    const beta: string[] = [];
    for (let i = 0; i < 5; i++) beta.push(await submit('pk_test_beta_1', 'beta', i));
    // 320 hanging files on 4 slots, 64 of them (16 ingests x 4 workers) queued before beta's: a FIFO gives every
    // one of those its timeout before beta's first file. Fair slots serve beta on every other freed slot.
    const status = async (key: string, id: string) =>
      ((await call(mock, 'GET', `/partner/v1/ddex/ingests/${id}`, { headers: { 'x-api-key': key } })).body as { status: string }).status;
    for (const id of beta) {
      // Bounded by the fixture: acme's files would answer after 60 s.
      while (await status('pk_test_beta_1', id) === 'processing') await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await status('pk_test_beta_1', id), id).toBe('completed');
    }
    for (const id of acme) {
      const { body } = await call(mock, 'GET', `/partner/v1/ddex/ingests/${id}`, { headers: { 'x-api-key': 'pk_test_acme_1' } });
      expect((body as { status: string }).status, id).toBe('processing');
    }
    // By the order of the requests, not by time (a loaded machine makes every create slower): between beta's first
    // message and its first file, acme's files took the slots freed while beta's first create ran (4 a second), a few;
    // a FIFO would first try the 64 acme files queued before beta's.
    const order = files.order();
    const betaMessage = order.indexOf('/beta/r.xml');
    const betaFile = order.findIndex((path) => path.startsWith('/beta/b'));
    expect(betaMessage).toBeGreaterThan(-1);
    const acmeBetween = order.slice(betaMessage, betaFile).filter((path) => path.startsWith('/acme/a')).length;
    expect(acmeBetween).toBeLessThan(32);
    expect(files.hits('/beta/b0.flac')).toBe(5);
  });
});
