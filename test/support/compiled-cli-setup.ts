/**
 * vitest globalSetup (both projects, one build): compiles the kit once per run, `tsc -p tsconfig.build.json --noCheck`
 * into .tmp/test-cli-<pid>/, so that the tests that start `ingest-kit` as a process run plain JavaScript
 * instead of loading tsx and transforming the sources in every child (~0.5 s of CPU each). Type errors are tsc's job
 * (`npx tsc --noEmit -p .`, npm run lint), not this build's. The folder is inside the package, so the compiled code
 * finds package.json and docs/site as dist/ would (cli/version.ts, mock-server/src/docs/routes.ts), and is removed
 * at the end of the run. Tests reach it through test/support/cli.ts. It is what `npm run build` emits, declarations
 * and source maps included, so that test/package/pack.test.ts packs it as dist/ instead of building the kit again
 * (issue #31: the second build was ~10 s of CPU in a run that is short of CPU on 2 cores).
 *
 * The compiler is TypeScript 7's (scripts/native-tsc.ts): 1.2 s of CPU against TypeScript 5's 5.5 s, and the isolated
 * project's files wait for this build before any starts. Its JavaScript is byte for byte TypeScript 5's (compared on
 * 2026-12-07: every .js equal); its declarations differ only in quoting ('a' for "a") and, once, the order of two
 * members, and its source maps in columns. `npm run build` (what `npm pack` ships) stays TypeScript 5's.
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { nativeTsc } from '../../scripts/native-tsc.js';
import { repoRoot } from './contract.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled `ingest-kit` entry (cli/main.js), or '' when the build failed (the tests then use tsx). */
    compiledCli: string;
    /** The folder of that build, what `npm run build` writes to dist/, or '' when the build failed. */
    compiledKit: string;
  }
}

/**
 * The run's one build, shared by the projects that list this setup (vitest runs a project's globalSetup for each, in
 * this one process, possibly as separate module instances: hence globalThis): the first starts it, the last to tear
 * down removes it, so that no project removes the folder while another's tests still run from it.
 */
interface SharedBuild {
  built: Promise<boolean>;
  users: number;
}
const shared = globalThis as { pikCompiledKit?: SharedBuild };

async function build(outDir: string): Promise<boolean> {
  const args = ['-p', 'tsconfig.build.json', '--noCheck', '--outDir', outDir];
  try {
    await promisify(execFile)(process.execPath, [nativeTsc, ...args], { cwd: repoRoot });
    return true;
  } catch (error) {
    // Nothing is lost but time: the tests start the CLI from source.
    process.stderr.write(`compiled-cli-setup: the build failed, the tests start ingest-kit through tsx: ${String(error)}\n`);
    return false;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = path.join(repoRoot, '.tmp', `test-cli-${process.pid}`);
  const run = (shared.pikCompiledKit ??= { built: build(outDir), users: 0 });
  run.users += 1;
  const built = await run.built;
  project.provide('compiledCli', built ? path.join(outDir, 'cli', 'main.js') : '');
  project.provide('compiledKit', built ? outDir : '');
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete shared.pikCompiledKit;
    await rm(outDir, { recursive: true, force: true });
  };
}
