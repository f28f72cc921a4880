/**
 * DDEX `MultiProfile_MustNotHaveManyMainDisplayArtists` (Release Profile 2.1, 5.3.1.2(2) Conditional Error).
 * Reported for a Release of the ReleaseList, or a resource of the ResourceList, with more than one `DisplayArtist`
 * whose `DisplayArtistRole` is `MainArtist`.
 *
 * Rule numbers: Audio 1017-1, DjMix 1449-1, LongFormMusicalWorkVideo 1381-1, MixedMedia 1139-1, Ringtone 1201-1,
 * SimpleAudioSingle 1321-1, SimpleVideoSingle 1260-1, Video 1077-1.
 * ERN 4.2/4.3: same elements.
 */
import type { ProfileRule } from '../types.js';
import { referenceOf, releasesNamed, resources } from './ern4-places.js';

export const rp21MustNotHaveManyMainDisplayArtists: ProfileRule = {
  id: 'rp21-must-not-have-many-main-display-artists',
  standard: '2.1',
  pattern: 'MultiProfile_MustNotHaveManyMainDisplayArtists',
  ddex: {
    Audio: [{ rule: '1017-1', clause: '5.3.1.2(2)', role: 'Conditional Error' }],
    DjMix: [{ rule: '1449-1', clause: '5.3.1.2(2)', role: 'Conditional Error' }],
    LongFormMusicalWorkVideo: [{ rule: '1381-1', clause: '5.3.1.2(2)', role: 'Conditional Error' }],
    MixedMedia: [{ rule: '1139-1', clause: '5.3.1.2(2)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1201-1', clause: '5.3.1.2(2)', role: 'Conditional Error' }],
    SimpleAudioSingle: [{ rule: '1321-1', clause: '5.3.1.2(2)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1260-1', clause: '5.3.1.2(2)', role: 'Conditional Error' }],
    Video: [{ rule: '1077-1', clause: '5.3.1.2(2)', role: 'Conditional Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A release or resource has at most one DisplayArtist with the role MainArtist',
  fix: 'Keep one DisplayArtist with DisplayArtistRole MainArtist; give the others the role they have '
    + '(FeaturedArtist, …), or name a duo as one artist.',
  laterVersions: 'same elements.',
  check(input) {
    const { tree } = input;
    return [...releasesNamed(tree, 'Release'), ...resources(tree)].flatMap((element) => {
      const main = element.children.filter((child) => child.name === 'DisplayArtist'
        && child.children.some((role) => role.name === 'DisplayArtistRole' && role.text === 'MainArtist')).length;
      return main > 1
        ? [{
            at: element,
            message: `${element.name} ${element.name === 'Release' ? '' : `"${referenceOf(element)}" `}has ${main} DisplayArtists with the role MainArtist. `
              + 'Keep one main artist and give the others their own role (FeaturedArtist, …).',
          }]
        : [];
    });
  },
};
