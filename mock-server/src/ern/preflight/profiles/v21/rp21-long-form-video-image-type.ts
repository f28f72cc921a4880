/**
 * DDEX `LongFormVideo_ImageType` (Release Profile 2.1, LongFormMusicalWorkVideo 1414-1, clause 5.1.2(d), Fatal
 * Error): the ResourceList holds an Image of Type FrontCoverImage, Poster or VideoScreenCapture (DDEX's XPath asks
 * for at least one). ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

const TYPES = ['FrontCoverImage', 'Poster', 'VideoScreenCapture'];

export const rp21LongFormVideoImageType: ProfileRule = {
  id: 'rp21-long-form-video-image-type',
  standard: '2.1',
  pattern: 'LongFormVideo_ImageType',
  ddex: { LongFormMusicalWorkVideo: [assertion('1414-1', '5.1.2(d)')] },
  code: 'MetadataMissing',
  title: 'A long-form video release holds an Image of Type FrontCoverImage, Poster or VideoScreenCapture',
  fix: 'Deliver the release\'s cover or poster as an Image of Type FrontCoverImage or Poster.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined || resourcesNamed(tree, 'Image').some((image) => hasType(image, TYPES))) return [];
    return [{
      message: 'The ResourceList holds no Image of Type FrontCoverImage, Poster or VideoScreenCapture: deliver the cover or '
        + 'poster as an Image of Type FrontCoverImage or Poster.',
      at: list,
    }];
  },
};
