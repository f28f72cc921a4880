/**
 * DDEX `MultiProfile_MustContainComponentRelease` (Release Profile 1.4, clause 3.1, Fatal Error; each profile's rule
 * number in `ddex`): a ResourceGroupContentItem naming a primary resource, directly under the message's first Release
 * or in up to five ResourceGroups nested directly under it (`*:NewReleaseMessage/ReleaseList/Release[1]/
 * ResourceGroup/…/ResourceGroupContentItem[…]`), names (any of its ReleaseResourceReferences) a resource that a
 * Release of ReleaseType TrackRelease or VideoTrackRelease, anywhere, also names in its ReleaseResourceReferenceList.
 * ERN 3.8.x puts a Release's ResourceGroup in its ReleaseDetailsByTerritory, never directly under the Release, so
 * only a message outside the schema can fail it.
 */
import type { ErnElement } from '../../../release/tree.js';
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { first, itemHasReferenceOfType, kids, releases } from './ern3-places.js';

export const rp14MustContainComponentRelease: ProfileRule = {
  id: 'rp14-must-contain-component-release',
  standard: '1.4',
  pattern: 'MultiProfile_MustContainComponentRelease',
  ddex: {
    AudioAlbum: [{ rule: '1697-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1077-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2106-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1004-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1552-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1622-1', clause: '3.1', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1841-1', clause: '3.1', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1379-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1480-1', clause: '3.1', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1301-1', clause: '3.1', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1972-1', clause: '3.1', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2038-1', clause: '3.1', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1772-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1151-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1227-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'Each primary resource of the first Release (ResourceGroups directly under it) has its track release',
  fix: 'Send one Release of ReleaseType TrackRelease per primary resource of the main release, naming that resource.',
  check(input) {
    const index = indexOf(input);
    const tracked = new Set(index.named('Release')
      .filter((release) => kids(release, 'ReleaseType').some((type) => type.text === 'TrackRelease' || type.text === 'VideoTrackRelease'))
      .flatMap((release) => kids(release, 'ReleaseResourceReferenceList'))
      .flatMap((list) => kids(list, 'ReleaseResourceReference'))
      .map((reference) => reference.text));
    const items: ErnElement[] = [];
    let level = first(releases(input.tree));
    for (let depth = 0; depth <= 5 && level.length > 0; depth++) {
      for (const parent of level) for (const item of kids(parent, 'ResourceGroupContentItem')) items.push(item);
      level = level.flatMap((parent) => kids(parent, 'ResourceGroup'));
    }
    return items
      .filter((item) => itemHasReferenceOfType(item, 'PrimaryResource') && !kids(item, 'ReleaseResourceReference').some((reference) => tracked.has(reference.text)))
      .map((item) => ({
        message: 'A primary resource of the first Release has no track release: add a Release of ReleaseType TrackRelease naming it.',
        at: item,
      }));
  },
};
