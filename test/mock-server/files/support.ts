import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { filesRoutes, presignFileUrl } from '../../../mock-server/src/files/index.js';

export const SECRET = 'files-test-secret';
/** 2026-01-15T12:00:00Z, a whole second. */
export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
export const BASE_URL = 'http://127.0.0.1:4010';
/** What the file outside the served folder holds; no response may ever contain it. */
export const OUTSIDE_CONTENT = 'TOP-SECRET-OUTSIDE-THE-FOLDER';

export const XML = '<?xml version="1.0" encoding="UTF-8"?>\n<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"/>\n';

/**
 * A temporary tree:
 * ```
 * <root>/served/            the folder the routes serve
 *   release.xml, audio/track 01.flac (random bytes), art/café cover.jpg, empty.txt, notes
 *   leak.txt      → ../outside/secret.txt   (symlink out of the folder)
 *   leakdir       → ../outside              (symlink to a folder outside)
 *   sibling.txt   → ../served-evil/x.txt    (outside, though its path starts with ".../served")
 *   alias.xml     → release.xml             (symlink inside the folder: served)
 * <root>/outside/secret.txt
 * <root>/served-evil/x.txt
 * ```
 */
export interface FilesTree {
  root: string;
  dir: string;
  flac: Buffer;
  cover: Buffer;
  cleanup: () => void;
}

export function makeFilesTree(): FilesTree {
  const root = mkdtempSync(path.join(tmpdir(), 'files-routes-'));
  const dir = path.join(root, 'served');
  mkdirSync(path.join(dir, 'audio'), { recursive: true });
  mkdirSync(path.join(dir, 'art'));
  mkdirSync(path.join(root, 'outside'));
  mkdirSync(path.join(root, 'served-evil'));
  const flac = randomBytes(300_000);
  const cover = randomBytes(2048);
  writeFileSync(path.join(dir, 'release.xml'), XML);
  writeFileSync(path.join(dir, 'audio', 'track 01.flac'), flac);
  writeFileSync(path.join(dir, 'art', 'café cover.jpg'), cover);
  writeFileSync(path.join(dir, 'empty.txt'), '');
  writeFileSync(path.join(dir, 'notes'), 'no extension');
  writeFileSync(path.join(root, 'outside', 'secret.txt'), OUTSIDE_CONTENT);
  writeFileSync(path.join(root, 'served-evil', 'x.txt'), OUTSIDE_CONTENT);
  symlinkSync('../outside/secret.txt', path.join(dir, 'leak.txt'));
  symlinkSync('../outside', path.join(dir, 'leakdir'));
  symlinkSync('../served-evil/x.txt', path.join(dir, 'sibling.txt'));
  symlinkSync('release.xml', path.join(dir, 'alias.xml'));
  const cleanup = (): void => {
    rmSync(root, { recursive: true, force: true });
  };
  return { root, dir, flac, cover, cleanup };
}

/** A clock the tests move by hand. */
export interface TestClock {
  now: number;
}

/** A bare Fastify app with the files routes on `dir`, its time read from `clock`; `setup` runs first. */
export async function buildFilesApp(
  dir: string,
  clock: TestClock,
  setup?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = Fastify();
  setup?.(app);
  await app.register(filesRoutes, { dir, secret: SECRET, now: () => clock.now });
  await app.ready();
  return app;
}

/** A signed URL as a request path (`/files/…?expires=…&signature=…`), valid until `NOW + ttlMs`. */
export function signedPath(filePath: string, ttlMs = 60_000, secret = SECRET): string {
  const url = new URL(presignFileUrl({ baseUrl: BASE_URL, path: filePath, expiresAt: NOW + ttlMs, secret }));
  return url.pathname + url.search;
}

export function signatureOf(urlOrPath: string): string {
  return new URL(urlOrPath, BASE_URL).searchParams.get('signature') ?? '';
}

/** One HTTP/1.1 request written by hand, so the path reaches the server exactly as given (no URL normalising). */
export function rawGet(port: number, rawPath: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

export interface FirstChunk {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  chunk: Buffer;
}

/** Starts a GET over a real socket and resolves with the status, headers and the first body chunk only. */
export function firstChunk(port: number, requestPath: string): Promise<FirstChunk> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: requestPath }, (res) => {
      res.once('data', (chunk: Buffer) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, chunk });
        res.destroy();
      });
      res.on('error', () => undefined);
    });
    req.on('error', reject);
    req.end();
  });
}
