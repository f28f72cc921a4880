/**
 * A check lives where its id says: `area.rule` at conformance/checks/<area>/<rule>.ts, one check a file, and the
 * registry runs exactly the checks those files hold. The files are found by reading the folder, not listed here,
 * so a new check cannot be added under another name.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checks } from '../../conformance/registry.js';
import type { Check } from '../../conformance/types.js';
import { repoRoot } from '../support/contract.js';

const checksDir = path.join(repoRoot, 'conformance/checks');
const files = readdirSync(checksDir, { recursive: true, encoding: 'utf8' })
  .filter((entry) => entry.endsWith('.ts'))
  .map((entry) => entry.split(path.sep).join('/'))
  .sort();

const isCheck = (value: unknown): value is Check =>
  typeof (value as { id?: unknown } | null)?.id === 'string' && typeof (value as { run?: unknown }).run === 'function';

async function checksIn(file: string): Promise<Check[]> {
  const exports = await import(pathToFileURL(path.join(checksDir, file)).href) as Record<string, unknown>;
  return Object.values(exports).filter(isCheck);
}

/** `auth.key-in-query` → `auth/key-in-query.ts`: the area is the part before the first dot. */
const fileOf = (id: string) => `${id.slice(0, id.indexOf('.'))}/${id.slice(id.indexOf('.') + 1)}.ts`;

describe('conformance/checks', () => {
  it('finds check files to look at', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)('%s holds exactly the check named after it', async (file) => {
    const held = await checksIn(file);
    expect(held.map((check) => check.id), 'one check a file, none of another name').toHaveLength(1);
    expect(fileOf(held[0]!.id)).toBe(file);
  });

  it('runs in the registry every check the files hold, and no other', async () => {
    const fromFiles = (await Promise.all(files.map(checksIn))).flat();
    expect(new Set(checks).size, 'no check twice in the registry').toBe(checks.length);
    expect([...checks].sort(byId)).toEqual(fromFiles.sort(byId));
    // The same objects, not look-alikes: the registry imports the modules the files are.
    for (const check of checks) expect(fromFiles.includes(check), check.id).toBe(true);
  });

  it.each([
    { given: 'auth.key-in-query', want: 'auth/key-in-query.ts' },
    { given: 'webhooks.2xx-stops-retries', want: 'webhooks/2xx-stops-retries.ts' },
    { given: 'extensions.body-too-large-413', want: 'extensions/body-too-large-413.ts' },
  ])('maps id $given to file $want', ({ given, want }) => {
    expect(fileOf(given)).toBe(want);
  });
});

function byId(a: Check, b: Check): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
