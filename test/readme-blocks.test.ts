/**
 * Every fenced code block of README.md, classified by its info string and checked, so that no example in the
 * README can go stale unnoticed. The classes (the README's "Tests and CI" lists them for readers):
 *
 * - ```sh run        run by bash in a fresh folder against a mock this test starts on a free port. A line that
 *                    starts the mock (`npm start …`, `npx ingest-kit mock …`) is not run: the mock is started
 *                    here with that line's flags, after the lines before it (which write its config file).
 *                    4010, 4900 and 3000 become free ports; `npx ingest-kit` and `npm run conformance` run the
 *                    CLI from source.
 * - ```ts run        type-checked, then run with tsx against such a mock (exit 0).
 * - ```ts typecheck  type-checked (a module or a test file, not a program).
 * - ```ts receiver=  type-checked here; run as real receivers by test/sdk/readme-receivers.test.ts.
 * - ```yaml config   through the mock's own config loader (parseConfigText + resolveConfig).
 * - ```text output   a sample of output, compared with the real output where that is cheap.
 * - ```text illustration  a picture, not a program (the Layout: every path in it exists).
 * - ```<lang> not-run  with `<!-- not run: why -->` on the line above, naming the test that covers it.
 *
 * A block without one of these fails, so a new block cannot slip in unrun.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { banner, parseMockFlags } from '../cli/commands/mock.js';
import { loadConfig, parseConfigText, resolveConfig } from '../mock-server/src/config.js';
import { demoFiles, demoReleaseXml } from '../mock-server/src/samples/demo-release.js';
import { type RunningMock, startMockServer } from '../mock-server/src/server.js';
import { repoRoot } from './support/contract.js';
import { type Block, blockClasses, blocksOf } from './support/markdown-blocks.js';
import { freePort } from '../scripts/bench/processes.js';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

const blocks = blocksOf(readme, 'README.md');
const name = (b: Block) => `README.md:${b.line} \`\`\`${b.lang} ${b.kind}`;
const ofKind = (lang: RegExp, kind: RegExp) => blocks.filter((b) => lang.test(b.lang) && kind.test(b.kind));

// In the repository (.tmp/ is git-ignored), so that tsx, the packages and the sources resolve from every folder.
const work = path.join(repoRoot, '.tmp', `readme-blocks-${process.pid}`);
mkdirSync(work, { recursive: true });
const mocks: RunningMock[] = [];
afterAll(async () => {
  await Promise.all(mocks.map((m) => m.close()));
  rmSync(work, { recursive: true, force: true });
});

/** Starts the mock as `ingest-kit mock <args>` would, in `cwd`, silent. */
async function startMock(args: readonly string[], cwd: string): Promise<RunningMock> {
  const flags = parseMockFlags(args);
  if (typeof flags === 'string') throw new Error(`mock flags ${args.join(' ')}: ${flags}`);
  // The flags name files relative to the block's folder, which is not this process's working directory.
  for (const key of ['configFile', 'dataDir', 'filesDir', 'caFile'] as const) {
    const value = flags[key];
    if (value !== undefined) flags[key] = path.resolve(cwd, value);
  }
  const mock = await startMockServer(await loadConfig(flags), { logger: pino({ level: 'silent' }) });
  mocks.push(mock);
  return mock;
}

interface Run { code: number | null; stdout: string; stderr: string }

