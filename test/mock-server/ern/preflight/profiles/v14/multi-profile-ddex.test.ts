/**
 * The `ddex` tables of the Release Profile 1.4 MultiProfile modules against DDEX's own Schematron files
 * (../shared/ddex-schematron/sch/14, read, never copied): for each of the 17 release-profile files (the
 * BusinessProfile file, which checks deals and the message rather than a release type, is not one of them), every
 * `MultiProfile_*` pattern that has an assertion of a conformance role has its module, and the module lists that
 * file's assertions in its order with their rule numbers, clauses and roles. Assertions of role Information (and the
 * patterns that have only those) are not conformance rules and are left out, as the modules leave them out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DDEX_ROLES, type DdexAssertion } from '../../../../../../mock-server/src/ern/preflight/profiles/types.js';
import { MULTI_PROFILE_RULES_14 } from '../../../../../../mock-server/src/ern/preflight/profiles/v14/multi-profile.js';
import { samplesDir } from '../../../support.js';

const schDir = path.join(samplesDir, '..', 'ddex-schematron', 'sch', '14');
const FILE = /^NewReleaseMessage_ReleaseProfile_(\w+)_14\.sch$/;

/** Each MultiProfile pattern of one file, with its assertions of a conformance role as DDEX's text numbers them. */
function patternsOf(text: string): Map<string, DdexAssertion[]> {
  const patterns = new Map<string, DdexAssertion[]>();
  for (const [, id, body] of text.matchAll(/<s:pattern id="(MultiProfile_\w+)">([\s\S]*?)<\/s:pattern>/g)) {
    const assertions: DdexAssertion[] = [];
    for (const [, , role, message] of body!.matchAll(/<s:(assert|report)\b[^>]*\brole="([^"]+)"[^>]*>([\s\S]*?)<\/s:\1>/g)) {
      if (!(DDEX_ROLES as readonly string[]).includes(role!)) continue;
      const words = message!.replace(/\s+/g, ' ');
      const rule = /(\d+-\d+NR)/.exec(words)?.[1] ?? /Rule (\d+-\d+)/.exec(words)?.[1] ?? '?';
      const clause = /Clause (.*?), (?:Rule )?\d+-\d+/.exec(words)?.[1] ?? '';
      assertions.push({ rule, clause, role: role as DdexAssertion['role'] });
    }
    if (assertions.length > 0) patterns.set(id!, assertions);
  }
  return patterns;
}

describe.skipIf(!existsSync(schDir))('the 1.4 MultiProfile modules against DDEX\'s Schematron files', () => {
  const files = existsSync(schDir) ? readdirSync(schDir).filter((name) => FILE.test(name)).sort() : [];

  it('reads the 17 release-profile files', () => {
    expect(files).toHaveLength(17);
  });

  it.each(files)('%s: each MultiProfile pattern is a module with its assertions', (file) => {
    const profile = FILE.exec(file)![1]!;
    const patterns = patternsOf(readFileSync(path.join(schDir, file), 'utf8'));
    const modules = new Map(MULTI_PROFILE_RULES_14.filter((rule) => profile in rule.ddex)
      .map((rule) => [rule.pattern, rule.ddex[profile]]));
    expect([...modules.keys()].sort()).toEqual([...patterns.keys()].sort());
    for (const [pattern, assertions] of patterns) expect({ pattern, assertions: modules.get(pattern) }).toEqual({ pattern, assertions });
  });

  it('holds every pattern that some file has, and no other', () => {
    const all = new Set(files.flatMap((file) => [...patternsOf(readFileSync(path.join(schDir, file), 'utf8')).keys()]));
    expect(MULTI_PROFILE_RULES_14.map((rule) => rule.pattern).sort()).toEqual([...all].sort());
  });
});
