/**
 * `ingest-kit submit <release.xml>`: a release folder end to end. Signs the XML with its folder as the
 * scope (files/scope.ts), so the relative resource locations of the message load too, posts the create
 * (spec 4.1) and prints the 201 record; with --wait, polls the lookup (spec 4.2) to the end. Ends with one
 * verdict line; before the create, asks the mock whether it serves the folder (mock-files.ts).
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { devDefaults, loadConfig } from '../../mock-server/src/config.js';
import { escapeControls } from '../../mock-server/src/escape-controls.js';
import { isInside } from '../../mock-server/src/files/resolve.js';
import { presignScopedUrl } from '../../mock-server/src/files/scope.js';
import type { Command } from '../command.js';
import { durationFlag } from '../flag-values.js';
import { checkServedFolder } from '../mock-files.js';
import { helpOption, optionsHelp, type OptionTable, parseOrHelp } from '../options.js';
import { baseUrlOf, CommandError, type CommandIo, defaultBaseUrl, processIo, requestJson, runCommand, usageError, waitForTerminal } from '../mock-client.js';
import { releaseIdOf } from '../release-id.js';
import { consoleReport } from '../validate/console.js';
import { checkInput } from '../validate/check.js';
import { chooseProfiles } from '../../mock-server/src/ingest/validation.js';

const submitOptions = {
  'files-dir': { type: 'string', value: '<dir>', description: 'the folder the mock serves (default: the config\'s files.dir)' },
  'config': { type: 'string', value: '<file>', description: 'the mock\'s config file (files.dir, files.signingSecret, the first partner\'s key)' },
  'base-url': {
    type: 'string',
    value: '<url>',
    description: ['the mock\'s address (default: files.publicBaseUrl, else http://<host>:<port> of', `the config, else ${defaultBaseUrl})`],
  },
  'api-key': {
    type: 'string',
    value: '<key>',
    description: `X-API-Key (default: the config's first partner's first key, else ${devDefaults.apiKey})`,
  },
  'release-id': {
    type: 'string',
    value: '<id>',
    description: ['releaseId (default: the message\'s ReleaseId GRid or ICPN, else its first', 'ReleaseReference, else the file name)'],
  },
  'expires': { type: 'string', value: '<duration>', default: '1h', description: 'how long the signed URLs stay valid' },
  'wait': {
    type: 'boolean',
    description: ['poll the lookup until completed or failed and print the final record;', 'exit 0 for completed, 1 for failed'],
  },
  'timeout': { type: 'string', value: '<duration>', default: '5m', description: 'how long --wait waits' },
  'no-preflight': {
    type: 'boolean',
    description: ['submit even when the preflight (ingest-kit validate) finds an error'],
  },
  'files': {
    type: 'boolean',
    description: ['the preflight checks the resource files too, as validate --files: each there,', 'of the size and hash the message gives'],
  },
  ...helpOption,
} as const satisfies OptionTable;

const help = `Usage: ingest-kit submit <release.xml> [options]

Submits a release folder to a running mock: signs <release.xml> with its folder as the scope (so every
relative resource location in the message is signed too), posts the create with that xmlUrl and prints
the 201 record, and a last line: processing (and the ingestId), or with --wait completed or failed (its
error code and message). The XML must lie inside the folder the mock serves (--files-dir), and the mock
must sign with the same secret (the same --config): when it does not serve that folder, submit says how
to start it (exit 2). The preflight of \`ingest-kit validate\` runs first (with
--files, its files check too): an error finding stops the submit (exit 1, the findings on stderr) unless
--no-preflight.

Options:
${optionsHelp(submitOptions, 21)}
`;

/** The XML's path relative to the served folder, `/`-separated; bad usage when it is missing or outside. */
async function servedPath(file: string, filesDir: string): Promise<string> {
  let real: string;
  try {
    real = await realpath(file);
    if (!(await stat(real)).isFile()) throw usageError(`${file} is not a file; give the release's XML file.`);
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw usageError(`${file} does not exist; give the path of the release's XML file.`);
  }
  let root: string;
  try {
    root = await realpath(filesDir);
  } catch {
    throw usageError(`the files folder ${filesDir} does not exist; pass the folder the mock serves with --files-dir.`);
  }
  if (!isInside(root, real)) {
    throw usageError(`${file} is outside the files folder ${filesDir}; the mock serves only that folder, so put the release under it (or pass the right --files-dir).`);
  }
  return path.relative(root, real).split(path.sep).join('/');
}

