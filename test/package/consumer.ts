/**
 * An empty consumer project that installs the packed kit offline: its package-lock.json is cut from ours
 * (the kit's production dependencies, and TypeScript with Node's types for the type check), so `npm ci
 * --offline` takes every tarball from the npm cache that this repository's `npm ci` filled.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/contract.js';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [key: string]: unknown;
}

interface Lock {
  packages: Record<string, LockEntry>;
}

/** Where node would find `name` from the package at `from` (a lockfile path), or undefined. */
function resolveFrom(packages: Lock['packages'], from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const candidate = `${dir === '' ? '' : `${dir}/`}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (dir === '') return undefined;
  }
}

/** Every lockfile entry `roots` need, transitively (optional dependencies that are locked included). */
function closure(packages: Lock['packages'], roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((name) => resolveFrom(packages, '', name)).filter((p): p is string => p !== undefined);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const entry = packages[next] ?? {};
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) {
      const found = resolveFrom(packages, next, name);
      if (found) queue.push(found);
    }
  }
  return seen;
}

export interface Consumer {
  dir: string;
  /** Runs a command of the consumer's node_modules/.bin (or node) in its folder. */
  run(command: string, args: string[], options?: { input?: string; env?: NodeJS.ProcessEnv }): string;
}

/**
 * Writes package.json and package-lock.json for a project that depends on the tarball (in `dir`) and on `tools`,
 * every version locked as in our package-lock.json: `npm ci --offline` then installs it from the npm cache. A tool
 * that our package.json installs under an alias is named in `renamed` by the name it has in the consumer
 * (`typescript-native` → `typescript`).
 */
export function writeLockedProject(
  dir: string,
  tarball: string,
  tools: readonly string[] = [],
  renamed: Readonly<Record<string, string>> = {},
): void {
  const ours = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as Lock;
  const kit = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { name: string; version: string; dependencies: Record<string, string>; engines: Record<string, string> };
  const locked = (name: string) => ours.packages[`node_modules/${name}`]?.version ?? '*';
  const needed = closure(ours.packages, [...Object.keys(kit.dependencies), ...tools]);
  const tarballName = path.basename(tarball);
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  const nameOf = (tool: string) => renamed[tool] ?? tool;
  const dependencies = { [kit.name]: `file:${tarballName}`, ...Object.fromEntries(tools.map((t) => [nameOf(t), locked(t)])) };
  const packages: Lock['packages'] = {
    '': { name: 'consumer', dependencies },
    [`node_modules/${kit.name}`]: {
      version: kit.version,
      resolved: `file:${tarballName}`,
      integrity,
      license: 'MIT',
      dependencies: kit.dependencies,
      bin: { 'ingest-kit': 'dist/cli/main.js' },
      engines: kit.engines,
    },
  };
  for (const entry of [...needed].sort()) {
    const { dev: _dev, devOptional: _devOptional, name: _alias, ...rest } = ours.packages[entry] ?? {};
    const tool = entry.replace(/^node_modules\//, '');
    packages[tool in renamed ? `node_modules/${renamed[tool]!}` : entry] = rest;
  }
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies }, null, 2)}\n`);
  writeFileSync(path.join(dir, 'package-lock.json'), `${JSON.stringify({ name: 'consumer', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`);
}

/**
 * A project that depends on the tarball and on TypeScript with Node's types (for the type checks), installed offline.
 * Its TypeScript is 7 (our `typescript-native`), what `npm i typescript` gives a partner's project today; it also
 * checks in a fifth of TypeScript 5's CPU (issue #31). Our own build's TypeScript 5 writes the declarations it reads.
 */
export function installConsumer(dir: string, tarball: string): Consumer {
  writeLockedProject(dir, tarball, ['typescript-native', '@types/node'], { 'typescript-native': 'typescript' });
  const npm = (args: string[]) => execFileSync('npm', args, { cwd: dir, stdio: 'pipe', encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  npm(['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts']);
  return {
    dir,
    run(command, args, options = {}) {
      const bin = command === 'node' ? process.execPath : path.join(dir, 'node_modules', '.bin', command);
      return execFileSync(bin, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', ...(options.input === undefined ? {} : { input: options.input }), env: { ...process.env, ...options.env } });
    },
  };
}
