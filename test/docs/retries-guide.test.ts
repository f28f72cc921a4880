/**
 * Every code block of docs/guides/retries-and-idempotency.md, classified as the README's are
 * (test/readme-blocks.test.ts): `ts typecheck` type-checks, `ts run` type-checks and runs with tsx, `not-run` says
 * why on the line above and names the test that covers it. The SQLite statements are the store's own text; the
 * PostgreSQL one runs in a PostgreSQL this test starts when initdb, postgres and psql are installed.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteIdempotencyStatements } from '../../sdk/node.js';
import { repoRoot } from '../support/contract.js';

const guide = 'docs/guides/retries-and-idempotency.md';
const text = readFileSync(path.join(repoRoot, guide), 'utf8');

interface Block { line: number; lang: string; kind: string; code: string; notRun?: string }

function blocksOf(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l === '```');
    if (end < 0) throw new Error(`${guide}:${i + 1}: a code block that is never closed`);
    const above = /^<!-- not run: (.+?) -->$/.exec(lines[i - 1] ?? '');
    blocks.push({ line: i + 1, lang: open[1] ?? '', kind: (open[2] ?? '').trim(), code: lines.slice(i + 1, end).join('\n'), ...(above?.[1] ? { notRun: above[1] } : {}) });
    i = end;
  }
  return blocks;
}
const blocks = blocksOf(text);
const name = (b: Block) => `${guide}:${b.line} \`\`\`${b.lang} ${b.kind}`;
const allowed: Record<string, RegExp> = { ts: /^(run|typecheck|not-run)$/, sql: /^not-run$/, sh: /^not-run$/ };

const work = path.join(repoRoot, '.tmp', `retries-guide-${process.pid}`);
mkdirSync(work, { recursive: true });
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

const entryPoints: Record<string, string> = {
  'partner-ingest-kit/webhooks': 'sdk/webhooks/index.js',
  'partner-ingest-kit/node': 'sdk/node.js',
};
/** The block as a module of this repository: the package's entries mapped to the sources. */
function toSources(code: string): string {
  const mapped = code.replace(/from '(partner-ingest-kit[^']*)'/g, (_whole, specifier: string) => {
    const entry = entryPoints[specifier];
    if (!entry) throw new Error(`the guide imports ${specifier}, which this test does not map`);
    return `from ${JSON.stringify(path.join(repoRoot, entry))}`;
  });
  return `${mapped}\nexport {};\n`;
}
const tsFile = (b: Block) => path.join(work, `block-${b.line}.ts`);

