/**
 * DDEX `SimpleVideoSingle_MustContainOneVideo` (Release Profile 2.1, SimpleVideoSingle 1290-1, clause 5.1.2(a), Fatal
 * Error): the ResourceList holds exactly one Video (of any Type, supplemental or not). ERN 4.2/4.3: the same elements.
 */
import type { ProfileRule } from '../types.js';
import { assertion, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

export const rp21SimpleVideoSingleMustContainOneVideo: ProfileRule = {
  id: 'rp21-simple-video-single-must-contain-one-video',
  standard: '2.1',
  pattern: 'SimpleVideoSingle_MustContainOneVideo',
  ddex: { SimpleVideoSingle: [assertion('1290-1', '5.1.2(a)')] },
  code: 'MetadataMissing',
  title: 'A simple video single holds exactly one Video',
  fix: 'Deliver exactly one Video; a release of several videos declares the Video profile.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    const count = resourcesNamed(tree, 'Video').length;
    if (list === undefined || count === 1) return [];
    return [{
      message: `The ResourceList holds ${count} Videos; a SimpleVideoSingle holds exactly one: deliver one Video, or declare the Video `
        + 'profile for a release of several.',
      at: list,
    }];
  },
};
