/**
 * DDEX `LongFormVideo_MustContainOneWorkVideo` (Release Profile 2.1, LongFormMusicalWorkVideo 1411-1, clause
 * 5.1.2(a), Fatal Error): the ResourceList holds exactly one Video of Type LongFormMusicalWorkVideo or ConcertVideo.
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

const WORK_VIDEO = ['LongFormMusicalWorkVideo', 'ConcertVideo'];

export const rp21LongFormVideoMustContainOneWorkVideo: ProfileRule = {
  id: 'rp21-long-form-video-must-contain-one-work-video',
  standard: '2.1',
  pattern: 'LongFormVideo_MustContainOneWorkVideo',
  ddex: { LongFormMusicalWorkVideo: [assertion('1411-1', '5.1.2(a)')] },
  code: 'MetadataMissing',
  title: 'A long-form video release holds exactly one Video of Type LongFormMusicalWorkVideo or ConcertVideo',
  fix: 'Deliver the film or concert as the one Video of Type LongFormMusicalWorkVideo or ConcertVideo; trailers take '
    + 'MusicalWorkTrailer or NonMusicalWorkTrailer.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined) return [];
    const count = resourcesNamed(tree, 'Video').filter((video) => hasType(video, WORK_VIDEO)).length;
    if (count === 1) return [];
    return [{
      message: `The ResourceList holds ${count} Videos of Type LongFormMusicalWorkVideo or ConcertVideo; a LongFormMusicalWorkVideo `
        + 'release holds exactly one: deliver the work as one such Video (trailers take MusicalWorkTrailer or NonMusicalWorkTrailer).',
      at: list,
    }];
  },
};
