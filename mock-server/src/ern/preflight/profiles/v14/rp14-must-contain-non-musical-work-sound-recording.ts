/**
 * DDEX `MultiProfile_MustContainNonMusicalWorkSoundRecording` (Release Profile 1.4, clause 3.1, Fatal Error;
 * AudioAlbum only): the ResourceList holds a SoundRecording whose SoundRecordingType is
 * `NonMusicalWorkSoundRecording` (the spoken part of an album of music and speech).
 */
import { hasTyped, resourceListRule } from './resource-list-holds.js';

export const rp14MustContainNonMusicalWorkSoundRecording = resourceListRule({
  id: 'rp14-must-contain-non-musical-work-sound-recording',
  pattern: 'MultiProfile_MustContainNonMusicalWorkSoundRecording',
  ddex: {
    AudioAlbum: [{ rule: '1753-1', clause: '3.1', role: 'Fatal Error' }],
  },
  title: 'The ResourceList holds a SoundRecording of type NonMusicalWorkSoundRecording',
  fix: 'Give the spoken recordings <SoundRecordingType>NonMusicalWorkSoundRecording</SoundRecordingType>, or declare AudioAlbumMusicOnly for an album of music alone.',
  holds: (list) => hasTyped(list, 'SoundRecording', 'SoundRecordingType', 'NonMusicalWorkSoundRecording'),
  missing: () => 'The ResourceList has no SoundRecording whose SoundRecordingType is NonMusicalWorkSoundRecording, which an AudioAlbum (music and speech) holds: type the spoken recordings so, or declare AudioAlbumMusicOnly.',
});
