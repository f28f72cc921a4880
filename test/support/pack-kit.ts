/**
 * The kit as `npm pack` makes it, from a fresh build in a staging folder (what the `prepare` script would build),
 * without touching the repository's dist/: the tarball partners install, used by test/package/pack.test.ts and by
 * the container test (scripts/container-test.sh) that installs it into an image.
 */
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './contract.js';

export interface PackedKit {
  /** The tarball's file name, in the destination folder. */
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

/**
 * Builds into `<work>/stage` and packs the tarball into `destination` (default `work`). `built`: a folder that holds
 * that build already (the tests' compiled kit, test/support/compiled-cli-setup.ts), copied as dist/ instead.
 */
export function packKit(work: string, destination = work, built?: string): PackedKit {
  const stage = path.join(work, 'stage');
  mkdirSync(stage, { recursive: true });
  // What package.json's `files` lists (npm packs those and package.json itself), but dist/, which is built below.
  const { files } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { files: string[] };
  for (const entry of ['package.json', ...files.filter((file) => !file.startsWith('!') && file !== 'dist')]) {
    cpSync(path.join(repoRoot, entry), path.join(stage, entry), { recursive: true });
  }
  // --noCheck: the same files emitted, without the type check, which `npm test` has run already (`npm run lint`: tsc
  // --noEmit -p ., whose tsconfig.json tsconfig.build.json extends, over a superset of its files). The check took
  // most of this build, and the build most of the set-up hook (past 180 s in the full suite at load 12-16).
  if (built === undefined) {
    execFileSync(process.execPath, [
      path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--noCheck', '--outDir', path.join(stage, 'dist'),
    ], { cwd: repoRoot, stdio: 'pipe' });
  } else {
    cpSync(built, path.join(stage, 'dist'), { recursive: true });
  }
  const output = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', destination], { cwd: stage, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [packed] = JSON.parse(output) as [PackedKit];
  return packed;
}
