/**
 * DDEX's `VideoAlbum_MustContainVideoTrackRelease` (Release Profile 1.3, clause 3.1, Fatal Error; rule VideoAlbum
 * 1204-1): some Release of the ReleaseList has ReleaseType `VideoTrackRelease`. 1.4 has no such pattern; the shape is
 * 1.4's (../v14/one-profile-shapes.ts releaseListTypeRule).
 */
import type { ProfileRule } from '../types.js';
import { releaseListTypeRule } from '../v14/one-profile-shapes.js';

export const rp13VideoAlbumMustContainVideoTrackRelease: ProfileRule = {
  ...releaseListTypeRule({
    id: 'rp13-video-album-must-contain-video-track-release',
    pattern: 'VideoAlbum_MustContainVideoTrackRelease',
    ddex: {
      VideoAlbum: [{ rule: '1204-1', clause: '3.1', role: 'Fatal Error' }],
    },
    types: ['VideoTrackRelease'],
    profileTitle: 'Video Album',
  }),
  standard: '1.3',
};
