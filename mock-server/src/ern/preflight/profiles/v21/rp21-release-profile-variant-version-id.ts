/**
 * DDEX `MultiProfile_ReleaseProfileVariantVersionId` (Release Profile 2.1, 5.2.2 Fatal Error).
 * A message root with `ReleaseProfileVariantVersionId` must give BoxedSet, Classical, `BoxedSet Classical` or
 * `Classical BoxedSet`.
 *
 * Rule numbers: Audio 1051-1, MixedMedia 1173-1, Video 1111-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';

const VARIANTS = new Set(['BoxedSet', 'Classical', 'BoxedSet Classical', 'Classical BoxedSet']);

export const rp21ReleaseProfileVariantVersionId: ProfileRule = {
  id: 'rp21-release-profile-variant-version-id',
  standard: '2.1',
  pattern: 'MultiProfile_ReleaseProfileVariantVersionId',
  ddex: {
    Audio: [{ rule: '1051-1', clause: '5.2.2', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1173-1', clause: '5.2.2', role: 'Fatal Error' }],
    Video: [{ rule: '1111-1', clause: '5.2.2', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'ReleaseProfileVariantVersionId is BoxedSet, Classical or both',
  fix: 'Set ReleaseProfileVariantVersionId to BoxedSet, Classical, "BoxedSet Classical" or "Classical '
    + 'BoxedSet", or leave it out.',
  laterVersions: 'same elements.',
  check(input) {
    const { root } = input.tree;
    const variant = root.attributes.ReleaseProfileVariantVersionId;
    return variant === undefined || VARIANTS.has(variant)
      ? []
      : [{
          at: root,
          message: `ReleaseProfileVariantVersionId "${variant}" is not a variant of profile 2.1. Use BoxedSet, Classical or "BoxedSet Classical", or leave it out.`,
        }];
  },
};
