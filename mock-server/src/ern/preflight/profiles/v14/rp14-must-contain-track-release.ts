/**
 * DDEX `MultiProfile_MustContainTrackRelease` (Release Profile 1.4, clause 3.1, Fatal Error; each profile's rule
 * number in `ddex`): the ReleaseList holds a Release whose ReleaseType is `TrackRelease`.
 */
import type { ProfileRule } from '../types.js';
import { kids, rootList } from './ern3-places.js';

export const rp14MustContainTrackRelease: ProfileRule = {
  id: 'rp14-must-contain-track-release',
  standard: '1.4',
  pattern: 'MultiProfile_MustContainTrackRelease',
  ddex: {
    AudioAlbum: [{ rule: '1750-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1130-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2159-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1057-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1608-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1675-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1539-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1214-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1287-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The ReleaseList holds a Release of ReleaseType TrackRelease',
  fix: 'Add a Release with <ReleaseType>TrackRelease</ReleaseType> for each primary resource of the main release.',
  check({ tree, profile }) {
    return rootList(tree, 'ReleaseList')
      .filter((list) => !kids(list, 'Release').some((release) => kids(release, 'ReleaseType').some((type) => type.text === 'TrackRelease')))
      .map((list) => ({
        message: `The ReleaseList has no Release of ReleaseType TrackRelease, which a message of profile ${profile.name} holds: add one for each primary resource of the main release.`,
        at: list,
      }));
  },
};
