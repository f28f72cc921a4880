import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filesProblemCodes, filesRoutes } from '../../../mock-server/src/files/index.js';
import { buildFilesApp, type FilesTree, makeFilesTree, NOW, SECRET, signatureOf, signedPath, type TestClock, XML } from './support.js';

const LARGE_SIZE = 20 * 1024 * 1024;
const ODD_NAME = 'odd/a?b#c%d&e=f+g;h.txt';

let tree: FilesTree;
let app: FastifyInstance;
const clock: TestClock = { now: NOW };
/** What each response's payload was when Fastify sent it: a stream, or something held in memory. */
const payloadKinds: string[] = [];
let largeSha256: string;

beforeAll(async () => {
  tree = makeFilesTree();
  mkdirSync(path.join(tree.dir, 'odd'));
  writeFileSync(path.join(tree.dir, ODD_NAME), 'odd');
  // 20 MB of a repeating, position-dependent pattern: cheap to make, and a misplaced chunk shows.
  const large = Buffer.alloc(LARGE_SIZE);
  for (let i = 0; i < LARGE_SIZE; i += 4) large.writeUInt32BE(i, i);
  largeSha256 = createHash('sha256').update(large).digest('hex');
  writeFileSync(path.join(tree.dir, 'large.mp4'), large);
  app = await buildFilesApp(tree.dir, clock, (instance) => {
    instance.addHook('onSend', async (_request, _reply, payload) => {
      payloadKinds.push(payload instanceof Readable ? 'stream' : payload === undefined ? 'none' : 'in memory');
      return payload;
    });
  });
});

afterAll(async () => {
  await app.close();
  tree.cleanup();
});

beforeEach(() => {
  clock.now = NOW;
  payloadKinds.length = 0;
});

function problemOf(body: string): Record<string, unknown> {
  return JSON.parse(body) as Record<string, unknown>;
}

