/**
 * DDEX `MultiProfile_MusicalWorkContributorRole` (Release Profile 1.4, clause 4.3(12a), Conditional Error; each
 * profile's rule number in `ddex`): every MusicalWork (`//MusicalWork`, in ERN 3.8.x a WorkList's) has a
 * MusicalWorkContributor whose MusicalWorkContributorRole is a creative one: Adapter, Arranger, AssociatedPerformer,
 * Author, Composer, ComposerLyricist, Librettist, Lyricist, NonLyricAuthor, SubArranger or Translator.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';
import { kids } from './ern3-places.js';

const CREATIVE = new Set(['Adapter', 'Arranger', 'AssociatedPerformer', 'Author', 'Composer', 'ComposerLyricist', 'Librettist', 'Lyricist',
  'NonLyricAuthor', 'SubArranger', 'Translator']);

export const rp14MusicalWorkContributorRole: ProfileRule = {
  id: 'rp14-musical-work-contributor-role',
  standard: '1.4',
  pattern: 'MultiProfile_MusicalWorkContributorRole',
  ddex: {
    AudioAlbum: [{ rule: '1719-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    AudioAlbumMusicOnly: [{ rule: '1099-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    AudioBook: [{ rule: '2128-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    AudioSingle: [{ rule: '1026-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    DigitalBoxedSet: [{ rule: '1574-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1644-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    FilmBundle: [{ rule: '1863-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    LongformVideo: [{ rule: '1401-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    MixedMediaBundle: [{ rule: '1502-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    Ringtone: [{ rule: '1323-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    SimpleVideoSingle: [{ rule: '1994-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2060-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    TVSeries: [{ rule: '1794-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    VideoAlbum: [{ rule: '1173-1', clause: '4.3(12a)', role: 'Conditional Error' }],
    VideoSingle: [{ rule: '1249-1', clause: '4.3(12a)', role: 'Conditional Error' }],
  },
  code: 'MetadataMissing',
  title: 'A MusicalWork names a creative contributor (Composer, Lyricist, …)',
  fix: 'Add to the MusicalWork a MusicalWorkContributor whose MusicalWorkContributorRole is Composer, Lyricist, ComposerLyricist, Author, Arranger, ….',
  check(input) {
    return indexOf(input).named('MusicalWork')
      .filter((work) => !kids(work, 'MusicalWorkContributor').some((contributor) => kids(contributor, 'MusicalWorkContributorRole')
        .some((role) => CREATIVE.has(role.text))))
      .map((work) => ({
        message: 'The MusicalWork has no MusicalWorkContributor with a creative role (Composer, Lyricist, ComposerLyricist, Author, Arranger, …): add its writers.',
        at: work,
      }));
  },
};
