/**
 * DDEX's `LongformVideo_MustContainLongFormMusicalWorkVideoRelease` (Release Profile 1.4, clause 3.1, Fatal Error;
 * rule LongformVideo 1438-1): some Release of the ReleaseList has ReleaseType `LongFormMusicalWorkVideoRelease`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14LongformVideoMustContainLongFormMusicalWorkVideoRelease = releaseListTypeRule({
  id: 'rp14-longform-video-must-contain-long-form-musical-work-video-release',
  pattern: 'LongformVideo_MustContainLongFormMusicalWorkVideoRelease',
  ddex: {
    LongformVideo: [{ rule: '1438-1', clause: '3.1', role: 'Fatal Error' }],
  },
  types: ['LongFormMusicalWorkVideoRelease'],
  profileTitle: 'Longform Video',
});
