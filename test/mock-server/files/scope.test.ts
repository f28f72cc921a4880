/** Folder-scoped pre-signed URLs: relative locations under the signed folder load, nothing else does. */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redactUrl } from '../../../mock-server/src/redact.js';
import { presignFileUrl, presignScopedUrl, scopeSignature } from '../../../mock-server/src/files/index.js';
import { BASE_URL, buildFilesApp, type FilesTree, makeFilesTree, NOW, OUTSIDE_CONTENT, rawGet, SECRET, type TestClock } from './support.js';

let tree: FilesTree;
let app: FastifyInstance;
let port: number;
const clock: TestClock = { now: NOW };

beforeAll(async () => {
  tree = makeFilesTree();
  mkdirSync(path.join(tree.dir, 'releases', 'r1', 'audio'), { recursive: true });
  mkdirSync(path.join(tree.dir, 'releases', 'r2'), { recursive: true });
  writeFileSync(path.join(tree.dir, 'releases', 'r1', 'release.xml'), '<xml/>');
  writeFileSync(path.join(tree.dir, 'releases', 'r1', 'audio', '01 intro.flac'), 'flac-1');
  writeFileSync(path.join(tree.dir, 'releases', 'r2', 'other.xml'), 'r2-only');
  // A link inside the signed folder to a file of the served folder outside it.
  symlinkSync('../r2/other.xml', path.join(tree.dir, 'releases', 'r1', 'peek.xml'));
  app = await buildFilesApp(tree.dir, clock);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  tree.cleanup();
});

beforeEach(() => {
  clock.now = NOW;
});

function scoped(scope: string, file: string, ttlMs = 60_000, secret = SECRET): string {
  return presignScopedUrl({ baseUrl: BASE_URL, scope, path: file, expiresAt: NOW + ttlMs, secret });
}

async function get(url: string): Promise<{ status: number; body: string; code?: string }> {
  const { pathname, search } = new URL(url);
  const response = await app.inject({ method: 'GET', url: pathname + search });
  const code = response.headers['content-type']?.toString().startsWith('application/problem+json')
    ? (response.json<{ code: string }>().code)
    : undefined;
  return { status: response.statusCode, body: response.body, ...(code === undefined ? {} : { code }) };
}

