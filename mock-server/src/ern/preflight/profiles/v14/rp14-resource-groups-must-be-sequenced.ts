/**
 * DDEX `MultiProfile_ResourceGroupsMustBeSequenced` (Release Profile 1.4, clause 3.3.1(2), Fatal Error; each
 * profile's rule number in `ddex`): a ResourceGroup inside the top ResourceGroup of a main release's
 * ReleaseDetailsByTerritory (`//Release[@IsMainRelease = 'true']/ReleaseDetailsByTerritory/ResourceGroup/
 * ResourceGroup`: a disc or side) has a SequenceNumber.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { has, kids, mainReleasesAnywhere, territoryGroups } from './ern3-places.js';

export const rp14ResourceGroupsMustBeSequenced: ProfileRule = {
  id: 'rp14-resource-groups-must-be-sequenced',
  standard: '1.4',
  pattern: 'MultiProfile_ResourceGroupsMustBeSequenced',
  ddex: {
    AudioAlbum: [{ rule: '1700-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1080-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2109-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1007-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1555-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1625-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1844-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1382-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1483-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1304-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1975-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2041-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1775-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1154-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1230-1', clause: '3.3.1(2)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'The main release\'s nested ResourceGroups have a SequenceNumber',
  fix: 'Give each ResourceGroup inside the main release\'s top ResourceGroup (each disc) its SequenceNumber.',
  check(input) {
    return mainReleasesAnywhere(indexOf(input))
      .flatMap(territoryGroups)
      .flatMap((group) => kids(group, 'ResourceGroup'))
      .filter((group) => !has(group, 'SequenceNumber'))
      .map((group) => ({
        message: 'A ResourceGroup inside the main release\'s top ResourceGroup has no SequenceNumber: number the groups 1, 2, … in order.',
        at: group,
      }));
  },
};
