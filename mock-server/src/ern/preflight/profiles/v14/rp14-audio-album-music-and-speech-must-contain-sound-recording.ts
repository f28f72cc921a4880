/**
 * DDEX's `AudioAlbumMusicAndSpeech_MustContainSoundRecording` (Release Profile 1.4, clause 3.1, Fatal Error; rule
 * AudioAlbum 1751-1): the ResourceList holds a SoundRecording (context `*:NewReleaseMessage/ResourceList`).
 */
import type { ProfileRule } from '../types.js';
import { rootChildren } from './one-profile-shapes.js';

export const rp14AudioAlbumMusicAndSpeechMustContainSoundRecording: ProfileRule = {
  id: 'rp14-audio-album-music-and-speech-must-contain-sound-recording',
  standard: '1.4',
  pattern: 'AudioAlbumMusicAndSpeech_MustContainSoundRecording',
  ddex: {
    AudioAlbum: [{ rule: '1751-1', clause: '3.1', role: 'Fatal Error' }],
  },
  code: 'MetadataMissing',
  title: 'The ResourceList holds a SoundRecording',
  fix: 'An audio album holds SoundRecordings: list its tracks in the ResourceList, or declare the profile that fits the release.',
  check({ tree }) {
    return rootChildren(tree.root, 'ResourceList')
      .filter((list) => !list.children.some((child) => child.name === 'SoundRecording'))
      .map((list) => ({
        at: list,
        message: 'The ResourceList holds no SoundRecording; an audio album holds its tracks as SoundRecordings. '
          + 'List them in the ResourceList, or declare the profile that fits the release.',
      }));
  },
};
