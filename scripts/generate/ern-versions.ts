/**
 * The prose that lists the supported ERN versions, rewritten from mock-server/src/ern/version.ts so that the
 * list is written once: in docs/guides/mock-server.md between `<!-- ern-versions -->` and `<!-- /ern-versions -->`, and in
 * openapi.yaml on the line after a `# ern-versions` comment, after "we support " up to the closing period
 * (a YAML comment, because a marker inside the description would reach the rendered contract).
 * `npm run generate` writes both; test/generated/ern-versions.test.ts proves them fresh.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ernVersionsInProse } from '../../mock-server/src/ern/version.js';

/** The files holding the list, relative to the repository root, with how each marks it. */
export const ERN_VERSION_PROSE_FILES = { 'docs/guides/mock-server.md': 'markdown', 'openapi.yaml': 'yaml' } as const;

const MARKED = {
  markdown: /(<!-- ern-versions -->)[\s\S]*?(<!-- \/ern-versions -->)/g,
  yaml: /(# ern-versions\b[^\n]*\n[^\n]*\bwe support )[^\n]*?(\.\r?\n)/g,
} as const;

/**
 * `text` with every marked list replaced by the supported versions.
 * @throws Error when `text` marks no list: the marker was lost, and the prose would go stale unseen.
 */
export function withErnVersions(text: string, format: keyof typeof MARKED, versions = ernVersionsInProse()): string {
  let found = 0;
  const rewritten = text.replace(MARKED[format], (_whole, open: string, close: string) => {
    found += 1;
    return `${open}${versions}${close}`;
  });
  if (found === 0) {
    throw new Error(`no ERN version list is marked (${String(MARKED[format])}); put the marker back around the list`);
  }
  return rewritten;
}

/** Rewrites the marked lists in place; returns the files that changed. */
export async function writeErnVersionProse(repoRoot: string): Promise<string[]> {
  const changed: string[] = [];
  for (const [name, format] of Object.entries(ERN_VERSION_PROSE_FILES)) {
    const file = path.join(repoRoot, name);
    const text = await readFile(file, 'utf8');
    const rewritten = withErnVersions(text, format);
    if (rewritten !== text) {
      await writeFile(file, rewritten);
      changed.push(name);
    }
  }
  return changed;
}
