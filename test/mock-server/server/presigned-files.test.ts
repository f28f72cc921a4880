/** --files-dir: a partner tests an expired xmlUrl, and expired resource URLs, for real. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presignFileUrl, presignScopedUrl } from '../../../mock-server/src/files/index.js';
import { call, ern43, startTestMock, type TestMock, waitForTerminal } from './harness.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-files-'));
const secret = 'fs_test_secret';
let mock: TestMock;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'r1'));
  writeFileSync(path.join(dir, 'r1', 'a.flac'), 'AAA');
  mock = await startTestMock({ files: { signingSecret: secret } }, { filesDir: dir });
});
afterAll(async () => {
  await mock.close();
  rmSync(dir, { recursive: true, force: true });
});

const sign = (file: string, inMs: number) =>
  presignFileUrl({ baseUrl: mock.url, path: file, expiresAt: Date.now() + inMs, secret });

/** Writes a release whose one resource file has the given (absolute, pre-signed) URL. */
function release(name: string, resourceUrl: string): string {
  writeFileSync(path.join(dir, 'r1', name), ern43([resourceUrl]));
  return `r1/${name}`;
}

describe('pre-signed file storage', () => {
  it('ingests a release whose XML and files are served under pre-signed URLs', async () => {
    const xml = release('ok.xml', sign('r1/a.flac', 600_000));
    const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R1', xmlUrl: sign(xml, 600_000) } });
    expect(created.status).toBe(201);
    const record = await waitForTerminal(mock, (created.body as { ingestId: string }).ingestId);
    expect(record).toMatchObject({ status: 'completed', resources: { total: 1, completed: 1 } });
  });

  it('answers 422 XML_FETCH_FAILED to an expired xmlUrl', async () => {
    const xml = release('late.xml', sign('r1/a.flac', 600_000));
    const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R2', xmlUrl: sign(xml, -1_000) } });
    expect(created.status).toBe(422);
    expect(created.body).toMatchObject({ code: 'XML_FETCH_FAILED' });
    expect((created.body as { detail: string }).detail).toMatch(/403/);
    expect(created.text).not.toMatch(/signature=[0-9a-f]{64}/);
  });

  it('fails the ingest with RESOURCE_FETCH_FAILED when a resource URL has expired', async () => {
    const xml = release('expired-files.xml', sign('r1/a.flac', -1_000));
    const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R3', xmlUrl: sign(xml, 600_000) } });
    expect(created.status).toBe(201);
    const record = await waitForTerminal(mock, (created.body as { ingestId: string }).ingestId);
    expect(record).toMatchObject({ status: 'failed', resources: { failed: 1 }, error: { code: 'RESOURCE_FETCH_FAILED' } });
    expect((record.error as { message: string }).message).toMatch(/403 FILE_URL_EXPIRED/);
  });

  it('loads relative locations under a folder-scoped xmlUrl, and never shows its signature', async () => {
    writeFileSync(path.join(dir, 'r1', 'relative.xml'), ern43(['a.flac', 'missing.flac']));
    const xmlUrl = presignScopedUrl({ baseUrl: mock.url, scope: 'r1', path: 'r1/relative.xml', expiresAt: Date.now() + 600_000, secret });
    const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R5', xmlUrl } });
    expect(created.status).toBe(201);
    const record = await waitForTerminal(mock, (created.body as { ingestId: string }).ingestId);
    expect(record).toMatchObject({ status: 'failed', resources: { total: 2, completed: 1, failed: 1 }, error: { code: 'RESOURCE_FETCH_FAILED' } });
    const { message } = record.error as { message: string };
    expect(message).toContain('/r1/missing.flac answered HTTP 404 FILE_NOT_FOUND');
    const signature = /\/([0-9a-f]{64})\//.exec(xmlUrl)?.[1] ?? 'none';
    expect(message).not.toContain(signature);
    expect(mock.logText()).not.toContain(signature);
  });

  it('names FILE_URL_INVALID, not expiry, when a relative location arrives under a single-file URL', async () => {
    writeFileSync(path.join(dir, 'r1', 'unsigned.xml'), ern43(['a.flac']));
    const created = await call(mock, 'POST', '/partner/v1/ddex/ingests', { body: { releaseId: 'R6', xmlUrl: sign('r1/unsigned.xml', 600_000) } });
    const record = await waitForTerminal(mock, (created.body as { ingestId: string }).ingestId);
    const { message } = record.error as { message: string };
    expect(message).toContain('answered HTTP 403 FILE_URL_INVALID');
    expect(message).not.toContain('expired');
  });

  it('answers 403 FILE_URL_INVALID to a tampered URL', async () => {
    const url = new URL(sign('r1/a.flac', 600_000));
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FILE_URL_INVALID' });
  });
});
