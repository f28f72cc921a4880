/**
 * DDEX `MultiProfile_IndirectResourceContributorDuplicate` (Release Profile 1.4, clause 4.3(21), Conditional Fatal
 * Error; each profile's rule
 * number in `ddex`): a IndirectResourceContributor is not listed twice (by PartyId) in one resource's
 * DetailsByTerritory. See
 * contributor-duplicate.ts.
 */
import { contributorDuplicateRule } from './contributor-duplicate.js';

export const rp14IndirectResourceContributorDuplicate = contributorDuplicateRule({
  id: 'rp14-indirect-resource-contributor-duplicate',
  pattern: 'MultiProfile_IndirectResourceContributorDuplicate',
  ddex: {
    AudioAlbum: [{ rule: '1723-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1103-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    AudioBook: [{ rule: '2132-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    AudioSingle: [{ rule: '1030-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1578-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1648-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    FilmBundle: [{ rule: '1867-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    LongformVideo: [{ rule: '1405-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    MixedMediaBundle: [{ rule: '1506-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    Ringtone: [{ rule: '1327-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    SimpleVideoSingle: [{ rule: '1998-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2064-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    TVSeries: [{ rule: '1798-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    VideoAlbum: [{ rule: '1177-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
    VideoSingle: [{ rule: '1253-1', clause: '4.3(21)', role: 'Conditional Fatal Error' }],
  },
  contributor: 'IndirectResourceContributor',
});
