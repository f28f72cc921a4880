/**
 * The rule each 2.1 profile's file states once under its own pattern id (`AudioSingle_ReleaseProfileVersionId`,
 * `DjMix_ReleaseProfileVersionId`, …, clause 5.2.1): the root's `ReleaseProfileVersionId` is that profile's name,
 * compared as XPath compares it (`@ReleaseProfileVersionId = 'Audio'`: exact, untrimmed). It fails when the message
 * declares none or another one and is checked as this profile (`validate --profile`). One module per pattern
 * (rp21-*-release-profile-version-id.ts) built with {@link releaseProfileVersionIdRule}.
 */
import type { ProfileRule } from '../types.js';
import { assertion, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export interface VersionIdSpec {
  id: string;
  /** DDEX's pattern id. */
  pattern: string;
  /** DDEX's profile name: the file's and the value the attribute must hold. */
  profile: string;
  /** DDEX's rule number in that file. */
  rule: string;
}

export function releaseProfileVersionIdRule(spec: VersionIdSpec): ProfileRule {
  return {
    id: spec.id,
    standard: '2.1',
    pattern: spec.pattern,
    ddex: { [spec.profile]: [assertion(spec.rule, '5.2.1')] },
    code: 'NewReleaseMessageInvalid',
    title: `A message of the ${spec.profile} profile says so: ReleaseProfileVersionId="${spec.profile}"`,
    fix: `Write ReleaseProfileVersionId="${spec.profile}" on the NewReleaseMessage, or check the message as the profile it declares.`,
    laterVersions: SAME_IN_LATER_VERSIONS,
    check({ tree }) {
      const declared = tree.root.attributes.ReleaseProfileVersionId;
      if (declared === spec.profile) return [];
      const said = declared === undefined ? 'declares no ReleaseProfileVersionId' : `declares ReleaseProfileVersionId="${declared}"`;
      return [{
        message: `The message ${said}, but is checked as the ${spec.profile} profile: write ReleaseProfileVersionId="${spec.profile}" `
          + 'on the NewReleaseMessage if it is one, or check it as the profile it is.',
        at: tree.root,
      }];
    },
  };
}
