/**
 * DDEX's `VideoSingle_MustContainVideoTrackRelease` (Release Profile 1.3, clause 3.1, Fatal Error; rule VideoSingle
 * 1280-1): some Release of the ReleaseList has ReleaseType `VideoTrackRelease`. 1.4 has no such pattern; the shape is
 * 1.4's (../v14/one-profile-shapes.ts releaseListTypeRule).
 */
import type { ProfileRule } from '../types.js';
import { releaseListTypeRule } from '../v14/one-profile-shapes.js';

export const rp13VideoSingleMustContainVideoTrackRelease: ProfileRule = {
  ...releaseListTypeRule({
    id: 'rp13-video-single-must-contain-video-track-release',
    pattern: 'VideoSingle_MustContainVideoTrackRelease',
    ddex: {
      VideoSingle: [{ rule: '1280-1', clause: '3.1', role: 'Fatal Error' }],
    },
    types: ['VideoTrackRelease'],
    profileTitle: 'Video Single',
  }),
  standard: '1.3',
};
