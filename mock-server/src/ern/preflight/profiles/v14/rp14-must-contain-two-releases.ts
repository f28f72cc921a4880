/**
 * DDEX `MultiProfile_MustContainTwoReleases` (Release Profile 1.4, clause 3.1, Fatal Error; each profile's rule
 * number in `ddex`): the ReleaseList holds at least two Releases (the main release and its track releases).
 */
import type { ProfileRule } from '../types.js';
import { kids, rootList } from './ern3-places.js';

export const rp14MustContainTwoReleases: ProfileRule = {
  id: 'rp14-must-contain-two-releases',
  standard: '1.4',
  pattern: 'MultiProfile_MustContainTwoReleases',
  ddex: {
    AudioAlbum: [{ rule: '1760-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1137-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2165-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1063-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1610-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1682-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1540-1', clause: '3.1', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1215-1', clause: '3.1', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1281-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The ReleaseList holds at least two Releases',
  fix: 'Send the main release together with its track releases (one Release of ReleaseType TrackRelease per primary resource).',
  check({ tree, profile }) {
    return rootList(tree, 'ReleaseList')
      .filter((list) => kids(list, 'Release').length < 2)
      .map((list) => ({
        message: `The ReleaseList holds ${kids(list, 'Release').length} Release; a message of profile ${profile.name} holds the main release and its track releases: add them.`,
        at: list,
      }));
  },
};
