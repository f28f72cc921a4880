/**
 * DDEX `LongFormVideo_PrimaryResourceMustHaveCueSheetInfo` (Release Profile 2.1, LongFormMusicalWorkVideo 1426-1,
 * clause 5.4.3(3), Error): each primary Video of Type LongFormMusicalWorkVideo or ConcertVideo has a
 * VideoCueSheetReference or a ReasonForCueSheetAbsence. ERN 4.2/4.3: the same elements (laterVersions).
 */
import type { ProfileRule } from '../types.js';
import { assertion, hasType, isSupplemental, resourcesNamed, SAME_IN_LATER_VERSIONS, textsOf } from './one-profile-reads.js';

export const rp21LongFormVideoPrimaryResourceMustHaveCueSheetInfo: ProfileRule = {
  id: 'rp21-long-form-video-primary-resource-must-have-cue-sheet-info',
  standard: '2.1',
  pattern: 'LongFormVideo_PrimaryResourceMustHaveCueSheetInfo',
  ddex: { LongFormMusicalWorkVideo: [assertion('1426-1', '5.4.3(3)', 'Error')] },
  code: 'MetadataMissing',
  title: 'The long-form Video has a cue sheet, or says why not',
  fix: 'Give the Video a VideoCueSheetReference to its CueSheet, or a ReasonForCueSheetAbsence.',
  laterVersions: SAME_IN_LATER_VERSIONS,
  check({ tree }) {
    return resourcesNamed(tree, 'Video')
      .filter((video) => hasType(video, ['LongFormMusicalWorkVideo', 'ConcertVideo']) && !isSupplemental(video))
      .filter((video) => video.children.every((child) => child.name !== 'VideoCueSheetReference' && child.name !== 'ReasonForCueSheetAbsence'))
      .map((video) => ({
        message: `The Video "${textsOf(video, 'ResourceReference').join('')}" has neither a VideoCueSheetReference nor a `
          + 'ReasonForCueSheetAbsence: reference its CueSheet, or say why there is none.',
        at: video,
      }));
  },
};
