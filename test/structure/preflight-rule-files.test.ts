/**
 * A preflight rule lives where its id says: `<id>` at mock-server/src/ern/preflight/rules/<id>.ts, one rule a
 * file, and PREFLIGHT_RULES runs exactly the rules those files hold, each with a code of DDEX's ErncFileStatus
 * list and the title and fix the guide's rule list shows. The files are found by reading the folder, not listed
 * here, so a new rule cannot be added under another name or left out of the registry. The same for DDEX's
 * release-profile rules (issue #32): `rp<standard>-<pattern>` at profiles/v<standard>/<id>.ts, registered in
 * PROFILE_RULES (the folders' other files are the shapes several rules share).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROFILE_RULES } from '../../mock-server/src/ern/preflight/profiles/index.js';
import type { ProfileRule } from '../../mock-server/src/ern/preflight/profiles/types.js';
import { PREFLIGHT_RULES } from '../../mock-server/src/ern/preflight/rules/index.js';
import { RUNNER_FINDINGS } from '../../mock-server/src/ern/preflight/runner-findings.js';
import { ERNC_FILE_STATUSES, type PreflightRule } from '../../mock-server/src/ern/preflight/types.js';
import { repoRoot } from '../support/contract.js';

const rulesDir = path.join(repoRoot, 'mock-server/src/ern/preflight/rules');
const files = readdirSync(rulesDir).filter((entry) => entry.endsWith('.ts') && entry !== 'index.ts').sort();

const isRule = (value: unknown): value is PreflightRule =>
  typeof (value as { id?: unknown } | null)?.id === 'string' && typeof (value as { check?: unknown }).check === 'function';

async function rulesIn(file: string): Promise<PreflightRule[]> {
  const exports = await import(pathToFileURL(path.join(rulesDir, file)).href) as Record<string, unknown>;
  return Object.values(exports).filter(isRule);
}

describe('mock-server/src/ern/preflight/rules', () => {
  it('finds rule files to look at', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files)('%s holds exactly the rule named after it', async (file) => {
    const held = await rulesIn(file);
    expect(held.map((rule) => rule.id), 'one rule a file, none of another name').toHaveLength(1);
    expect(`${held[0]!.id}.ts`).toBe(file);
  });

  it('runs in PREFLIGHT_RULES every rule the files hold, and no other', async () => {
    const fromFiles = (await Promise.all(files.map(rulesIn))).flat();
    expect(new Set(PREFLIGHT_RULES).size, 'no rule twice in the registry').toBe(PREFLIGHT_RULES.length);
    expect(PREFLIGHT_RULES.map((rule) => rule.id).sort()).toEqual(fromFiles.map((rule) => rule.id).sort());
    // The same objects, not look-alikes: the registry imports the modules the files are.
    for (const rule of PREFLIGHT_RULES) expect(fromFiles.includes(rule), rule.id).toBe(true);
  });

  it.each([...PREFLIGHT_RULES, ...RUNNER_FINDINGS].map((rule) => [rule.id, rule] as const))(
    '%s has a unique kebab-case id, an ErncFileStatus code, a severity, a title and a fix',
    (id, rule) => {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect([...PREFLIGHT_RULES, ...RUNNER_FINDINGS].filter((other) => other.id === id), 'ids are unique').toHaveLength(1);
      expect(ERNC_FILE_STATUSES).toContain(rule.code);
      expect(['error', 'warning']).toContain(rule.severity);
      expect(rule.title.trim(), 'title').not.toBe('');
      expect(rule.fix.trim(), 'fix').not.toBe('');
      if (rule.source !== undefined) expect(rule.source.trim(), 'source, when given').not.toBe('');
    },
  );
});

const profilesDir = path.join(repoRoot, 'mock-server/src/ern/preflight/profiles');
const profileFiles = ['v13', 'v14', 'v21'].flatMap((folder) => readdirSync(path.join(profilesDir, folder))
  .filter((entry) => /^rp\d\d-.*\.ts$/.test(entry))
  .map((entry) => `${folder}/${entry}`))
  .sort();

const isProfileRule = (value: unknown): value is ProfileRule => isRule(value) && typeof (value as { pattern?: unknown }).pattern === 'string';

describe('mock-server/src/ern/preflight/profiles', () => {
  it('finds rule files in every standard\'s folder', () => {
    for (const folder of ['v13/', 'v14/', 'v21/']) expect(profileFiles.filter((file) => file.startsWith(folder)).length, folder).toBeGreaterThan(40);
  });

  it.each(profileFiles)('%s holds exactly the rule named after it, of its folder\'s standard', async (file) => {
    const exports = await import(pathToFileURL(path.join(profilesDir, file)).href) as Record<string, unknown>;
    const held = Object.values(exports).filter(isProfileRule);
    expect(held.map((rule) => rule.id), 'one rule a file, none of another name').toHaveLength(1);
    expect(`v${held[0]!.standard.replace('.', '')}/${held[0]!.id}.ts`).toBe(file);
    expect(PROFILE_RULES.includes(held[0]!), 'registered in PROFILE_RULES').toBe(true);
  });

  it('registers each rule once, each with a unique id, a code, a title, a fix and DDEX\'s numbers', () => {
    expect(new Set(PROFILE_RULES.map((rule) => rule.id)).size).toBe(PROFILE_RULES.length);
    expect(PROFILE_RULES.length).toBe(profileFiles.length);
    for (const rule of PROFILE_RULES) {
      expect(ERNC_FILE_STATUSES, rule.id).toContain(rule.code);
      expect(rule.title.trim(), rule.id).not.toBe('');
      expect(rule.fix.trim(), rule.id).not.toBe('');
      const assertions = Object.values(rule.ddex).flat();
      expect(assertions.length, rule.id).toBeGreaterThan(0);
      for (const assertion of assertions) expect(assertion.rule, rule.id).toMatch(/^\d{4}-\d+(?:NR)?$/);
    }
  });
});