describe('folder-scoped pre-signed URLs', () => {
  it('puts the expiry, the folder depth and the signature in the path', () => {
    const url = scoped('releases/r1', 'releases/r1/release.xml');
    const signature = scopeSignature({ folder: 'releases/r1', expires: NOW / 1000 + 60, secret: SECRET });
    expect(url).toBe(`${BASE_URL}/files/~scope/${NOW / 1000 + 60}/2/${signature}/releases/r1/release.xml`);
  });

  it('serves the signed file and every file a relative location under its folder reaches', async () => {
    const xml = scoped('releases/r1', 'releases/r1/release.xml');
    expect(await get(xml)).toMatchObject({ status: 200, body: '<xml/>' });
    expect(await get(new URL('audio/01%20intro.flac', xml).href)).toMatchObject({ status: 200, body: 'flac-1' });
    expect(await get(new URL('audio/01 intro.flac', xml).href)).toMatchObject({ status: 200, body: 'flac-1' });
  });

  it('answers 404 FILE_NOT_FOUND for a missing file inside the folder', async () => {
    const xml = scoped('releases/r1', 'releases/r1/release.xml');
    expect(await get(new URL('audio/02.flac', xml).href)).toMatchObject({ status: 404, code: 'FILE_NOT_FOUND' });
  });

  it('signs the whole served folder with scope "."', async () => {
    const url = scoped('.', 'releases/r1/release.xml');
    expect(url).toContain('/files/~scope/');
    expect(await get(new URL('../r2/other.xml', url).href)).toMatchObject({ status: 200, body: 'r2-only' });
    // … and still nothing outside it, through a link
    const leak = await get(new URL('../../leak.txt', url).href);
    expect(leak).toMatchObject({ status: 404, code: 'FILE_NOT_FOUND' });
    expect(leak.body).not.toContain(OUTSIDE_CONTENT);
  });

  it.each([
    ['a sibling folder by ".."', '../r2/other.xml'],
    ['the served folder by "../.."', '../../release.xml'],
    ['out of the scope prefix entirely', '../../../../../notes'],
  ])('refuses %s, resolved as a URL: 403 FILE_URL_INVALID', async (_name, relative) => {
    const xml = scoped('releases/r1', 'releases/r1/release.xml');
    const result = await get(new URL(relative, xml).href);
    expect(result.status).toBe(403);
    expect(result.code).toBe('FILE_URL_INVALID');
    expect(result.body).not.toContain('r2-only');
  });

  it.each(['/releases/r1/../r2/other.xml', '/releases/r1/%2e%2e/r2/other.xml', '/releases/r1/..%2Fr2%2Fother.xml', '/releases/r1//audio/01%20intro.flac'])(
    'refuses the raw path %s sent without normalising: 403 FILE_URL_INVALID',
    async (rest) => {
      const xml = new URL(scoped('releases/r1', 'releases/r1/release.xml'));
      const prefix = xml.pathname.slice(0, xml.pathname.indexOf('/releases/'));
      const { status, text } = await rawGet(port, `${prefix}${rest}`);
      expect(status).toBe(403);
      expect(text).toContain('FILE_URL_INVALID');
      expect(text).not.toContain('r2-only');
    },
  );

  it('does not follow a link in the folder to a file outside it', async () => {
    const xml = scoped('releases/r1', 'releases/r1/release.xml');
    expect(await get(new URL('peek.xml', xml).href)).toMatchObject({ status: 404, code: 'FILE_NOT_FOUND' });
  });

  it.each([
    ['another folder depth', (url: string) => url.replace('/2/', '/1/')],
    ['a changed expiry', (url: string) => url.replace(String(NOW / 1000 + 60), String(NOW / 1000 + 6000))],
    ['a changed signature', (url: string) => url.replace(/\/([0-9a-f])([0-9a-f]{63})\//, (_m, first: string, rest: string) => `/${first === 'a' ? 'b' : 'a'}${rest}/`)],
    ['another folder', (url: string) => url.replace('/releases/r1/', '/releases/r2/').replace('release.xml', 'other.xml')],
    ['another secret', () => scoped('releases/r1', 'releases/r1/release.xml', 60_000, 'another-secret')],
    ['a truncated signature', (url: string) => url.replace(/\/([0-9a-f]{64})\//, (_m, sig: string) => `/${sig.slice(1)}/`)],
  ])('answers 403 FILE_URL_INVALID to %s', async (_name, change) => {
    const result = await get(change(scoped('releases/r1', 'releases/r1/release.xml')));
    expect(result).toMatchObject({ status: 403, code: 'FILE_URL_INVALID' });
  });

  it('answers 403 FILE_URL_EXPIRED once the expiry has passed, for the XML and its files alike', async () => {
    const xml = scoped('releases/r1', 'releases/r1/release.xml', 1000);
    clock.now = NOW + 1000;
    expect(await get(xml)).toMatchObject({ status: 403, code: 'FILE_URL_EXPIRED' });
    expect(await get(new URL('audio/01 intro.flac', xml).href)).toMatchObject({ status: 403, code: 'FILE_URL_EXPIRED' });
  });

  it('is not interchangeable with a single-file signature of the same path', async () => {
    const single = new URL(presignFileUrl({ baseUrl: BASE_URL, path: 'releases/r1', expiresAt: NOW + 60_000, secret: SECRET }));
    const forged = `${BASE_URL}/files/~scope/${single.searchParams.get('expires')}/2/${single.searchParams.get('signature')}/releases/r1/release.xml`;
    expect(await get(forged)).toMatchObject({ status: 403, code: 'FILE_URL_INVALID' });
  });

  it('refuses to presign a single file under the reserved top-level name ~scope', () => {
    expect(() => presignFileUrl({ baseUrl: BASE_URL, path: '~scope/a.xml', expiresAt: NOW, secret: SECRET })).toThrow(/reserved/);
  });

  it('keeps single-file pre-signed URLs working', async () => {
    const url = presignFileUrl({ baseUrl: BASE_URL, path: 'releases/r1/release.xml', expiresAt: NOW + 60_000, secret: SECRET });
    expect(await get(url)).toMatchObject({ status: 200, body: '<xml/>' });
  });

  it('never shows the signature in a problem or a redacted URL', async () => {
    const xml = scoped('releases/r1', 'releases/r1/release.xml');
    const signature = /\/([0-9a-f]{64})\//.exec(xml)?.[1] ?? 'missing';
    const missing = await get(new URL('audio/02.flac', xml).href);
    expect(missing.body).not.toContain(signature);
    expect(missing.body).toContain('/REDACTED/releases/r1/audio/02.flac');
    expect(redactUrl(xml)).not.toContain(signature);
  });

  it.each([
    ['a file outside the scope', { scope: 'releases/r2', path: 'releases/r1/release.xml' }],
    ['a scope with ".."', { scope: 'releases/..', path: 'releases/../notes' }],
    ['an absolute scope', { scope: '/releases', path: '/releases/r1/release.xml' }],
  ])('refuses to presign %s', (_name, given) => {
    expect(() => presignScopedUrl({ baseUrl: BASE_URL, ...given, expiresAt: NOW, secret: SECRET })).toThrow(RangeError);
  });
});
