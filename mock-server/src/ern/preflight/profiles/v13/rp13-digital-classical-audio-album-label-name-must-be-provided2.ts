/**
 * DDEX's `DigitalClassicalAudioAlbum_LabelNameMustBeProvided2` in Release Profile 1.3: the assertion of 1.4's
 * `rp14-digital-classical-audio-album-label-name-must-be-provided2`
 * (../v14/rp14-digital-classical-audio-album-label-name-must-be-provided2.ts), same context and test, with each 1.3
 * profile's rule number, clause and role in `ddex`. It checks: each release of a classical album names its label.
 */
import { rp14DigitalClassicalAudioAlbumLabelNameMustBeProvided2 } from '../v14/rp14-digital-classical-audio-album-label-name-must-be-provided2.js';
import { sameCheck } from './same-check.js';

export const rp13DigitalClassicalAudioAlbumLabelNameMustBeProvided2 = sameCheck(rp14DigitalClassicalAudioAlbumLabelNameMustBeProvided2, {
  id: 'rp13-digital-classical-audio-album-label-name-must-be-provided2',
  pattern: 'DigitalClassicalAudioAlbum_LabelNameMustBeProvided2',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1686-1', clause: '4.8(7)', role: 'Error' }],
  },
});
