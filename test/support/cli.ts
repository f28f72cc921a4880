/**
 * How a test starts `ingest-kit` as a real process: `spawn(process.execPath, [...ingestKitEntry(), 'mock', ...])`. In a
 * vitest run, the CLI compiled once for the run (compiled-cli-setup.ts); else (a build that failed, a run without that
 * setup) cli/main.ts through tsx. Either way the same command, `node <entry> <args>`, from any cwd.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { repoRoot } from './contract.js';

export function ingestKitEntry(): string[] {
  const compiled = inject('compiledCli') as string | undefined;
  // tsx by its path: a test's working directory may be a temporary folder, where no package resolves.
  const tsx = pathToFileURL(path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  return compiled ? [compiled] : ['--import', tsx, path.join(repoRoot, 'cli', 'main.ts')];
}

/**
 * Runs `ingest-kit <args>` as a process to its end: its exit code and what it printed (stdout and stderr together, in
 * the order they came). `env` replaces the process's environment.
 */
export function runIngestKit(args: readonly string[], env?: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...ingestKitEntry(), ...args], { cwd: repoRoot, ...(env === undefined ? {} : { env }) });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => {
      resolve({ code, out });
    });
  });
}
