/**
 * DDEX `SimpleVideoSingle_ImageType` (Release Profile 2.1, SimpleVideoSingle 1293-1, clause 5.1.2(d), Fatal Error):
 * the ResourceList holds an Image of Type FrontCoverImage or VideoScreenCapture (DDEX's XPath asks for at least one,
 * although clause 5.1.2 lets the image be absent). ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21SimpleVideoSingleImageType: ProfileRule = {
  id: 'rp21-simple-video-single-image-type',
  standard: '2.1',
  pattern: 'SimpleVideoSingle_ImageType',
  ddex: { SimpleVideoSingle: [assertion('1293-1', '5.1.2(d)')] },
  code: 'MetadataMissing',
  title: 'A simple video single holds an Image of Type FrontCoverImage or VideoScreenCapture',
  fix: 'Deliver the single\'s picture as an Image of Type FrontCoverImage or VideoScreenCapture.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined || resourcesNamed(tree, 'Image').some((image) => hasType(image, ['FrontCoverImage', 'VideoScreenCapture']))) return [];
    return [{
      message: 'The ResourceList holds no Image of Type FrontCoverImage or VideoScreenCapture: deliver the single\'s picture as one.',
      at: list,
    }];
  },
};
