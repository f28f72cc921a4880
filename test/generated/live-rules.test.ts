/**
 * The rule list of docs/guides/watch-traffic.md is what the rule library says (scripts/generate/live-rules.ts):
 * every rule the proxy and the webhook watcher judge by, with its kind, and every implementation fault of the mock
 * with the rule that flags it or why none can.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { implementationFaults } from '../../mock-server/src/seam/index.js';
import { LIVE_GUIDE, listedRules, renderLiveRules, withLiveRules } from '../../scripts/generate/live-rules.js';
import { repoRoot } from '../support/contract.js';

describe('the live rule list of the guide', () => {
  it(`${LIVE_GUIDE} lists the rules as the library describes them (run \`npm run generate\`)`, () => {
    const text = readFileSync(path.join(repoRoot, LIVE_GUIDE), 'utf8');
    expect(withLiveRules(text) === text, `${LIVE_GUIDE}: the rule list is stale; run \`npm run generate\``).toBe(true);
  });

  it('has a row for every rule, with its kind, and one for every fault of the mock', () => {
    const list = renderLiveRules();
    const rules = listedRules();
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    for (const rule of rules) expect(list).toContain(`| \`${rule.id}\` | ${rule.kind} |`);
    for (const fault of Object.keys(implementationFaults)) expect(list).toMatch(new RegExp(`^\\| \`${fault}\` \\|`, 'm'));
  });

  it('refuses a guide whose markers were lost', () => {
    expect(() => withLiveRules('# no list here\n')).toThrow(/no live rule list is marked/);
  });
});
