/**
 * The README opens onto the guides, and the guides document what the code has: every error code (the error codes
 * guide), every config key and every flag of the mock (the mock server's guide), every command (the command's
 * guide and the README's table). Links resolve, on GitHub (files and anchors) and on the docs site (every guide is
 * a page of it).
 */
import { readFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../cli/commands.js';
import { listenOptions } from '../cli/commands/listen.js';
import { validateOptions } from '../cli/commands/validate.js';
import { mockOptions } from '../cli/commands/mock.js';
import { configFileSchema } from '../mock-server/src/config.js';
import { problemRegistry } from '../mock-server/src/errors.js';
import { mockProblemCodesHtml, problemCodesHtml } from '../scripts/docs/codes.js';
import { renderGuide } from '../scripts/docs/markdown.js';
import { sitePages } from '../scripts/docs/site-map.js';
import { repoRoot } from './support/contract.js';
import { anchorsOf, documents, guideFiles } from './support/doc-blocks.js';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const readme = read('README.md');
const mockGuide = read('docs/guides/mock-server.md');
const cliGuide = read('docs/guides/cli.md');

/** Every property name of a JSON schema, nested ones included. */
function keysOf(schema: unknown): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
  const own = Object.entries(node.properties ?? {}).flatMap(([key, child]) => [key, ...keysOf(child)]);
  return [...own, ...keysOf(node.items), ...(node.anyOf ?? []).flatMap(keysOf)];
}

describe('the guides document what the code has', () => {
  const errorCodesPage = renderGuide(path.join(repoRoot, 'docs/guides/error-codes.md'), {
    'problem-codes': problemCodesHtml, 'mock-problem-codes': mockProblemCodesHtml, 'lifecycle': () => '',
  });

  it.each(Object.keys(problemRegistry))('the error codes guide lists the error code %s', (code) => {
    expect(errorCodesPage).toContain(`<code id="${code}">${code}</code>`);
  });

  // The config file's example in the mock server guide; the delivery faults' settings in the guides of webhooks
  // and faults: a ```yaml config block, or a config file a ```sh run block writes (both loaded by
  // test/readme-blocks.test.ts).
  const configBlocks = documents.flatMap((d) => d.blocks).flatMap((b) => {
    if (b.lang === 'yaml' && b.kind === 'config') return [b.code];
    if (b.lang === 'sh' && b.kind === 'run') return [...b.code.matchAll(/<<'YAML'\n([\s\S]*?)\nYAML$/gm)].map((m) => m[1]!);
    return [];
  }).join('\n');
  it.each([...new Set(keysOf(configFileSchema))])('the guides show the config key %s in a config file', (key) => {
    expect(configBlocks).toMatch(new RegExp(`^\\s*(- )?${key}:|[{,] ${key}:`, 'm'));
  });

  it('the mock server guide\'s config file shows every top-level key', () => {
    const configSection = /^## Config file\n([\s\S]*?)^## /m.exec(mockGuide)?.[1] ?? '';
    for (const key of Object.keys(configFileSchema.properties)) expect(configSection, key).toMatch(new RegExp(`^${key}:`, 'm'));
  });

  it('the mock server guide lists every flag of ingest-kit mock in its Flags table', () => {
    const flagsSection = /^## Flags\n([\s\S]*?)^## /m.exec(mockGuide)?.[1] ?? '';
    const flags = Object.keys(mockOptions).filter((name) => name !== 'help').map((name) => `--${name}`);
    expect(flags.length).toBeGreaterThan(8);
    for (const flag of flags) expect(flagsSection, flag).toContain(`| \`${flag}`);
  });

  it('the command guide\'s row of ingest-kit listen names every flag it parses', () => {
    const row = /^\| `listen` .*$/m.exec(cliGuide)?.[0] ?? '';
    for (const name of Object.keys(listenOptions).filter((n) => n !== 'help')) expect(row, `--${name}`).toContain(`\`--${name}`);
  });

  it('the command guide\'s row of ingest-kit validate names every flag it parses', () => {
    const row = /^\| `validate <.*$/m.exec(cliGuide)?.[0] ?? '';
    expect(row).not.toBe('');
    for (const name of Object.keys(validateOptions).filter((n) => n !== 'help')) expect(row, `--${name}`).toContain(`\`--${name}`);
  });

  it('the command guide and the README\'s table have a row for every ingest-kit command', () => {
    for (const command of commands) {
      expect(cliGuide, command.name).toMatch(new RegExp(`^\\| \`${command.name}\\b`, 'm'));
      expect(readme, command.name).toMatch(new RegExp(`^\\| \`${command.name}\\b`, 'm'));
    }
  });
});

