/**
 * What test/readme-blocks.test.ts needs to run the code blocks of README.md and docs/guides/*.md: the documents,
 * the mock started as a block's line would start it, a process runner, and the translation of a shell block
 * into commands run from source against that mock.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { commands } from '../../cli/commands.js';
import { parseMockFlags } from '../../cli/commands/mock.js';
import { loadConfig } from '../../mock-server/src/config.js';
import { demoFiles, demoReleaseXml } from '../../mock-server/src/samples/demo-release.js';
import { type RunningMock, startMockServer } from '../../mock-server/src/server.js';
import { freePort } from '../../scripts/bench/processes.js';
import { runInProcess } from '../cli/support.js';
import { repoRoot } from './contract.js';
import { type Block, blocksOf } from './markdown-blocks.js';
import { ingestKitEntry } from './cli.js';

/**
 * The documents whose blocks are checked: the README and every guide. docs/guides/preflight.md is checked by
 * test/docs/preflight-guide.test.ts, whose blocks need DDEX's samples and schemas in their folder.
 */
export const guideFiles = readdirSync(path.join(repoRoot, 'docs/guides')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/guides/${f}`);
export const ownTestOf: Record<string, string> = { 'docs/guides/preflight.md': 'test/docs/preflight-guide.test.ts' };
export const documents = ['README.md', ...guideFiles].map((file) => {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  return { file, text, blocks: blocksOf(text, file) };
});
export type Document = (typeof documents)[number];

export const blockName = (file: string, b: Block) => `${file}:${b.line} \`\`\`${b.lang} ${b.kind}`;
export const ofKind = (blocks: readonly Block[], lang: RegExp, kind: RegExp) =>
  blocks.filter((b) => lang.test(b.lang) && kind.test(b.kind));

/** Starts the mock as `ingest-kit mock <args>` would, in `cwd`, silent. */
export async function startMock(args: readonly string[], cwd: string): Promise<RunningMock> {
  const flags = parseMockFlags(args);
  if (typeof flags === 'string') throw new Error(`mock flags ${args.join(' ')}: ${flags}`);
  // The flags name files relative to the block's folder, which is not this process's working directory.
  for (const key of ['configFile', 'dataDir', 'filesDir', 'caFile'] as const) {
    const value = flags[key];
    if (value !== undefined) flags[key] = path.resolve(cwd, value);
  }
  return startMockServer(await loadConfig(flags), { logger: pino({ level: 'silent' }) });
}

export interface Run { code: number | null; stdout: string; stderr: string }

/**
 * At most this many commands of blocks run at once in a test file: the documents' blocks run side by side, and on a
 * 2-core machine more processes at once only slow each other down (two: as many as one document's blocks with mocks
 * of their own ran at once before). A block's test timeout covers its wait for a slot; a command's own timeout
 * (`timeoutMs`, the hang detector: generous, a start of tsx on a busy machine takes several times what it takes
 * alone) starts when it starts.
 */
const commandSlots = 2;
let running = 0;
const waiting: (() => void)[] = [];

export async function run(command: string, args: readonly string[], cwd: string, timeoutMs = 120_000): Promise<Run> {
  if (running >= commandSlots) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await runNow(command, args, cwd, timeoutMs);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function runNow(command: string, args: readonly string[], cwd: string, timeoutMs: number): Promise<Run> {
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

/** `ingest-kit` in a shell: the CLI compiled once for the run, or from source through tsx (test/support/cli.ts). */
export const cli = ['node', ...ingestKitEntry().map((arg) => JSON.stringify(arg))].join(' ');
export const startsMock = /^(npm start\b|npx ingest-kit mock\b|(?:\.\/)?node_modules\/\.bin\/ingest-kit mock\b)/;

/**
 * The ports a block names, each mapped to a free one: the mock's 4010 (given, for a shared mock), the suite's
 * receiver 4900, a receiver's 3000, the proxy's 4020, a listener's 4030.
 */
const DOC_PORTS = ['4010', '4900', '3000', '4020', '4030'] as const;
export async function portsFor(mockPort?: number): Promise<Map<string, number>> {
  const ports = new Map<string, number>();
  for (const port of DOC_PORTS) ports.set(port, port === '4010' && mockPort !== undefined ? mockPort : await freePort());
  return ports;
}
const portsNamed = new RegExp(`(127\\.0\\.0\\.1:|--port |--receiver-port |--webhooks-port )(${DOC_PORTS.join('|')})\\b`, 'g');
export const withPorts = (text: string, ports: Map<string, number>) =>
  text.replace(portsNamed, (_, before: string, port: string) => `${before}${ports.get(port)}`);

/**
 * A shell block as the test runs it: the commands from source, and every command that talks to a mock told where
 * it is. The conformance runs take the `quick` profile: `full` and `retries` against the mock configured this way
 * are test/conformance/certify.test.ts and https.test.ts, and take a minute.
 */
export function translate(script: string, mockUrl: string): string {
  return script
    .replace(/\bnpx ingest-kit (submit|trigger|events|clock|presign)\b/g, `${cli} $1 --base-url ${mockUrl}`)
    .replace(/\bnpx (ingest-kit|tsx cli\/main\.ts) /g, `${cli} `)
    .replace(/(?:\.\/)?node_modules\/\.bin\/ingest-kit /g, `${cli} `)
    // What the package ships, from the repository.
    .replace(/(?:\.\/)?node_modules\/partner-ingest-kit\//g, `${repoRoot}/`)
    .replace(/\bnpm run conformance -- /g, `${cli} conformance `)
    .replace(/--profile full(,retries)?\b/g, '--profile quick');
}

/** Whether a shell block starts a mock of its own: a line that starts it, or a release folder served with --files-dir. */
export const ownsMock = (block: Block) => block.code.split('\n').some((l) => startsMock.test(l.trim()) && !/--help\b/.test(l)) || block.code.includes('./files');

/**
 * What a block needs beyond its own lines. The blocks that name ./files work on a release folder,
 * ./files/releases/r1 (the mock's demo release), served by their mock with --files-dir: a block that writes it
 * itself (`ingest-kit ern demo`, as a reader does) finds ./files there and empty; the others find the release in it.
 */
export function setUp(block: Block, dir: string): { mockArgs: string[] } {
  if (!block.code.includes('./files')) return { mockArgs: [] };
  mkdirSync(path.join(dir, 'files'), { recursive: true });
  if (/\bern demo\b/.test(block.code)) return { mockArgs: ['--files-dir', './files'] };
  const release = path.join(dir, 'files/releases/r1');
  for (const file of demoFiles) {
    mkdirSync(path.dirname(path.join(release, file.path)), { recursive: true });
    writeFileSync(path.join(release, file.path), file.bytes);
  }
  writeFileSync(path.join(release, 'release.xml'), demoReleaseXml());
  return { mockArgs: ['--files-dir', './files'] };
}

/**
 * The package's entry points (package.json `exports`) as the sources they are built from: `./dist/sdk/ern.js` is
 * `sdk/ern.ts`. Read from package.json, so that a new entry is mapped as soon as it is exported.
 */
const kit = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
const entryPoints: Record<string, string> = Object.fromEntries(Object.entries(kit.exports).flatMap(([subpath, target]) => {
  const built = typeof target === 'object' && target !== null ? (target as { default?: unknown }).default : undefined;
  if (typeof built !== 'string' || !built.startsWith('./dist/')) return [];
  return [[`${kit.name}${subpath.slice(1)}`, built.slice('./dist/'.length).replace(/\.js$/, '.ts')]];
}));

/**
 * The TypeScript a block becomes: the package's entry points and repository paths mapped to the sources, or with
 * `built` (the folder of a build, what dist/ holds) the entry points mapped to what that build emitted, whose
 * declarations a partner's compiler reads.
 */
export function toSources(code: string, built?: string): string {
  return code.replace(/from '([^']+)'/g, (whole, specifier: string) => {
    const entry = entryPoints[specifier];
    if (entry) return `from ${JSON.stringify(path.join(built ?? repoRoot, entry).replace(/\.ts$/, '.js'))}`;
    if (specifier.startsWith('./')) return `from ${JSON.stringify(path.join(repoRoot, specifier))}`;
    if (specifier.startsWith('partner-ingest-kit')) throw new Error(`a block imports ${specifier}, which this test does not map`);
    return whole;
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
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

/**
 * `ingest-kit <words…> --help`, run in this process (the command's own run, its output captured): a document's
 * commands are checked against their help, which is the same text as a process prints, without a start of tsx each.
 */
export async function helpOf(words: readonly string[]): Promise<Run> {
  const [name, ...rest] = words;
  const command = commands.find((each) => each.name === name);
  if (!command) return { code: 2, stdout: '', stderr: `ingest-kit: unknown command "${name ?? ''}"` };
  const { status, stdout, stderr } = await runInProcess(await command.load(), [...rest, '--help']);
  return { code: status, stdout, stderr };
}
