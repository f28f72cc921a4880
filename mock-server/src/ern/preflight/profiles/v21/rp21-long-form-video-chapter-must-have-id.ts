/**
 * DDEX `LongFormVideo_ChapterMustHaveId` (Release Profile 2.1, LongFormMusicalWorkVideo 1423-1, clause 5.4.3(2.1),
 * Fatal Error): each Chapter of the ChapterList has a ChapterId. ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, chaptersOf, SAME_IN_LATER_VERSIONS, textsOf } from './one-profile-reads.js';

export const rp21LongFormVideoChapterMustHaveId: ProfileRule = {
  id: 'rp21-long-form-video-chapter-must-have-id',
  standard: '2.1',
  pattern: 'LongFormVideo_ChapterMustHaveId',
  ddex: { LongFormMusicalWorkVideo: [assertion('1423-1', '5.4.3(2.1)')] },
  code: 'MetadataMissing',
  title: 'Each Chapter has a ChapterId',
  fix: 'Give each Chapter a ChapterId (a ProprietaryId with its Namespace).',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    return chaptersOf(tree).filter((chapter) => textsOf(chapter, 'ChapterId').length === 0).map((chapter) => ({
      message: `The Chapter "${textsOf(chapter, 'ChapterReference').join('')}" has no ChapterId: add one (a proprietary id with its Namespace).`,
      at: chapter,
    }));
  },
};
