/**
 * The build context of the mock's image (Containerfile): `.tmp/image/` in the repository, holding the packed kit
 * (a fresh build, as `npm pack` makes it) and a package.json and package-lock.json that depend on it, every
 * dependency locked as in our package-lock.json: the image runs the versions the tests ran.
 *
 *   npx tsx scripts/container/image-context.ts             # the Containerfile runs `npm ci` (needs the registry)
 *   npx tsx scripts/container/image-context.ts --install   # installs node_modules here, from the npm cache
 *                                                          #   that this clone's `npm ci` filled (the registry
 *                                                          #   only for what it lacks): the build needs no network
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeLockedProject } from '../../test/package/consumer.js';
import { repoRoot } from '../../test/support/contract.js';
import { packKit } from '../../test/support/pack-kit.js';

/** Where the Containerfile takes its files from (.containerignore lets in nothing else). */
export const imageContext = path.join(repoRoot, '.tmp', 'image');

/** Writes the context; with `install`, installs its production dependencies, from the npm cache first. */
export function writeImageContext(install: boolean): string {
  rmSync(imageContext, { recursive: true, force: true });
  const work = path.join(repoRoot, '.tmp', `image-stage-${process.pid}`);
  mkdirSync(imageContext, { recursive: true });
  try {
    const packed = packKit(work, imageContext);
    writeLockedProject(imageContext, path.join(imageContext, packed.filename));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (install) {
    execFileSync('npm', ['ci', '--prefer-offline', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: imageContext, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return imageContext;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const { values } = parseArgs({ options: { install: { type: 'boolean' } } });
  console.log(path.relative(process.cwd(), writeImageContext(values.install ?? false)) || '.');
}
