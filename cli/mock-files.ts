/**
 * Whether the mock serves the folder `ingest-kit submit` signs, asked before the create: one byte of the signed XML
 * URL (`Range: bytes=0-0`). A mock started without `--files-dir` (the quick start's plain `ingest-kit mock`) has no
 * /files route, and its create answered 422 XML_FETCH_FAILED with a 404 inside the detail, which never said what to
 * do; this names the command line that serves the folder.
 */
import { usageError } from './errors.js';
import type { CommandIo } from './mock-client.js';

/** Where submit looked for the folder, to write the mock's command line from. */
export interface SubmittedFolder {
  /** The mock's address (`--base-url`, else the config's). */
  baseUrl: string;
  /** The folder as given to submit (`--files-dir`), if it was. */
  filesDirFlag: string | undefined;
  /** The config file given to submit (`--config`), if one was. */
  configFile: string | undefined;
  /** The port the config (or the default) names. */
  configPort: number;
}

/** A path or value as a shell takes it: as it is when plain, else in single quotes. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll('\'', '\'\\\'\'')}'`;
}

/** `ingest-kit mock --files-dir ./files` (with the --config and --port submit was given, when it was). */
export function mockCommandLine(folder: SubmittedFolder): string {
  const port = URL.parse(folder.baseUrl)?.port ?? '';
  return [
    'ingest-kit mock',
    ...(folder.configFile === undefined ? [] : ['--config', shellWord(folder.configFile)]),
    ...(folder.filesDirFlag === undefined ? [] : ['--files-dir', shellWord(folder.filesDirFlag)]),
    ...(port !== '' && Number(port) !== folder.configPort ? ['--port', port] : []),
  ].join(' ');
}

/**
 * Resolves when the mock serves the signed XML (or answers in a way the create will explain better: unreachable, a
 * server that is no mock); throws a usage error (exit 2) with the command line to start it with, when the mock
 * serves no files, serves another folder, or signs with another secret.
 */
export async function checkServedFolder(io: CommandIo, xmlUrl: string, folder: SubmittedFolder): Promise<void> {
  let response: Response;
  try {
    response = await io.fetch(new Request(xmlUrl, { headers: { range: 'bytes=0-0' } }));
  } catch {
    return; // The create says that the mock cannot be reached, and where.
  }
  const text = await response.text();
  if (response.ok || response.status === 416) return;
  let code: unknown;
  try {
    ({ code } = JSON.parse(text) as { code?: unknown });
  } catch {
    return;
  }
  const start = mockCommandLine(folder);
  const { baseUrl } = folder;
  // app.ts answers NOT_FOUND for a route it does not have: no --files-dir, so no /files/*.
  if (code === 'NOT_FOUND') throw usageError(`the mock at ${baseUrl} serves no files (it was started without --files-dir): start it with ${start}`);
  if (code === 'FILE_NOT_FOUND') throw usageError(`the mock at ${baseUrl} serves another folder: start it with ${start}`);
  if (code === 'FILE_URL_INVALID') {
    throw usageError(`the mock at ${baseUrl} signs its file URLs with another secret (files.signingSecret): give submit the mock's --config, or start it with ${start}`);
  }
}
