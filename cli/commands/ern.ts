/**
 * `ingest-kit ern schemas --download --to <dir>`: DDEX's ERN schemas, downloaded from DDEX's site into the
 * layout that XSD validation reads (`--xsd-dir <dir>`, config `ern.xsdDir`): `<dir>/<version folder>/
 * release-notification.xsd` beside the files it imports. The kit ships no DDEX schema (they are DDEX's
 * copyright); this is how a user gets their own copy.
 *
 * `ingest-kit ern demo --to <dir>`: the mock's demo release (the one it serves at /_samples/) written out as a release
 * folder, release.xml beside the files it names: what the README's first steps validate, serve and submit.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ERN_VERSIONS, type ErnVersion } from '../../mock-server/src/ern/version.js';
import { DDEX_XML_BASE_URL, downloadSchemas, SchemaDownloadError } from '../../mock-server/src/ern/xsd/download.js';
import { MAIN_SCHEMA, versionFolder } from '../../mock-server/src/ern/xsd/layout.js';
import { demoFiles, demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { type Command, processIo, runCommand } from '../command.js';
import { CommandError, exitCodes, usageError } from '../errors.js';
import { helpOption, optionsHelp, type OptionTable, parseOrHelp } from '../options.js';

const schemasOptions = {
  'download': { type: 'boolean', description: 'download the schemas (the only action so far; required)' },
  'to': { type: 'string', value: '<dir>', description: 'the folder to write <version folder>/<file> into (created if needed)' },
  'base-url': { type: 'string', value: '<url>', description: `where DDEX's schemas are (default ${DDEX_XML_BASE_URL}: <url>/ern/43/release-notification.xsd)` },
  'version': {
    type: 'string',
    multiple: true,
    value: '<v>',
    description: [`an ERN version to download, repeatable: ${ERN_VERSIONS.join(', ')}`, '(default: every one of them)'],
  },
  ...helpOption,
} as const satisfies OptionTable;

const COPYRIGHT = 'DDEX\'s schemas are the copyright of Digital Data Exchange (DDEX), published for implementing its standards '
  + '(see the licence note in each file): they are for your own use; do not commit them to your repository or ship them in a package.';

const help = `Usage: ingest-kit ern schemas --download --to <dir> [--base-url <url>] [--version <v>...]

Downloads DDEX's ERN XML schemas into <dir>, one folder per version named by its namespace digits
(${ERN_VERSIONS.map((version) => `${version}: ${versionFolder(version)}`).join(', ')}):
each version's release-notification.xsd and the allowed-value-sets file it imports. Point
\`ingest-kit validate --xsd-dir <dir>\` or the config key ern.xsdDir at <dir>; validation itself never
touches the network.

${COPYRIGHT}

Options:
${optionsHelp(schemasOptions)}
`;

const demoOptions = {
  to: { type: 'string', value: '<dir>', description: 'the release folder to write into (created if needed; required)' },
  ...helpOption,
} as const satisfies OptionTable;

const demoHelp = `Usage: ingest-kit ern demo --to <dir>

Writes the mock's demo release into <dir>, as a release folder to try the kit on: release.xml (an ERN 4.3
NewReleaseMessage of three sound recordings and a cover image, written for the kit, not a DDEX sample) beside
the files it names, with their real MD5s. A file already there with other bytes is left alone, and nothing is
written: point --to at a new folder.

Then: ingest-kit validate <dir>/release.xml --files, and ingest-kit mock --files-dir <a folder above it>.

Options:
${optionsHelp(demoOptions)}
`;

const usageHelp = `Usage: ingest-kit ern <subcommand> [options]

Subcommands:
  schemas  download DDEX's ERN XML schemas for offline validation (ingest-kit ern schemas --help)
  demo     write the mock's demo release into a folder, to try the kit on (ingest-kit ern demo --help)
`;

function versionsFrom(given: readonly string[] | undefined): ErnVersion[] {
  if (given === undefined || given.length === 0) return [...ERN_VERSIONS];
  return given.map((value) => {
    const version = ERN_VERSIONS.find((candidate) => candidate === value || versionFolder(candidate) === value);
    if (version === undefined) throw usageError(`--version ${value}: not an ERN version the kit reads (${ERN_VERSIONS.join(', ')})`);
    return version;
  });
}

function baseUrlFrom(given: string | undefined): string | undefined {
  if (given === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw usageError(`--base-url ${given}: not a URL (for example ${DDEX_XML_BASE_URL})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw usageError(`--base-url ${given}: give an http or https URL`);
  return given;
}

async function schemas(args: readonly string[]): Promise<number> {
  const parsed = parseOrHelp({ args: [...args], options: schemasOptions }, help);
  if (parsed === undefined) return 0;
  const { values } = parsed;
  if (values.download !== true) throw usageError('say --download (the schemas are fetched from DDEX\'s site, or --base-url)');
  if (values.to === undefined || values.to === '') throw usageError('--to <dir> is required: the folder to write the schemas into');
  const versions = versionsFrom(values.version);
  const baseUrl = baseUrlFrom(values['base-url']);
  const to = path.resolve(values.to);
  process.stdout.write(`${COPYRIGHT}\n`);
  try {
    await downloadSchemas({
      to,
      versions,
      ...(baseUrl === undefined ? {} : { baseUrl }),
      fetch: globalThis.fetch,
      onFile: (file) => process.stdout.write(`  ${file.version.padEnd(6)} ${file.url} -> ${file.file} (${file.bytes} bytes)\n`),
    });
  } catch (error) {
    if (!(error instanceof SchemaDownloadError)) throw error;
    // Offline, or DDEX's site away: the other ways to the same folder.
    process.stderr.write(`ingest-kit ern schemas: download failed: ${error.message}\n`
      + `Without DDEX's site: --base-url a copy of it (<url>/ern/43/${MAIN_SCHEMA}), or copy the schemas into ${to} yourself, `
      + `as ${path.join(to, '<version>', MAIN_SCHEMA)} beside the files it imports (<version>: ${ERN_VERSIONS.map(versionFolder).join(', ')})\n`);
    // The site did not give the schemas: nothing to judge them by (exit 2).
    return exitCodes.couldNotJudge;
  }
  process.stdout.write(`Downloaded the schemas of ERN ${versions.join(', ')} into ${to}: validate with --xsd-dir ${to}\n`);
  return 0;
}

/** The bytes at `file`, or null when there is nothing there. */
async function bytesAt(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function demo(args: readonly string[]): Promise<number> {
  const parsed = parseOrHelp({ args: [...args], options: demoOptions }, demoHelp);
  if (parsed === undefined) return 0;
  const given = parsed.values.to;
  if (given === undefined || given === '') throw usageError('--to <dir> is required: the release folder to write into');
  const to = path.resolve(given);
  const files = [{ path: 'release.xml', bytes: Buffer.from(demoReleaseXml()) }, ...demoFiles];
  // Every file is checked before any is written: a release of the user's own is never half overwritten.
  const there = await Promise.all(files.map((file) => bytesAt(path.join(to, file.path))));
  const differing = files.filter((file, i) => there[i] !== null && !there[i]!.equals(file.bytes)).map((file) => file.path);
  if (differing.length > 0) {
    process.stderr.write(`ingest-kit ern demo: ${given} already has ${differing.join(', ')} with other bytes; nothing was written: `
      + 'point --to at a new folder.\n');
    return exitCodes.couldNotJudge;
  }
  for (const file of files) {
    const target = path.join(to, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes);
    process.stdout.write(`  ${path.join(given, file.path)} (${file.bytes.length} bytes)\n`);
  }
  process.stdout.write(`The demo release is in ${given}: npx ingest-kit validate ${path.join(given, 'release.xml')} --files\n`);
  return 0;
}

/** Runs `ern <sub>`; its usage errors point to that subcommand's help (`ingest-kit ern demo --help`). */
async function runErn(args: readonly string[]): Promise<number> {
  const [sub, ...rest] = args;
  const run = sub === 'schemas' ? schemas : sub === 'demo' ? demo : undefined;
  if (sub === '-h' || sub === '--help') {
    process.stdout.write(usageHelp);
    return 0;
  }
  if (run === undefined) throw usageError(sub === undefined ? 'give a subcommand' : `unknown subcommand "${sub}"`, { seeHelp: true });
  try {
    return await run(rest);
  } catch (error) {
    if (!(error instanceof CommandError) || error.exitCode !== exitCodes.couldNotJudge) throw error;
    throw usageError(error.message, { seeHelp: `ern ${sub}`, cause: error });
  }
}

export const ernCommand: Command = {
  run: (args) => runCommand('ern', processIo, () => runErn(args)),
};
