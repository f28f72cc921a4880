/**
 * DDEX's `DigitalClassicalAudioAlbum_MustHaveDisplayTitlePerTerritory` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-digital-classical-audio-album-must-have-display-title-per-territory`
 * (../v14/rp14-digital-classical-audio-album-must-have-display-title-per-territory.ts), same context and test, with
 * each 1.3 profile's rule number, clause and role in `ddex`. It checks: each territory of each release of a classical
 * album has a display title.
 */
import { rp14DigitalClassicalAudioAlbumMustHaveDisplayTitlePerTerritory } from '../v14/rp14-digital-classical-audio-album-must-have-display-title-per-territory.js';
import { sameCheck } from './same-check.js';

export const rp13DigitalClassicalAudioAlbumMustHaveDisplayTitlePerTerritory = sameCheck(
  rp14DigitalClassicalAudioAlbumMustHaveDisplayTitlePerTerritory,
  {
    id: 'rp13-digital-classical-audio-album-must-have-display-title-per-territory',
    pattern: 'DigitalClassicalAudioAlbum_MustHaveDisplayTitlePerTerritory',
    ddex: {
      DigitalClassicalAudioAlbum: [{ rule: '1691-1', clause: '4.8(12)', role: 'Error' }],
    },
  },
);
