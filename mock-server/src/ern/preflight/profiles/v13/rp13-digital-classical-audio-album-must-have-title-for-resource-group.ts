/**
 * DDEX's `DigitalClassicalAudioAlbum_MustHaveTitleForResourceGroup` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-digital-classical-audio-album-must-have-title-for-resource-group`
 * (../v14/rp14-digital-classical-audio-album-must-have-title-for-resource-group.ts), same context and test, with each
 * 1.3 profile's rule number, clause and role in `ddex`. It checks: each release of a classical album titles a
 * resource group (the work).
 */
import { rp14DigitalClassicalAudioAlbumMustHaveTitleForResourceGroup } from '../v14/rp14-digital-classical-audio-album-must-have-title-for-resource-group.js';
import { sameCheck } from './same-check.js';

export const rp13DigitalClassicalAudioAlbumMustHaveTitleForResourceGroup = sameCheck(
  rp14DigitalClassicalAudioAlbumMustHaveTitleForResourceGroup,
  {
    id: 'rp13-digital-classical-audio-album-must-have-title-for-resource-group',
    pattern: 'DigitalClassicalAudioAlbum_MustHaveTitleForResourceGroup',
    ddex: {
      DigitalClassicalAudioAlbum: [{ rule: '1692-1', clause: '4.8(13)', role: 'Error' }],
    },
  },
);