/** The last line of `submit --wait`: `completed`, or `failed` with the error's code and message; the ingest id. */
export function verdictLine(ingestId: string, record: Record<string, unknown>): string {
  if (record.status === 'completed') return `completed: ingest ${ingestId}`;
  const { code, message } = (record.error ?? {}) as { code?: unknown; message?: unknown };
  // The message is the service's text (a file server's problem among it): shown escaped, as every output shows it.
  const why = [code, message].filter((part) => typeof part === 'string').map((part) => escapeControls(part)).join(': ');
  return `${escapeControls(String(record.status))}: ingest ${ingestId}${why === '' ? '' : `: ${why}`}`;
}

export async function runSubmit(args: readonly string[], io: CommandIo = processIo): Promise<number> {
  return runCommand('submit', io, async () => {
    const parsed = parseOrHelp({ args: [...args], allowPositionals: true, options: submitOptions }, help, io.stdout);
    if (parsed === undefined) return 0;
    const { values, positionals } = parsed;
    const [file, ...extra] = positionals;
    if (file === undefined || extra.length > 0) throw usageError('give exactly one release XML file (ingest-kit submit --help)');
    const expiresMs = durationFlag('--expires', values.expires);
    const timeoutMs = durationFlag('--timeout', values.timeout, { above: 0 });
    const config = await loadConfig({
      ...(values.config === undefined ? {} : { configFile: values.config }),
      ...(values['files-dir'] === undefined ? {} : { filesDir: values['files-dir'] }),
    }).catch((error: unknown) => {
      throw usageError((error as Error).message);
    });
    const filesDir = config.files.dir;
    if (filesDir === null) {
      throw usageError('no files folder: pass --files-dir <dir> (the folder the mock serves) or a --config with files.dir');
    }
    const relative = await servedPath(file, filesDir);
    const baseUrl = baseUrlOf(values['base-url'] ?? config.files.publicBaseUrl ?? `http://${config.host}:${config.port}`);
    const apiKey = values['api-key'] ?? config.partners[0]?.apiKeys[0];
    if (apiKey === undefined) throw usageError('no API key: pass --api-key');
    const xml = await readFile(file);
    if (values['no-preflight'] !== true) {
      // As `ingest-kit validate` (--files: the files are here, in the folder the mock will load them from: beside the
      // XML's real path, the one servedPath signs, not beside a link to it).
      const input = { name: file, messageUrl: pathToFileURL(await realpath(file)).href, bytes: xml };
      // The mock's own ern.profiles and ern.requireDeals decide what its preflight runs, so they decide this one's:
      // the key's partner's, each over the server's, as a create chooses them.
      const profiles = chooseProfiles(config.partners.find((partner) => partner.apiKeys.includes(apiKey))?.ern, config.ern);
      const checked = await checkInput(input, {
        schemas: undefined, files: values.files === true, fetch: io.fetch,
        profile: profiles.mode === 'off' ? 'off' : 'auto', requireDeals: profiles.requireDeals,
      });
      const report = { files: [checked] };
      if (!checked.valid) {
        io.stderr(consoleReport(report, false));
        io.stderr(`ingest-kit submit: ${file} has error findings, so it was not submitted; fix them, or pass --no-preflight to submit anyway.\n`);
        return 1;
      }
    }
    const releaseId = values['release-id'] ?? releaseIdOf(new TextDecoder().decode(xml), file);
    const folder = path.posix.dirname(relative);
    const xmlUrl = presignScopedUrl({
      baseUrl,
      scope: folder,
      path: relative,
      expiresAt: Date.now() + expiresMs,
      secret: config.files.signingSecret,
    });
    await checkServedFolder(io, xmlUrl, { baseUrl, filesDirFlag: values['files-dir'], configFile: values.config, configPort: config.port });
    const created = await requestJson(io, baseUrl, 'POST', '/partner/v1/ddex/ingests', {
      headers: { 'x-api-key': apiKey },
      body: { releaseId, xmlUrl },
    });
    io.stdout(`${JSON.stringify(created.body, null, 2)}\n`);
    const { ingestId } = created.body as { ingestId: string };
    if (!values.wait) {
      io.stdout(`processing: ingest ${ingestId} was created; --wait waits for completed or failed\n`);
      return 0;
    }
    const final = await waitForTerminal(io, baseUrl, apiKey, ingestId, timeoutMs);
    io.stdout(`${JSON.stringify(final, null, 2)}\n`);
    io.stdout(`${verdictLine(ingestId, final)}\n`);
    return final.status === 'completed' ? 0 : 1;
  });
}

export const submitCommand: Command = {
  run: (args) => runSubmit(args),
};
