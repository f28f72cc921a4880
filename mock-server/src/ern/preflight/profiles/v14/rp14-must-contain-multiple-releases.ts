/**
 * DDEX `MultiProfile_MustContainMultipleReleases` (Release Profile 1.4, clause 3.1, Fatal Error; each profile's rule
 * number in `ddex`): the ReleaseList holds one Release more than the main releases' primary resources
 * (`count(Release) = count(Release[@IsMainRelease = 'true']/ReleaseResourceReferenceList/
 * ReleaseResourceReference[@ReleaseResourceType = 'PrimaryResource']) + 1`): the main release and one track release
 * per primary resource.
 */
import type { ProfileRule } from '../types.js';
import { isMain, kids, resourceTypeIs, rootList } from './ern3-places.js';

export const rp14MustContainMultipleReleases: ProfileRule = {
  id: 'rp14-must-contain-multiple-releases',
  standard: '1.4',
  pattern: 'MultiProfile_MustContainMultipleReleases',
  ddex: {
    AudioAlbum: [{ rule: '1758-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1131-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2160-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1058-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1538-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1212-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1285-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The ReleaseList holds the main release and one track release per primary resource',
  fix: 'Send one Release per primary resource of the main release (ReleaseType TrackRelease) besides the main release, and no other.',
  check({ tree }) {
    return rootList(tree, 'ReleaseList').flatMap((list) => {
      const all = kids(list, 'Release');
      const primaries = all.filter(isMain).flatMap((release) => kids(release, 'ReleaseResourceReferenceList'))
        .flatMap((references) => kids(references, 'ReleaseResourceReference'))
        .filter((reference) => resourceTypeIs(reference, 'PrimaryResource')).length;
      return all.length === primaries + 1
        ? []
        : [{
            message: `The ReleaseList holds ${all.length} Releases, but the main release has ${primaries} primary resources: send the main release and one track release per primary resource (${primaries + 1} in all).`,
            at: list,
          }];
    });
  },
};
