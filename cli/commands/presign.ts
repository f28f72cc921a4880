/**
 * `ingest-kit presign <path>`: a pre-signed, expiring URL of a file the mock serves with --files-dir; with
 * `--scope <folder>`, a folder-scoped URL under which the file's relative neighbours are signed too.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../mock-server/src/config.js';
import { presignFileUrl, presignScopedUrl } from '../../mock-server/src/files/index.js';
import { type Command, processIo, runCommand } from '../command.js';
import { usageError } from '../errors.js';
import { durationFlag } from '../flag-values.js';
import { helpOption, optionsHelp, type OptionTable, parseOrHelp } from '../options.js';

const presignOptions = {
  'expires': {
    type: 'string',
    value: '<duration>',
    default: '15m',
    description: ['how long the URL is valid: 90s, 15m, 2h, 1d, or seconds', 'or 0, which gives a URL that has already expired'],
  },
  'scope': {
    type: 'string',
    value: '<folder>',
    description: [
      'sign a folder instead of the one file: every file under <folder> (a folder of',
      '<path>, relative to --files-dir; "." for all) is reached from the URL by a',
      'relative location, as an ERN\'s resource files are (URL form in docs/guides/files.md)',
    ],
  },
  'config': { type: 'string', value: '<file>', description: 'the mock\'s config file (for the secret, the files folder and the address)' },
  'files-dir': { type: 'string', value: '<dir>', description: 'the folder the mock serves (its --files-dir): warns when <path> is not in it' },
  'base-url': { type: 'string', value: '<url>', description: 'the mock\'s address (default: files.publicBaseUrl, else http://<host>:<port>)' },
  ...helpOption,
} as const satisfies OptionTable;

const help = `Usage: ingest-kit presign <path> [options]

Prints a pre-signed URL of <path> (relative to the mock's --files-dir), valid for --expires, signed
with the files secret of the mock's config (files.signingSecret; the development default without one).

Options:
${optionsHelp(presignOptions, 21)}
`;

async function runPresign(args: readonly string[]): Promise<number> {
  const parsed = parseOrHelp({ args: [...args], allowPositionals: true, options: presignOptions }, help);
  if (parsed === undefined) return 0;
  const { values, positionals } = parsed;
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw usageError('give exactly one file path', { seeHelp: true });
  const expiresMs = durationFlag('--expires', values.expires);
  const config = await loadConfig(values.config === undefined ? {} : { configFile: values.config });
  const baseUrl = values['base-url'] ?? config.files.publicBaseUrl ?? `http://${config.host}:${config.port}`;
  const relative = file.replaceAll('\\', '/').replace(/^\.\//, '');
  const filesDir = values['files-dir'] ?? config.files.dir;
  if (filesDir && !existsSync(path.join(filesDir, relative))) {
    process.stderr.write(`ingest-kit presign: warning: ${relative} does not exist in ${filesDir}; the mock would answer 404 to this URL\n`);
  }
  const expiresAt = Date.now() + expiresMs;
  const secret = config.files.signingSecret;
  let url: string;
  try {
    url = values.scope === undefined
      ? presignFileUrl({ baseUrl, path: relative, expiresAt, secret })
      : presignScopedUrl({ baseUrl, scope: values.scope.replaceAll('\\', '/').replace(/^\.\/(?=.)/, ''), path: relative, expiresAt, secret });
  } catch (error) {
    // A path or folder the mock would not serve (presign.ts, scope.ts say which and why).
    if (error instanceof RangeError) throw usageError(error.message, { cause: error });
    throw error;
  }
  process.stdout.write(`${url}\n`);
  return 0;
}

export const presignCommand: Command = {
  run: (args) => runCommand('presign', processIo, () => runPresign(args)),
};
