/**
 * No import cycles between source files (cli, contract, sdk, mock-server/src, conformance, scripts). Two files
 * that import each other, even only for types, cannot be understood, moved or changed one at a time.
 */
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.js';
import { sourceFiles } from './source-files.js';

describe('the import graph of the source tree', () => {
  it('has no cycle', () => {
    const cycles = importCycles(importGraph(sourceFiles()));
    expect(cycles, `import cycles (break each one):\n${cycles.join('\n')}`).toEqual([]);
  });
});

describe('the import-cycle guard', () => {
  const files = ['a.ts', 'b.ts', 'c.ts', 'd/e.ts'];
  const fromText = (texts: Record<string, string>) => importGraph(files, (file) => texts[file] ?? '');

  it.each([
    {
      name: 'a type-only import back',
      given: { 'a.ts': `import { b } from './b.js';`, 'b.ts': `import type { A } from './a.js';` },
      want: ['a.ts → b.ts → a.ts'],
    },
    {
      name: 'a re-export and a dynamic import over three files',
      given: { 'a.ts': `export { b } from './b.js';`, 'b.ts': `const c = await import('./c.js');`, 'c.ts': `import {\n  a,\n} from './a.js';` },
      want: ['a.ts → b.ts → c.ts → a.ts'],
    },
    {
      name: 'a cycle across folders',
      given: { 'a.ts': `import './d/e.js';`, 'd/e.ts': `import { a } from '../a.js';` },
      want: ['a.ts → d/e.ts → a.ts'],
    },
    {
      name: 'imports in comments and a chain without a loop',
      given: { 'a.ts': `// import { b } from './b.js';\nimport { c } from './c.js';`, 'b.ts': `/** import { a } from './a.js' */`, 'c.ts': '' },
      want: [],
    },
  ])('finds $name', ({ given, want }) => {
    expect(importCycles(fromText(given))).toEqual(want);
  });
});
