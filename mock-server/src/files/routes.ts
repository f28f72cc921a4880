/**
 * `GET`/`HEAD /files/*`: the served folder (`--files-dir`) behind pre-signed, expiring URLs, so a partner
 * can give the mock an `xmlUrl` and resource URLs that expire for real (spec 4.1, 8; spec 7
 * `RESOURCE_FETCH_FAILED`). Stages: verify the signature → check the path → resolve inside the folder →
 * stream. Files are streamed, never read whole: releases carry audio and video of hundreds of MB.
 */
import { open, realpath, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ConfigError } from '../config/error.js';
import { redactPathSignature } from '../redact.js';
import { contentTypeFor } from './content-type.js';
import { filePathProblem } from './file-path.js';
import { verifyPresignedRequest } from './presign.js';
import { filesProblem, type FilesProblemCode } from './problems.js';
import { parseRange } from './range.js';
import { isInside, isNotFoundError, type ResolvedFile, resolveFile } from './resolve.js';
import { isScopedPath, verifyScopedRequest } from './scope.js';

export interface FilesRoutesOptions {
  /** The folder to serve (`--files-dir`). Must exist when the plugin registers. */
  dir: string;
  /** Key of the URL signatures; the same one given to `presignFileUrl`. */
  secret: string;
  /** Milliseconds since the Unix epoch; pass the mock's clock (`() => clock.now()`) so expiry follows it. */
  now: () => number;
}

const NOT_FOUND_DETAIL =
  'There is no file at this path in the files folder (a directory, or a link leading out of the folder, is not served).';

function sendProblem(reply: FastifyReply, code: FilesProblemCode, detail: string, instance: string): FastifyReply {
  const problem = filesProblem(code, detail, instance);
  return reply.code(problem.status).type('application/problem+json').send(JSON.stringify(problem));
}

/** The real path of the folder to serve, or an error that says what to pass instead. */
async function servedRoot(dir: string): Promise<string> {
  let root: string;
  try {
    root = await realpath(dir);
  } catch (error) {
    throw new ConfigError('--files-dir (files.dir)', [
      `the files folder ${JSON.stringify(dir)} does not exist: pass an existing folder (to start from the mock's demo `
      + `release: ingest-kit ern demo --to ${path.join(dir, 'releases', 'r1')})`,
    ], { cause: error });
  }
  if (!(await stat(root)).isDirectory()) {
    throw new ConfigError('--files-dir (files.dir)', [`${JSON.stringify(dir)} is not a folder: pass the folder whose files the mock serves`]);
  }
  return root;
}

/** Opens the file for streaming; `undefined` when it vanished or changed into something else meanwhile. */
async function openRegularFile(realPath: string): Promise<{ handle: FileHandle; size: number } | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(realPath, 'r');
  } catch (error) {
    if (isNotFoundError(error)) return undefined;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, size: stats.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return undefined;
}

/**
 * The file a folder-scoped URL names, resolved inside the real location of its folder (itself inside the
 * served folder), so a link in the folder that leads elsewhere in the served folder serves nothing either.
 */
async function resolveInFolder(root: string, folder: string, filePath: string): Promise<ResolvedFile> {
  if (folder === '') return resolveFile(root, filePath);
  let folderReal: string;
  try {
    folderReal = await realpath(path.join(root, ...folder.split('/')));
  } catch (error) {
    if (isNotFoundError(error)) return { found: false };
    throw error;
  }
  if (!isInside(root, folderReal)) return { found: false };
  return resolveFile(folderReal, filePath.slice(folder.length + 1));
}

/**
 * The files routes. An encapsulated plugin: register it with a prefix if you like, and give
 * `presignFileUrl` a `baseUrl` that includes that prefix.
 */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, options) => {
  if (options.secret === '') throw new Error('The files secret is empty; pass a secret to sign file URLs with.');
  const root = await servedRoot(options.dir);

  app.route<{ Params: { '*': string } }>({
    // HEAD is declared, not derived: Fastify's derived HEAD route would read the whole file and discard it.
    method: ['GET', 'HEAD'],
    url: '/files/*',
    handler: async (request, reply) => {
      const queryStart = request.url.indexOf('?');
      // The instance never carries the query string: it holds the signature.
      const instance = redactPathSignature(queryStart === -1 ? request.url : request.url.slice(0, queryStart));
      const query = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
      let filePath = request.params['*'];
      reply.header('cache-control', 'no-store');

      // A folder-scoped URL (scope.ts) carries its signature in the path; any other, in the query.
      const scoped = isScopedPath(filePath)
        ? verifyScopedRequest({ path: filePath, secret: options.secret, now: options.now() })
        : undefined;
      const check = scoped ?? verifyPresignedRequest({ path: filePath, query, secret: options.secret, now: options.now() });
      if (!check.ok) {
        return sendProblem(reply, check.reason === 'expired' ? 'FILE_URL_EXPIRED' : 'FILE_URL_INVALID', check.message, instance);
      }
      if (scoped?.ok) filePath = scoped.path;
      // Only a holder of the secret gets here with a hostile path; it still serves nothing.
      if (filePathProblem(filePath) !== undefined) return sendProblem(reply, 'FILE_NOT_FOUND', NOT_FOUND_DETAIL, instance);
      const file = scoped?.ok ? await resolveInFolder(root, scoped.folder, filePath) : await resolveFile(root, filePath);
      if (!file.found) return sendProblem(reply, 'FILE_NOT_FOUND', NOT_FOUND_DETAIL, instance);

      reply
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .type(contentTypeFor(filePath));
      if (request.method === 'HEAD') return reply.header('content-length', String(file.size)).send();

      const opened = await openRegularFile(file.realPath);
      if (!opened) return sendProblem(reply, 'FILE_NOT_FOUND', NOT_FOUND_DETAIL, instance);
      const { handle, size } = opened;
      const range = parseRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        await handle.close();
        reply.header('content-range', `bytes */${size}`);
        return sendProblem(reply, 'FILE_RANGE_NOT_SATISFIABLE', `The file has ${size} bytes; ask for a range that starts inside it.`, instance);
      }
      if (size === 0) {
        await handle.close();
        return reply.header('content-length', '0').send(Buffer.alloc(0));
      }
      const start = range.kind === 'partial' ? range.start : 0;
      const end = range.kind === 'partial' ? range.end : size - 1;
      if (range.kind === 'partial') reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
      // The stream closes the handle when it ends or when Fastify destroys it on a client abort.
      const stream = handle.createReadStream({ start, end });
      return reply.header('content-length', String(end - start + 1)).send(stream);
    },
  });
};
