/**
 * Every fenced code block of README.md and of every guide in docs/guides/, classified by its info string and
 * checked, so that no example can go stale unnoticed. One describe per file. The classes (docs/guides/development.md,
 * "Tests and CI", lists them for readers):
 *
 * - ```sh run        run by bash in a fresh folder against a mock. A block with a line that starts the mock
 *                    (`npm start …`, `npx ingest-kit mock …`), or that names ./files (the demo release served with
 *                    --files-dir), gets a mock of its own, started here with that line's flags after the lines before
 *                    it (which write its config file); these run side by side. The others share one mock per file
 *                    and run in the file's order, as a reader would type them (a lookup after its create).
 *                    4010, 4900 and 3000 become free ports; `npx ingest-kit` and `npm run conformance` run the CLI
 *                    from source.
 * - ```ts run        type-checked, then run with tsx against the file's shared mock (exit 0).
 * - ```ts typecheck  type-checked (a module or a test file, not a program).
 * - ```ts receiver=  type-checked here; run as real receivers by test/sdk/readme-receivers.test.ts.
 * - ```yaml config   through the mock's own config loader (parseConfigText + resolveConfig).
 * - ```sql run       run on node:sqlite; an INSERT … ON CONFLICT DO NOTHING inserts once and then nothing.
 * - ```text output / ```json output  a sample of output, compared with the real output where that is cheap.
 * - ```text illustration  a picture, not a program (the Layout: every path in it exists).
 * - ```<lang> not-run  with `<!-- not run: why -->` on the line above, naming the test that covers it. A CI
 *                    workflow (```yaml not-run) is still parsed, its mock config loaded and its `ingest-kit` flags
 *                    found in each command's --help.
 *
 * A block without one of these fails, so a new block cannot slip in unrun.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { banner } from '../cli/commands/mock.js';
import { parseConfigText, resolveConfig } from '../mock-server/src/config.js';
import { problemRegistry } from '../mock-server/src/errors.js';
import type { RunningMock } from '../mock-server/src/server.js';
import { validateProblem } from '../generated/validators.js';
import { repoRoot } from './support/contract.js';
import {
  blockName, documents, type Document, helpOf, ofKind, ownTestOf, ownsMock, portsFor, run, type Run, setUp, startMock,
  startsMock, toSources, translate, withPorts,
} from './support/doc-blocks.js';
import { type Block, blockClasses } from './support/markdown-blocks.js';
import { nativeTsc } from '../scripts/native-tsc.js';

// In the repository (.tmp/ is git-ignored), so that tsx, the packages and the sources resolve from every folder.
const work = path.join(repoRoot, '.tmp', `readme-blocks-${process.pid}`);
mkdirSync(work, { recursive: true });
const mocks: RunningMock[] = [];
afterAll(async () => {
  await Promise.all(mocks.map((m) => m.close()));
  rmSync(work, { recursive: true, force: true });
});
async function mockIn(args: readonly string[], cwd: string): Promise<RunningMock> {
  const mock = await startMock(args, cwd);
  mocks.push(mock);
  return mock;
}

/** One default mock per file, started when its first block needs it. */
const shared = new Map<string, Promise<RunningMock>>();
function sharedMock(file: string): Promise<RunningMock> {
  let mock = shared.get(file);
  if (!mock) {
    mock = mockIn(['--port', '0'], work);
    shared.set(file, mock);
  }
  return mock;
}

const dirOf = (file: string, block: Block) => path.join(work, `${file.replace(/\W/g, '_')}-${block.line}`);

