/**
 * DDEX's `MixedMediaBundle_MustContainTwoDifferentResourceTypes` (Release Profile 1.4, clause 3.1, Fatal Error; rule
 * MixedMediaBundle 1535-1): the ResourceGroupContentItems that name a primary resource (a ReleaseResourceReference
 * with ReleaseResourceType="PrimaryResource" written out) have at least two distinct ResourceType values, anywhere
 * in the message.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp14MixedMediaBundleMustContainTwoDifferentResourceTypes: ProfileRule = {
  id: 'rp14-mixed-media-bundle-must-contain-two-different-resource-types',
  standard: '1.4',
  pattern: 'MixedMediaBundle_MustContainTwoDifferentResourceTypes',
  ddex: {
    MixedMediaBundle: [{ rule: '1535-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'A mixed media bundle holds primary resources of two kinds',
  fix: 'A mixed media bundle holds primary resources of at least two kinds (a SoundRecording and a Video, say): list each in a '
    + 'ResourceGroupContentItem with its ResourceType and a ReleaseResourceReference with ReleaseResourceType="PrimaryResource".',
  check(input) {
    const types = new Set<string>();
    for (const item of indexOf(input).named('ResourceGroupContentItem')) {
      const primary = item.children.some((child) => child.name === 'ReleaseResourceReference'
        && child.attributes.ReleaseResourceType === 'PrimaryResource');
      if (!primary) continue;
      for (const child of item.children) if (child.name === 'ResourceType') types.add(child.text);
    }
    if (types.size > 1) return [];
    const found = types.size === 0 ? 'no ResourceType' : `only ResourceType "${[...types][0]!}"`;
    return [{
      at: input.tree.root,
      message: `The ResourceGroupContentItems of primary resources have ${found}; a mixed media bundle holds primary resources of at `
        + 'least two kinds. List each in a ResourceGroupContentItem with its ResourceType and a ReleaseResourceReference with '
        + 'ReleaseResourceType="PrimaryResource".',
    }];
  },
};
