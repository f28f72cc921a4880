/**
 * DDEX `MultiProfile_MustContainNonMusicalWorkSoundRecording2` (Release Profile 1.4, Fatal Error; AudioAlbum only,
 * its own rule number and clause in `ddex`): the same test as `MultiProfile_MustContainNonMusicalWorkSoundRecording`,
 * a second time in DDEX's file, so a failing message fails both rule numbers.
 */
import { hasTyped, resourceListRule } from './resource-list-holds.js';

export const rp14MustContainNonMusicalWorkSoundRecording2 = resourceListRule({
  id: 'rp14-must-contain-non-musical-work-sound-recording2',
  pattern: 'MultiProfile_MustContainNonMusicalWorkSoundRecording2',
  ddex: {
    AudioAlbum: [{ rule: '1756-1', clause: '3.1', role: 'Fatal Error' }],
  },
  title: 'The ResourceList holds a SoundRecording of type NonMusicalWorkSoundRecording (DDEX\'s second rule of it)',
  fix: 'Give the spoken recordings <SoundRecordingType>NonMusicalWorkSoundRecording</SoundRecordingType>, or declare AudioAlbumMusicOnly for an album of music alone.',
  holds: (list) => hasTyped(list, 'SoundRecording', 'SoundRecordingType', 'NonMusicalWorkSoundRecording'),
  missing: () => 'The ResourceList has no SoundRecording whose SoundRecordingType is NonMusicalWorkSoundRecording: type the spoken recordings so, or declare AudioAlbumMusicOnly.',
});
