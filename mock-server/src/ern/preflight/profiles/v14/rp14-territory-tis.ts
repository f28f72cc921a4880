/**
 * DDEX `MultiProfile_TerritoryTIS` (Release Profile 1.4, clause 4.3(25), Fatal Error; each profile's rule number in
 * `ddex`): reports a TerritoryCode or ExcludedTerritoryCode whose IdentifierType starts with "TIS": the profile takes
 * ISO codes only.
 */
import type { ProfileRule } from '../types.js';
import { indexOf } from '../../tree-index.js';

export const rp14TerritoryTis: ProfileRule = {
  id: 'rp14-territory-tis',
  standard: '1.4',
  pattern: 'MultiProfile_TerritoryTIS',
  ddex: {
    AudioAlbum: [{ rule: '1729-1', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioAlbumMusicOnly: [{ rule: '1109-1', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2138-1', clause: '4.3(25)', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1036-1', clause: '4.3(25)', role: 'Fatal Error' }],
    DigitalBoxedSet: [{ rule: '1584-1', clause: '4.3(25)', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1654-1', clause: '4.3(25)', role: 'Fatal Error' }],
    FilmBundle: [{ rule: '1873-1', clause: '4.3(25)', role: 'Fatal Error' }],
    LongformVideo: [{ rule: '1411-1', clause: '4.3(25)', role: 'Fatal Error' }],
    MixedMediaBundle: [{ rule: '1512-1', clause: '4.3(25)', role: 'Fatal Error' }],
    Ringtone: [{ rule: '1333-1', clause: '4.3(25)', role: 'Fatal Error' }],
    SimpleVideoSingle: [{ rule: '2004-1', clause: '4.3(25)', role: 'Fatal Error' }],
    SingleResourceReleaseWithCoverArt: [{ rule: '2070-1', clause: '4.3(25)', role: 'Fatal Error' }],
    TVSeries: [{ rule: '1804-1', clause: '4.3(25)', role: 'Fatal Error' }],
    VideoAlbum: [{ rule: '1183-1', clause: '4.3(25)', role: 'Fatal Error' }],
    VideoSingle: [{ rule: '1259-1', clause: '4.3(25)', role: 'Fatal Error' }],
  },
  code: 'NewReleaseMessageInvalid',
  title: 'No TIS territory codes',
  fix: 'Write the territory as a two-letter ISO 3166 code (or Worldwide) without IdentifierType="TIS".',
  check(input) {
    return indexOf(input).within(input.tree.root, 'TerritoryCode', 'ExcludedTerritoryCode')
      .filter((code) => code.attributes.IdentifierType?.startsWith('TIS') === true)
      .map((code) => ({
        message: `The ${code.name} "${code.text}" is a TIS code: write the ISO 3166 code (two letters, or Worldwide) instead.`,
        at: code,
      }));
  },
};
