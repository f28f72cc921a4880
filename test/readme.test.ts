/** The README documents every error code, every config key and every mock flag the code has. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockOptions } from '../cli/commands/mock.js';
import { configFileSchema } from '../mock-server/src/config.js';
import { problemRegistry } from '../mock-server/src/errors.js';
import { repoRoot } from './support/contract.js';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

/** Every property name of a JSON schema, nested ones included. */
function keysOf(schema: unknown): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
  const own = Object.entries(node.properties ?? {}).flatMap(([key, child]) => [key, ...keysOf(child)]);
  return [...own, ...keysOf(node.items), ...(node.anyOf ?? []).flatMap(keysOf)];
}

describe('README', () => {
  it.each(Object.keys(problemRegistry))('documents the error code %s', (code) => {
    expect(readme).toContain(`\`${code}\``);
  });

  it.each([...new Set(keysOf(configFileSchema))])('shows the config key %s in the example file', (key) => {
    expect(readme).toMatch(new RegExp(`^\\s*(- )?${key}:|[{,] ${key}:`, 'm'));
  });

  it('lists every flag of ingest-kit mock', () => {
    const flags = Object.keys(mockOptions).filter((name) => name !== 'help').map((name) => `--${name}`);
    expect(flags.length).toBeGreaterThan(8);
    for (const flag of flags) expect(readme, flag).toContain(`\`${flag}`);
  });
});
