/**
 * conformance/CHECKS.md is generated from the registry, and every default-profile check quotes the
 * specification word for word: each quote is found in ../shared/spec/partner-ingest-service.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { certifiedVariants, faultCases } from '../../conformance/certification.js';
import { checks } from '../../conformance/registry.js';
import { implementationFaults, variants } from '../../mock-server/src/seam/index.js';
import { checkModules, renderChecksDoc } from '../../scripts/generate/checks-doc.js';
import { repoRoot } from '../support/contract.js';

const spec = readFileSync(path.join(repoRoot, '../shared/spec/partner-ingest-service.md'), 'utf8');
/** The specification as one line of text: a quote may span a table cell or a wrapped line. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('conformance/CHECKS.md', () => {
  it('is what `npm run generate` makes from the registry', async () => {
    const committed = readFileSync(path.join(repoRoot, 'conformance/CHECKS.md'), 'utf8');
    expect(committed === renderChecksDoc(await checkModules(repoRoot)), 'CHECKS.md is stale: run `npm run generate`').toBe(true);
  });

  it('names every check module after a real file', async () => {
    const moduleOf = await checkModules(repoRoot);
    for (const check of checks) expect(moduleOf(check)).toMatch(/^conformance\/checks\/[a-z-]+\/[a-z0-9-]+\.ts$/);
  });

  it.each(checks.filter((c) => c.profile !== 'extensions').map((c) => [c.id, c] as const))(
    '%s quotes the specification word for word and says what it accepts',
    (_id, check) => {
      expect(check.quotes.length).toBeGreaterThan(0);
      expect(check.accepts.length, 'a default-profile check says which legal alternatives it accepts').toBeGreaterThan(0);
      for (const quote of check.quotes) expect(flat(spec), `not in the specification: ${quote}`).toContain(flat(quote));
      expect(check.decision).toBeUndefined();
    },
  );

  it.each(checks.filter((c) => c.profile === 'extensions').map((c) => [c.id, c] as const))(
    '%s names the decision it tests and quotes what the specification leaves open',
    (_id, check) => {
      expect(check.decision).toMatch(/\S/);
      for (const quote of check.quotes) expect(flat(spec)).toContain(flat(quote));
    },
  );

  it('gives every check a stable, unique id of the form area.rule', () => {
    const ids = checks.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(auth|create|lookup|contract|lifecycle|webhooks|extensions|fuzz)\.[a-z0-9-]+$/);
  });

  it('lists every variant and every fault of the mock, each fault with a check that exists', () => {
    expect([...certifiedVariants].sort()).toEqual(Object.keys(variants).sort());
    expect(faultCases.map((c) => c.fault).sort()).toEqual(Object.keys(implementationFaults).sort());
    for (const c of faultCases) expect(checks.map((check) => check.id)).toContain(c.caughtBy);
  });
});

describe('the conformance guide\'s certification figures', () => {
  it('states the number of faults caught and of legal variants passed that the certification runs', () => {
    const guide = readFileSync(path.join(repoRoot, 'docs/guides/conformance.md'), 'utf8');
    const rates = /Catch rate: \*\*(\d+) of (\d+) \(100%\)\*\*; pass rate on legal variants: \*\*(\d+) of (\d+)\*\*/;
    const stated = rates.exec(guide);
    expect(stated, 'docs/guides/conformance.md states the catch and pass rates').not.toBeNull();
    const [faults, variantCount] = [faultCases.length, certifiedVariants.length];
    expect(stated!.slice(1).map(Number)).toEqual([faults, faults, variantCount, variantCount]);
  });
});
