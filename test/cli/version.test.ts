/**
 * The two lookups of a file by the module's own path, kitVersion (cli/version.ts) and defaultDocsDir
 * (mock-server/src/docs/routes.ts), from the sources and from a compiled copy inside the package: dist/ once packed,
 * .tmp/test-cli-<pid>/ for the tests' CLI (test/support/compiled-cli-setup.ts), two folders deeper than the sources.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { kitVersion } from '../../cli/version.js';
import { defaultDocsDir } from '../../mock-server/src/docs/routes.js';
import { repoRoot } from '../support/contract.js';

const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
const compiled = inject('compiledCli') as string | undefined;
const outside = mkdtempSync(path.join(tmpdir(), 'pik-version-'));
afterAll(() => {
  rmSync(outside, { recursive: true, force: true });
});

describe('kitVersion', () => {
  it('reads the version of the package.json named partner-ingest-kit nearest above the module', () => {
    expect(kitVersion()).toBe(version);
    for (const folder of ['cli', 'dist/cli', '.tmp/test-cli-1/cli']) expect(kitVersion(path.join(repoRoot, folder))).toBe(version);
  });

  it('says unknown outside the package', () => {
    expect(kitVersion(outside)).toBe('unknown');
  });
});

describe('defaultDocsDir', () => {
  it('is docs/site of the package, from the sources', () => {
    expect(defaultDocsDir()).toBe(path.join(repoRoot, 'docs', 'site'));
  });
});

describe.runIf(compiled)('the compiled copy of the run (compiled-cli-setup.ts)', () => {
  const root = path.dirname(path.dirname(compiled ?? ''));

  it('lies two folders below the package, and ingest-kit --version prints the package\'s version', () => {
    expect(path.relative(repoRoot, root).split(path.sep)).toHaveLength(2);
    expect(execFileSync(process.execPath, [compiled ?? '', '--version'], { cwd: outside, encoding: 'utf8' }).trim()).toBe(version);
  });

  it('finds docs/site of the package', () => {
    const routes = pathToFileURL(path.join(root, 'mock-server', 'src', 'docs', 'routes.js')).href;
    const script = `const { defaultDocsDir } = await import(${JSON.stringify(routes)}); process.stdout.write(defaultDocsDir());`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: outside, encoding: 'utf8' })).toBe(path.join(repoRoot, 'docs', 'site'));
  });
});
