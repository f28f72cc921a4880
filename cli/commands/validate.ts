/**
 * `ingest-kit validate <file | URL | folder>...`: the partner's preflight of a release before an upload (issue
 * #16): each message's release summary and its findings in DDEX's ErncFileStatus vocabulary, on the console or as
 * JSON (contract/preflight-report.schema.json), SARIF 2.1.0 and JUnit. Exit codes: 0 no error finding, 1 an error
 * finding in some file, 2 could not judge (bad usage, an input that cannot be read or is over --max-bytes, and with
 * --strict-xsd a message whose version has no schema in --xsd-dir).
 */
import { createErnParsePool, parseThreadHeapMb } from '../../mock-server/src/ingest/parse-pool.js';
import { constants as bufferConstants } from 'node:buffer';
import { stat, writeFile } from 'node:fs/promises';
import { defaults } from '../../mock-server/src/config/settings.js';
import { closestNames, didYouMean } from '../../mock-server/src/config/suggest.js';
import { FILES_CHECK_LIMITS } from '../../mock-server/src/ern/preflight/files-check.js';
import { knownProfiles, type ProfileChoice } from '../../mock-server/src/ern/preflight/index.js';
import type { PreflightReport } from '../../mock-server/src/ern/preflight/types.js';
import { loadXsdSchemas } from '../../mock-server/src/ern/xsd/index.js';
import { parseDuration } from '../../mock-server/src/duration.js';
import type { XsdSchemas } from '../../mock-server/src/ern/xsd/types.js';
import type { Command } from '../command.js';
import { type CommandIo, processIo, runCommand, usageError } from '../mock-client.js';
import { helpOption, optionsHelp, type OptionTable, parseOrHelp } from '../options.js';
import { consoleReport } from '../validate/console.js';
import { type CheckOptions, checkInput, schemaUnchecked } from '../validate/check.js';
import { readInputs } from '../validate/inputs.js';
import { junitReport } from '../validate/junit.js';
import { sarifReport } from '../validate/sarif.js';
import { kitVersion } from '../version.js';

export const validateOptions = {
  'json': { type: 'boolean', description: 'print the report as JSON (contract/preflight-report.schema.json) and nothing else' },
  'sarif': { type: 'string', value: '<file>', description: 'write a SARIF 2.1.0 report (GitHub code scanning marks the XML lines)' },
  'junit': { type: 'string', value: '<file>', description: 'write a JUnit XML report: a testsuite per file, a testcase per rule' },
  'xsd-dir': {
    type: 'string',
    value: '<dir>',
    description: [
      'validate against DDEX\'s ERN schemas in that folder too',
      '(<dir>/<version>/release-notification.xsd; never fetched); a message whose',
      'version has no schema there gets the notice "schema not checked"',
    ],
  },
  'profile': {
    type: 'string',
    value: '<auto|standard/name|off>',
    description: [
      'whose DDEX release-profile rules run: auto (default) the profile the message declares',
      '(ReleaseProfileVersionId), a profile such as 2.1/Audio or 1.4/AudioAlbumMusicOnly whatever',
      'it declares, or off; a declared profile the kit has no rules for gets a notice',
    ],
  },
  'require-deals': {
    type: 'boolean',
    description: ['a message without a release deal is an error (no-release-deal), as the mock\'s', 'ern.requireDeals makes it; by default a warning (a takedown has no deals)'],
  },
  'strict-xsd': {
    type: 'boolean',
    description: ['with --xsd-dir: exit 2 when a message without error findings could not be checked', 'against its schema (none of its version in the folder)'],
  },
  'max-bytes': {
    type: 'string',
    value: '<n>',
    description: [
      `the most bytes of one message (default ${defaults.xml.maxBytes}, ${defaults.xml.maxBytes / 2 ** 20} MiB, the mock's`,
      'xml.maxBytes, over which it answers 422 XML_TOO_LARGE); a larger one exits 2',
    ],
  },
  'files': {
    type: 'boolean',
    description: [
      'check that every resource file exists relative to the message, inside its folder',
      '(or beside its URL), and matches its HashSum; a file outside the folder is not opened;',
      'says what it checked ("3 files: all present, hash sums match")',
    ],
  },
  'file-max-bytes': {
    type: 'string',
    value: '<n>',
    description: [`with --files: the most bytes read of one file (default ${FILES_CHECK_LIMITS.maxBytes},`, 'that is 2 GiB, the mock\'s resources.maxBytes); a larger one is file-over-limit'],
  },
  'file-timeout': {
    type: 'string',
    value: '<duration>',
    description: [`with --files: how long one file may take to open and read (default ${FILES_CHECK_LIMITS.timeoutMs / 1000}s,`, 'the mock\'s resources.timeout; 500ms, 90s, 2m); longer is file-over-limit'],
  },
  ...helpOption,
} as const satisfies OptionTable;

