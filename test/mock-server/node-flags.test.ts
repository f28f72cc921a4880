/**
 * The mock's Node flags (mock-server/src/node-flags.ts) are the same wherever it is started: `npm start`,
 * the `ingest-kit` shebang line, and the benchmark (scripts/bench/targets.ts imports them). And this Node
 * accepts them: a flag a future Node drops would stop `npm start` at once.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockNodeFlags } from '../../mock-server/src/node-flags.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

describe('the mock server\'s Node flags', () => {
  it('npm start runs the mock with them', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`node ${mockNodeFlags.join(' ')} --import tsx cli/main.ts mock`);
  });

  it('the ingest-kit command (cli/main.ts, compiled with its first line) runs with them', () => {
    const firstLine = readFileSync(path.join(repoRoot, 'cli', 'main.ts'), 'utf8').split('\n')[0];
    expect(firstLine).toBe(`#!/usr/bin/env -S node ${mockNodeFlags.join(' ')}`);
  });

  it('this Node accepts them, and they keep the young generation within 32 MB under a high allocation rate', () => {
    // Allocates short-lived objects at a high rate, as a busy mock does, and reports how far new space grew.
    const script = 'let keep = []; for (let i = 0; i < 3e6; i++) { keep.push({ i, s: "x" + i }); if (keep.length > 20000) keep = []; }'
      + 'const s = require("node:v8").getHeapSpaceStatistics().find((x) => x.space_name === "new_space");'
      + 'process.stdout.write(String(s.space_size))';
    const run = (flags: readonly string[]): number => {
      const result = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return Number(result.stdout);
    };
    // --max-semi-space-size=16: new space (two semi-spaces) stays within 32 MB.
    expect(run(mockNodeFlags)).toBeLessThanOrEqual(32 * 1024 * 1024);
    // The probe sees a larger young generation when there is one. (Node's default is not the control: it depends on
    // the machine's memory and Node's version, and was 32 MB on one CI machine and 64 MB on another.)
    expect(run(['--min-semi-space-size=64'])).toBeGreaterThan(32 * 1024 * 1024);
  });
});
