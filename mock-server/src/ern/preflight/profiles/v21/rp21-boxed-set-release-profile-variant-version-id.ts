/**
 * DDEX `BoxedSet_ReleaseProfileVariantVersionId` (Release Profile 2.1, BoxedSetVariant 1543-1, clause 5.2.2, Fatal
 * Error): a message checked as the Boxed Set variant declares ReleaseProfileVariantVersionId `BoxedSet`,
 * `BoxedSet Classical` or `Classical BoxedSet` (exact, as XPath compares). The variant's rules run when the message
 * declares the variant (index.ts VARIANTS_21) or when it is checked as `2.1/BoxedSetVariant`.
 * ERN 4.2/4.3: the same root attribute and values (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

const ACCEPTED = ['BoxedSet', 'BoxedSet Classical', 'Classical BoxedSet'];

export const rp21BoxedSetReleaseProfileVariantVersionId: ProfileRule = {
  id: 'rp21-boxed-set-release-profile-variant-version-id',
  standard: '2.1',
  pattern: 'BoxedSet_ReleaseProfileVariantVersionId',
  ddex: { BoxedSetVariant: [assertion('1543-1', '5.2.2')] },
  code: 'NewReleaseMessageInvalid',
  title: 'A message of the Boxed Set variant says so: ReleaseProfileVariantVersionId="BoxedSet"',
  fix: 'Write ReleaseProfileVariantVersionId="BoxedSet" (or "BoxedSet Classical") on the NewReleaseMessage.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const declared = tree.root.attributes.ReleaseProfileVariantVersionId;
    if (declared !== undefined && ACCEPTED.includes(declared)) return [];
    const said = declared === undefined ? 'declares no ReleaseProfileVariantVersionId' : `declares ReleaseProfileVariantVersionId="${declared}"`;
    return [{
      message: `The message ${said}, but is checked as the Boxed Set variant: write ReleaseProfileVariantVersionId="BoxedSet" `
        + '(or "BoxedSet Classical") on the NewReleaseMessage if it is a boxed set.',
      at: tree.root,
    }];
  },
};
