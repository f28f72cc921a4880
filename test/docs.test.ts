/** `npm run docs` builds a self-contained HTML reference showing the create, lookup and webhook operations. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/contract.js';

const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('API reference', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'pik-docs-'));
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('builds with the docs script, webhook included, with Redoc inlined (readable offline)', () => {
    const script = packageJson.scripts.docs ?? '';
    const [, ...args] = script.split(' ');
    const output = path.join(outDir, 'index.html');
    const outputAt = args.indexOf('--output');
    expect(outputAt, 'the docs script names its --output').toBeGreaterThan(0);
    args[outputAt + 1] = output;
    const redocly = realpathSync(path.join(repoRoot, 'node_modules', '.bin', 'redocly'));
    execFileSync(process.execPath, [redocly, ...args], {
      cwd: repoRoot,
      stdio: 'pipe',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const html = readFileSync(output, 'utf8');
    for (const summary of [
      'Create an ingest',
      'Look up an ingest (versioned path)',
      'Look up an ingest (path as the specification writes it)',
      'Ingest finished (webhook)',
    ]) {
      expect(html, summary).toContain(summary);
    }
    expect(html).toContain('X-Service-Signature');
    expect(html).not.toMatch(/<script[^>]+src="https?:\/\//);
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"[^>]+href="https?:\/\//);
  });
});