describe('GET /files/* with a valid URL', () => {
  it('serves the XML with its type, length and Cache-Control: no-store', async () => {
    const response = await app.inject({ method: 'GET', url: signedPath('release.xml') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml');
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(XML)));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(XML);
  });

  it.each([
    { file: 'audio/track 01.flac', type: 'audio/flac' },
    { file: 'art/café cover.jpg', type: 'image/jpeg' },
    { file: 'notes', type: 'application/octet-stream' },
    { file: 'empty.txt', type: 'text/plain' },
  ])('serves $file byte for byte as $type', async ({ file, type }) => {
    const response = await app.inject({ method: 'GET', url: signedPath(file) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    const want = file.endsWith('.flac') ? tree.flac : file.endsWith('.jpg') ? tree.cover : Buffer.from(file === 'notes' ? 'no extension' : '');
    expect(response.headers['content-length']).toBe(String(want.length));
    expect(response.rawPayload.equals(want)).toBe(true);
  });

  it('serves a file whose name holds URL-reserved characters (? # % & = + ;)', async () => {
    const response = await app.inject({ method: 'GET', url: signedPath(ODD_NAME) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('odd');
  });

  it('serves through a symlink that stays inside the folder', async () => {
    const response = await app.inject({ method: 'GET', url: signedPath('alias.xml') });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(XML);
  });

  it('ignores extra query parameters', async () => {
    const response = await app.inject({ method: 'GET', url: `${signedPath('release.xml')}&X-Amz-Meta=1&x=2` });
    expect(response.statusCode).toBe(200);
  });

  it('streams a 20 MB file with the right length, never holding it whole in memory', async () => {
    const response = await app.inject({ method: 'GET', url: signedPath('large.mp4') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-length']).toBe(String(LARGE_SIZE));
    expect(response.rawPayload.length).toBe(LARGE_SIZE);
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(largeSha256);
    expect(payloadKinds).toEqual(['stream']);
  });

  it('answers a URL 1 ms before its expiry and refuses it once the injected clock passes it', async () => {
    const url = signedPath('release.xml', 60_000);
    clock.now = NOW + 59_999;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    clock.now = NOW + 60_000;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('HEAD /files/*', () => {
  it('answers the headers of GET, with no body and without opening the file', async () => {
    const response = await app.inject({ method: 'HEAD', url: signedPath('large.mp4') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(LARGE_SIZE));
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBe(0);
    expect(payloadKinds).toEqual(['none']);
  });

  it('answers 403 for an expired URL and 404 for a missing file', async () => {
    clock.now = NOW + 120_000;
    expect((await app.inject({ method: 'HEAD', url: signedPath('release.xml') })).statusCode).toBe(403);
    clock.now = NOW;
    expect((await app.inject({ method: 'HEAD', url: signedPath('missing.xml') })).statusCode).toBe(404);
  });
});

describe('problem answers', () => {
  const cases = [
    { name: 'an expired URL', url: () => signedPath('release.xml', -1000), status: 403, code: 'FILE_URL_EXPIRED' },
    { name: 'an expired URL (by 1 s)', url: () => signedPath('release.xml', 1000), now: NOW + 2000, status: 403, code: 'FILE_URL_EXPIRED' },
    { name: 'a URL whose path was changed', url: () => signedPath('release.xml').replace('release.xml', 'empty.txt'), status: 403, code: 'FILE_URL_INVALID' },
    { name: 'a URL whose expiry was pushed later', url: () => signedPath('release.xml').replace(/expires=(\d+)/, (_m, s: string) => `expires=${Number(s) + 3600}`), status: 403, code: 'FILE_URL_INVALID' },
    { name: 'a changed URL that is also expired', url: () => signedPath('release.xml', -1000).replace('release.xml', 'empty.txt'), status: 403, code: 'FILE_URL_INVALID' },
    { name: 'a URL signed with another secret', url: () => signedPath('release.xml', 60_000, 'not-the-secret'), status: 403, code: 'FILE_URL_INVALID' },
    { name: 'a URL without its query', url: () => '/files/release.xml', status: 403, code: 'FILE_URL_INVALID' },
    { name: 'a URL with a duplicated signature', url: () => `${signedPath('release.xml')}&signature=${signatureOf(signedPath('release.xml'))}`, status: 403, code: 'FILE_URL_INVALID' },
    { name: 'a valid URL for a missing file', url: () => signedPath('missing.xml'), status: 404, code: 'FILE_NOT_FOUND' },
    { name: 'a valid URL for a directory', url: () => signedPath('audio'), status: 404, code: 'FILE_NOT_FOUND' },
    { name: 'a valid URL below a file', url: () => signedPath('release.xml/x'), status: 404, code: 'FILE_NOT_FOUND' },
  ];

  it.each(cases)('answers $status $code as problem+json for $name', async ({ url, now, status, code }) => {
    clock.now = now ?? NOW;
    const requestUrl = url();
    const response = await app.inject({ method: 'GET', url: requestUrl });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const problem = problemOf(response.body);
    expect(problem).toEqual({
      type: `urn:partner-ingest:problem:${code}`,
      title: filesProblemCodes[code as keyof typeof filesProblemCodes].title,
      status,
      code,
      detail: expect.any(String) as unknown,
      instance: requestUrl.split('?')[0],
    });
  });

  it.each(cases)('never echoes the signature, for $name', async ({ url, now }) => {
    clock.now = now ?? NOW;
    const requestUrl = url();
    const signature = signatureOf(requestUrl);
    const response = await app.inject({ method: 'GET', url: requestUrl });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    if (signature !== '') expect(response.body).not.toContain(signature);
    expect(response.body).not.toContain('signature=');
  });

  it('tells an expired URL from an invalid one in the detail', async () => {
    const expired = problemOf((await app.inject({ method: 'GET', url: signedPath('release.xml', -1000) })).body);
    expect(expired.detail).toMatch(/expired at .*Request a new pre-signed URL/);
    const stripped = problemOf((await app.inject({ method: 'GET', url: '/files/release.xml?expires=1' })).body);
    expect(stripped.detail).toMatch(/no "signature" query parameter/);
  });
});

describe('Range requests', () => {
  it.each([
    { range: 'bytes=0-9', status: 206, start: 0, end: 9 },
    { range: 'bytes=100-', status: 206, start: 100, end: 299_999 },
    { range: 'bytes=-5', status: 206, start: 299_995, end: 299_999 },
    { range: 'bytes=299990-400000', status: 206, start: 299_990, end: 299_999 },
    { range: 'bytes=0-9,20-29', status: 200, start: 0, end: 299_999 },
    { range: 'items=0-9', status: 200, start: 0, end: 299_999 },
    { range: 'bytes=9-0', status: 200, start: 0, end: 299_999 },
  ])('answers "$range" with $status and bytes $start-$end', async ({ range, status, start, end }) => {
    const response = await app.inject({ method: 'GET', url: signedPath('audio/track 01.flac'), headers: { range } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(tree.flac.subarray(start, end + 1))).toBe(true);
    expect(response.headers['content-range']).toBe(status === 206 ? `bytes ${start}-${end}/300000` : undefined);
    expect(response.headers['accept-ranges']).toBe('bytes');
  });

  it('answers 416 with Content-Range: bytes */size for a range past the end', async () => {
    const response = await app.inject({ method: 'GET', url: signedPath('audio/track 01.flac'), headers: { range: 'bytes=300000-' } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */300000');
    expect(problemOf(response.body).code).toBe('FILE_RANGE_NOT_SATISFIABLE');
  });

  it('checks the signature before looking at the range', async () => {
    const response = await app.inject({ method: 'GET', url: signedPath('audio/track 01.flac', -1000), headers: { range: 'bytes=0-9' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('registration', () => {
  it.each([
    { name: 'a folder that does not exist', dir: () => path.join(tree.root, 'nope'), secret: SECRET, want: /does not exist/ },
    { name: 'a file instead of a folder', dir: () => path.join(tree.dir, 'release.xml'), secret: SECRET, want: /is not a folder/ },
    { name: 'an empty secret', dir: () => tree.dir, secret: '', want: /secret is empty/ },
  ])('fails fast on $name', async ({ dir, secret, want }) => {
    const instance = Fastify();
    await instance.register(filesRoutes, { dir: dir(), secret, now: () => NOW }).ready().then(
      () => expect.fail('registration should have failed'),
      (error: unknown) => { expect(String(error)).toMatch(want); },
    );
    await instance.close().catch(() => undefined);
  });

  it('works under a prefix, with the prefix in the base URL', async () => {
    const instance = Fastify();
    await instance.register(filesRoutes, { prefix: '/storage', dir: tree.dir, secret: SECRET, now: () => NOW });
    const response = await instance.inject({ method: 'GET', url: `/storage${signedPath('release.xml')}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(XML);
    await instance.close();
  });
});
