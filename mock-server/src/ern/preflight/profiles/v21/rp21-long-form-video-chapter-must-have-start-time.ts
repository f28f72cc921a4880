/**
 * DDEX `LongFormVideo_ChapterMustHaveStartTime` (Release Profile 2.1, LongFormMusicalWorkVideo 1424-1, clause
 * 5.4.3(2.2a), Fatal Error): each Chapter of the ChapterList has a StartTime. ERN 4.2/4.3: the same elements.
 */
import type { ProfileRule } from '../types.js';
import { assertion, chaptersOf, SAME_IN_LATER_VERSIONS, textsOf } from './one-profile-reads.js';

export const rp21LongFormVideoChapterMustHaveStartTime: ProfileRule = {
  id: 'rp21-long-form-video-chapter-must-have-start-time',
  standard: '2.1',
  pattern: 'LongFormVideo_ChapterMustHaveStartTime',
  ddex: { LongFormMusicalWorkVideo: [assertion('1424-1', '5.4.3(2.2a)')] },
  code: 'MetadataMissing',
  title: 'Each Chapter has a StartTime',
  fix: 'Give each Chapter a StartTime: where it starts in the video, as an xs:duration (PT1M30S).',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    return chaptersOf(tree).filter((chapter) => textsOf(chapter, 'StartTime').length === 0).map((chapter) => ({
      message: `The Chapter "${textsOf(chapter, 'ChapterReference').join('')}" has no StartTime: add where it starts in the video (PT1M30S).`,
      at: chapter,
    }));
  },
};
