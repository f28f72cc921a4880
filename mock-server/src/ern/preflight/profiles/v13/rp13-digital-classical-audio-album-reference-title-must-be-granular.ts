/**
 * DDEX's `DigitalClassicalAudioAlbum_ReferenceTitleMustBeGranular` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-digital-classical-audio-album-reference-title-must-be-granular`
 * (../v14/rp14-digital-classical-audio-album-reference-title-must-be-granular.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. It checks: a classical album's sound recordings give their
 * titles granularly (DDEX reports any ReferenceTitle).
 */
import { rp14DigitalClassicalAudioAlbumReferenceTitleMustBeGranular } from '../v14/rp14-digital-classical-audio-album-reference-title-must-be-granular.js';
import { sameCheck } from './same-check.js';

export const rp13DigitalClassicalAudioAlbumReferenceTitleMustBeGranular = sameCheck(
  rp14DigitalClassicalAudioAlbumReferenceTitleMustBeGranular,
  {
    id: 'rp13-digital-classical-audio-album-reference-title-must-be-granular',
    pattern: 'DigitalClassicalAudioAlbum_ReferenceTitleMustBeGranular',
    ddex: {
      DigitalClassicalAudioAlbum: [{ rule: '1689-1', clause: '4.8(10)', role: 'Error' }],
    },
  },
);
