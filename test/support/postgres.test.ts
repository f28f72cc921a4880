/**
 * The PostgreSQL gate of the tests (issue #18): on a machine without PostgreSQL, a `describePostgres` suite skips and
 * says how to install it; under `CI=true` the same suite fails the run. Shown on a real vitest run in a child
 * process, on a machine made to look without PostgreSQL (PIK_TEST_POSTGRES_LIB names an empty folder).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './contract.js';

const dir = mkdtempSync(path.join(tmpdir(), 'pik-pg-gate-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
writeFileSync(path.join(dir, 'vitest.config.mjs'), `export default { test: { include: ['gate.check.ts'] } };\n`);
writeFileSync(path.join(dir, 'gate.check.ts'), [
  `import { expect, it } from 'vitest';`,
  `import { describePostgres } from ${JSON.stringify(pathToFileURL(path.join(repoRoot, 'test/support/postgres.ts')).href)};`,
  `describePostgres('a suite on PostgreSQL', () => { it('runs', () => { expect(1).toBe(1); }); });`,
  `it('another test', () => { expect(1).toBe(1); });`,
  '',
].join('\n'));

/** Runs the fixture with vitest, without PostgreSQL; resolves with the exit code and the output. */
function runGate(ci: boolean): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PIK_TEST_POSTGRES_LIB: path.join(dir, 'no-postgresql'), NO_COLOR: '1' };
  delete env.CI;
  delete env.VITEST;
  if (ci) env.CI = 'true';
  const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  return new Promise((resolve) => {
    execFile(process.execPath, [vitest, 'run', '--reporter=verbose', '--root', dir, '--config', path.join(dir, 'vitest.config.mjs')], { env, cwd: dir, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

describe('the PostgreSQL gate of the tests', () => {
  it('skips a PostgreSQL suite on a developer machine without it, saying how to install it', async () => {
    const { code, output } = await runGate(false);
    expect(code, output).toBe(0);
    expect(output).toContain('a suite on PostgreSQL (skipped: PostgreSQL is not installed');
    expect(output).toContain('apt-get install postgresql');
    expect(output).toMatch(/1 passed \| 1 skipped|1 skipped \| 1 passed|1 passed.*1 skipped/);
  }, 60_000);

  it('fails the run under CI=true', async () => {
    const { code, output } = await runGate(true);
    expect(code, output).not.toBe(0);
    expect(output).toContain('CI=true: a skipped PostgreSQL test fails CI');
  }, 60_000);
});