/** Runs a `sh run` block: the lines before the mock's start, the mock, then the rest; or all of it against the file's mock. */
async function runShell(file: string, block: Block): Promise<Run> {
  const dir = dirOf(file, block);
  mkdirSync(dir, { recursive: true });
  const own = ownsMock(block);
  const ports = await portsFor(own ? undefined : Number(new URL((await sharedMock(file)).url).port));
  const mockUrl = `http://127.0.0.1:${ports.get('4010')}`;
  const lines = translate(withPorts(block.code, ports), mockUrl).split('\n');
  const bash = (script: string) => run('bash', ['-c', `set -eo pipefail\n${script}`], dir);
  if (!own) return bash(lines.join('\n'));

  // Found before the translation, which turns `npx ingest-kit` into a tsx command (it keeps the lines).
  const original = withPorts(block.code, ports).split('\n');
  const at = original.findIndex((l) => startsMock.test(l.trim()) && !/--help\b/.test(l));
  const before = at < 0 ? [] : lines.slice(0, at);
  const mockLine = at < 0 ? undefined : original[at]?.trim() ?? '';
  const after = at < 0 ? lines : lines.slice(at + 1);
  const setup = setUp(block, dir);
  if (before.length > 0) {
    const result = await bash(before.join('\n'));
    if (result.code !== 0) return result;
  }
  const args = mockLine === undefined
    ? setup.mockArgs
    : mockLine.replace(/#.*$/, '').replace(/&\s*$/, '').replace(startsMock, '').replace(/^\s*--\s/, '').trim().split(/\s+/).filter(Boolean);
  const mock = await mockIn([...args, '--port', String(ports.get('4010'))], dir);
  expect(mock.url).toBe(mockUrl);
  return bash(after.join('\n'));
}

function expectShellPassed(result: Run): void {
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
  // A curl answer that is a problem means the example no longer works as the document says.
  expect(result.stdout).not.toMatch(/"type":"urn:partner-ingest:problem/);
}

async function runTs(file: string, block: Block): Promise<void> {
  const mock = await sharedMock(file);
  const program = path.join(work, `run-${file.replace(/\W/g, '_')}-${block.line}.ts`);
  writeFileSync(program, toSources(block.code.replaceAll('http://127.0.0.1:4010', mock.url)));
  const result = await run(process.execPath, ['--import', 'tsx', program], repoRoot);
  expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
  // The typed client's example ends with the ingest's final status.
  if (block.code.includes('waitForIngest')) expect(result.stdout.trim().split('\n').at(-1)).toBe('completed');
}

/** The `ingest-kit` invocations of a CI workflow, and the mock configs it writes with `cat > x.yaml <<'YAML'`. */
function workflowParts(code: string): { invocations: string[][]; configs: string[] } {
  const strings: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node === 'string') strings.push(node);
    else if (node !== null && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(parseYaml(code));
  const text = strings.join('\n');
  const invocations = [...text.replace(/\n(?=\s*--)/g, ' ').matchAll(/(?:\bnpx |(?<![\w/])(?:\.\/)?node_modules\/\.bin\/)ingest-kit ([^|&;>\n]*)/g)].map((m) => m[1]!.trim().split(/\s+/));
  const configs = [...text.matchAll(/<<'YAML'\n([\s\S]*?)\n\s*YAML\b/g)].map((m) => m[1]!);
  return { invocations, configs };
}

const helps = new Map<string, Promise<Run>>();
const help = (words: string[]) => {
  const key = words.join(' ');
  if (!helps.has(key)) helps.set(key, helpOf(words));
  return helps.get(key)!;
};

it('checks the README and every guide', () => {
  expect(documents.map((d) => d.file)).toContain('README.md');
  expect(documents.length).toBeGreaterThan(15);
  expect(documents.flatMap((d) => d.blocks).length).toBeGreaterThan(50);
});

// The documents run side by side (each one's blocks in its own order), the type-check with them: the blocks mostly wait
// on their mocks and processes. `run` (test/support/doc-blocks.ts) lets a few commands run at once; a block's timeout
// covers its wait for one.
const blockTimeout = 360_000;

it.concurrent('```ts: every block of every document type-checks (run, typecheck and receiver blocks)', async () => {
  // Against the declarations of the run's build (compiled-cli-setup.ts), as a partner's compiler reads the package: ~40%
  // less CPU than through the sources, which tsc would check again here (npm run lint checks them). The sources only when
  // that build failed.
  const kit = (inject('compiledKit') as string | undefined) ?? '';
  const built = kit === '' ? undefined : kit;
  const files: string[] = [];
  for (const { file, blocks } of documents) {
    if (ownTestOf[file]) continue;
    for (const block of ofKind(blocks, /^ts$/, /^(run|typecheck|receiver=[\w-]+)$/)) {
      const target = path.join(work, `block-${file.replace(/\W/g, '_')}-${block.line}.ts`);
      writeFileSync(target, toSources(block.code, built));
      files.push(target);
    }
  }
  expect(files.length).toBeGreaterThan(8);
  // Twice: with Node's types alone (the kit's own settings), and with the DOM's too, as TypeScript gives a project that
  // names no `lib` (a Fastify example passed the first and failed the second: the DOM's `BodyInit` takes no Buffer).
  // Its canary, a Buffer given as the DOM's BodyInit, must fail there: the pass has the DOM's types and reports the
  // blocks' errors. With the sources (no build), the DOM pass judges the blocks alone: the sources are written for
  // Node's types, and test/package checks the declarations with the DOM's.
  const canary = path.join(work, 'block-canary.ts');
  writeFileSync(canary, 'declare const received: Buffer;\nexport const body: BodyInit = received;\n');
  const passes = { node: ['ES2023'], dom: ['ES2023', 'DOM', 'DOM.Iterable'] } as const;
  for (const [name, lib] of Object.entries(passes)) {
    const dir = path.join(work, `tsc-${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.json'),
      // tsc -b writes its build info even with noEmit: here, not in the kit's outDir.
      compilerOptions: { noEmit: true, declaration: false, sourceMap: false, rootDir: repoRoot, lib, tsBuildInfoFile: path.join(dir, 'tsbuildinfo') },
      files: name === 'dom' ? [...files, canary] : files,
      include: [],
    }));
  }
  // Both passes in one `tsc -b` (issue #31): one start of tsc, and the second program reuses the first's parsed files
  // (Node's types, the kit's), ~20% less CPU than two `tsc -p`. --force: never skipped as up to date. --verbose names
  // the project before its errors, which are written relative to this folder (`block-….ts(line,col): error TSn: …`,
  // further lines indented).
  const result = await run(process.execPath, [nativeTsc, '-b', '--force', '--verbose', 'tsc-node', 'tsc-dom'], work);
  const before = '(before any project)';
  const passesBuilt: string[] = [];
  const outputOf = new Map<string, string[]>([[before, []]]);
  let current = before;
  // (--verbose ends some of its lines with \r\n.)
  for (const line of (result.stdout + result.stderr).split(/\r?\n/).filter((l) => l !== '')) {
    const status = /^\d{1,2}:\d{2}:\d{2}(?:\s?[AP]M)? - (.*)$/.exec(line);
    if (status) {
      const building = /^Building project '(.+)'\.\.\.$/.exec(status[1] ?? '');
      if (building) {
        current = path.basename(path.dirname(building[1] ?? ''));
        passesBuilt.push(current);
        outputOf.set(current, []);
      }
      continue;
    }
    if (current === before && /^ {4}\* tsc-(node|dom)\/tsconfig\.json$/.test(line)) continue;
    outputOf.get(current)!.push(line);
  }
  expect(outputOf.get(before), 'tsc -b before building').toEqual([]);
  expect(passesBuilt, 'tsc -b built both passes').toEqual(['tsc-node', 'tsc-dom']);
  expect(outputOf.get('tsc-node'), `lib ${passes.node.join(', ')}`).toEqual([]);
  const dom = outputOf.get('tsc-dom')!;
  // Anything but tsc's errors (a config error, a crash) fails too.
  expect(dom.filter((line) => !/^\s/.test(line) && !/^\S+\(\d+,\d+\): error TS\d+/.test(line)), `lib ${passes.dom.join(', ')}`).toEqual([]);
  const ofBlocks = dom.filter((line) => built !== undefined ? !/^\s/.test(line) : line.startsWith('block-'));
  expect(ofBlocks.filter((line) => !line.startsWith('block-canary.ts')), `lib ${passes.dom.join(', ')}`).toEqual([]);
  expect(ofBlocks.join('\n'), 'the canary fails with the DOM\'s types').toMatch(/^block-canary\.ts\(2,14\): error TS2322/);
}, blockTimeout);

describe.concurrent.each(documents.map((d) => [d.file, d] as const))('%s code blocks', (file: string, doc: Document) => {
  const { blocks } = doc;
  const name = (b: Block) => blockName(file, b);
  const own = ownTestOf[file];

  it('classifies every block by its info string', () => {
    const unclassified = blocks.filter((b) => !(blockClasses[b.lang]?.test(b.kind) ?? false)).map(name);
    expect(unclassified, 'mark each block (see the top of test/readme-blocks.test.ts)').toEqual([]);
  });

  it('says why a block is not run, and the tests it names exist', () => {
    for (const block of ofKind(blocks, /./, /^not-run$/)) {
      expect(block.notRun, `${name(block)}: put <!-- not run: why --> on the line above`).toBeDefined();
      for (const [test] of (block.notRun ?? '').matchAll(/test\/[\w./-]+\.test\.ts/g)) expect(existsSync(path.join(repoRoot, test)), test).toBe(true);
    }
    for (const block of blocks.filter((b) => b.notRun !== undefined)) expect(block.kind, name(block)).toBe('not-run');
  });

  if (own) {
    it(`its blocks are run by ${own}`, () => {
      expect(existsSync(path.join(repoRoot, own))).toBe(true);
    });
    return;
  }

  const shells = ofKind(blocks, /^(sh|bash)$/, /^run$/);
  const withOwnMock = shells.filter(ownsMock);
  const inOrder = blocks.filter((b) => (/^(sh|bash)$/.test(b.lang) && b.kind === 'run' && !ownsMock(b)) || (b.lang === 'ts' && b.kind === 'run'));

  if (withOwnMock.length > 0) {
    describe.concurrent('```sh run with a mock of its own: in bash', () => {
      it.each(withOwnMock.map((b) => [name(b), b] as const))('%s', async (_, block) => {
        expectShellPassed(await runShell(file, block));
      }, blockTimeout);
    });
  }

  if (inOrder.length > 0) {
    // In the document's order (a lookup after its create), while other documents run theirs.
    describe('```sh run and ```ts run against the file\'s mock, in order', { concurrent: false }, () => {
      it.each(inOrder.map((b) => [name(b), b] as const))('%s', async (_, block) => {
        if (block.lang === 'ts') await runTs(file, block);
        else expectShellPassed(await runShell(file, block));
      }, blockTimeout);
    });
  }

  const configs = ofKind(blocks, /^yaml$/, /^config$/);
  if (configs.length > 0) {
    it.each(configs.map((b) => [name(b), b] as const))('```yaml config: %s is a valid mock config', (_, block) => {
      expect(() => resolveConfig(parseConfigText(block.code, file), {}, `${file}:${block.line}`)).not.toThrow();
    });
  }

  const workflows = ofKind(blocks, /^yaml$/, /^not-run$/);
  if (workflows.length > 0) {
    it.each(workflows.map((b) => [name(b), b] as const))('```yaml not-run: %s is YAML, its mock config loads, its ingest-kit commands take every flag it gives them', async (_, block) => {
      const { invocations, configs: written } = workflowParts(block.code);
      expect(invocations.length).toBeGreaterThan(0);
      for (const config of written) expect(() => resolveConfig(parseConfigText(config, file), {}, `${file}:${block.line}`)).not.toThrow();
      for (const tokens of invocations) {
        const words = tokens.slice(0, tokens.findIndex((token) => !/^[a-z][a-z-]*$/.test(token)));
        const result = await help(words);
        expect(result.code, result.stderr).toBe(0);
        for (const flag of tokens.filter((token) => token.startsWith('--'))) expect(result.stdout, `${words.join(' ')} ${flag}`).toContain(flag);
      }
    }, blockTimeout);
  }

  const sql = ofKind(blocks, /^sql$/, /^run$/);
  if (sql.length > 0) {
    it.each(sql.map((b) => [name(b), b] as const))('```sql run: %s inserts an event id once, then nothing', (_, block) => {
      const db = new DatabaseSync(':memory:');
      try {
        const [create = '', insert = ''] = block.code.split(/;\s*\n/);
        db.exec(create);
        const statement = db.prepare(insert.replace(/;\s*(--.*)?$/, ''));
        // $1, as PostgreSQL writes a parameter: a named one to SQLite.
        expect(statement.run({ $1: 'evt_01' }).changes).toBe(1);
        expect(statement.run({ $1: 'evt_01' }).changes).toBe(0);
        expect(statement.run({ $1: 'evt_02' }).changes).toBe(1);
      } finally {
        db.close();
      }
    });
  }

  const outputs = ofKind(blocks, /^(text|json)$/, /^output$/);
  if (outputs.length > 0) {
    it.each(outputs.map((b) => [name(b), b] as const))('```output: %s matches the real output', (_, block) => {
      if (block.code.startsWith('partner-ingest-kit mock server listening')) {
        // Every line is a line of the real banner of the default mock.
        const real = banner(resolveConfig(undefined, {}), 'http://127.0.0.1:4010', 0).split('\n');
        for (const line of block.code.split('\n')) expect(real, line).toContain(line);
      } else if (block.code.startsWith('FAIL')) {
        // A conformance failure: its check, spec sections and rule are those of CHECKS.md, with every part of a failure.
        const [, id, spec, rule] = /^FAIL {2}(\S+) +spec (\d[\d.]*(?:, \d[\d.]*)*) (.+)$/m.exec(block.code) ?? [];
        const checks = readFileSync(path.join(repoRoot, 'conformance/CHECKS.md'), 'utf8');
        const section = checks.split(/^## /m).find((s) => s.startsWith(`\`${id}\``)) ?? '';
        expect(section, `${id} in CHECKS.md`).not.toBe('');
        expect(section).toContain(`- **Spec:** ${spec}`);
        expect(section).toContain(`- **Rule:** ${rule}`);
        for (const label of ['received:', 'documented:', 'fix:', 'repeat:']) expect(block.code).toContain(`      ${label}`);
      } else if (block.lang === 'json') {
        // A problem document: valid by the contract, its code in the registry with that status.
        const problem = JSON.parse(block.code) as { code: keyof typeof problemRegistry; status: number };
        expect(validateProblem(problem), JSON.stringify(validateProblem.errors)).toBe(true);
        expect(problemRegistry[problem.code].status).toBe(problem.status);
      } else {
        expect.fail(`${name(block)}: an output sample this test does not know how to compare; add a comparison here`);
      }
    });
  }

  const layout = ofKind(blocks, /^text$/, /^illustration$/).find((b) => b.code.startsWith('openapi.yaml'));
  if (layout) {
    it('```text illustration: every path of the Layout exists', () => {
      const paths = layout.code.split('\n').filter((l) => /^\S/.test(l)).flatMap((l) => l.slice(0, 30).trim().split(/\s+/));
      expect(paths.length).toBeGreaterThan(10);
      for (const p of paths) expect(existsSync(path.join(repoRoot, p)), p).toBe(true);
    });
  }
});

describe('the blocks that start the mock', () => {
  it('a mock line is the first command of its block or follows the lines that write its config', () => {
    for (const { file, blocks } of documents) {
      for (const block of ofKind(blocks, /^(sh|bash)$/, /^run$/)) {
        const starts = block.code.split('\n').filter((l) => startsMock.test(l.trim()) && !/--help\b/.test(l));
        expect(starts.length, `${blockName(file, block)} starts at most one mock`).toBeLessThanOrEqual(1);
      }
    }
  });
});
