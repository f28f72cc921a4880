/**
 * DDEX's `DigitalClassicalAudioAlbum_MustContainIndirectResourceContributor` in Release Profile 1.3: the assertion of
 * 1.4's `rp14-digital-classical-audio-album-must-contain-indirect-resource-contributor`
 * (../v14/rp14-digital-classical-audio-album-must-contain-indirect-resource-contributor.ts), same context and test,
 * with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a classical album names the composers of
 * its works.
 */
import { rp14DigitalClassicalAudioAlbumMustContainIndirectResourceContributor } from '../v14/rp14-digital-classical-audio-album-must-contain-indirect-resource-contributor.js';
import { sameCheck } from './same-check.js';

export const rp13DigitalClassicalAudioAlbumMustContainIndirectResourceContributor = sameCheck(
  rp14DigitalClassicalAudioAlbumMustContainIndirectResourceContributor,
  {
    id: 'rp13-digital-classical-audio-album-must-contain-indirect-resource-contributor',
    pattern: 'DigitalClassicalAudioAlbum_MustContainIndirectResourceContributor',
    ddex: {
      DigitalClassicalAudioAlbum: [{ rule: '1687-1', clause: '4.8(8)', role: 'Fatal Error' }],
    },
  },
);
