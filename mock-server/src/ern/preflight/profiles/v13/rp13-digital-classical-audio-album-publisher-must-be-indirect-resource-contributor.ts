/**
 * DDEX's `DigitalClassicalAudioAlbum_PublisherMustBeIndirectResourceContributor` in Release Profile 1.3: the
 * assertion of 1.4's `rp14-digital-classical-audio-album-publisher-must-be-indirect-resource-contributor`
 * (../v14/rp14-digital-classical-audio-album-publisher-must-be-indirect-resource-contributor.ts), same context and
 * test, with each 1.3 profile's rule number, clause and role in `ddex`. It checks: a classical album names the
 * publishers of its works.
 */
import { rp14DigitalClassicalAudioAlbumPublisherMustBeIndirectResourceContributor } from '../v14/rp14-digital-classical-audio-album-publisher-must-be-indirect-resource-contributor.js';
import { sameCheck } from './same-check.js';

export const rp13DigitalClassicalAudioAlbumPublisherMustBeIndirectResourceContributor = sameCheck(
  rp14DigitalClassicalAudioAlbumPublisherMustBeIndirectResourceContributor,
  {
    id: 'rp13-digital-classical-audio-album-publisher-must-be-indirect-resource-contributor',
    pattern: 'DigitalClassicalAudioAlbum_PublisherMustBeIndirectResourceContributor',
    ddex: {
      DigitalClassicalAudioAlbum: [{ rule: '1688-1', clause: '4.8(9)', role: 'Error' }],
    },
  },
);
