/**
 * DDEX `MultiProfile_NoContributorDuplicate` (Release Profile 2.1, 5.3.1.4(6) Fatal Error).
 * Each resource of the ResourceList fails when two of its `Contributor`s have the same `ContributorPartyReference`.
 *
 * Rule numbers: Audio 1030-1, DjMix 1462-1, LongFormMusicalWorkVideo 1394-1, MixedMedia 1152-1, Ringtone 1214-1,
 * SimpleAudioSingle 1334-1, SimpleVideoSingle 1273-1, Video 1090-1.
 * ERN 4.2/4.3: same elements (4.3's EditionContributor is not a Contributor and is not read).
 */
import type { ProfileRule } from '../types.js';
import { childTexts, referenceOf, resources } from './ern4-places.js';

export const rp21NoContributorDuplicate: ProfileRule = {
  id: 'rp21-no-contributor-duplicate',
  standard: '2.1',
  pattern: 'MultiProfile_NoContributorDuplicate',
  ddex: {
    Audio: [{ rule: '1030-1', clause: '5.3.1.4(6)', role: 'Fatal Error' }],
    DjMix: [{ rule: '1462-1', clause: '5.3.1.4(6)', role: 'Fatal Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1394-1', clause: '5.3.1.4(6)', role: 'Fatal Error' }],
    MixedMedia: [{ rule: '1152-1', clause: '5.3.1.4(6)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1214-1', clause: '5.3.1.4(6)', role: 'Fatal Error' }],
    SimpleAudioSingle: [{ rule: '1334-1', clause: '5.3.1.4(6)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1273-1', clause: '5.3.1.4(6)', role: 'Fatal Error' }],
    Video: [{ rule: '1090-1', clause: '5.3.1.4(6)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A resource lists each contributing party once',
  fix: 'Merge the Contributor elements that name the same party into one, with all its roles.',
  laterVersions: 'same elements (4.3\'s EditionContributor is not a Contributor and is not read).',
  check(input) {
    return resources(input.tree).flatMap((resource) => {
      const seen = new Set<string>();
      let repeated: string | undefined;
      for (const contributor of resource.children) {
        if (contributor.name !== 'Contributor') continue;
        const parties = childTexts(contributor, 'ContributorPartyReference');
        repeated ??= parties.find((party) => seen.has(party));
        for (const party of parties) seen.add(party);
      }
      return repeated === undefined
        ? []
        : [{
            at: resource,
            message: `${resource.name} "${referenceOf(resource)}" lists party ${repeated} in more than one Contributor. Merge them into one Contributor with all its roles.`,
          }];
    });
  },
};
