/**
 * Every dependency install script is decided in package.json's `allowScripts` (the field `npm install-scripts
 * approve|deny` writes, npm >= 11.x), so `npm ci` prints no `install-scripts` warning and an unreviewed script
 * never runs quietly. Read from package.json and package-lock.json; no install here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/contract.js';

interface LockEntry {
  version?: string;
  resolved?: string;
  dev?: boolean;
  devOptional?: boolean;
  hasInstallScript?: boolean;
}

const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { allowScripts?: Record<string, unknown> };
const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const allowScripts = pkg.allowScripts ?? {};

/** The package name of a lockfile path: `node_modules/a/node_modules/@s/b` is `@s/b`. */
const nameOf = (lockPath: string): string => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The package a policy key names: `esbuild`, `esbuild@0.28.2`, `@scarf/scarf`, `@scarf/scarf@1.4.0`. */
const keyName = (key: string): string => {
  const at = key.indexOf('@', 1);
  return at === -1 ? key : key.slice(0, at);
};

/** Lockfile entries whose install scripts npm would run (or skip) at install time. */
const withScripts = Object.entries(lock.packages)
  .filter(([lockPath, entry]) => lockPath !== '' && entry.hasInstallScript === true)
  .map(([lockPath, entry]) => ({ lockPath, name: nameOf(lockPath), entry }));

describe('install scripts of the dependencies', () => {
  it('has some package with an install script in the lock (the check below is not vacuous)', () => {
    expect(withScripts.map((p) => p.name)).toContain('esbuild');
  });

  it('decides every package with an install script in package.json allowScripts, true or false', () => {
    const undecided = withScripts.filter(({ name }) => !Object.keys(allowScripts).some((key) => keyName(key) === name));
    expect(undecided.map((p) => `${p.name}@${p.entry.version ?? '?'}`), 'review it, then `npm install-scripts approve <pkg>` or `npm install-scripts deny <pkg>`').toEqual([]);
    for (const [key, value] of Object.entries(allowScripts)) expect(typeof value, `allowScripts["${key}"] must be true or false`).toBe('boolean');
  });

  it('lists nothing else: every allowScripts key names a locked package that has an install script', () => {
    const stale = Object.keys(allowScripts).filter((key) => !withScripts.some(({ name }) => name === keyName(key)));
    expect(stale, 'remove it (`npm install-scripts prune`)').toEqual([]);
  });

  it('writes keys npm can match against this lockfile: a pinned key only when the lock records where the package came from', () => {
    // npm matches `pkg@1.2.3` against the version in the lock's `resolved` URL; without it (our lock is written
    // with omit-lockfile-registry-resolved) a pinned approval never matches and npm warns again.
    for (const [key] of Object.entries(allowScripts)) {
      const pinned = key.includes('@', 1);
      if (!pinned) continue;
      const matching = withScripts.filter(({ name }) => name === keyName(key));
      for (const { entry, lockPath } of matching) {
        expect(entry.resolved, `${key}: ${lockPath} has no "resolved" URL, so npm cannot match a pinned key; use the bare name`).toBeDefined();
        expect(key, `${key} does not pin the locked version of ${lockPath}`).toBe(`${keyName(key)}@${entry.version ?? ''}`);
      }
    }
  });

  it('allows esbuild (tsx and vite run its native binary) and denies @scarf/scarf (install-time analytics)', () => {
    const decision = (name: string) => Object.entries(allowScripts).find(([key]) => keyName(key) === name)?.[1];
    expect(decision('esbuild')).toBe(true);
    if (withScripts.some(({ name }) => name === '@scarf/scarf')) expect(decision('@scarf/scarf')).toBe(false);
  });

  it('has no install script among the production dependencies, so a project installing the kit has nothing to decide', () => {
    const production = withScripts.filter(({ entry }) => entry.dev !== true && entry.devOptional !== true);
    expect(production.map((p) => p.lockPath), 'a runtime dependency with an install script warns in every consumer\'s install: avoid it, or document the decision for consumers').toEqual([]);
  });
});