const help = `Usage: ingest-kit validate <file | URL | folder>... [options]

The preflight of a DDEX ERN release before you upload it: reads each NewReleaseMessage (ERN 3.8.x or 4.x),
prints the release it describes (title, artist, tracks, cover, deals) and every finding at its line,
as \`line:column  severity  rule  code  message\`, with DDEX's ErncFileStatus code; a finding of the
message's DDEX release profile also names DDEX's rule number, clause and role. A folder means every
*.xml file in it (recursively); a URL is fetched (https, or http on a loopback host). With --files,
a message's local resource files must lie inside its folder: one named by .., an absolute path, a
file: URL or a symbolic link out of the folder is a finding (file-outside-folder) and is never opened;
only regular files are read, each within --file-max-bytes and --file-timeout (file-over-limit).

Exit codes: 0 valid (no error finding), 1 an error finding in some file, 2 could not judge: bad usage,
an input that cannot be read or is larger than --max-bytes, or (with --strict-xsd) a message without
error findings whose version has no schema in --xsd-dir.

Options:
${optionsHelp(validateOptions)}
`;

/** Colour on a terminal only, and never with NO_COLOR set (no-color.org). */
function useColor(io: CommandIo): boolean {
  return io === processIo && process.stdout.isTTY && (io.env.NO_COLOR ?? '') === '';
}

/**
 * Messages below this size are read on the command's own thread: with the structure's limits (xml/limits.ts) reading
 * costs about 12 bytes of heap per byte at worst, so they cannot come near the heap, and a thread start (~0.1 s) is
 * spent only on messages that could.
 */
const INLINE_BELOW_BYTES = 1024 * 1024;

/** The largest message the reader holds: it reads a message as one string of one character per byte. */
const MAX_MESSAGE_BYTES = bufferConstants.MAX_STRING_LENGTH;

function maxBytesOf(text: string | undefined): number {
  if (text === undefined) return defaults.xml.maxBytes;
  const n = Number(text);
  if (!/^[1-9][0-9]*$/.test(text) || n > MAX_MESSAGE_BYTES) {
    throw usageError(`--max-bytes ${text}: give a whole number of bytes from 1 to ${MAX_MESSAGE_BYTES} (the default, ${defaults.xml.maxBytes}, is the mock's xml.maxBytes)`);
  }
  return n;
}

/** The schema folder, or one line saying what is wrong with it and how to get one. */
async function loadSchemas(dir: string | undefined): Promise<XsdSchemas | undefined> {
  if (dir === undefined) return undefined;
  const fix = `give the folder of DDEX's ERN schemas, one subfolder per version (43/release-notification.xsd), e.g. from \`ingest-kit ern schemas --download --to ${dir}\``;
  const found = await stat(dir).catch(() => undefined);
  if (found === undefined) throw usageError(`--xsd-dir ${dir}: no such folder; ${fix}`);
  if (!found.isDirectory()) throw usageError(`--xsd-dir ${dir} is a file, not a folder; ${fix}`);
  try {
    return await loadXsdSchemas(dir);
  } catch (error) {
    throw usageError(`--xsd-dir ${dir}: ${(error as Error).message}`);
  }
}

/** `--file-max-bytes` and `--file-timeout`, which only `--files` uses. */
function fileLimits(values: { 'files'?: boolean; 'file-max-bytes'?: string; 'file-timeout'?: string }): CheckOptions['fileLimits'] {
  const { 'file-max-bytes': maxBytes, 'file-timeout': timeout } = values;
  if (values.files !== true) {
    if (maxBytes !== undefined || timeout !== undefined) throw usageError('--file-max-bytes and --file-timeout limit the files check: add --files');
    return undefined;
  }
  const limits: NonNullable<CheckOptions['fileLimits']> = {};
  if (maxBytes !== undefined) {
    if (!/^[1-9][0-9]*$/.test(maxBytes) || !Number.isSafeInteger(Number(maxBytes))) {
      throw usageError(`--file-max-bytes ${maxBytes}: give a whole number of bytes, at least 1 (${FILES_CHECK_LIMITS.maxBytes} is 2 GiB)`);
    }
    limits.maxBytes = Number(maxBytes);
  }
  if (timeout !== undefined) {
    let ms: number;
    try {
      ms = parseDuration(timeout);
    } catch (error) {
      throw usageError(`--file-timeout: ${(error as Error).message}`);
    }
    if (ms <= 0) throw usageError('--file-timeout must be more than 0');
    limits.timeoutMs = ms;
  }
  return limits;
}

