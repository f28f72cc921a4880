/**
 * DDEX `LongFormVideo_MustContainOneFrontCoverImageOrPoster` (Release Profile 2.1, LongFormMusicalWorkVideo 1413-1,
 * clause 5.1.2(c), Fatal Error): the ResourceList holds exactly one Image of Type FrontCoverImage or Poster.
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21LongFormVideoMustContainOneFrontCoverImageOrPoster: ProfileRule = {
  id: 'rp21-long-form-video-must-contain-one-front-cover-image-or-poster',
  standard: '2.1',
  pattern: 'LongFormVideo_MustContainOneFrontCoverImageOrPoster',
  ddex: { LongFormMusicalWorkVideo: [assertion('1413-1', '5.1.2(c)')] },
  code: 'MetadataMissing',
  title: 'A long-form video release holds exactly one Image of Type FrontCoverImage or Poster',
  fix: 'Deliver one Image of Type FrontCoverImage or Poster (stills take VideoScreenCapture).',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined) return [];
    const count = resourcesNamed(tree, 'Image').filter((image) => hasType(image, ['FrontCoverImage', 'Poster'])).length;
    if (count === 1) return [];
    return [{
      message: `The ResourceList holds ${count} Images of Type FrontCoverImage or Poster; a LongFormMusicalWorkVideo release holds `
        + 'exactly one: keep one (other pictures take VideoScreenCapture).',
      at: list,
    }];
  },
};
