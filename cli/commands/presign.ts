/**
 * `ingest-kit presign <path>`: a pre-signed, expiring URL of a file the mock serves with --files-dir; with
 * `--scope <folder>`, a folder-scoped URL under which the file's relative neighbours are signed too.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../mock-server/src/config.js';
import { parseDuration } from '../../mock-server/src/duration.js';
import { presignFileUrl, presignScopedUrl } from '../../mock-server/src/files/index.js';
import type { Command } from '../command.js';

const help = `Usage: ingest-kit presign <path> [options]

Prints a pre-signed URL of <path> (relative to the mock's --files-dir), valid for --expires, signed
with the files secret of the mock's config (files.signingSecret; the development default without one).

Options:
  --expires <duration>   how long the URL is valid: 90s, 15m, 2h, 1d, or seconds (default 15m);
                         0 gives a URL that has already expired
  --scope <folder>       sign a folder instead of the one file: every file under <folder> (a folder of
                         <path>, relative to --files-dir; "." for all) is reached from the URL by a
                         relative location, as an ERN's resource files are (URL form in the README)
  --config <file>        the mock's config file (for the secret, the files folder and the address)
  --base-url <url>       the mock's address (default: files.publicBaseUrl, else http://<host>:<port>)
  -h, --help             show this help
`;

export const presignCommand: Command = {
  name: 'presign',
  summary: 'print a pre-signed, expiring URL of a file served by the mock (--files-dir)',
  async run(args) {
    try {
      const { values, positionals } = parseArgs({
        args: [...args],
        allowPositionals: true,
        options: {
          'expires': { type: 'string', default: '15m' },
          'scope': { type: 'string' },
          'config': { type: 'string' },
          'base-url': { type: 'string' },
          'help': { type: 'boolean', short: 'h' },
        },
      });
      if (values.help) {
        process.stdout.write(help);
        return 0;
      }
      const [file, ...extra] = positionals;
      if (file === undefined || extra.length > 0) throw new ConfigError('presign', ['give exactly one file path']);
      const config = await loadConfig(values.config === undefined ? {} : { configFile: values.config });
      const baseUrl = values['base-url'] ?? config.files.publicBaseUrl ?? `http://${config.host}:${config.port}`;
      const relative = file.replaceAll('\\', '/').replace(/^\.\//, '');
      if (config.files.dir && !existsSync(path.join(config.files.dir, relative))) {
        process.stderr.write(`ingest-kit presign: warning: ${relative} does not exist in ${config.files.dir}\n`);
      }
      const expiresAt = Date.now() + parseDuration(values.expires);
      const secret = config.files.signingSecret;
      const url = values.scope === undefined
        ? presignFileUrl({ baseUrl, path: relative, expiresAt, secret })
        : presignScopedUrl({ baseUrl, scope: values.scope.replaceAll('\\', '/').replace(/^\.\/(?=.)/, ''), path: relative, expiresAt, secret });
      process.stdout.write(`${url}\n`);
      return 0;
    } catch (error) {
      process.stderr.write(`ingest-kit presign: ${(error as Error).message}\n`);
      return 2;
    }
  },
};
