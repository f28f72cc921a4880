/**
 * The release-profile rule list of docs/guides/profile-rules.md is what the modules say (scripts/generate/profile-rules.ts):
 * every rule of PROFILE_RULES with its id, DDEX's pattern, per profile the rule number, clause and role, its title,
 * its fix and, for the 2.1 rules, what ERN 4.2 and 4.3 do.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROFILE_RULES } from '../../mock-server/src/ern/preflight/profiles/index.js';
import { PROFILE_RULES_GUIDE, renderProfileRules, withProfileRules } from '../../scripts/generate/profile-rules.js';
import { repoRoot } from '../support/contract.js';
import { fake41Only, fakeIcpn } from '../support/fake-profile-rules.js';

describe('the release-profile rule list of the guide', () => {
  it(`${PROFILE_RULES_GUIDE} lists the profile rules as their modules describe them (run \`npm run generate\`)`, () => {
    const text = readFileSync(path.join(repoRoot, PROFILE_RULES_GUIDE), 'utf8');
    expect(withProfileRules(text) === text, `${PROFILE_RULES_GUIDE}: the release-profile rule list is stale; run \`npm run generate\``).toBe(true);
  });

  it('has a row and a section for every rule of PROFILE_RULES', () => {
    const list = renderProfileRules();
    const sections = list.split(/^#### /m).slice(1);
    expect(sections.map((section) => /^`([^`]+)`/.exec(section)?.[1])).toEqual(PROFILE_RULES.map((rule) => rule.id));
    for (const rule of PROFILE_RULES) expect(list).toContain(`| [\`${rule.id}\`](#${rule.id}) | \`${rule.pattern}\` |`);
  });

  it('gives per profile DDEX\'s rule number, clause, role and severity, the fix, and what ERN 4.2 and 4.3 do', () => {
    const list = renderProfileRules([fakeIcpn, fake41Only]);
    expect(list).toContain('| [`rp21-fake-icpn`](#rp21-fake-icpn) | `MultiProfile_FakeICPN` | Audio 9000-1; Video 9060-1 | Every Release has an ICPN (fake, for tests) |');
    expect(list).toContain('- **DDEX:** Release Profile 2.1, pattern `MultiProfile_FakeICPN`; code `MetadataMissing`\n'
      + '  - `2.1/Audio`: rule 9000-1, clause 5.1.1(a), Fatal Error (error)\n'
      + '  - `2.1/Video`: rule 9060-1, clause 5.1.1(a), Fatal Error (error)\n'
      + '- **Fix:** Add &lt;ReleaseId>&lt;ICPN> to the Release.\n'
      + '- **ERN 4.2 and 4.3:** checked');
    expect(list).toContain('  - `2.1/Audio`: rule 9001-2, clause 6.2, Conditional Error (warning)');
    expect(list).toContain('- **ERN 4.2 and 4.3:** not checked; No counterpart in ERN 4.2 and 4.3.');
    expect(list).toContain('### Release Profile 1.3\n\nThe kit holds no rule of this standard yet.');
  });

  it('rewrites only the marked list, and refuses a guide whose markers were lost', () => {
    const given = 'Intro.\n<!-- profile-rules -->\nold\n<!-- /profile-rules -->\nAfter.\n';
    expect(withProfileRules(given, 'new\n')).toBe('Intro.\n<!-- profile-rules -->\nnew\n<!-- /profile-rules -->\nAfter.\n');
    expect(() => withProfileRules('# Preflight\n')).toThrow(/no profile rule list is marked/);
  });
});
