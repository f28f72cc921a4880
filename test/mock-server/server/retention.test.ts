/** Retention through the server (config `limits.retainTerminalIngests`): a dropped ingest answers 404 like an unknown one. */
import { afterEach, describe, expect, it } from 'vitest';
import { call, ern43, startFixtureServer, startTestMock, waitForTerminal } from './harness.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('retention of the memory store', () => {
  it('answers 404 INGEST_NOT_FOUND for the oldest finished ingest once newer ones took its place, at both lookup paths', async () => {
    const files = await startFixtureServer({ '/r.xml': { body: ern43([]) } });
    const mock = await startTestMock({ limits: { retainTerminalIngests: 2, retainEvents: 2 } });
    cleanups.push(() => files.close(), () => mock.close());
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { ingestId } = (await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: `R${i}`, xmlUrl: `${files.url}/r.xml` } })).body as { ingestId: string };
      await waitForTerminal(mock, ingestId);
      // Looked up once finished, so that its record is cached too.
      expect((await call(mock, 'GET', `/ddex/ingests/${ingestId}`)).status).toBe(200);
      ids.push(ingestId);
    }
    for (const path of [`/ddex/ingests/${ids[0]!}`, `/partner/v1/ddex/ingests/${ids[0]!}`]) {
      const gone = await call(mock, 'GET', path);
      expect(gone.status, path).toBe(404);
      expect(gone.body).toMatchObject({ code: 'INGEST_NOT_FOUND' });
    }
    expect((await call(mock, 'GET', `/ddex/ingests/${ids[2]!}`)).status).toBe(200);
  });
});
