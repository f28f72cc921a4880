/**
 * `ingest-kit validate <file | URL | folder>...`: the partner's preflight of a release before an upload (issue
 * #16): each message's release summary and its findings in DDEX's ErncFileStatus vocabulary, on the console or as
 * JSON (contract/preflight-report.schema.json), SARIF 2.1.0 and JUnit. Exit codes: 0 no error finding, 1 an error
 * finding in some file, 2 bad usage or an input that cannot be read.
 */
import { writeFile } from 'node:fs/promises';
import { FILES_CHECK_LIMITS } from '../../mock-server/src/ern/preflight/files-check.js';
import type { PreflightReport } from '../../mock-server/src/ern/preflight/types.js';
import { loadXsdSchemas } from '../../mock-server/src/ern/xsd/index.js';
import { parseDuration } from '../../mock-server/src/duration.js';
import type { XsdSchemas } from '../../mock-server/src/ern/xsd/types.js';
import type { Command } from '../command.js';
import { type CommandIo, processIo, runCommand, usageError } from '../mock-client.js';
import { helpOption, optionsHelp, type OptionTable, parseOrHelp } from '../options.js';
import { consoleReport } from '../validate/console.js';
import { type CheckOptions, checkInput } from '../validate/check.js';
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
    description: ['validate against DDEX\'s ERN schemas in that folder too', '(<dir>/<version>/release-notification.xsd; never fetched)'],
  },
  'files': {
    type: 'boolean',
    description: [
      'check that every resource file exists relative to the message, inside its folder',
      '(or beside its URL), and matches its HashSum; a file outside the folder is not opened',
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
as \`line:column  severity  rule  code  message\`, with DDEX's ErncFileStatus code. A folder means every
*.xml file in it (recursively); a URL is fetched (https, or http on a loopback host). With --files,
a message's local resource files must lie inside its folder: one named by .., an absolute path, a
file: URL or a symbolic link out of the folder is a finding (file-outside-folder) and is never opened;
only regular files are read, each within --file-max-bytes and --file-timeout (file-over-limit).

Exit codes: 0 no error finding, 1 an error finding in some file, 2 bad usage or an unreadable input.

Options:
${optionsHelp(validateOptions)}
`;

/** Colour on a terminal only, and never with NO_COLOR set (no-color.org). */
function useColor(io: CommandIo): boolean {
  return io === processIo && process.stdout.isTTY && (io.env.NO_COLOR ?? '') === '';
}

async function loadSchemas(dir: string | undefined): Promise<XsdSchemas | undefined> {
  if (dir === undefined) return undefined;
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

async function writeReport(file: string, text: string): Promise<void> {
  try {
    await writeFile(file, text);
  } catch (error) {
    throw usageError(`cannot write ${file}: ${(error as Error).message}`);
  }
}

export async function runValidate(args: readonly string[], io: CommandIo = processIo): Promise<number> {
  return runCommand('validate', io, async () => {
    const parsed = parseOrHelp({ args: [...args], allowPositionals: true, options: validateOptions }, help, io.stdout);
    if (parsed === undefined) return 0;
    const { values, positionals } = parsed;
    if (positionals.length === 0) throw usageError('give at least one ERN XML file, folder or URL (ingest-kit validate --help)');
    const limits = fileLimits(values);
    const schemas = await loadSchemas(values['xsd-dir']);
    try {
      const inputs = await readInputs(positionals);
      const report: PreflightReport = { files: [] };
      for (const input of inputs) {
        const options = { schemas, files: values.files === true, fetch: io.fetch, ...(limits === undefined ? {} : { fileLimits: limits }) };
        report.files.push(await checkInput(input, options));
      }
      if (values.sarif !== undefined) {
        const sarif = sarifReport(report, { cwd: process.cwd(), version: kitVersion() });
        await writeReport(values.sarif, `${JSON.stringify(sarif, null, 2)}\n`);
      }
      if (values.junit !== undefined) await writeReport(values.junit, junitReport(report));
      io.stdout(values.json === true ? `${JSON.stringify(report, null, 2)}\n` : consoleReport(report, useColor(io)));
      return report.files.every((file) => file.valid) ? 0 : 1;
    } finally {
      schemas?.close();
    }
  });
}

export const validateCommand: Command = {
  run: (args) => runValidate(args),
};
