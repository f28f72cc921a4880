/**
 * The source tree the structure guards look at: the hand-written code that ships or runs (cli, contract, sdk,
 * mock-server/src, conformance, scripts), not the tests and not generated/ (made from the contract).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/contract.js';

export const sourceRoots = ['cli', 'contract', 'sdk', 'mock-server/src', 'conformance', 'scripts'] as const;

/**
 * Every .ts and .js file under the source roots (the dashboard's browser script is plain JavaScript), as a path
 * from the repository root with `/` separators.
 */
export function sourceFiles(): string[] {
  return sourceRoots.flatMap((root) =>
    readdirSync(path.join(repoRoot, root), { recursive: true, encoding: 'utf8' })
      .filter((entry) => (entry.endsWith('.ts') && !entry.endsWith('.d.ts')) || entry.endsWith('.js'))
      .map((entry) => `${root}/${entry.split(path.sep).join('/')}`),
  ).sort();
}

export function readSource(file: string): string {
  return readFileSync(path.join(repoRoot, file), 'utf8');
}

/**
 * The relative specifiers a module imports: static `import … from`, `export … from`, side-effect
 * `import '…'` and dynamic `import('…')`. Type-only imports count: a cycle of types is still two files that
 * cannot be read, moved or changed one without the other.
 */
export function relativeImports(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.')) found.push(specifier);
    }
  }
  return found;
}

/** `./x.js` imported by `a/b.ts` → `a/x.ts` (NodeNext: sources import their .ts files under the .js name). */
export function resolveImport(from: string, specifier: string): string {
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return joined.replace(/\.js$/, '.ts');
}
