/**
 * DDEX `MultiProfile_MustContainMusicalWorkSoundRecording` (Release Profile 1.4, clause 3.1, Fatal Error; each
 * profile's rule number in `ddex`): the ResourceList holds a SoundRecording whose SoundRecordingType is
 * `MusicalWorkSoundRecording`.
 */
import { hasTyped, resourceListRule } from './resource-list-holds.js';

export const rp14MustContainMusicalWorkSoundRecording = resourceListRule({
  id: 'rp14-must-contain-musical-work-sound-recording',
  pattern: 'MultiProfile_MustContainMusicalWorkSoundRecording',
  ddex: {
    AudioAlbumMusicOnly: [{ rule: '1134-1', clause: '3.1', role: 'Fatal Error' }],
    AudioBook: [{ rule: '2163-1', clause: '3.1', role: 'Fatal Error' }],
    AudioSingle: [{ rule: '1061-1', clause: '3.1', role: 'Fatal Error' }],
    DigitalClassicalAudioAlbum: [{ rule: '1676-1', clause: '3.1', role: 'Fatal Error' }],
  },
  title: 'The ResourceList holds a SoundRecording of type MusicalWorkSoundRecording',
  fix: 'Give the release\'s music recordings <SoundRecordingType>MusicalWorkSoundRecording</SoundRecordingType>.',
  holds: (list) => hasTyped(list, 'SoundRecording', 'SoundRecordingType', 'MusicalWorkSoundRecording'),
  missing: () => 'The ResourceList has no SoundRecording whose SoundRecordingType is MusicalWorkSoundRecording: type the music recordings so.',
});
