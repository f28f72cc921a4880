import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSignature, presignFileUrl } from '../../../mock-server/src/files/index.js';
import {
  buildFilesApp,
  type FilesTree,
  firstChunk,
  makeFilesTree,
  NOW,
  OUTSIDE_CONTENT,
  rawGet,
  SECRET,
  type TestClock,
  XML,
} from './support.js';

let tree: FilesTree;
let app: FastifyInstance;
let port: number;
let origin: string;
const clock: TestClock = { now: NOW };
const EXPIRES = NOW / 1000 + 600;

beforeAll(async () => {
  tree = makeFilesTree();
  writeFileSync(path.join(tree.dir, 'big.wav'), Buffer.alloc(8 * 1024 * 1024, 7));
  app = await buildFilesApp(tree.dir, clock);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await app.close();
  tree.cleanup();
});

function presign(filePath: string, ttlMs = 600_000): string {
  return presignFileUrl({ baseUrl: origin, path: filePath, expiresAt: NOW + ttlMs, secret: SECRET });
}

describe('downloads over a real socket', () => {
  it('downloads the XML and a binary file byte for byte with fetch', async () => {
    const xml = await fetch(presign('release.xml'));
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toBe('application/xml');
    expect(await xml.text()).toBe(XML);

    const flac = await fetch(presign('audio/track 01.flac'));
    expect(flac.status).toBe(200);
    expect(flac.headers.get('content-length')).toBe(String(tree.flac.length));
    const bytes = Buffer.from(await flac.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(createHash('sha256').update(tree.flac).digest('hex'));
  });

  it('downloads a file with a non-ASCII name and spaces through the URL fetch builds', async () => {
    const response = await fetch(presign('art/café cover.jpg'));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(tree.cover)).toBe(true);
  });

  it('answers an expired URL with 403 FILE_URL_EXPIRED problem+json', async () => {
    const url = presign('release.xml', -1000);
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: 'FILE_URL_EXPIRED', status: 403, instance: '/files/release.xml' });
    expect(text).not.toContain(new URL(url).searchParams.get('signature'));
  });

  it('keeps serving after a client hangs up in the middle of a download', async () => {
    const url = new URL(presign('big.wav'));
    const partial = await firstChunk(port, url.pathname + url.search);
    expect(partial.status).toBe(200);
    expect(partial.headers['content-length']).toBe(String(8 * 1024 * 1024));
    expect(partial.chunk.length).toBeLessThan(8 * 1024 * 1024);
    const after = await fetch(presign('release.xml'));
    expect(await after.text()).toBe(XML);
  });
});

/** A request path whose signature is genuine for `decodedPath`: only the folder check stands in the way. */
function forged(rawPath: string, decodedPath: string): string {
  return `/files/${rawPath}?expires=${EXPIRES}&signature=${fileSignature({ path: decodedPath, expires: EXPIRES, secret: SECRET })}`;
}

describe('path traversal over a raw socket (paths sent exactly as written)', () => {
  const outsideAbsolute = (): string => path.join(tree.root, 'outside', 'secret.txt');
  const cases: { name: string; raw: () => string; decoded: () => string }[] = [
    { name: 'plain ../', raw: () => '../outside/secret.txt', decoded: () => '../outside/secret.txt' },
    { name: 'deep ../../../', raw: () => 'a/../../../../../../etc/passwd', decoded: () => 'a/../../../../../../etc/passwd' },
    { name: 'encoded dots %2e%2e', raw: () => '%2e%2e/outside/secret.txt', decoded: () => '../outside/secret.txt' },
    { name: 'encoded dots and slashes %2E%2E%2F', raw: () => '%2E%2E%2Foutside%2Fsecret.txt', decoded: () => '../outside/secret.txt' },
    { name: 'an absolute path (//)', raw: () => `/${outsideAbsolute().slice(1)}`, decoded: () => outsideAbsolute() },
    { name: 'an absolute path (%2F)', raw: () => encodeURIComponent(outsideAbsolute()), decoded: () => outsideAbsolute() },
    { name: 'encoded backslashes', raw: () => '..%5Coutside%5Csecret.txt', decoded: () => '..\\outside\\secret.txt' },
    { name: 'a NUL byte', raw: () => 'release.xml%00.png', decoded: () => 'release.xml\u0000.png' },
    { name: 'double-encoded dots (decoded once only)', raw: () => '%252e%252e/outside/secret.txt', decoded: () => '%2e%2e/outside/secret.txt' },
    { name: 'a symlink to a file outside', raw: () => 'leak.txt', decoded: () => 'leak.txt' },
    { name: 'a symlink to a folder outside', raw: () => 'leakdir/secret.txt', decoded: () => 'leakdir/secret.txt' },
    { name: 'a symlink to a sibling folder sharing the prefix', raw: () => 'sibling.txt', decoded: () => 'sibling.txt' },
  ];

  it.each(cases)('answers 403 to $name without a valid signature', async ({ raw }) => {
    const response = await rawGet(port, `/files/${raw()}?expires=${EXPIRES}&signature=${'0'.repeat(64)}`);
    expect(response.status).toBe(403);
    expect(response.text).toContain('FILE_URL_INVALID');
    expect(response.text).not.toContain(OUTSIDE_CONTENT);
  });

  it.each(cases)('answers 404 to $name even when correctly signed', async ({ raw, decoded }) => {
    const response = await rawGet(port, forged(raw(), decoded()));
    expect(response.status).toBe(404);
    expect(response.text).toContain('FILE_NOT_FOUND');
    expect(response.text).not.toContain(OUTSIDE_CONTENT);
    expect(response.text).not.toContain('root:');
  });

  it('serves the same folder to a correctly signed plain request (the forging is right)', async () => {
    const response = await rawGet(port, forged('release.xml', 'release.xml'));
    expect(response.status).toBe(200);
    expect(response.text).toContain('NewReleaseMessage');
  });
});
