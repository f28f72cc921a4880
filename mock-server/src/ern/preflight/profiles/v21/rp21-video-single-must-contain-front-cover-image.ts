/**
 * DDEX `VideoSingle_MustContainFrontCoverImage` (Release Profile 2.1, Video 1113-1, clause 5.1.2(b), Fatal Error): a
 * ResourceList that does not hold exactly one Video holds exactly one Image of Type FrontCoverImage.
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21VideoSingleMustContainFrontCoverImage: ProfileRule = {
  id: 'rp21-video-single-must-contain-front-cover-image',
  standard: '2.1',
  pattern: 'VideoSingle_MustContainFrontCoverImage',
  ddex: { Video: [assertion('1113-1', '5.1.2(b)')] },
  code: 'MetadataMissing',
  title: 'A video release of other than one Video holds exactly one Image of Type FrontCoverImage',
  fix: 'Deliver exactly one Image of Type FrontCoverImage for a release of several videos.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined || resourcesNamed(tree, 'Video').length === 1) return [];
    const count = resourcesNamed(tree, 'Image').filter((image) => hasType(image, ['FrontCoverImage'])).length;
    if (count === 1) return [];
    return [{
      message: `The ResourceList holds ${count} Images of Type FrontCoverImage; a Video release of other than one Video holds exactly `
        + 'one: deliver one front cover.',
      at: list,
    }];
  },
};
