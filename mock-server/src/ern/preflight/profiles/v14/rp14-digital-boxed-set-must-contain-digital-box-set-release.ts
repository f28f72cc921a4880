/**
 * DDEX's `DigitalBoxedSet_MustContainDigitalBoxSetRelease` (Release Profile 1.4, clause 3.1, Fatal Error; rule
 * DigitalBoxedSet 1605-1): some Release of the ReleaseList has ReleaseType `DigitalBoxSetRelease`.
 */
import { releaseListTypeRule } from './one-profile-shapes.js';

export const rp14DigitalBoxedSetMustContainDigitalBoxSetRelease = releaseListTypeRule({
  id: 'rp14-digital-boxed-set-must-contain-digital-box-set-release',
  pattern: 'DigitalBoxedSet_MustContainDigitalBoxSetRelease',
  ddex: {
    DigitalBoxedSet: [{ rule: '1605-1', clause: '3.1', role: 'Fatal Error' }],
  },
  types: ['DigitalBoxSetRelease'],
  profileTitle: 'Digital Boxed Set',
});
