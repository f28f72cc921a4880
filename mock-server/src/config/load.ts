/**
 * Reading the config: the file (YAML or JSON) from disk, the CA files it names, and paths in it resolved
 * against the file; those of flags against the working directory.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { cachedXsdSchemas } from '../ern/xsd/cached.js';
import { caPemProblem } from '../fetch/trust.js';
import { resolveConfig } from './resolve.js';
import type { MockConfig, MockFlags } from './types.js';
import { ConfigError } from './validate.js';

/** Parses the text of a config file: JSON when it looks like JSON (or ends in .json), else YAML. */
export function parseConfigText(text: string, file: string): unknown {
  try {
    if (file.endsWith('.json') || text.trimStart().startsWith('{')) return JSON.parse(text) as unknown;
    return parseYaml(text) as unknown;
  } catch (error) {
    throw new ConfigError(file, [`could not be parsed: ${(error as Error).message.split('\n')[0] ?? ''}`]);
  }
}

/**
 * Reads a CA file of the config and checks that it holds PEM certificates; `field` names it in the error
 * (`outbound.caFile`, `--ca-file`).
 */
async function readCaFile(file: string, field: string, source: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(source, [`${field}: cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)} (${file})`]);
  }
  const problem = caPemProblem(text);
  if (problem !== null) throw new ConfigError(source, [`${field}: ${file} ${problem}`]);
  return text;
}

/**
 * Reads `flags.configFile` (if any), validates it and applies the flags. Relative paths in the file resolve
 * against the file; those of flags against the working directory.
 */
export async function loadConfig(flags: MockFlags): Promise<MockConfig> {
  const config = await readConfig(flags);
  if (config.ern.xsdDir === null) return config;
  const xsdDir = path.resolve(config.ern.xsdDir);
  // Compiled here once, so that a folder without the schemas' layout stops the start (exit 2), not a create.
  try {
    await cachedXsdSchemas(xsdDir);
  } catch (error) {
    const field = flags.xsdDir === undefined ? 'ern.xsdDir' : '--xsd-dir';
    throw new ConfigError(flags.xsdDir === undefined ? (flags.configFile ?? field) : field, [
      `${field}: ${xsdDir} cannot be used: ${(error as Error).message} (the folder needs the layout of DDEX's schemas, `
      + '<dir>/<version>/release-notification.xsd beside its allowed-value-sets file; ingest-kit ern schemas --download --to <dir> makes one)',
    ]);
  }
  return { ...config, ern: { ...config.ern, xsdDir } };
}

async function readConfig(flags: MockFlags): Promise<MockConfig> {
  if (flags.configFile === undefined) {
    const config = resolveConfig(undefined, flags);
    if (flags.caFile === undefined) return config;
    const caFile = path.resolve(flags.caFile);
    return { ...config, outbound: { ...config.outbound, caFile, ca: await readCaFile(caFile, '--ca-file', '--ca-file') } };
  }
  const file = path.resolve(flags.configFile);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(flags.configFile, [`cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`]);
  }
  const config = resolveConfig(parseConfigText(text, file), flags, flags.configFile);
  const base = path.dirname(file);
  const ca = config.webhooks.caFile === null
    ? null
    : await readCaFile(path.resolve(base, config.webhooks.caFile), 'webhooks.caFile', flags.configFile);
  const outboundCaFile = config.outbound.caFile === null
    ? null
    : path.resolve(flags.caFile === undefined ? base : '.', config.outbound.caFile);
  const outboundCa = outboundCaFile === null
    ? null
    : await readCaFile(outboundCaFile, flags.caFile === undefined ? 'outbound.caFile' : '--ca-file', flags.configFile);
  return {
    ...config,
    outbound: { ...config.outbound, caFile: outboundCaFile, ca: outboundCa },
    webhooks: { ...config.webhooks, ca },
    dataDir: config.dataDir && flags.dataDir === undefined ? path.resolve(base, config.dataDir) : config.dataDir,
    ern: {
      ...config.ern,
      xsdDir: config.ern.xsdDir && flags.xsdDir === undefined ? path.resolve(base, config.ern.xsdDir) : config.ern.xsdDir,
    },
    files: {
      ...config.files,
      dir: config.files.dir && flags.filesDir === undefined ? path.resolve(base, config.files.dir) : config.files.dir,
    },
  };
}