function run(command: string, args: readonly string[], cwd: string, timeoutMs = 50_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    // As on a partner's machine: the commands take the development token unless the block passes one.
    const { INGEST_KIT_OPERATOR_TOKEN: _, ...env } = process.env;
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${args.join(' ')} did not finish within ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const cli = `node --import tsx ${JSON.stringify(path.join(repoRoot, 'cli/main.ts'))}`;
const startsMock = /^(npm start\b|npx ingest-kit mock\b)/;

/** The ports a block names, each mapped to a free one: the mock's 4010, the suite's receiver 4900, a receiver's 3000. */
async function portsFor(): Promise<Map<string, number>> {
  return new Map([['4010', await freePort()], ['4900', await freePort()], ['3000', await freePort()]]);
}
const withPorts = (text: string, ports: Map<string, number>) =>
  text.replace(/(127\.0\.0\.1:|--port |--receiver-port )(4010|4900|3000)\b/g, (_, before: string, port: string) => `${before}${ports.get(port)}`);

/**
 * A shell block as this test runs it: the commands from source, and every command that talks to a mock told where
 * it is. The conformance runs take the `quick` profile: `full` and `retries` against the mock configured this way
 * are test/conformance/certify.test.ts and https.test.ts, and take a minute.
 */
function translate(script: string, mockUrl: string): string {
  return script
    .replace(/\bnpx ingest-kit (submit|trigger|events|clock|presign)\b/g, `${cli} $1 --base-url ${mockUrl}`)
    .replace(/\bnpx (ingest-kit|tsx cli\/main\.ts) /g, `${cli} `)
    .replace(/\bnpm run conformance -- /g, `${cli} conformance `)
    .replace(/--profile full(,retries)?\b/g, '--profile quick');
}

/**
 * What a block needs beyond its own lines. The presign blocks work on a release folder, ./files/releases/r1
 * (the mock's demo release); the second of them talks to the mock the first one started with --files-dir.
 */
function setUp(block: Block, dir: string): { mockArgs: string[] } {
  if (!block.code.includes('./files')) return { mockArgs: [] };
  const release = path.join(dir, 'files/releases/r1');
  for (const file of demoFiles) {
    mkdirSync(path.dirname(path.join(release, file.path)), { recursive: true });
    writeFileSync(path.join(release, file.path), file.bytes);
  }
  writeFileSync(path.join(release, 'release.xml'), demoReleaseXml());
  return { mockArgs: ['--files-dir', './files'] };
}

/** Runs a `sh run` block: the lines before the mock's start, the mock, then the rest. */
async function runShell(block: Block): Promise<Run> {
  const dir = path.join(work, `sh-${block.line}`);
  mkdirSync(dir, { recursive: true });
  const ports = await portsFor();
  const mockUrl = `http://127.0.0.1:${ports.get('4010')}`;
  const lines = translate(withPorts(block.code, ports), mockUrl).split('\n');
  // Found before the translation, which turns `npx ingest-kit` into a tsx command (it keeps the lines).
  const original = withPorts(block.code, ports).split('\n');
  const at = original.findIndex((l) => startsMock.test(l.trim()) && !/--help\b/.test(l));
  const before = at < 0 ? [] : lines.slice(0, at);
  const mockLine = at < 0 ? undefined : original[at]?.trim() ?? '';
  const after = at < 0 ? lines : lines.slice(at + 1);
  const bash = (script: string) => run('bash', ['-c', `set -eo pipefail\n${script}`], dir);

  const setup = setUp(block, dir);
  if (before.length > 0) {
    const result = await bash(before.join('\n'));
    if (result.code !== 0) return result;
  }
  const args = mockLine === undefined
    ? setup.mockArgs
    : mockLine.replace(/#.*$/, '').replace(/&\s*$/, '').replace(startsMock, '').replace(/^\s*--\s/, '').trim().split(/\s+/).filter(Boolean);
  const mock = await startMock([...args, '--port', String(ports.get('4010'))], dir);
  expect(mock.url).toBe(mockUrl);
  return bash(after.join('\n'));
}

/** The TypeScript a block becomes: the package's entry points and repository paths mapped to the sources. */
const entryPoints: Record<string, string> = {
  'partner-ingest-kit': 'sdk/index.ts',
  'partner-ingest-kit/webhooks': 'sdk/webhooks/index.ts',
  'partner-ingest-kit/node': 'sdk/node.ts',
  'partner-ingest-kit/mock': 'mock-server/src/index.ts',
  'partner-ingest-kit/conformance': 'conformance/index.ts',
  'partner-ingest-kit/receiver-check': 'conformance/receiver-check/index.ts',
  'partner-ingest-kit/ern': 'sdk/ern.ts',
};
function toSources(code: string): string {
  return code.replace(/from '([^']+)'/g, (whole, specifier: string) => {
    const entry = entryPoints[specifier];
    if (entry) return `from ${JSON.stringify(path.join(repoRoot, entry).replace(/\.ts$/, '.js'))}`;
    if (specifier.startsWith('./')) return `from ${JSON.stringify(path.join(repoRoot, specifier))}`;
    if (specifier.startsWith('partner-ingest-kit')) throw new Error(`the README imports ${specifier}, which this test does not map`);
    return whole;
  });
}
const tsFile = (block: Block) => path.join(work, `block-${block.line}.ts`);