describe('README commands', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it('the fresh-machine commands are the first block, package scripts: npm start starts the mock, npm test runs lint and vitest', () => {
    const first = documents[0]?.blocks[0];
    expect(readme.split('\n').slice(2, 4).join('\n')).toBe('<!-- not run: installs and runs every test; .ci/run runs exactly these on a clean clone -->\n```sh not-run');
    expect(first?.code).toMatch(/npm ci && npm start/);
    expect(first?.code).toMatch(/^npm test\b/m);
    expect(scripts.start).toMatch(/cli\/main\.ts mock$/);
    // npm test runs lint and vitest side by side (scripts/test.ts), and fails when either fails.
    expect(scripts.test).toBe('tsx scripts/test.ts');
    const runner = read('scripts/test.ts');
    expect(runner).toContain('run(\'npm\', [\'run\', \'--silent\', \'lint\'], true)');
    expect(runner).toMatch(/'vitest'\), \['run', \.\.\.process\.argv\.slice\(2\)\]/);
    expect(runner).toMatch(/if \(!lint\.ok \|\| !tests\.ok\) \{[\s\S]*process\.exitCode = 1;/);
  });

  it('is at most 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
  });

  it.each(documents.map((d) => [d.file, d.text] as const))('every `npm run <script>` %s names exists', (_, text) => {
    for (const [, script] of text.matchAll(/npm run ([\w:-]+)/g)) expect(Object.keys(scripts), `npm run ${script}`).toContain(script);
  });
});

describe('README contents and links', () => {
  const contents = /^## Contents\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
  const headings = [...readme.replace(/^( *)```[\s\S]*?^\1```$/gm, '').matchAll(/^## (.+)$/gm)].map((m) => m[1]).filter((h) => h !== 'Contents');

  it('lists every ## section, in order', () => {
    const listed = [...contents.matchAll(/^- \[(.+?)\]\(#([^)]+)\)/gm)].map((m) => m[1]?.replaceAll('`', ''));
    expect(listed).toEqual(headings.map((h) => h?.replaceAll('`', '')));
  });

  it('links to every guide', () => {
    for (const guide of guideFiles) expect(readme, guide).toContain(`](${guide})`);
  });
});

describe.each(documents.map((d) => [d.file, d.text] as const))('%s links', (file, text) => {
  const prose = text.replace(/^( *)```[\s\S]*?^\1```$/gm, '');

  it('every #anchor names a heading of it', () => {
    const anchors = anchorsOf(text);
    for (const [, link] of prose.matchAll(/\]\(#([^)]+)\)/g)) expect(anchors, `#${link}`).toContain(link);
  });

  it('every relative link names a file that exists, and a heading of it when it has an anchor', () => {
    for (const [, target] of prose.matchAll(/\]\(((?!#|https?:)[^)]+)\)/g)) {
      const [relative = '', anchor] = (target ?? '').split('#');
      const resolved = path.join(path.dirname(path.join(repoRoot, file)), relative);
      expect(existsSync(resolved), `${file} links to ${relative}`).toBe(true);
      if (anchor) expect(anchorsOf(readFileSync(resolved, 'utf8')), `${file} links to ${relative}#${anchor}`).toContain(anchor);
    }
  });

  if (file.startsWith('docs/guides/')) {
    it('is a page of the docs site, and links only to what the site has (other guides, ../snippets, ../images)', () => {
      expect(sitePages.map((p) => (p as { source?: string }).source)).toContain(path.basename(file));
      for (const [, target] of prose.matchAll(/\]\(((?!#|https?:)[^)]+)\)/g)) {
        expect(target, `${file}: a link the site cannot follow; write a repository path as code instead`).toMatch(/^([a-z0-9-]+\.md(#.*)?|\.\.\/(snippets|images)\/[\w.-]+)$/);
      }
    });
  }
});
