/**
 * DDEX's `DigitalClassicalAudioAlbum_MustContainIndirectResourceContributor` (Release Profile 1.4, clause 4.8(8),
 * Fatal Error; rule DigitalClassicalAudioAlbum 1687-1): some SoundRecording of the ResourceList names a composer, an
 * IndirectResourceContributor of its SoundRecordingDetailsByTerritory whose IndirectResourceContributorRole is
 * `Composer` or `ComposerLyricist`.
 */
import type { ProfileRule } from '../types.js';
import { holdsIndirectContributor, rootChildren } from './one-profile-shapes.js';

const ROLES = ['Composer', 'ComposerLyricist'];

export const rp14DigitalClassicalAudioAlbumMustContainIndirectResourceContributor: ProfileRule = {
  id: 'rp14-digital-classical-audio-album-must-contain-indirect-resource-contributor',
  standard: '1.4',
  pattern: 'DigitalClassicalAudioAlbum_MustContainIndirectResourceContributor',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1687-1', clause: '4.8(8)', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'A classical album names the composers of its works',
  fix: 'Name each work\'s composer: an IndirectResourceContributor with IndirectResourceContributorRole Composer (or '
    + 'ComposerLyricist) in the SoundRecording\'s SoundRecordingDetailsByTerritory.',
  check({ tree }) {
    return rootChildren(tree.root, 'ResourceList')
      .filter((list) => !holdsIndirectContributor(list, ROLES))
      .map((list) => ({
        at: list,
        message: 'No SoundRecording names a composer; a digital classical audio album does. Add an IndirectResourceContributor with '
          + 'IndirectResourceContributorRole Composer (or ComposerLyricist) to each SoundRecording\'s SoundRecordingDetailsByTerritory.',
      }));
  },
};