describe('README code blocks', () => {
  it('classifies every block by its info string', () => {
    const unclassified = blocks.filter((b) => !(blockClasses[b.lang]?.test(b.kind) ?? false)).map(name);
    expect(unclassified, 'mark each block (see the top of test/readme-blocks.test.ts)').toEqual([]);
    expect(blocks.length).toBeGreaterThan(20);
  });

  it('says why a block is not run, and the tests it names exist', () => {
    for (const block of ofKind(/./, /^not-run$/)) {
      expect(block.notRun, `${name(block)}: put <!-- not run: why --> on the line above`).toBeDefined();
      for (const [test] of (block.notRun ?? '').matchAll(/test\/[\w./-]+\.test\.ts/g)) expect(existsSync(path.join(repoRoot, test)), test).toBe(true);
    }
    for (const block of blocks.filter((b) => b.notRun !== undefined)) expect(block.kind, name(block)).toBe('not-run');
  });

  describe.concurrent('```sh run: in bash, against a mock', () => {
    it.each(ofKind(/^(sh|bash)$/, /^run$/).map((b) => [name(b), b] as const))('%s', async (_, block) => {
      const result = await runShell(block);
      expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
      // A curl answer that is a problem means the example no longer works as the README says.
      expect(result.stdout).not.toMatch(/"type":"urn:partner-ingest:problem/);
    }, 60_000);
  });

  it('```ts: every block type-checks (run, typecheck and receiver blocks)', async () => {
    const typescript = ofKind(/^ts$/, /^(run|typecheck|receiver=[\w-]+)$/);
    for (const block of typescript) writeFileSync(tsFile(block), toSources(block.code));
    writeFileSync(path.join(work, 'tsconfig.json'), JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.json'),
      compilerOptions: { noEmit: true, declaration: false, sourceMap: false, rootDir: repoRoot },
      files: typescript.map(tsFile),
      include: [],
    }));
    const result = await run(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', work], work);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.code).toBe(0);
  }, 60_000);

  describe.concurrent('```ts run: with tsx, against the default mock', () => {
    it.each(ofKind(/^ts$/, /^run$/).map((b) => [name(b), b] as const))('%s', async (_, block) => {
      const mock = await startMock(['--port', '0'], work);
      const file = path.join(work, `run-${block.line}.ts`);
      writeFileSync(file, toSources(block.code.replaceAll('http://127.0.0.1:4010', mock.url)));
      const result = await run(process.execPath, ['--import', 'tsx', file], repoRoot);
      expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
      // The typed client's example ends with the ingest's final status.
      if (block.code.includes('waitForIngest')) expect(result.stdout.trim().split('\n').at(-1)).toBe('completed');
    }, 60_000);
  });

  it.each(ofKind(/^yaml$/, /^config$/).map((b) => [name(b), b] as const))('```yaml config: %s is a valid mock config', (_, block) => {
    expect(() => resolveConfig(parseConfigText(block.code, 'README.md'), {}, `README.md:${block.line}`)).not.toThrow();
  });

  describe('```text output: samples match the real output', () => {
    it('the banner sample: every line is a line of the real banner of the default mock', () => {
      const samples = ofKind(/^text$/, /^output$/).filter((b) => b.code.startsWith('partner-ingest-kit mock server listening'));
      expect(samples).toHaveLength(1);
      const real = banner(resolveConfig(undefined, {}), 'http://127.0.0.1:4010', 0).split('\n');
      for (const line of samples[0]?.code.split('\n') ?? []) expect(real, line).toContain(line);
    });

    it('the conformance failure sample: its check, spec sections and rule are those of CHECKS.md, with every part of a failure', () => {
      const samples = ofKind(/^text$/, /^output$/).filter((b) => b.code.startsWith('FAIL'));
      expect(samples).toHaveLength(1);
      const sample = samples[0]?.code ?? '';
      const [, id, spec, rule] = /^FAIL {2}(\S+) +spec (\d[\d.]*(?:, \d[\d.]*)*) (.+)$/m.exec(sample) ?? [];
      const checks = readFileSync(path.join(repoRoot, 'conformance/CHECKS.md'), 'utf8');
      const section = checks.split(/^## /m).find((s) => s.startsWith(`\`${id}\``)) ?? '';
      expect(section, `${id} in CHECKS.md`).not.toBe('');
      expect(section).toContain(`- **Spec:** ${spec}`);
      expect(section).toContain(`- **Rule:** ${rule}`);
      for (const label of ['received:', 'documented:', 'fix:', 'repeat:']) expect(sample).toContain(`      ${label}`);
    });

    it('every output sample is one of those checked above', () => {
      expect(ofKind(/^(text|json)$/, /^output$/)).toHaveLength(2);
    });
  });

  it('```text illustration: every path of the Layout exists', () => {
    const layout = ofKind(/^text$/, /^illustration$/).find((b) => b.code.startsWith('openapi.yaml'));
    const paths = (layout?.code ?? '').split('\n').filter((l) => /^\S/.test(l)).flatMap((l) => l.slice(0, 30).trim().split(/\s+/));
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) expect(existsSync(path.join(repoRoot, p)), p).toBe(true);
  });
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const outsideCode = markdown.replace(/^( *)```[\s\S]*?^\1```$/gm, '');
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of outsideCode.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (heading ?? '').toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

describe('README commands', () => {
  const scripts = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

  it('the fresh-machine commands are package scripts: npm start starts the mock, npm test runs lint and vitest', () => {
    const first = blocks[0]?.code ?? '';
    expect(first).toMatch(/npm ci && npm start/);
    expect(first).toMatch(/^npm test\b/m);
    expect(scripts.start).toMatch(/cli\/main\.ts mock$/);
    expect(scripts.test).toMatch(/npm run lint && vitest run/);
  });

  it('every `npm run <script>` it names exists', () => {
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThan(3);
    for (const script of named) expect(Object.keys(scripts), `npm run ${script}`).toContain(script);
  });
});

describe('README contents and links', () => {
  const contents = /^## Contents\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
  const headings = [...readme.replace(/^( *)```[\s\S]*?^\1```$/gm, '').matchAll(/^## (.+)$/gm)].map((m) => m[1]).filter((h) => h !== 'Contents');

  it('lists every ## section, in order', () => {
    const listed = [...contents.matchAll(/^- \[(.+?)\]\(#([^)]+)\)/gm)].map((m) => m[1]?.replaceAll('`', ''));
    expect(listed).toEqual(headings.map((h) => h?.replaceAll('`', '')));
  });

  it('every #anchor in the README names a heading', () => {
    const anchors = anchorsOf(readme);
    const links = [...readme.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(headings.length);
    for (const link of links) expect(anchors, `#${link}`).toContain(link);
  });

  it('every relative link names a file that exists, and a heading of it when it has an anchor', () => {
    for (const [, target] of readme.matchAll(/\]\(((?!#|https?:)[^)]+)\)/g)) {
      const [file = '', anchor] = (target ?? '').split('#');
      expect(existsSync(path.join(repoRoot, file)), file).toBe(true);
      if (anchor) expect(anchorsOf(readFileSync(path.join(repoRoot, file), 'utf8')), `${file}#${anchor}`).toContain(anchor);
    }
  });
});
