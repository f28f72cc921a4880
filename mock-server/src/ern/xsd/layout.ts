/**
 * The schema folder's layout: `<dir>/<version folder>/release-notification.xsd` beside the allowed-value-sets
 * file it imports, the version folder named by the digits of the version's namespace (`43` for
 * `http://ddex.net/xml/ern/43`, `382` for 3.8.2), as DDEX publishes them and as `ingest-kit ern schemas
 * --download` writes them.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { namespaceDigits } from '../write/common.js';
import { ERN_VERSIONS, type ErnVersion } from '../version.js';

/** The main schema's file name in every version folder (DDEX's own name for it). */
export const MAIN_SCHEMA = 'release-notification.xsd';

/** `43` for 4.3, `382` for 3.8.2: the folder of a version's schemas. */
export function versionFolder(version: ErnVersion): string {
  return namespaceDigits(version);
}

/** The layout, in words, for error messages that must say how to fix a folder. */
export function expectedLayout(dir: string): string {
  const examples = ERN_VERSIONS.map(versionFolder).join(', ');
  return `expected ${path.join(dir, '<version>', MAIN_SCHEMA)} beside the allowed-value-sets file it imports, `
    + `one folder per ERN version named by its namespace digits (${examples}); `
    + '`ingest-kit ern schemas --download --to <dir>` downloads DDEX\'s schemas into that layout';
}

/**
 * The versions whose main schema is in `dir`.
 * @throws Error saying which layout is expected when `dir` cannot be read or holds no version's schema.
 */
export async function versionsIn(dir: string): Promise<Set<ErnVersion>> {
  let entries: Set<string>;
  try {
    const listed = await readdir(dir, { withFileTypes: true });
    entries = new Set(listed.filter((entry) => entry.isDirectory()).map((entry) => entry.name));
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new Error(`XSD schemas: cannot read the folder ${dir} (${reason}): ${expectedLayout(dir)}`, { cause: error });
  }
  const found = new Set<ErnVersion>();
  for (const version of ERN_VERSIONS) {
    const folder = versionFolder(version);
    if (!entries.has(folder)) continue;
    const files = await readdir(path.join(dir, folder)).catch(() => [] as string[]);
    if (files.includes(MAIN_SCHEMA)) found.add(version);
  }
  if (found.size === 0) throw new Error(`XSD schemas: ${dir} holds no ERN schema: ${expectedLayout(dir)}`);
  return found;
}
