/**
 * DDEX's `DigitalBoxedSet_MustContainTrackComponentRelease` (Release Profile 1.4, clause 3.1, Fatal Error; rule
 * DigitalBoxedSet 1606-1): some Release of the ReleaseList has ReleaseType `TrackRelease` or `VideoTrackRelease`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14DigitalBoxedSetMustContainTrackComponentRelease = releaseListTypeRule({
  id: 'rp14-digital-boxed-set-must-contain-track-component-release',
  pattern: 'DigitalBoxedSet_MustContainTrackComponentRelease',
  ddex: {
    DigitalBoxedSet: [{ rule: '1606-1', clause: '3.1', role: 'Fatal Error' }],
  },
  types: ['TrackRelease', 'VideoTrackRelease'],
  profileTitle: 'Digital Boxed Set',
});
