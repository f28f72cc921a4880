/**
 * DDEX `MultiProfile_ISNI` (Release Profile 1.4, clause 4.3(30), Fatal Error; each profile's rule number in `ddex`):
 * a PartyId flagged `IsISNI="true"`, wherever it stands (`//PartyId[@IsISNI = 'true']`), is 15 digits and a digit or
 * X.
 * The kept tree keeps every ERN 3.8.2 PartyId with the elements on the way to it (release/vocabulary.ts).
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';

export const rp14Isni: ProfileRule = {
  id: 'rp14-isni',
  standard: '1.4',
  pattern: 'MultiProfile_ISNI',
  ddex: {
    AudioAlbum: [{ rule: '1730-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1110-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2139-1', clause: '4.3(30)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1037-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1585-1', clause: '4.3(30)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1655-1', clause: '4.3(30)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1874-1', clause: '4.3(30)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1412-1', clause: '4.3(30)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1513-1', clause: '4.3(30)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1334-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2005-1', clause: '4.3(30)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2071-1', clause: '4.3(30)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1805-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1184-1', clause: '4.3(30)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1260-1', clause: '4.3(30)', role: 'Fatal Error' }],
  },
  code: 'IdentifierSyntaxInvalid',
  title: 'A PartyId flagged IsISNI="true" is an ISNI: 15 digits and a check character',
  fix: 'Write the ISNI as its 16 characters without spaces (000000012146438X), or remove IsISNI="true" from a PartyId that is not one.',
  check(input) {
    return indexOf(input).named('PartyId')
      .filter((id) => id.attributes.IsISNI === 'true' && !/^[0-9]{15}[X0-9]$/.test(id.text))
      .map((id) => ({
        message: `The PartyId "${id.text}" is flagged IsISNI="true" but is not 15 digits and a digit or X: write the ISNI without spaces, or remove the flag.`,
        at: id,
      }));
  },
};
