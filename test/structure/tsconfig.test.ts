/**
 * The tsconfig files name what is there: every folder or file they include exists (a stale include hides
 * nothing but misleads the reader), and every top-level folder holding TypeScript is type-checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/contract.js';

const read = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as { include?: string[]; exclude?: string[] };
const main = read('tsconfig.json');

describe.each(['tsconfig.json', 'tsconfig.build.json'])('%s', (file) => {
  it.each(read(file).include ?? [])('includes %s, which exists', (include) => {
    expect(existsSync(path.join(repoRoot, include.replace(/\/\*\*.*$/, ''))), `${file} includes ${include}, which does not exist`).toBe(true);
  });
});

describe('tsconfig.json', () => {
  it('type-checks every top-level folder that holds TypeScript', () => {
    // What git ignores (build output, test artifacts) is no source, whatever it holds.
    const ignored = readFileSync(path.join(repoRoot, '.gitignore'), 'utf8').split('\n').map((line) => line.trim().replace(/\/$/, ''));
    const skipped = new Set([...(main.exclude ?? []), ...ignored]);
    const folders = readdirSync(repoRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !skipped.has(entry.name) && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .filter((folder) => readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' }).some((name) => name.endsWith('.ts')));
    for (const folder of folders) expect(main.include, `${folder}/ holds TypeScript but is not in tsconfig.json's include`).toContain(folder);
  });
});
