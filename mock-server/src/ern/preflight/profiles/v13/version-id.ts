/**
 * DDEX's `<Profile>_ReleaseProfileVersionId` patterns of Release Profile 1.3 (clause 3.2): context
 * `*:NewReleaseMessage`, assert `@ReleaseProfileVersionId = 'CommonReleaseTypes/131/<Name>'`. DDEX's 1.3 files want
 * the id of profile version 1.3.1, `…/131/…`: a message declaring `CommonReleaseTypes/13/<Name>` (or DDEX's samples'
 * `CommonReleaseTypesTypes/…`) fails it, as it fails under DDEX's validator. The 1.4 patterns are the same with
 * `…/14/…` (../v14/one-profile-shapes.ts profileVersionIdRule).
 */
import type { DdexAssertion, ProfileRule, ProfileRuleFinding } from '../types.js';

export interface VersionId13Options {
  id: string;
  pattern: string;
  /** One assertion, or (Wallpaper's file, whose two patterns of this id assert the same) several failed together. */
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  /** The value DDEX's file asserts: `CommonReleaseTypes/131/AudioSingle`. */
  expected: string;
  /** The profile's name in DDEX's words, for messages: `Audio Single`. */
  profileTitle: string;
  /** Why DDEX's file asserts a value other than the profile's own name, when it does. */
  note?: string;
  /**
   * Where DDEX's file is itself wrong (it asserts another profile's value, `expected` being the profile's own): the
   * value DDEX's file asserts, which the kit accepts as well (the oracle lists the difference).
   */
  ddexValue?: string;
}

export function profileVersionId13(options: VersionId13Options): ProfileRule {
  const { expected, profileTitle, note, ddexValue } = options;
  const after = note === undefined ? '' : ` ${note}`;
  return {
    id: options.id,
    standard: '1.3',
    pattern: options.pattern,
    ddex: options.ddex,
    code: 'NewReleaseMessageInvalid',
    title: `The message declares ReleaseProfileVersionId "${expected}" (${profileTitle}, Release Profile 1.3.1)`,
    fix: `Set the NewReleaseMessage's ReleaseProfileVersionId attribute to "${expected}", as DDEX's ${profileTitle} rules of `
      + `Release Profile 1.3 ask (1.3.1's id: 131, not 13).${after}`,
    check({ tree, profile }) {
      const declared = tree.root.attributes.ReleaseProfileVersionId;
      if (declared === expected || (ddexValue !== undefined && declared === ddexValue)) return [];
      const found = declared === undefined ? 'has no ReleaseProfileVersionId' : `declares ReleaseProfileVersionId "${declared}"`;
      const message = `The message ${found}; DDEX's ${profileTitle} rules (Release Profile 1.3.1, clause 3.2) want exactly `
        + `"${expected}". Set the NewReleaseMessage's ReleaseProfileVersionId attribute to "${expected}".${after}`;
      const count = options.ddex[profile.name]?.length ?? 1;
      return Array.from({ length: count }, (_, assertion): ProfileRuleFinding => ({ at: tree.root, message, assertion }));
    },
  };
}
