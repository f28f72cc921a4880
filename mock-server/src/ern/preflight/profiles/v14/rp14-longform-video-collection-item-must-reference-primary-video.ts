/**
 * DDEX's `LongformVideo_CollectionItemMustReferencePrimaryVideo` (Release Profile 1.4, clause 4.8(10e), Fatal Error;
 * rule LongformVideo 1459-1): each resource a Collection lists (the CollectionResourceReference inside each entry of
 * its CollectionResourceReferenceList) is named, anywhere, by a ResourceGroupContentItem's ReleaseResourceReference
 * with ReleaseResourceType="PrimaryResource" written out.
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';

export const rp14LongformVideoCollectionItemMustReferencePrimaryVideo: ProfileRule = {
  id: 'rp14-longform-video-collection-item-must-reference-primary-video',
  standard: '1.4',
  pattern: 'LongformVideo_CollectionItemMustReferencePrimaryVideo',
  ddex: {
    LongformVideo: [{ rule: '1459-1', clause: '4.8(10e)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'Each video chapter is part of a primary video of the release',
  fix: 'Make each Collection\'s CollectionResourceReference name the primary video, as a ResourceGroupContentItem of the release '
    + 'names it (ReleaseResourceReference ReleaseResourceType="PrimaryResource").',
  check(input) {
    const index = indexOf(input);
    const primary = new Set(index.named('ResourceGroupContentItem').flatMap((item) => item.children)
      .filter((child) => child.name === 'ReleaseResourceReference' && child.attributes.ReleaseResourceType === 'PrimaryResource')
      .map((child) => child.text));
    return index.named('CollectionResourceReference')
      .filter((reference) => reference.parent?.parent?.name === 'CollectionResourceReferenceList'
        && reference.parent.parent.parent?.name === 'Collection' && !primary.has(reference.text))
      .map((reference) => ({
        at: reference,
        message: `The Collection's CollectionResourceReference "${reference.text}" is no primary resource of a ResourceGroupContentItem; `
          + 'a longform video\'s chapters are parts of its primary video. Name that video, which a ResourceGroupContentItem names '
          + 'with ReleaseResourceType="PrimaryResource".',
      }));
  },
};
