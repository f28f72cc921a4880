/**
 * DDEX `MultiProfile_DisplayArtistNameDuplicate` (Release Profile 1.4, clause 4.3(18), Error; each profile's rule
 * number in `ddex`): DDEX's test reports any `DisplayArtistName` two levels below a resource
 * (a ResourceList's grandchild-of-a-child DisplayArtistName, as in
 * `SoundRecording/SoundRecordingDetailsByTerritory/DisplayArtistName`), whatever its value, although its message
 * speaks of a resource's name repeating the album's. One finding per ResourceList, at the first such name.
 */
import type { ProfileRule } from '../types.js';
import { rootList } from './ern3-places.js';

export const rp14DisplayArtistNameDuplicate: ProfileRule = {
  id: 'rp14-display-artist-name-duplicate',
  standard: '1.4',
  pattern: 'MultiProfile_DisplayArtistNameDuplicate',
  ddex: {
    AudioAlbum: [{ rule: '1722-1', clause: '4.3(18)', role: 'Error' }],
    AudioAlbumMusicOnly: [{ rule: '1102-1', clause: '4.3(18)', role: 'Error' }],
    AudioBook: [{ rule: '2131-1', clause: '4.3(18)', role: 'Error' }],
    AudioSingle: [{ rule: '1029-1', clause: '4.3(18)', role: 'Error' }],
    DigitalBoxedSet: [{ rule: '1577-1', clause: '4.3(18)', role: 'Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1647-1', clause: '4.3(18)', role: 'Error' }],
    FilmBundle: [{ rule: '1866-1', clause: '4.3(18)', role: 'Error' }],
    LongformVideo: [{ rule: '1404-1', clause: '4.3(18)', role: 'Error' }],
    MixedMediaBundle: [{ rule: '1505-1', clause: '4.3(18)', role: 'Error' }],
    Ringtone: [{ rule: '1326-1', clause: '4.3(18)', role: 'Error' }],
    SimpleVideoSingle: [{ rule: '1997-1', clause: '4.3(18)', role: 'Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2063-1', clause: '4.3(18)', role: 'Error' }],
    TVSeries: [{ rule: '1797-1', clause: '4.3(18)', role: 'Error' }],
    VideoAlbum: [{ rule: '1176-1', clause: '4.3(18)', role: 'Error' }],
    VideoSingle: [{ rule: '1252-1', clause: '4.3(18)', role: 'Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'No DisplayArtistName in a resource\'s DetailsByTerritory (DDEX: it would repeat the album\'s)',
  fix: 'Leave DisplayArtistName out of the resources\' DetailsByTerritory; name their artists with DisplayArtist (PartyName/FullName).',
  check({ tree }) {
    return rootList(tree, 'ResourceList').flatMap((list) => {
      const name = list.children.flatMap((resource) => resource.children).flatMap((details) => details.children)
        .find((element) => element.name === 'DisplayArtistName');
      return name === undefined
        ? []
        : [{
            message: 'A resource has a DisplayArtistName in its DetailsByTerritory: DDEX\'s profile takes it as a repeat of the album\'s; name the resource\'s artists with DisplayArtist instead.',
            at: name,
          }];
    });
  },
};
