/**
 * Release Profile 1.3 rules that are 1.4 rules under other numbers (issue #32): most of DDEX's 1.3 patterns assert
 * exactly what the 1.4 pattern of the same id asserts (same context, same test), and only the rule numbers, clauses
 * and roles of the profiles' files differ. Such a 1.3 module is {@link sameCheck} of the 1.4 module: its own id,
 * standard and `ddex` table, the 1.4 module's check, code, title and fix, so that each assertion is written once. A
 * profile id the 1.4 text gives (`CommonReleaseTypes/14/AudioSingle`) is given as 1.3.1's (`…/131/…`), and a finding
 * of a profile run as another's (`as`) names the profile checked.
 */
import type { DdexAssertion, ProfileRule } from '../types.js';

export interface SameCheckOptions {
  /** `rp13-` + the 1.4 module's id after `rp14-`. */
  id: string;
  /** DDEX's pattern id in the 1.3 files (usually the 1.4 one's). */
  pattern: string;
  /** Per 1.3 profile: its file's assertions, in the order the 1.4 module numbers its findings (`assertion`). */
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  /**
   * Per 1.3 profile, where the 1.4 module reads the profile's name to choose between two tests of its 1.4 files: the
   * 1.4 profile whose file has the test that the 1.3 file has (1.3's LongformVideo asserts one main release, as
   * 1.4's other profiles do, where 1.4's LongformVideo asserts one release).
   */
  as?: Readonly<Record<string, string>>;
  /** The title and fix, where the 1.4 module's speak of a 1.4 profile's own test. */
  title?: string;
  fix?: string;
}

/** 1.4's profile ids in a text, as 1.3.1's. */
const in13 = (text: string): string => text.replaceAll('CommonReleaseTypes/14/', 'CommonReleaseTypes/131/');

/** The 1.3 rule that asserts what `rule` (a 1.4 module) asserts, numbered as `options.ddex` says. */
export function sameCheck(rule: ProfileRule, options: SameCheckOptions): ProfileRule {
  const { as } = options;
  return {
    id: options.id,
    standard: '1.3',
    pattern: options.pattern,
    ddex: options.ddex,
    code: rule.code,
    title: options.title ?? rule.title,
    fix: in13(options.fix ?? rule.fix),
    check(input) {
      const name = as?.[input.profile.name];
      const findings = rule.check(name === undefined ? input : { ...input, profile: { standard: '1.4', name } });
      const own = (text: string): string => in13(name === undefined ? text : text.replace(new RegExp(`\\b${name}\\b`, 'g'), input.profile.name));
      return findings.map((finding) => ({ ...finding, message: own(finding.message) }));
    },
  };
}
