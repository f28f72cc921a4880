/** `ingest-kit presign <path>`: a pre-signed, expiring URL of a file the mock serves with --files-dir. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../mock-server/src/config.js';
import { parseDuration } from '../../mock-server/src/duration.js';
import { presignFileUrl } from '../../mock-server/src/files/index.js';
import type { Command } from '../commands.js';

const help = `Usage: ingest-kit presign <path> [options]

Prints a pre-signed URL of <path> (relative to the mock's --files-dir), valid for --expires, signed
with the files secret of the mock's config (files.signingSecret; the development default without one).

Options:
  --expires <duration>   how long the URL is valid: 90s, 15m, 2h, 1d, or seconds (default 15m);
                         0 gives a URL that has already expired
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
      process.stdout.write(`${presignFileUrl({ baseUrl, path: relative, expiresAt, secret: config.files.signingSecret })}\n`);
      return 0;
    } catch (error) {
      process.stderr.write(`ingest-kit presign: ${(error as Error).message}\n`);
      return 2;
    }
  },
};
