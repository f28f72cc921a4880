/** conformance/CHECKS.md documents every check of the registry, with the same spec section, profile and rule. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checks } from '../../conformance/registry.js';
import { repoRoot } from '../support/contract.js';

const doc = readFileSync(path.join(repoRoot, 'conformance/CHECKS.md'), 'utf8');
const sections = new Map(
  [...doc.matchAll(/^## `([^`]+)`\n\n([\s\S]*?)(?=^## |$(?![\s\S]))/gm)].map(([, id, body]) => [id ?? '', body ?? '']),
);

describe('conformance/CHECKS.md', () => {
  it('has one section per check, in registry order, and no other', () => {
    expect([...sections.keys()]).toEqual(checks.map((c) => c.id));
  });

  it.each(checks.map((c) => [c.id, c] as const))('%s: same spec section, profile and rule', (_id, check) => {
    const body = sections.get(check.id) ?? '';
    expect(body).toContain(`- **Spec:** ${check.specSection}\n`);
    expect(body).toContain(`- **Profile:** ${check.profile}\n`);
    expect(body).toContain(`- **Rule:** ${check.title}\n`);
  });

  it('gives every check a stable, unique id of the form area.rule', () => {
    const ids = checks.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(auth|create|lookup|contract|lifecycle|webhooks|extensions)\.[a-z0-9-]+$/);
  });
});
