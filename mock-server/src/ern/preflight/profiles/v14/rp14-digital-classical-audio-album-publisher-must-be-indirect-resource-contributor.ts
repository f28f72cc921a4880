/**
 * DDEX's `DigitalClassicalAudioAlbum_PublisherMustBeIndirectResourceContributor` (Release Profile 1.4, clause 4.8(9),
 * Error; rule DigitalClassicalAudioAlbum 1688-1): some SoundRecording of the ResourceList names its publisher, an
 * IndirectResourceContributor of its SoundRecordingDetailsByTerritory whose IndirectResourceContributorRole is
 * `MusicPublisher`.
 */
import type { ProfileRule } from '../types.js';
import { holdsIndirectContributor, rootChildren } from './one-profile-shapes.js';

export const rp14DigitalClassicalAudioAlbumPublisherMustBeIndirectResourceContributor: ProfileRule = {
  id: 'rp14-digital-classical-audio-album-publisher-must-be-indirect-resource-contributor',
  standard: '1.4',
  pattern: 'DigitalClassicalAudioAlbum_PublisherMustBeIndirectResourceContributor',
  ddex: {
    DigitalClassicalAudioAlbum: [{ rule: '1688-1', clause: '4.8(9)', role: 'Error' }],
  },
  code: 'MetadataMissing',
  title: 'A classical album names the publishers of its works',
  fix: 'Name each work\'s publisher: an IndirectResourceContributor with IndirectResourceContributorRole MusicPublisher in the '
    + 'SoundRecording\'s SoundRecordingDetailsByTerritory.',
  check({ tree }) {
    return rootChildren(tree.root, 'ResourceList')
      .filter((list) => !holdsIndirectContributor(list, ['MusicPublisher']))
      .map((list) => ({
        at: list,
        message: 'No SoundRecording names a music publisher; a digital classical audio album does. Add an IndirectResourceContributor '
          + 'with IndirectResourceContributorRole MusicPublisher to each SoundRecording\'s SoundRecordingDetailsByTerritory.',
      }));
  },
};
