/**
 * DDEX `SimpleVideoSingle_ResourceGroupContentItemVideo` (Release Profile 2.1, SimpleVideoSingle 1301-1, clause
 * 5.4.1(3.1), Fatal Error): each ResourceGroupContentItem (anywhere) has a ReleaseResourceReference naming a Video of
 * the ResourceList. ERN 4.2/4.3: the same elements (laterVersions).
 */
import { childrenOf } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { assertion, resourcesNamed, SAME_IN_LATER_VERSIONS, textsOf } from './one-profile-reads.js';

export const rp21SimpleVideoSingleResourceGroupContentItemVideo: ProfileRule = {
  id: 'rp21-simple-video-single-resource-group-content-item-video',
  standard: '2.1',
  pattern: 'SimpleVideoSingle_ResourceGroupContentItemVideo',
  ddex: { SimpleVideoSingle: [assertion('1301-1', '5.4.1(3.1)')] },
  code: 'NewReleaseMessageInvalid',
  title: 'The single\'s content item is the Video',
  fix: 'Make the ResourceGroupContentItem\'s ReleaseResourceReference name the Video (the picture is a LinkedReleaseResourceReference).',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check(input) {
    const items = indexOf(input).named('ResourceGroupContentItem');
    if (items.length === 0) return [];
    const videos = new Set(resourcesNamed(input.tree, 'Video').flatMap((video) => textsOf(video, 'ResourceReference')));
    return items.filter((item) => !childrenOf(item, 'ReleaseResourceReference').some((reference) => videos.has(reference.text)))
      .map((item) => ({
        message: `The ResourceGroupContentItem naming "${textsOf(item, 'ReleaseResourceReference').join(', ')}" names no Video: a `
          + 'SimpleVideoSingle\'s content item is its Video (a picture goes in LinkedReleaseResourceReference).',
        at: item,
      }));
  },
};
