/**
 * DDEX's `Ringtone_MustContainReleaseFromRelease` (Release Profile 1.4, clause 4.9(9), Fatal Error; rule Ringtone
 * 1362-1, MidiRingtone 1372-1): each Release of the ReleaseList holds, at any depth, a RelatedRelease whose
 * ReleaseRelationshipType is `IsReleaseFromRelease` (in 3.8.x under its ReleaseDetailsByTerritory).
 */
import { indexOf } from '../../tree-index.js';
import type { ProfileRule } from '../types.js';
import { holdsRelatedRelease, releaseName, releasesOf } from './one-profile-shapes.js';

export const rp14RingtoneMustContainReleaseFromRelease: ProfileRule = {
  id: 'rp14-ringtone-must-contain-release-from-release',
  standard: '1.4',
  pattern: 'Ringtone_MustContainReleaseFromRelease',
  ddex: {
    Ringtone: [{ rule: '1362-1', clause: '4.9(9)', role: 'Fatal Error' }],
    MidiRingtone: [{ rule: '1372-1', clause: '4.9(9)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'Each release of a ringtone names the release it comes from (RelatedRelease IsReleaseFromRelease)',
  fix: 'Add to each Release\'s ReleaseDetailsByTerritory a RelatedRelease with ReleaseRelationshipType IsReleaseFromRelease '
    + 'and the ReleaseId of the release the tone is cut from.',
  check(input) {
    const index = indexOf(input);
    return releasesOf(input.tree.root)
      .filter((release) => !holdsRelatedRelease(index, release, 'IsReleaseFromRelease'))
      .map((release) => ({
        at: release,
        message: `The ${releaseName(release)} names no RelatedRelease with ReleaseRelationshipType IsReleaseFromRelease; every release `
          + 'of a ringtone message names the release the tone comes from. Add one to its ReleaseDetailsByTerritory, with that '
          + 'release\'s ReleaseId.',
      }));
  },
};
