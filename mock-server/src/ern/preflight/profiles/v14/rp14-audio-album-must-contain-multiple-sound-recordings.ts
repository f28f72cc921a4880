/**
 * DDEX's `AudioAlbum_MustContainMultipleSoundRecordings` (Release Profile 1.4, clause 3.1, Fatal Error; rule
 * AudioAlbumMusicOnly 1132-1, AudioAlbum 1759-1): the ResourceList holds more than one SoundRecording
 * (`count(SoundRecording) > 1`, in the context `*:NewReleaseMessage/ResourceList`).
 */
import type { ProfileRule } from '../types.js';
import { rootChildren } from './one-profile-shapes.js';

export const rp14AudioAlbumMustContainMultipleSoundRecordings: ProfileRule = {
  id: 'rp14-audio-album-must-contain-multiple-sound-recordings',
  standard: '1.4',
  pattern: 'AudioAlbum_MustContainMultipleSoundRecordings',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1132-1', clause: '3.1', role: 'Fatal Error' }],
    AudioAlbum: [{ rule: '1759-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'The ResourceList holds more than one SoundRecording',
  fix: 'An audio album holds two or more SoundRecordings: list every track in the ResourceList, or declare the profile that '
    + 'fits a release of one track (CommonReleaseTypes/14/AudioSingle).',
  check({ tree }) {
    return rootChildren(tree.root, 'ResourceList').flatMap((list) => {
      const count = list.children.filter((child) => child.name === 'SoundRecording').length;
      if (count > 1) return [];
      return [{
        at: list,
        message: `The ResourceList holds ${count === 0 ? 'no SoundRecording' : 'one SoundRecording'}; an audio album holds two or more. `
          + 'List every track as a SoundRecording, or declare the profile that fits a release of one track '
          + '(CommonReleaseTypes/14/AudioSingle).',
      }];
    });
  },
};
