/**
 * The kit as `npm pack` makes it, from a fresh build in a staging folder (what the `prepare` script would build),
 * without touching the repository's dist/: the tarball partners install, used by test/package/pack.test.ts and by
 * the container test (scripts/container-test.sh) that installs it into an image.
 */
import { copyFileSync, cpSync, mkdirSync } from 'node:fs';
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

/** Builds into `<work>/stage` and packs the tarball into `destination` (default `work`). */
export function packKit(work: string, destination = work): PackedKit {
  const stage = path.join(work, 'stage');
  mkdirSync(stage, { recursive: true });
  for (const file of ['package.json', 'README.md', 'openapi.yaml', 'operator.openapi.yaml', 'asyncapi.yaml']) copyFileSync(path.join(repoRoot, file), path.join(stage, file));
  // The guides the README links to, the snippets they link to, and the pictures they show.
  for (const folder of ['docs/guides', 'docs/snippets', 'docs/images']) cpSync(path.join(repoRoot, folder), path.join(stage, folder), { recursive: true });
  mkdirSync(path.join(stage, 'contract'), { recursive: true });
  for (const schema of ['preflight-report', 'live-report']) {
    copyFileSync(path.join(repoRoot, `contract/${schema}.schema.json`), path.join(stage, `contract/${schema}.schema.json`));
  }
  // --noCheck: the same files emitted, without the type check, which `npm test` has run already (`npm run lint`: tsc
  // --noEmit -p ., whose tsconfig.json tsconfig.build.json extends, over a superset of its files). The check took
  // most of this build, and the build most of the set-up hook (past 180 s in the full suite at load 12-16).
  execFileSync(process.execPath, [
    path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--noCheck', '--outDir', path.join(stage, 'dist'),
  ], { cwd: repoRoot, stdio: 'pipe' });
  const output = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', destination], { cwd: stage, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [packed] = JSON.parse(output) as [PackedKit];
  return packed;
}
