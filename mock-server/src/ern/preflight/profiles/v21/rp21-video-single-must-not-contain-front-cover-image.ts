/**
 * DDEX `VideoSingle_MustNotContainFrontCoverImage` (Release Profile 2.1, Video 1114-1, clause 5.1.2(c), Fatal Error;
 * a Schematron report): a ResourceList that holds exactly one Video holds no Image of Type FrontCoverImage.
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21VideoSingleMustNotContainFrontCoverImage: ProfileRule = {
  id: 'rp21-video-single-must-not-contain-front-cover-image',
  standard: '2.1',
  pattern: 'VideoSingle_MustNotContainFrontCoverImage',
  ddex: { Video: [assertion('1114-1', '5.1.2(c)')] },
  code: 'NewReleaseMessageInvalid',
  title: 'A video release of one Video holds no Image of Type FrontCoverImage',
  fix: 'A release of one video carries no front cover: give its picture the Type VideoScreenCapture, or leave it out.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined || resourcesNamed(tree, 'Video').length !== 1) return [];
    return resourcesNamed(tree, 'Image').filter((image) => hasType(image, ['FrontCoverImage'])).slice(0, 1).map((image) => ({
      message: 'The release holds one Video and an Image of Type FrontCoverImage; a Video release of one video has no front cover: '
        + 'give the picture the Type VideoScreenCapture, or leave it out.',
      at: image,
    }));
  },
};
