/**
 * Every code block of docs/guides/retries-and-idempotency.md, classified as the README's are
 * (test/readme-blocks.test.ts): `ts typecheck` type-checks, `ts run` type-checks and runs with tsx, `not-run` says
 * why on the line above and names the test that covers it. The SQLite statements are the store's own text; the
 * PostgreSQL ones run, with node-postgres's `$n` parameters as the guide says, in a throw-away cluster of Debian's
 * PostgreSQL (test/support/postgres.ts: skipped saying why when it is missing, a failure under CI=true).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteIdempotencyStatements } from '../../sdk/node.js';
import { repoRoot } from '../support/contract.js';
import { describePostgres, type PostgresCluster, startPostgres } from '../support/postgres.js';
import { nativeTsc } from '../../scripts/native-tsc.js';

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
    const result = spawnSync(process.execPath, [nativeTsc, '-p', work], { encoding: 'utf8' });
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
    expect(result.stdout).toContain('[{"event_id":"evt_guide_1","state":"done"}]');
  }, 60_000);

  it('shows the SQLite statements exactly as sqliteIdempotencyStore runs them', () => {
    const sql = blocks.filter((b) => b.lang === 'sql');
    expect(sql[0]?.code).toBe(`${sqliteIdempotencyStatements.create}\n\n${sqliteIdempotencyStatements.begin};`);
  });
});

describePostgres('the PostgreSQL statements, in a real PostgreSQL', () => {
  let cluster: PostgresCluster | undefined;
  let client: pg.Client | undefined;
  afterAll(async () => {
    await client?.end();
    await cluster?.destroy();
  });

  it('claims once, refuses while the lease holds, takes over after it, and never past done (node-postgres parameters)', async () => {
    cluster = await startPostgres();
    client = new pg.Client({ connectionString: await cluster.createDatabase() });
    await client.connect();
    const [create, begin] = (blocks.filter((b) => b.lang === 'sql')[1]?.code ?? '').split(/\n\n-- begin[^\n]*\n/);
    expect(begin).toBeDefined();
    await client.query(create ?? '');
    const statement = (begin ?? '').replace(/;\s*$/, '');
    // begin($1 eventId, $2 owner, $3 now, $4 leaseMs), bound as node-postgres binds them: the guide's own text.
    const claim = async (eventId: string, owner: string, now: number, leaseMs: number) =>
      (await client!.query<{ owner: string }>(statement, [eventId, owner, now, leaseMs])).rows.map((row) => row.owner);
    expect(await claim('evt_A', 'a', 0, 1000)).toEqual(['a']); // new: claimed
    expect(await claim('evt_A', 'b', 500, 1000)).toEqual([]); // in progress, lease until 1000: no row
    expect(await claim('evt_A', 'c', 1000, 1000)).toEqual(['c']); // the lease expired (a process that died): claimed
    await client.query('UPDATE webhook_events SET state = \'done\' WHERE event_id = \'evt_A\'');
    expect(await claim('evt_A', 'd', 5000, 1000)).toEqual([]); // done: no row
    await client.query('UPDATE webhook_events SET state = \'released\' WHERE event_id = \'evt_A\'');
    expect(await claim('evt_A', 'e', 5001, 1000)).toEqual(['e']); // released: claimed
    // Epoch milliseconds of today fit: the lease's end is a BIGINT sum, not an int4 overflow.
    expect(await claim('evt_B', 'f', Date.now(), 30_000)).toEqual(['f']);
    const { rows } = await client.query<{ lease_until: string; changed_at: string }>('SELECT lease_until, changed_at FROM webhook_events WHERE event_id = \'evt_B\'');
    expect(Number(rows[0]?.lease_until) - Number(rows[0]?.changed_at)).toBe(30_000);
  }, 60_000);
});
