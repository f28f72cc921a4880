/**
 * DDEX `Classical_ReleaseProfileVariantVersionId` (Release Profile 2.1, ClassicalVariant 1547-1, clause 5.2.2, Fatal
 * Error): a message checked as the Classical variant declares ReleaseProfileVariantVersionId `Classical`,
 * `BoxedSet Classical` or `Classical BoxedSet` (exact, as XPath compares). The variant's rules run when the message
 * declares the variant (index.ts VARIANTS_21) or when it is checked as `2.1/ClassicalVariant`.
 * ERN 4.2/4.3: the same root attribute and values (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

const ACCEPTED = ['Classical', 'BoxedSet Classical', 'Classical BoxedSet'];

export const rp21ClassicalReleaseProfileVariantVersionId: ProfileRule = {
  id: 'rp21-classical-release-profile-variant-version-id',
  standard: '2.1',
  pattern: 'Classical_ReleaseProfileVariantVersionId',
  ddex: { ClassicalVariant: [assertion('1547-1', '5.2.2')] },
  code: 'NewReleaseMessageInvalid',
  title: 'A message of the Classical variant says so: ReleaseProfileVariantVersionId="Classical"',
  fix: 'Write ReleaseProfileVariantVersionId="Classical" (or "BoxedSet Classical") on the NewReleaseMessage.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const declared = tree.root.attributes.ReleaseProfileVariantVersionId;
    if (declared !== undefined && ACCEPTED.includes(declared)) return [];
    const said = declared === undefined ? 'declares no ReleaseProfileVariantVersionId' : `declares ReleaseProfileVariantVersionId="${declared}"`;
    return [{
      message: `The message ${said}, but is checked as the Classical variant: write ReleaseProfileVariantVersionId="Classical" `
        + '(or "BoxedSet Classical") on the NewReleaseMessage if it is a classical release.',
      at: tree.root,
    }];
  },
};
