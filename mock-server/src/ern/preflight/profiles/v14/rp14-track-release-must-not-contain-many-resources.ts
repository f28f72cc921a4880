/**
 * DDEX `MultiProfile_TrackReleaseMustNotContainManyResources` (Release Profile 1.4, clause 3.1, Fatal Error; each
 * profile's rule number in `ddex`): the ReleaseResourceReferenceList of a Release of ReleaseType `TrackRelease` holds
 * at most one ReleaseResourceReference.
 */
import type { ProfileRule } from '../types.js';
import { kids, releases } from './ern3-places.js';

export const rp14TrackReleaseMustNotContainManyResources: ProfileRule = {
  id: 'rp14-track-release-must-not-contain-many-resources',
  standard: '1.4',
  pattern: 'MultiProfile_TrackReleaseMustNotContainManyResources',
  ddex: {
    AudioAlbum: [{ rule: '1757-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1138-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2166-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1064-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1609-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1678-1', clause: '3.1', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1435-1', clause: '3.1', role: 'Fatal Error' }],
    MidiRingtone: [{ rule: '1365-1', clause: '3.1', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1533-1', clause: '3.1', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1354-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'A TrackRelease names one resource',
  fix: 'Give each TrackRelease the one resource it releases; reference the others in track releases of their own.',
  check({ tree }) {
    return releases(tree)
      .filter((release) => kids(release, 'ReleaseType').some((type) => type.text === 'TrackRelease'))
      .flatMap((release) => kids(release, 'ReleaseResourceReferenceList'))
      .filter((list) => kids(list, 'ReleaseResourceReference').length > 1)
      .map((list) => ({
        message: `A TrackRelease's ReleaseResourceReferenceList names ${kids(list, 'ReleaseResourceReference').length} resources: a track release names one; give the others track releases of their own.`,
        at: list,
      }));
  },
};
