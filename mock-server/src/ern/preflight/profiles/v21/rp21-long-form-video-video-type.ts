/**
 * DDEX `LongFormVideo_VideoType` (Release Profile 2.1, LongFormMusicalWorkVideo 1412-1, clause 5.1.2(b), Fatal
 * Error): the ResourceList holds a Video of Type LongFormMusicalWorkVideo, ConcertVideo, MusicalWorkTrailer or
 * NonMusicalWorkTrailer (DDEX's XPath asks for at least one, not that every Video is one).
 * ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, resourceListOf, resourcesNamed, SAME_IN_LATER_VERSIONS } from './one-profile-reads.js';

const TYPES = ['LongFormMusicalWorkVideo', 'ConcertVideo', 'MusicalWorkTrailer', 'NonMusicalWorkTrailer'];

export const rp21LongFormVideoVideoType: ProfileRule = {
  id: 'rp21-long-form-video-video-type',
  standard: '2.1',
  pattern: 'LongFormVideo_VideoType',
  ddex: { LongFormMusicalWorkVideo: [assertion('1412-1', '5.1.2(b)')] },
  code: 'MetadataMissing',
  title: 'A long-form video release holds a Video of Type LongFormMusicalWorkVideo, ConcertVideo or a trailer type',
  fix: 'Give the release\'s Video the Type LongFormMusicalWorkVideo or ConcertVideo (trailers: MusicalWorkTrailer, NonMusicalWorkTrailer).',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    const list = resourceListOf(tree);
    if (list === undefined || resourcesNamed(tree, 'Video').some((video) => hasType(video, TYPES))) return [];
    return [{
      message: 'The ResourceList holds no Video of Type LongFormMusicalWorkVideo, ConcertVideo, MusicalWorkTrailer or '
        + 'NonMusicalWorkTrailer: deliver the work as a Video of one of these Types.',
      at: list,
    }];
  },
};