/** `--profile`: auto, off, or a profile the kit holds rules for; anything else is a usage error naming those it has. */
function profileOf(text: string | undefined): ProfileChoice {
  if (text === undefined || text === 'auto' || text === 'off') return text ?? 'auto';
  const known = knownProfiles();
  if (known.includes(text)) return text;
  // Judged by the name without its standard (`Audio`, `Audoi` for `2.1/Audio`), as a message writes it.
  const nameOf = (profile: string) => profile.slice(profile.lastIndexOf('/') + 1);
  const close = closestNames(nameOf(text), [...new Set(known.map(nameOf))]);
  const hint = didYouMean(known.filter((profile) => close.includes(nameOf(profile))));
  const list = known.length === 0 ? 'the kit holds no profile\'s rules yet' : `the kit checks ${known.join(', ')}`;
  throw usageError(`--profile ${text}: not a release profile the kit checks${hint}; give auto (the message's own, the default), off, `
    + `or <standard>/<name>: ${list}`);
}

async function writeReport(file: string, text: string): Promise<void> {
  try {
    await writeFile(file, text);
  } catch (error) {
    throw usageError(`cannot write ${file}: ${(error as Error).message}`);
  }
}

export async function runValidate(args: readonly string[], io: CommandIo = processIo): Promise<number> {
  return runCommand('validate', io, async () => {
    // options.ts words an unknown or malformed option for every command (did you mean, --help).
    const parsed = parseOrHelp({ args: [...args], allowPositionals: true, options: validateOptions }, help, io.stdout);
    if (parsed === undefined) return 0;
    const { values, positionals } = parsed;
    if (positionals.length === 0) throw usageError('give at least one ERN XML file, folder or URL (ingest-kit validate --help)');
    if (values['strict-xsd'] === true && values['xsd-dir'] === undefined) throw usageError('--strict-xsd needs --xsd-dir <dir>');
    const limits = fileLimits(values);
    const profile = profileOf(values.profile);
    const maxBytes = maxBytesOf(values['max-bytes']);
    const schemas = await loadSchemas(values['xsd-dir']);
    // A large message is read on a thread whose heap is bounded as the mock's parse threads are (issue #29).
    const parser = createErnParsePool({ threads: 1, inlineBelowBytes: INLINE_BELOW_BYTES, heapMb: parseThreadHeapMb(maxBytes) });
    try {
      const report: PreflightReport = { files: [] };
      const options: CheckOptions = {
        schemas, parser, files: values.files === true, fetch: io.fetch, profile, requireDeals: values['require-deals'] === true,
      };
      if (limits !== undefined) options.fileLimits = limits;
      for await (const input of readInputs(positionals, { maxBytes, mocks: values['max-bytes'] === undefined })) report.files.push(await checkInput(input, options));
      if (values.sarif !== undefined) {
        const sarif = sarifReport(report, { cwd: process.cwd(), version: kitVersion() });
        await writeReport(values.sarif, `${JSON.stringify(sarif, null, 2)}\n`);
      }
      if (values.junit !== undefined) await writeReport(values.junit, junitReport(report));
      io.stdout(values.json === true ? `${JSON.stringify(report, null, 2)}\n` : consoleReport(report, useColor(io)));
      if (!report.files.every((file) => file.valid)) return 1;
      const unchecked = report.files.filter(schemaUnchecked);
      if (values['strict-xsd'] === true && unchecked.length > 0) {
        io.stderr(`ingest-kit validate: --strict-xsd: ${unchecked.map((file) => file.file).join(', ')} not checked against a schema (none of its version in ${values['xsd-dir']})\n`);
        return 2;
      }
      return 0;
    } finally {
      await parser.close();
      schemas?.close();
    }
  });
}

export const validateCommand: Command = {
  run: (args) => runValidate(args),
};