describe(guide, () => {
  it('classifies every block; a not-run block says why and names tests that exist', () => {
    expect(blocks.filter((b) => !(allowed[b.lang]?.test(b.kind) ?? false)).map(name)).toEqual([]);
    for (const block of blocks.filter((b) => b.kind === 'not-run')) {
      expect(block.notRun, `${name(block)}: put <!-- not run: why --> on the line above`).toBeDefined();
      const tests = [...(block.notRun ?? '').matchAll(/test\/[\w./-]+\.test\.ts/g)].map(([t]) => t);
      expect(tests.length, name(block)).toBeGreaterThan(0);
      for (const test of tests) expect(existsSync(path.join(repoRoot, test)), test).toBe(true);
    }
  });

  it('```ts: every block type-checks', () => {
    const typescript = blocks.filter((b) => b.lang === 'ts' && b.kind !== 'not-run');
    expect(typescript.length).toBeGreaterThan(1);
    for (const block of typescript) writeFileSync(tsFile(block), toSources(block.code));
    writeFileSync(path.join(work, 'tsconfig.json'), JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.json'),
      compilerOptions: { noEmit: true, declaration: false, sourceMap: false, rootDir: repoRoot },
      files: typescript.map(tsFile),
      include: [],
    }));
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', work], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('```ts run: the SQLite example processes a delivery once and answers its redelivery 200 as a duplicate', () => {
    const [block] = blocks.filter((b) => b.lang === 'ts' && b.kind === 'run');
    expect(block).toBeDefined();
    const file = path.join(work, 'run.ts');
    writeFileSync(file, toSources(block?.code ?? ''));
    const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: repoRoot, encoding: 'utf8', timeout: 30_000 });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^1 200 \{"received":true\}\n2 200 \{"received":true,"duplicate":true\}\n/);
    expect(result.stdout).toContain('event_id: \'evt_guide_1\', state: \'done\'');
  }, 60_000);

  it('shows the SQLite statements exactly as sqliteIdempotencyStore runs them', () => {
    const sql = blocks.filter((b) => b.lang === 'sql');
    expect(sql[0]?.code).toBe(`${sqliteIdempotencyStatements.create}\n\n${sqliteIdempotencyStatements.begin};`);
  });
});

/** PostgreSQL's tools, when installed; as root, the server runs as the `postgres` user (it refuses root). */
const missing = ['initdb', 'postgres', 'pg_ctl', 'psql'].filter((c) => spawnSync('sh', ['-c', `command -v ${c}`]).status !== 0);
const asRoot = process.getuid?.() === 0;
const postgresUid = asRoot ? Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim() || Number.NaN) : undefined;
const skip = missing.length > 0 ? `${missing.join(', ')} not installed` : (asRoot && Number.isNaN(postgresUid)) ? 'running as root without a postgres user' : '';

describe.skipIf(skip !== '')(`the PostgreSQL statements, in a real PostgreSQL${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let dir = '';
  let server: ChildProcess | undefined;
  const asServer = (command: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  afterAll(() => {
    // pg_ctl stops the server itself (a signal to runuser would not reach it) and waits until it is gone.
    if (server) spawnSync(...asServer('pg_ctl', ['stop', '-D', path.join(dir, 'data'), '-m', 'immediate', '-w']), { stdio: 'ignore' });
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const psql = (script: string) => spawnSync('psql', ['-h', dir, '-U', 'postgres', '-d', 'postgres', '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1'], { input: script, encoding: 'utf8' });

  it('claims once, refuses while the lease holds, takes over after it, and never past done', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pik-pg-'));
    if (asRoot && postgresUid !== undefined) chownSync(dir, postgresUid, postgresUid);
    const [initdb, initArgs] = asServer('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
    expect(init.status, init.stderr).toBe(0);
    const [postgres, args] = asServer('postgres', ['-D', path.join(dir, 'data'), '-k', dir, '-c', 'listen_addresses=', '-c', 'fsync=off']);
    server = spawn(postgres, args, { stdio: 'ignore' });
    for (let i = 0; i < 100 && psql('SELECT 1').status !== 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));

    const [create, begin] = (blocks.filter((b) => b.lang === 'sql')[1]?.code ?? '').split(/\n\n-- begin[^\n]*\n/);
    expect(begin).toBeDefined();
    const call = (eventId: string, owner: string, now: number, leaseMs: number) => `\\echo ${owner}@${now}\n${(begin ?? '')
      .replaceAll('$1', `'${eventId}'`).replaceAll('$2', `'${owner}'`).replaceAll('$3', String(now)).replaceAll('$4', String(leaseMs))}`;
    const script = [
      create,
      call('evt_A', 'a', 0, 1000), // new: claimed
      call('evt_A', 'b', 500, 1000), // in progress, lease until 1000: no row
      call('evt_A', 'c', 1000, 1000), // the lease expired (a process that died): claimed
      'UPDATE webhook_events SET state = \'done\' WHERE event_id = \'evt_A\';',
      call('evt_A', 'd', 5000, 1000), // done: no row
      'UPDATE webhook_events SET state = \'released\' WHERE event_id = \'evt_A\';',
      call('evt_A', 'e', 5001, 1000), // released: claimed
    ].join('\n');
    const result = psql(script);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n')).toEqual(['a@0', 'a', 'b@500', 'c@1000', 'c', 'd@5000', 'e@5001', 'e']);
  }, 60_000);
});
